import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../components/Spinner';
import { buttonClass, eyebrowClass } from '../components/ui';
import { RequireLogin } from '../features/account/RequireLogin';
import { accountPageMeta } from '../features/account/meta';
import { CartLine } from '../features/cart/CartLine';
import type { Cart } from '../features/cart/types';
import { shopApi } from '../lib/api-client';
import { formatRinggit } from '../lib/format';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: 'Shopping Cart', description: 'The pieces in your shopping cart.', path: '/cart' });
}

export default function CartPage() {
  return (
    <main className="mx-auto max-w-6xl px-5 pt-12 pb-8 sm:px-6 md:pt-16">
      <p className={eyebrowClass}>Your selection</p>
      <h1 className="mt-3 text-4xl md:text-5xl">Shopping Cart</h1>
      <div className="pt-10">
        <RequireLogin label="Loading your cart…">
          <CartContents />
        </RequireLogin>
      </div>
    </main>
  );
}

/** The cart, read only, with subtotal and total (total = subtotal, account §5). Cart fetch errors are ignored (§8). */
function CartContents() {
  const [cart, setCart] = useState<Cart | null>(null);

  useEffect(() => {
    let live = true;
    void shopApi.get<{ cart: Cart }>('/api/user/cart').then((answer) => {
      if (!live || !answer) return;
      setCart(answer.code === '200' && answer.cart ? answer.cart : { items: [], subtotal: 0, total: 0 });
    });
    return () => {
      live = false;
    };
  }, []);

  if (!cart) return <Spinner label="Loading your cart…" />;
  if (cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center border border-pearl bg-ivory px-6 py-20 text-center">
        <p className="font-serif text-3xl">Your shopping cart is empty</p>
        <p className="mt-3 max-w-md text-stone">Find the ring, the diamond or the gift that says it best — your pieces will wait for you here.</p>
        <Link to="/" className={`${buttonClass} mt-8`}>
          Continue shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
      <ul className="divide-y divide-pearl border-y border-pearl">
        {cart.items.map((item) => (
          <li key={item.id}>
            <CartLine item={item} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="cart-summary-heading" className="self-start border border-pearl bg-ivory p-6 sm:p-8">
        <h2 id="cart-summary-heading" className="text-3xl">
          Summary
        </h2>
        <dl className="mt-6 grid gap-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone">Subtotal</dt>
            <dd>{formatRinggit(cart.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-pearl pt-4 text-base">
            <dt className="tracking-[0.2em] uppercase">Total</dt>
            <dd className="font-medium">{formatRinggit(cart.total)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
