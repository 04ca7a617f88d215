import { Link } from 'react-router';
import { Thumbnail } from '../../components/Thumbnail';
import { formatRinggit, formatShopDate } from '../../lib/format';
import { LineParts } from './LineParts';
import { ShownIn } from '../abroad/ShownIn';
import type { OrderListEntry } from './types';
import { t } from '../../../domain/words/catalogue';
import { orderStatusInWords } from '../../../domain/orders/order-status';

/**
 * One order of Order History: tracking id, status, date, and its lines; with `converted`, the total in the currency
 * the shopper saw beneath the RM total (the order page gives it with its rate beside the total paid instead).
 */
export function OrderCard({ order, converted = false }: { order: OrderListEntry; converted?: boolean }) {
  return (
    <article aria-label={t('orders.orderCard.order', { ordertrackingid: order.order_tracking_id })} className="border border-pearl">
      <header className="flex flex-wrap items-center justify-between gap-x-8 gap-y-3 border-b border-pearl bg-ivory px-5 py-4 sm:px-7">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-[0.65rem] tracking-[0.2em] text-stone uppercase">{t('orders.orderCard.trackingId')}</dt>
            <dd className="mt-1 font-medium break-all tabular-nums lining-nums">
              <Link to={`/orders/${encodeURIComponent(order.order_tracking_id)}`} className="hover:text-gold-deep">
                {order.order_tracking_id}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-[0.65rem] tracking-[0.2em] text-stone uppercase">{t('orders.orderCard.orderedOn')}</dt>
            <dd className="mt-1">{formatShopDate(order.created_date)}</dd>
          </div>
          <div>
            <dt className="text-[0.65rem] tracking-[0.2em] text-stone uppercase">{t('orders.orderCard.total')}</dt>
            <dd className="mt-1 tabular-nums lining-nums">{formatRinggit(order.order_total)}</dd>
            {converted && order.shown_in && <ShownIn shown={order.shown_in} totalRm={order.order_total} compact />}
          </div>
        </dl>
        <p className="border border-ink/20 px-3 py-1 text-[0.65rem] tracking-[0.2em] uppercase">{orderStatusInWords(order.order_status)}</p>
      </header>
      <ul className="divide-y divide-pearl">
        {order.orders.map((line, index) => (
          <li key={`${line.slug_id}-${index}`} className="flex gap-4 px-5 py-5 sm:gap-6 sm:px-7">
            <Thumbnail src={line.thumbnail} alt="" className="size-16 sm:size-20" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
                <p className="font-serif text-xl break-words">{line.product_name}</p>
                <p className="text-sm whitespace-nowrap tabular-nums" data-testid="line-total">
                  {formatRinggit(line.line_total)}
                </p>
              </div>
              <p className="mt-1 text-sm text-stone">
                {[line.name, line.ring_size ? t('orders.orderCard.ringSize', { ringsize: line.ring_size }) : '', line.weight ? `${line.weight} g` : '', t('orders.orderCard.qty', { quantity: line.quantity })].filter(Boolean).join(' · ')}
              </p>
              {line.engrave_text && (
                <p className="mt-1 text-sm text-stone">
                  {t('orders.orderCard.engraving', { engravetext: line.engrave_text })}{line.engrave_font ? t('orders.orderCard.in', { engravefont: line.engrave_font }) : ''}
                </p>
              )}
              <LineParts settingPrice={line.price} diamond={line.diamond} className="mt-3" />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
