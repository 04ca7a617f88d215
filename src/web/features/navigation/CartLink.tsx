import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '../../../domain/contract/orders';
import { createApiClient, type ApiClient } from '../../lib/api-client';
import { browserSession, type SessionStore } from '../../lib/session-store';
import { CART_CHANGED_EVENT } from '../../lib/shop-session';
import { useSession } from '../../lib/use-session';
import { BagIcon } from './icons';
import { t } from '../../../domain/words/catalogue';

/**
 * A client for the header's own cart check: it uses the shopper's token (and refreshes it like every call) but never
 * sends anyone to /login nor overwrites the remembered way back; a failure just leaves the red dot off.
 */
let quietClient: ApiClient | null = null;
function headerApi(): ApiClient {
  const store: SessionStore = { ...browserSession, rememberReturnPath: () => {} };
  quietClient ??= createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    store,
    goToLogin: () => {},
    currentPath: () => window.location.pathname,
    exclusive: <T,>(run: () => Promise<T>): Promise<T> =>
      typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('kilau-token-refresh', run) as Promise<T>) : run(),
  });
  return quietClient;
}

/** Whether the shopper's cart has items: read when a token exists, again on CART_CHANGED_EVENT and on login/logout. */
export function useCartHasItems(): boolean {
  const { loggedIn, claims } = useSession();
  const shopper = loggedIn ? (claims?.sub ?? 'unknown') : null;
  const [hasItems, setHasItems] = useState(false);

  useEffect(() => {
    if (!shopper) {
      setHasItems(false);
      return;
    }
    let current = true;
    let latest = 0;
    const check = () => {
      // Only with a token: a visitor is never sent to the login page by the header.
      if (!browserSession.readTokens()) return;
      const call = ++latest;
      headerApi()
        .get<{ cart: Cart }>('/api/user/cart')
        .then((answer) => {
          if (current && call === latest) setHasItems(answer?.code === '200' && (answer.cart?.items.length ?? 0) > 0);
        })
        .catch(() => {});
    };
    check();
    window.addEventListener(CART_CHANGED_EVENT, check);
    return () => {
      current = false;
      window.removeEventListener(CART_CHANGED_EVENT, check);
    };
  }, [shopper]);

  return hasItems;
}

/** The header's cart: a bag linking to /cart, with a red dot when the cart has items. */
export function CartLink() {
  const hasItems = useCartHasItems();
  return (
    <Link
      to="/cart"
      aria-label={hasItems ? t('navigation.cartLink.shoppingCartHasItems') : t('navigation.cartLink.shoppingCart')}
      className="relative flex size-11 items-center justify-center text-ink transition-colors hover:text-gold-deep"
    >
      <BagIcon />
      {hasItems && <span data-testid="cart-dot" aria-hidden="true" className="absolute top-2.5 right-2.5 size-2 rounded-full bg-ruby ring-2 ring-white" />}
    </Link>
  );
}
