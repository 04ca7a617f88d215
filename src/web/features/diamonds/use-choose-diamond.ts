import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Diamond } from '../../../domain/contract/diamonds';
import type { DiamondFilters } from '../../../domain/diamonds/filters';
import { LOGIN_PATH } from '../../../domain/shop/session';
import { errorNotice, useNotice } from '../../components/Notice';
import { browserSession } from '../../lib/session-store';
import { readSession, setWizardStep, writeSession, type StoredDiamond } from '../../lib/shop-session';
import { useCategories } from '../../lib/shop';
import { LOGIN_REASON_RING } from '../ring-builder/login-reason';
import { SETTINGS_FALLBACK_PATH, WIZARD_COMPLETED_PATH } from '../ring-builder/paths';
import { storedFinishedRingPath } from '../ring-builder/ring-address';
import { fetchDiamond } from './api';


/** Storefront §3 "Stored diamond", with the certificate to look the stone up again. */
export const storedDiamondOf = (stone: Diamond): StoredDiamond => ({
  STOCK_ID: stone.STOCK_ID,
  SHAPE: stone.SHAPE,
  CARAT: stone.CARAT,
  IMAGE: stone.IMAGE,
  MYR_PRICE: stone.MYR_PRICE,
  CERTIFICATE_NO: stone.CERTIFICATE_NO,
});

/** Where Choose This Diamond goes (storefront §4 "Ring wizard"). */
export type ChooseTarget = 'wizard-completed' | 'login' | 'settings';
export function chooseTargetOf(settingChosen: boolean, loggedIn: boolean): ChooseTarget {
  if (!settingChosen) return 'settings';
  return loggedIn ? 'wizard-completed' : 'login';
}

/**
 * Choose This Diamond: the stone is looked up again by its certificate (it must still be offered), stored with the
 * search's filters; then with a setting chosen the ring is complete (/wizard-completed, after login for a visitor),
 * otherwise the shopper goes on to choose a setting.
 */
export function useChooseDiamond(filters: DiamondFilters) {
  const navigate = useNavigate();
  const engagement = useCategories().find((c) => c.is_engagement_ring);
  const { notice, show, dismiss } = useNotice();
  const [busy, setBusy] = useState<string | null>(null);

  async function choose(certificate: string) {
    if (busy) return;
    dismiss();
    setBusy(certificate);
    try {
      const found = await fetchDiamond(certificate);
      if (!found.ok) {
        show(errorNotice(found.message));
        return;
      }
      writeSession('diamond', storedDiamondOf(found.stone));
      writeSession('diamondFilters', filters);
      switch (chooseTarget()) {
        case 'wizard-completed':
          return await navigate(storedFinishedRingPath());
        case 'login':
          browserSession.rememberReturnPath(WIZARD_COMPLETED_PATH);
          writeSession('loginReason', LOGIN_REASON_RING);
          return await navigate(LOGIN_PATH);
        case 'settings': {
          setWizardStep('ring');
          const settings = engagement ? `/products/${engagement.slug}` : SETTINGS_FALLBACK_PATH;
          // a visitor who logs in on the way comes back to the settings, the stone kept (not to the search, which forgets it)
          if (!browserSession.readTokens()) browserSession.rememberReturnPath(settings);
          return await navigate(settings);
        }
      }
    } finally {
      setBusy(null);
    }
  }

  return { choose, busy, notice, dismiss };
}

/** Read at the moment of choosing: a login or a setting chosen in another tab counts. */
const chooseTarget = (): ChooseTarget => chooseTargetOf(readSession('ring') !== null, browserSession.readTokens() !== null);
