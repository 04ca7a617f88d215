import type { OrderDetail, PaymentForm } from '../../../domain/contract/orders';
import { t } from '../../../domain/words/catalogue';
import { formatTime } from '../../../domain/words/format';
import { buttonClass } from '../../components/ui';
import { GatewayForm } from '../checkout/GatewayForm';

/** An unpaid order: until when its diamonds are held (or it may be paid), and Pay Now — then the gateway's form. */
export function PayNow({ order, payment, paying, onPay }: { order: OrderDetail; payment: PaymentForm | null; paying: boolean; onPay: () => void }) {
  if (!order.payment_data) return null;
  return (
    <section aria-label={t('pages.orderDetail.payment')} className="flex flex-col gap-4 border border-gold/60 bg-ivory px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-7">
      <p className="text-sm">
        {t('pages.orderDetail.notPaidYet')}
        {order.payment_data.reserved_until && <> {t(order.holds_stones ? 'pages.orderDetail.heldUntil' : 'pages.orderDetail.payUntil', { time: formatTime(order.payment_data.reserved_until) })}</>}
      </p>
      {payment ? (
        <GatewayForm payment={payment} />
      ) : (
        <button type="button" onClick={onPay} disabled={paying} className={`${buttonClass} shrink-0`}>
          {paying ? t('pages.orderDetail.preparing') : t('pages.orderDetail.payNow')}
        </button>
      )}
    </section>
  );
}
