import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { shopApi, succeeded } from '../../lib/api-client';
import { readSession, type StoredDiamond, type StoredRingSetting } from '../../lib/shop-session';
import { fetchDiamond } from '../diamonds/api';
import { isTaken, useStoneChanges } from '../../lib/stone-changes';
import { similarStonesHref } from '../diamonds/search-url';
import { finishRing, withDiamondPrice, type FinishedRing } from './finished-ring';
import { finishedRingPath, ringChoiceOf } from './ring-address';
import { t } from '../../../domain/words/catalogue';

export type FinishedRingState =
  | { kind: 'loading' }
  | { kind: 'ready'; ring: FinishedRing }
  /** The stone was sold or reserved since it was chosen. */
  | { kind: 'stone-gone'; message: string; stored: StoredDiamond; similarHref?: string }
  /** The setting (or its colour) is no longer in the catalogue. */
  | { kind: 'setting-gone'; name: string }
  | { kind: 'failed'; message: string };

/** A message for a stone the shop no longer offers, whatever the server's wording. */
export const STONE_GONE = t('ringBuilder.useFinishedRing.theDiamondYouChose');
export const SETTING_GONE = t('ringBuilder.useFinishedRing.theSettingYouChose');

const productPath = (slug: string) => `/api/product/${encodeURIComponent(slug)}`;

/**
 * The confirmation screen's ring: as the server drew it from the choices in the address, else the setting and diamond
 * stored in this tab, looked up again (the stone must still be
 * offered, the setting still sold) and priced by the server. Without a stored setting or diamond the shopper is sent
 * home (storefront §4 "Ring wizard").
 */
export function useFinishedRing(drawn: FinishedRing | null = null): FinishedRingState {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const named = ringChoiceOf(search) !== null;
  const [state, setState] = useState<FinishedRingState>(drawn ? { kind: 'ready', ring: drawn } : { kind: 'loading' });

  useEffect(() => {
    // drawn by the server from the choices in the address
    if (drawn) return;
    const ring = readSession<StoredRingSetting>('ring');
    const stored = readSession<StoredDiamond>('diamond');
    if (!ring?.slug || !stored?.CERTIFICATE_NO) {
      void navigate('/', { replace: true });
      return;
    }
    // the tab's ring reached by the bare path (back from login, an older link): its choices put in the address, then drawn
    if (!named) {
      void navigate(finishedRingPath(ring, stored), { replace: true });
      return;
    }
    let live = true;
    void (async () => {
      const [productAnswer, stone] = await Promise.all([shopApi.get<{ product: ProductDetail }>(productPath(ring.slug), { auth: false }), fetchDiamond(stored.CERTIFICATE_NO)]);
      if (!live) return;
      if (!stone.ok) {
        setState(stone.missing ? { kind: 'stone-gone', message: STONE_GONE, stored } : { kind: 'failed', message: stone.message });
        return;
      }
      if (!succeeded(productAnswer) || !productAnswer.product) {
        setState(productAnswer?.code === '404' ? { kind: 'setting-gone', name: ring.name } : { kind: 'failed', message: productAnswer?.message ?? t('ringBuilder.useFinishedRing.theShopCouldNot') });
        return;
      }
      const finished = finishRing(ring, stored, productAnswer.product, stone.stone);
      setState(finished === 'setting-gone' ? { kind: 'setting-gone', name: ring.name } : { kind: 'ready', ring: finished });
    })();
    return () => {
      live = false;
    };
  }, [navigate, drawn, named]);

  // the stone reserved by another shopper, sold, taken off sale or repriced while the confirmation is open
  const changes = useStoneChanges(state.kind === 'ready' ? [state.ring.diamond.certificate] : []);
  if (state.kind !== 'ready') return state;
  const { diamond } = state.ring;
  const change = changes.get(diamond.certificate);
  if (isTaken(change)) {
    const message = change.state === 'reserved' ? t('diamonds.stoneTaken.reservedWhy') : t('diamonds.stoneTaken.goneWhy');
    return { kind: 'stone-gone', message, stored: state.ring.cartRequest.diamond, similarHref: similarStonesHref({ TYPE: diamond.type, SHAPE: diamond.shape, CARAT: diamond.carat }) };
  }
  return change ? { kind: 'ready', ring: withDiamondPrice(state.ring, change.MYR_PRICE) } : state;
}
