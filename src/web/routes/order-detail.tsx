import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { OrderDetail, PaymentForm, PlacedOrder } from '../../domain/contract/orders';
import { errorNotice, infoNotice, NoticeArea, successNotice, useNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { buttonClass, textLinkClass } from '../components/ui';
import { AccountShell } from '../features/account/AccountShell';
import { accountPageMeta } from '../features/account/meta';
import { GatewayForm } from '../features/checkout/GatewayForm';
import { OrderEInvoice } from '../features/e-invoices/OrderEInvoice';
import { DeliveryAddress } from '../features/orders/DeliveryAddress';
import { CancelOrder, ReturnAnItem, ReturnsAndRefunds } from '../features/orders/MoneyBack';
import { OrderCard } from '../features/orders/OrderCard';
import { shopApi } from '../lib/api-client';
import { formatRinggit, formatShopDate } from '../lib/format';
import { ShownIn } from '../features/abroad/ShownIn';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/order-detail';
import { t } from '../../domain/words/catalogue';
import { OrderInstalmentPlan } from '../features/instalments/OrderInstalmentPlan';
import { formatTime } from '../../domain/words/format';
import { orderStatusInWords } from '../../domain/order-status';

/** The order, drawn by the server for the shopper it knows (null for a visitor, or not theirs: read in the browser). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { order: await drawnFor<OrderDetail>(context, `/api/order/${encodeURIComponent(params.trackingid)}`, (body) => body.order) };
}

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.orderDetail.order', { trackingid: params.trackingid }), description: t('pages.orderDetail.yourOrderItsPieces'), path: `/orders/${params.trackingid}` });
}

/** Account spec §8: the banners of a return from the payment gateway. */
export const ORDER_BANNERS = {
  success: t('pages.orderDetail.theOrderHaveBeen'),
  failed: t('pages.orderDetail.thePaymentHaveBeen'),
} as const;

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { trackingid = '' } = useParams();
  const drawn = loaderData?.order ?? null;
  return (
    <AccountShell title={t('pages.orderDetail.orderDetail')} drawnByServer={drawn !== null}>
      <OrderDetailScreen key={trackingid} trackingId={trackingid} drawn={drawn} />
    </AccountShell>
  );
}

/**
 * Order Detail (account spec §2, §4): tracking id, status, date, total, remark, the delivery address and the lines; the
 * banner of a return from the gateway (?status=success|failed) — shown as the server knows the order, so a return
 * without a verified payment never reads as success; Pay Now for an unpaid order whose diamonds are still held. An
 * unknown order goes back to /orders.
 */
function OrderDetailScreen({ trackingId, drawn }: { trackingId: string; drawn: OrderDetail | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [order, setOrder] = useState<OrderDetail | null>(drawn);
  const [payment, setPayment] = useState<PaymentForm | null>(null);
  const [paying, setPaying] = useState(false);
  const { notice, show, dismiss } = useNotice();
  const returned = params.get('status');

  const load = useCallback(async () => {
    const answer = await shopApi.get<{ order: OrderDetail }>(`/api/order/${encodeURIComponent(trackingId)}`);
    if (!answer) return;
    if (answer.code !== '200' || !answer.order) {
      void navigate('/orders', { replace: true });
      return;
    }
    setOrder(answer.order);
  }, [trackingId, navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!order || !returned) return;
    if (returned === 'success' && order.payment_status === 'success') show(successNotice(ORDER_BANNERS.success));
    else if (order.payment_status === 'failed' && order.payment_cancelled) show(infoNotice(t('pages.orderDetail.cancelledByYou')));
    else if (returned === 'failed' || (returned === 'success' && order.payment_status === 'failed')) show(errorNotice(ORDER_BANNERS.failed));
  }, [order, returned, show]);

  async function payNow() {
    if (!order) return;
    dismiss();
    setPaying(true);
    try {
      const answer = await shopApi.put<{ order: PlacedOrder }>('/api/order/update', { order_tracking_id: order.order_tracking_id });
      if (!answer) return;
      if (answer.code !== '200' || !answer.order?.payment) {
        show(errorNotice(answer.message));
        void load();
        return;
      }
      setPayment(answer.order.payment);
    } finally {
      setPaying(false);
    }
  }

  /** After a cancellation or a return request: what the shop answered, and the order as it now is. */
  function moneyBackDone(answer: { code: string; message: string }) {
    show(answer.code === '200' ? successNotice(answer.message) : errorNotice(answer.message));
    void load();
  }

  if (!order) return <Spinner label={t('pages.orderDetail.loadingYourOrder')} />;
  const pending = order.payment_status === 'pending' && returned === 'success';
  return (
    <div className="flex flex-col gap-8">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      {pending && <p className="border border-pearl bg-ivory px-5 py-4 text-sm">{t('pages.orderDetail.paymentConfirming')}</p>}
      {order.payment_data && (
        <section aria-label={t('pages.orderDetail.payment')} className="flex flex-col gap-4 border border-gold/60 bg-ivory px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-7">
          <p className="text-sm">
            {t('pages.orderDetail.notPaidYet')}
            {order.payment_data.reserved_until && <> {t(order.holds_stones ? 'pages.orderDetail.heldUntil' : 'pages.orderDetail.payUntil', { time: formatTime(order.payment_data.reserved_until) })}</>}
          </p>
          {payment ? (
            <GatewayForm payment={payment} />
          ) : (
            <button type="button" onClick={() => void payNow()} disabled={paying} className={`${buttonClass} shrink-0`}>
              {paying ? t('pages.orderDetail.preparing') : t('pages.orderDetail.payNow')}
            </button>
          )}
        </section>
      )}
      <CancelOrder order={order} onDone={moneyBackDone} />
      <ReturnAnItem order={order} onDone={moneyBackDone} />
      <OrderCard order={order} />
      <OrderInstalmentPlan instalment={order.instalment} />
      <ReturnsAndRefunds order={order} />
      <OrderEInvoice trackingId={order.order_tracking_id} paid={order.payment_status === 'success'} />
      <div className="grid gap-8 md:grid-cols-3">
        <section aria-labelledby="delivery-heading" className="md:col-span-1">
          <h2 id="delivery-heading" className="text-2xl">
            {t('pages.orderDetail.delivery')}
          </h2>
          <DeliveryAddress address={order.address} className="mt-3" />
        </section>
        <section aria-labelledby="remark-heading" className="md:col-span-1">
          <h2 id="remark-heading" className="text-2xl">
            {t('pages.orderDetail.remark')}
          </h2>
          <p className="mt-3 text-sm whitespace-pre-line text-stone">{order.remark || t('pages.orderDetail.none')}</p>
        </section>
        <section aria-labelledby="history-heading" className="md:col-span-1">
          <h2 id="history-heading" className="text-2xl">
            {t('pages.orderDetail.history')}
          </h2>
          <ol className="mt-3 grid gap-2 text-sm text-stone">
            {order.history.map((h, i) => (
              <li key={i}>
                <span className="text-ink">{orderStatusInWords(h.status)}</span> · {formatShopDate(h.at)}
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm">
            {t('pages.orderDetail.totalPaidOrDue')} <span className="tabular-nums">{formatRinggit(order.order_total)}</span>
          </p>
          {order.shown_in && <ShownIn shown={order.shown_in} totalRm={order.order_total} />}
        </section>
      </div>
      <Link to="/orders" className={`self-start text-[0.7rem] tracking-[0.2em] uppercase ${textLinkClass}`}>
        {t('pages.orderDetail.allYourOrders')}
      </Link>
    </div>
  );
}
