import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ORDER_LIST_DEFAULTS } from '../../domain/contract/orders';
import { errorNotice, NoticeArea, useNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { buttonClass } from '../components/ui';
import { AccountShell } from '../features/account/AccountShell';
import { accountPageMeta } from '../features/account/meta';
import { OrderCard } from '../features/orders/OrderCard';
import type { OrderListEntry } from '../features/orders/types';
import { shopApi } from '../lib/api-client';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/orders';
import { t } from '../../domain/words/catalogue';

/** Order History shows the first page of 50 orders (account §9). */
export const ORDER_LIST_PATH = `/api/order/list?page=${ORDER_LIST_DEFAULTS.page}&limit=${ORDER_LIST_DEFAULTS.limit}`;

/** The shopper's orders, drawn by the server for the shopper it knows (null for a visitor: read in the browser). */
export async function loader({ context }: Route.LoaderArgs) {
  return { orders: await drawnFor<OrderListEntry[]>(context, ORDER_LIST_PATH, (body) => body.orders) };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.orders.orderHistory'), description: t('pages.orders.theOrdersYouHave'), path: '/orders' });
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const drawn = loaderData?.orders ?? null;
  return (
    <AccountShell title={t('pages.orders.orderHistory')} drawnByServer={drawn !== null}>
      <OrderHistory drawn={drawn} />
    </AccountShell>
  );
}

function OrderHistory({ drawn }: { drawn: OrderListEntry[] | null }) {
  const [orders, setOrders] = useState<OrderListEntry[] | null>(drawn);
  const { notice, show, dismiss } = useNotice();

  useEffect(() => {
    let live = true;
    void shopApi.get<{ orders: OrderListEntry[] }>(ORDER_LIST_PATH).then((answer) => {
      if (!live || !answer) return;
      setOrders(answer.orders ?? []);
      if (answer.code !== '200') show(errorNotice(answer.message));
    });
    return () => {
      live = false;
    };
  }, [show]);

  if (!orders) return <Spinner label={t('pages.orders.loadingYourOrders')} />;
  return (
    <div className="flex flex-col gap-8">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      {orders.length === 0 ? (
        <div className="flex flex-col items-center border border-pearl bg-ivory px-6 py-16 text-center">
          <p className="font-serif text-3xl">{t('pages.orders.youHaveNotPlaced')}</p>
          <p className="mt-3 max-w-md text-stone">{t('pages.orders.whenYouDoEach')}</p>
          <Link to="/" className={`${buttonClass} mt-8`}>
            {t('pages.orders.continueShopping')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-8">
          {orders.map((order) => (
            <li key={order.order_tracking_id}>
              <OrderCard order={order} converted />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
