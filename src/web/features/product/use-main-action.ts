import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { LOGIN_PATH } from '../../../domain/session';
import { noticeOfAnswer, useNotice } from '../../components/Notice';
import { shopApi } from '../../lib/api-client';
import { browserSession } from '../../lib/session-store';
import { announceCartChanged, SHOP_SESSION_KEYS, setWizardStep, writeSession } from '../../lib/shop-session';
import { useSession } from '../../lib/use-session';
import { selectionProblem, type Inscription, type ProductSelection } from './options';
import { cartRequestOf, savedOptionsOf, storedRingOf } from './stored-choices';

export const CHOOSE_DIAMOND_PATH = '/choose-diamond';
export const WIZARD_COMPLETED_PATH = '/wizard-completed';

export type MainAction = 'choose-diamond' | 'wizard-completed' | 'add-to-cart' | 'login';

/**
 * What the main button does (storefront §4 "Ring wizard"): a setting whose category goes on to a diamond goes to
 * /choose-diamond, or, with a diamond already chosen, to /wizard-completed (logged in) or to login (a visitor);
 * any other piece is added to the cart (logged in) or sends the visitor to login.
 */
export function mainActionOf(requiresDiamond: boolean, diamondChosen: boolean, loggedIn: boolean): MainAction {
  if (requiresDiamond && !diamondChosen) return 'choose-diamond';
  if (!loggedIn) return 'login';
  return requiresDiamond ? 'wizard-completed' : 'add-to-cart';
}

/** The button keeps 'Choose Diamond' on a setting unless it sends a visitor to login ('Checkout'). */
export const MAIN_ACTION_LABELS: Record<MainAction, string> = {
  'choose-diamond': 'Choose Diamond',
  'wizard-completed': 'Choose Diamond',
  'add-to-cart': 'Add to Cart',
  login: 'Checkout',
};

const subscribeNever = () => () => {};
/** Whether a diamond is already chosen in this tab (false on the server and in the first browser render). */
function useDiamondChosen(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => window.sessionStorage.getItem(SHOP_SESSION_KEYS.diamond) !== null,
    () => false,
  );
}

export function useMainAction(product: ProductDetail, selection: ProductSelection | undefined, inscription: Inscription) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { loggedIn } = useSession();
  const diamondChosen = useDiamondChosen();
  const { notice, show, dismiss } = useNotice();
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = mainActionOf(product.mainCategory.requires_diamond, diamondChosen, loggedIn);

  async function run() {
    if (!selection) return;
    dismiss();
    setAttempted(true);
    // A missing ring size or an incomplete inscription shows beside its field (attempted).
    if (selectionProblem(product, selection, inscription)) return;
    // Read the storage itself: the session view may not have caught up with a login in another tab.
    const current = mainActionOf(product.mainCategory.requires_diamond, window.sessionStorage.getItem(SHOP_SESSION_KEYS.diamond) !== null, browserSession.readTokens() !== null);
    switch (current) {
      case 'choose-diamond':
        writeSession('ring', storedRingOf(product, selection, inscription));
        setWizardStep('diamond');
        return navigate(CHOOSE_DIAMOND_PATH);
      case 'wizard-completed':
        writeSession('ring', storedRingOf(product, selection, inscription));
        return navigate(WIZARD_COMPLETED_PATH);
      case 'login':
        writeSession('options', savedOptionsOf(product, selection, inscription));
        browserSession.rememberReturnPath(`${pathname}${search}`);
        return navigate(LOGIN_PATH);
      case 'add-to-cart': {
        setBusy(true);
        try {
          const answer = await shopApi.post('/api/user/cart', cartRequestOf(product, selection, inscription));
          if (!answer) return; // on the way to login
          show(noticeOfAnswer(answer));
          if (answer.code === '200') announceCartChanged();
        } finally {
          setBusy(false);
        }
      }
    }
  }

  return { action, label: MAIN_ACTION_LABELS[action], run, busy, attempted, notice, dismiss };
}
