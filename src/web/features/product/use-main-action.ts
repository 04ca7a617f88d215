import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { caratRangeAround } from '../../../domain/catalog/ring-match';
import { LOGIN_PATH } from '../../../domain/shop/session';
import { noticeOfAnswer, useNotice } from '../../components/Notice';
import { shopApi } from '../../lib/api-client';
import { browserSession } from '../../lib/session-store';
import { announceCartChanged, SHOP_SESSION_KEYS, setWizardStep, writeSession } from '../../lib/shop-session';
import { useSession } from '../../lib/use-session';
import { directBuyCheckoutPath } from '../checkout/paths';
import { CHOOSE_DIAMOND_PATH } from '../diamonds/search-url';
import { LOGIN_REASON_RING } from '../ring-builder/login-reason';
import { WIZARD_COMPLETED_PATH } from '../ring-builder/paths';
import { storedFinishedRingPath } from '../ring-builder/ring-address';
import { hasRingSize, selectionProblem, type Inscription, type ProductSelection } from './options';
import { cartRequestOf, directBuyItemOf, savedOptionsOf, storedRingOf } from './stored-choices';
import { t } from '../../../domain/words/catalogue';

export type MainAction = 'choose-diamond' | 'wizard-completed' | 'add-to-cart' | 'login';

/** Told on the login page when a visitor's Add to Cart sent them there. */
export const LOGIN_REASON_CART = t('product.useMainAction.logInToAdd');
/** Told on the login page when a visitor's Buy Now sent them there. */
export const LOGIN_REASON_BUY = t('product.useMainAction.logInToBuy');

/**
 * What the main button does (storefront §4 "Ring wizard"): a setting whose category goes on to a diamond goes to
 * /choose-diamond, or, with a diamond already chosen, to /wizard-completed (logged in) or to login (a visitor);
 * any other piece is added to the cart (logged in) or sends the visitor to login and back.
 */
export function mainActionOf(requiresDiamond: boolean, diamondChosen: boolean, loggedIn: boolean): MainAction {
  if (requiresDiamond && !diamondChosen) return 'choose-diamond';
  if (!loggedIn) return 'login';
  return requiresDiamond ? 'wizard-completed' : 'add-to-cart';
}

/** A setting keeps 'Choose Diamond' unless it sends a visitor to login ('Checkout'); any other piece says Add to Cart. */
export function mainActionLabel(action: MainAction, requiresDiamond: boolean): string {
  if (action === 'choose-diamond' || action === 'wizard-completed') return t('product.useMainAction.chooseDiamond');
  if (action === 'login') return requiresDiamond ? t('product.useMainAction.checkout') : t('product.useMainAction.addToCart');
  return t('product.useMainAction.addToCart');
}

/** The diamond search a setting leads to: the setting's shape and a carat range around its carat view (issue 13). */
export function diamondSearchFor(selection: Pick<ProductSelection, 'shape' | 'carat'>): string {
  const query = new URLSearchParams();
  if (selection.shape) query.set('shape', selection.shape.toLowerCase());
  const carat = caratRangeAround(selection.carat);
  if (carat) query.set('carat', `${carat[0]}-${carat[1]}`);
  const text = query.toString();
  return text ? `${CHOOSE_DIAMOND_PATH}?${text}` : CHOOSE_DIAMOND_PATH;
}

const subscribeNever = () => () => {};
/** Whether a diamond is already chosen in this tab (false on the server and in the first browser render). */
export function useDiamondChosen(): boolean {
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
  const requiresDiamond = product.mainCategory.requires_diamond;
  const action = mainActionOf(requiresDiamond, diamondChosen, loggedIn);

  async function run() {
    if (!selection) return;
    dismiss();
    setAttempted(true);
    // A missing ring size or an incomplete inscription shows beside its field (attempted).
    if (selectionProblem(product, selection, inscription)) return;
    // Read the storage itself: the session view may not have caught up with a login in another tab.
    const current = mainActionOf(requiresDiamond, window.sessionStorage.getItem(SHOP_SESSION_KEYS.diamond) !== null, browserSession.readTokens() !== null);
    switch (current) {
      case 'choose-diamond':
        writeSession('ring', storedRingOf(product, selection, inscription));
        setWizardStep('diamond');
        return navigate(diamondSearchFor(selection));
      case 'wizard-completed':
        writeSession('ring', storedRingOf(product, selection, inscription));
        return navigate(storedFinishedRingPath());
      case 'login':
        writeSession('options', savedOptionsOf(product, selection, inscription));
        if (requiresDiamond) {
          // Setting and diamond are both chosen: after login the ring is finished on the confirmation screen.
          writeSession('ring', storedRingOf(product, selection, inscription));
          browserSession.rememberReturnPath(WIZARD_COMPLETED_PATH);
          writeSession('loginReason', LOGIN_REASON_RING);
        } else {
          browserSession.rememberReturnPath(`${pathname}${search}`);
          writeSession('loginReason', LOGIN_REASON_CART);
        }
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

  /** Buy Now (account spec §2 "Checkout", §3 "Direct-buy item"): a piece without a ring size, checked out on its own. */
  const canBuyNow = !requiresDiamond && !hasRingSize(product);
  function buyNow() {
    if (!selection || !canBuyNow) return;
    dismiss();
    if (!browserSession.readTokens()) {
      writeSession('options', savedOptionsOf(product, selection, inscription));
      browserSession.rememberReturnPath(`${pathname}${search}`);
      writeSession('loginReason', LOGIN_REASON_BUY);
      return navigate(LOGIN_PATH);
    }
    const item = directBuyItemOf(product, selection);
    writeSession('directBuy', item);
    return navigate(directBuyCheckoutPath(item.product_panel_setting_id));
  }

  return { action, label: mainActionLabel(action, requiresDiamond), run, busy, attempted, notice, dismiss, canBuyNow, buyNow };
}
