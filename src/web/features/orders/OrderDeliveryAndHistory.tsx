import type { OrderDetail } from '../../../domain/contract/orders';
import { orderStatusInWords, totalStanding, type OrderStatus } from '../../../domain/orders/order-status';
import { paymentMethodOf } from '../../../domain/payments/payment-methods';
import { t, wordsOf } from '../../../domain/words/catalogue';
import { formatRinggit, formatShopDate } from '../../lib/format';
import { ShownIn } from '../abroad/ShownIn';
import { DeliveryAddress } from './DeliveryAddress';
import { ExpectedDelivery } from './ExpectedDelivery';

/** The total's label as the order now stands (paid, due, nothing due, refunded). */
const TOTAL_WORDS = wordsOf('pages.orderDetail.total');

/** Where the order goes, the shopper's remark, its history and the total paid or due. */
export function OrderDeliveryAndHistory({ order }: { order: OrderDetail }) {
  return (
    <div className="grid gap-8 md:grid-cols-3">
      <section aria-labelledby="delivery-heading" className="md:col-span-1">
        <h2 id="delivery-heading" className="text-2xl">
          {t('pages.orderDetail.delivery')}
        </h2>
        <DeliveryAddress address={order.address} className="mt-3" />
        <ExpectedDelivery order={order} />
        {order.shipping_tracking_no && (
          <p className="mt-3 text-sm" data-testid="parcel-tracking">
            {t('pages.orderDetail.parcelTracking', { number: order.shipping_tracking_no })}
          </p>
        )}
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
          {TOTAL_WORDS[totalStanding(order.order_status as OrderStatus)]} <span className="tabular-nums">{formatRinggit(order.order_total)}</span>
        </p>
        {order.shown_in && <ShownIn shown={order.shown_in} totalRm={order.order_total} />}
        <p className="mt-2 text-sm text-stone">{t('pages.orderDetail.paidBy', { method: paymentMethodOf(order.payment_method)?.label ?? order.payment_method })}</p>
      </section>
    </div>
  );
}
