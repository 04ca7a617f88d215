import type { OrderDetail } from '../../../domain/contract/orders';
import { orderStatusInWords } from '../../../domain/orders/order-status';
import { t } from '../../../domain/words/catalogue';
import { formatRinggit, formatShopDate } from '../../lib/format';
import { ShownIn } from '../abroad/ShownIn';
import { DeliveryAddress } from './DeliveryAddress';

/** Where the order goes, the shopper's remark, its history and the total paid or due. */
export function OrderDeliveryAndHistory({ order }: { order: OrderDetail }) {
  return (
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
  );
}
