import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { browserSession } from '../../lib/session-store';
import { readSession, takeSession, type SavedOptions, type StoredDiamond } from '../../lib/shop-session';
import {
  metalOptionsOf,
  NO_INSCRIPTION,
  offersCaratView,
  paramsOfSelection,
  ringSizeRangesOf,
  ringSizesOf,
  selectionFromParams,
  shapesOf,
  type Inscription,
  type ProductSelection,
} from './options';
import { presetFromStone, restoreSavedOptions } from './stored-choices';

/**
 * The shopper's options on a product page: metal, colour, shape, carat view and ring size in the URL (replacing the
 * history entry, so Back leaves the page), the inscription in memory. On load, options saved before a login redirect
 * are restored and forgotten, or else a diamond chosen first presets the shape and carat view; a visitor's path is remembered as the way back after login (storefront §4 "Ring wizard").
 */
export function useProductOptions(product: ProductDetail) {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const [inscription, setInscription] = useState<Inscription>(NO_INSCRIPTION);

  // The shopper's choice shows at once; the URL follows (a navigation, so a moment later).
  const [selection, setSelection] = useState(() => selectionFromParams(product, params));
  const [seenParams, setSeenParams] = useState(() => params.toString());
  if (params.toString() !== seenParams) {
    // The URL changed (restored options, Back and Forward): it wins.
    setSeenParams(params.toString());
    setSelection(selectionFromParams(product, params));
  }
  const choices = useMemo(() => {
    const ranges = ringSizeRangesOf(product);
    return { metals: metalOptionsOf(product), shapes: shapesOf(product), ringSizes: ringSizesOf(ranges), caratViews: offersCaratView(product) };
  }, [product]);

  const select = useCallback(
    (next: ProductSelection) => {
      setSelection(next);
      setParams((current) => paramsOfSelection(current, product, next), { replace: true, preventScrollReset: true });
    },
    [product, setParams],
  );

  useEffect(() => {
    const restored = restoreSavedOptions(product, takeSession<Partial<SavedOptions>>('options'));
    if (restored) setInscription(restored.inscription);
    const preset = restored?.params ?? presetFromStone(product, readSession<StoredDiamond>('diamond'), new URLSearchParams(window.location.search));
    if (Object.keys(preset).length > 0) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(preset)) next.set(key, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    // Once, when the page opens (the page is keyed by product).
  }, []);

  useEffect(() => {
    if (!browserSession.readTokens()) browserSession.rememberReturnPath(`${pathname}${search}`);
  }, [pathname, search]);

  return { selection, select, inscription, setInscription, ...choices };
}
