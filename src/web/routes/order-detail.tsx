import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { OrderDetail, PaymentForm, PlacedOrder } from '../../domain/contract/orders';
import { errorNotice, infoNotice, NoticeArea, successNotice, useNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { textLinkClass } from '../components/ui';
import { AccountShell } from '../features/account/AccountShell';
import { accountPageMeta } from '../features/account/meta';
import { OrderEInvoice } from '../features/e-invoices/OrderEInvoice';
import { CancelOrder, ReturnAnItem, ReturnsAndRefunds } from '../features/orders/MoneyBack';
import { OrderCard } from '../features/orders/OrderCard';
import { OrderDeliveryAndHistory } from '../features/orders/OrderDeliveryAndHistory';
import { PayNow } from '../features/orders/PayNow';
import { ThankYou } from '../features/orders/ThankYou';
import { shopApi } from '../lib/api-client';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/order-detail';
import { t } from '../../domain/words/catalogue';
import { OrderInstalmentPlan } from '../features/instalments/OrderInstalmentPlan';
import type { OrderStatus } from '../../domain/orders/order-status';

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
      {returned === 'success' && order.payment_status === 'success' && <ThankYou order={order} />}
      <PayNow order={order} payment={payment} paying={paying} onPay={() => void payNow()} />
      <CancelOrder order={order} onDone={moneyBackDone} />
      <ReturnAnItem order={order} onDone={moneyBackDone} />
      <OrderCard order={order} />
      <OrderInstalmentPlan instalment={order.instalment} />
      <ReturnsAndRefunds order={order} />
      <OrderEInvoice trackingId={order.order_tracking_id} paid={order.payment_status === 'success'} status={order.order_status as OrderStatus} />
      <OrderDeliveryAndHistory order={order} />
      <Link to="/orders" className={`self-start text-[0.7rem] tracking-[0.2em] uppercase ${textLinkClass}`}>
        {t('pages.orderDetail.allYourOrders')}
      </Link>
    </div>
  );
}
