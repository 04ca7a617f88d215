import { useState } from 'react';
import { senFromRinggit } from '../../domain/money/money';
import { Converted } from '../features/abroad/Converted';
import { Link } from 'react-router';
import { NoticeArea } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { buttonClass, drawnInBrowserClass, eyebrowClass } from '../components/ui';
import { RequireLogin } from '../features/account/RequireLogin';
import { accountPageMeta } from '../features/account/meta';
import { CartLine } from '../features/cart/CartLine';
import { REMOVE_CONFIRM, useCart } from '../features/cart/use-cart';
import type { Cart, CartItem } from '../features/cart/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatRinggit } from '../lib/format';
import { clearSession } from '../lib/shop-session';
import { CHECKOUT_PATH } from '../features/checkout/paths';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/cart';
import { t } from '../../domain/words/catalogue';

/**
 * The cart as the server prices it, for the shopper whose page session came with the request (drawn on the server, no
 * spinner, no shift); null for a visitor — the page then reads it in the browser, as before.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { cart: await drawnFor<Cart>(context, '/api/user/cart', (body) => body.cart) };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.cart.shoppingCart'), description: t('pages.cart.thePiecesInYour'), path: '/cart' });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const drawn = loaderData?.cart ?? null;
  return (
    <main className="mx-auto max-w-6xl px-5 pt-12 pb-8 sm:px-6 md:pt-16">
      <p className={eyebrowClass}>{t('pages.cart.yourSelection')}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t('pages.cart.shoppingCart')}</h1>
      <div className={`pt-10 ${drawnInBrowserClass}`}>
        <RequireLogin label={t('pages.cart.loadingYourCart')} drawnByServer={drawn !== null}>
          <CartContents drawn={drawn} />
        </RequireLogin>
      </div>
    </main>
  );
}

/**
 * The cart (account spec §2 "Cart screen"): its lines with the engraving editable and Remove, subtotal and total
 * (total = subtotal, §5) as the server priced them, and Checkout — hidden while any line is unavailable (§4).
 */
function CartContents({ drawn }: { drawn: Cart | null }) {
  const { cart, update, remove, removing, notice, dismiss } = useCart(drawn);
  const [asking, setAsking] = useState<CartItem | null>(null);

  if (!cart) return <Spinner label={t('pages.cart.loadingYourCart')} />;
  if (cart.items.length === 0) {
    return (
      <div className="grid gap-6">
        <NoticeArea notice={notice} onDismiss={dismiss} />
        <div className="flex flex-col items-center border border-pearl bg-ivory px-6 py-20 text-center">
          <p className="font-serif text-3xl">{t('pages.cart.yourShoppingCartIs')}</p>
          <p className="mt-3 max-w-md text-stone">{t('pages.cart.findTheRingThe')}</p>
          <Link to="/" className={`${buttonClass} mt-8`}>
            {t('pages.cart.continueShopping')}
          </Link>
        </div>
      </div>
    );
  }
  const allAvailable = cart.items.every((item) => item.is_available);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
      <div>
        <NoticeArea notice={notice} onDismiss={dismiss} className="mb-4" />
        <ul className="divide-y divide-pearl border-y border-pearl">
          {cart.items.map((item) => (
            <li key={item.id}>
              <CartLine item={item} onUpdate={update} onRemove={setAsking} removing={removing === item.id} />
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={asking !== null}
          title={t('cart.useCart.removeThisPiece')}
          confirmLabel={t('cart.useCart.remove')}
          cancelLabel={t('cart.useCart.keepIt')}
          busy={asking !== null && removing === asking.id}
          onConfirm={() => {
            if (asking) void remove(asking).finally(() => setAsking(null));
          }}
          onClose={() => setAsking(null)}
        >
          {asking && <p className="font-serif text-xl text-ink">{asking.product_name}</p>}
          <p className="mt-2">{REMOVE_CONFIRM}</p>
        </ConfirmDialog>
      </div>
      <CartSummary cart={cart} allAvailable={allAvailable} />
    </div>
  );
}

/** The summary beside the lines: subtotal, free shipping and total, each with its guide amount, and Checkout. */
function CartSummary({ cart, allAvailable }: { cart: Cart; allAvailable: boolean }) {
  return (
    <section aria-labelledby="cart-summary-heading" className="self-start border border-pearl bg-ivory p-6 sm:p-8 lg:sticky lg:top-28">
      <h2 id="cart-summary-heading" className="text-3xl">
        {t('pages.cart.summary')}
      </h2>
      <dl className="mt-6 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone">{t('pages.cart.subtotal')}</dt>
          <dd data-testid="cart-subtotal" className="tabular-nums">
            {formatRinggit(cart.subtotal)}
            <Converted sen={senFromRinggit(cart.subtotal)} />
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-stone">
          <dt>{t('pages.cart.shipping')}</dt>
          <dd>{t('pages.cart.free')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-pearl pt-4 text-base">
          <dt className="tracking-[0.2em] uppercase">{t('pages.cart.total')}</dt>
          <dd data-testid="cart-total" className="font-medium tabular-nums">
            {formatRinggit(cart.total)}
            <Converted sen={senFromRinggit(cart.total)} />
          </dd>
        </div>
      </dl>
      {allAvailable ? (
        <Link to={CHECKOUT_PATH} onClick={() => clearSession('directBuy')} className={`${buttonClass} mt-8 w-full py-4`}>
          {t('pages.cart.checkout')}
        </Link>
      ) : (
        <p className="mt-8 text-sm text-stone">{t('pages.cart.removeTheItemsThat')}</p>
      )}
      <p className="mt-4 text-center text-xs text-stone">{t('pages.cart.freeInsuredShippingAnd')}</p>
    </section>
  );
}
