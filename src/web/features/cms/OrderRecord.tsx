import { Link } from 'react-router';
import type { CmsOrder } from '../../../domain/contract/cms-orders';
import { orderStatusInWords } from '../../../domain/orders/order-status';
import { paymentMethodOf } from '../../../domain/payments/payment-methods';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatTimestamp } from '../../../domain/words/format';
import { Thumbnail } from '../../components/Thumbnail';
import { formatRinggit, formatShopDate } from '../../lib/format';
import { CmsInstalmentNote } from '../instalments/CmsInstalmentNote';
import { DeliveryAddress } from '../orders/DeliveryAddress';
import { Fact } from './RecordParts';

/** The parts of one order's page in the back-office that show what is recorded of it. */

/** How the back-office names a payment method (from the table of methods). */
const methodLabel = (code: string) => paymentMethodOf(code)?.shortLabel ?? code;

/** A payment attempt's state, in words. */
function paymentStatusWords(status: string): string {
  const words: Record<string, string> = {
    pending: t('names.paymentStatuses.pending'),
    success: t('names.paymentStatuses.success'),
    failed: t('names.paymentStatuses.failed'),
  };
  return words[status] ?? status;
}

/** Who moved the order, in words. */
function actorWords(actor: string): string {
  const words: Record<string, string> = {
    customer: t('names.orderActors.customer'),
    staff: t('names.orderActors.staff'),
    gateway: t('names.orderActors.gateway'),
    system: t('names.orderActors.system'),
  };
  return words[actor] ?? actor;
}

/** Its status, dates, total, payment and tracking, its instalment plan, and its lines with their settings and stones. */
export function OrderLines({ order }: { order: CmsOrder }) {
  return (
    <section className="border border-pearl bg-white">
      <dl className="grid grid-cols-2 gap-x-8 gap-y-4 border-b border-pearl p-6 text-sm md:grid-cols-4">
        <Fact label={t('cms.order.status')} value={orderStatusInWords(order.status)} />
        <Fact label={t('cms.order.placed')} value={formatShopDate(order.created_at)} />
        <Fact label={t('cms.order.total')} value={formatRinggit(order.total)} />
        <Fact label={t('cms.order.payment')} value={methodLabel(order.payment_method)} />
        {order.shipping_tracking_no && <Fact label={t('cms.order.shippingTrackingNo')} value={order.shipping_tracking_no} />}
        {order.reserved_until && order.lines.some((l) => l.diamond) && <Fact label={t('cms.order.stonesHeldUntil')} value={formatTimestamp(order.reserved_until)} />}
      </dl>
      <CmsInstalmentNote instalment={order.instalment} />
      <ul className="divide-y divide-pearl">
        {order.lines.map((l, i) => (
          <li key={i} className="flex gap-5 p-6">
            <Thumbnail src={l.thumbnail} alt="" className="size-20" />
            <div className="min-w-0 flex-1 text-sm">
              <div className="flex justify-between gap-4">
                <Link to={`/product/${l.slug_id}`} className="font-serif text-xl hover:text-gold-deep">
                  {l.product_name}
                </Link>
                <span className="tabular-nums" data-testid="line-total">{formatRinggit(l.line_total)}</span>
              </div>
              <p className="text-stone">{[l.colour, l.ring_size ? t('cms.order.ringSize', { ringsize: l.ring_size }) : '', l.engraving ? t('cms.order.engraving', { engraving: l.engraving }) : ''].filter(Boolean).join(' · ')}</p>
              {l.diamond && (
                <p className="mt-2 flex justify-between gap-4 text-stone">
                  <span>{t('orders.lineParts.setting')}</span>
                  <span className="tabular-nums">{formatRinggit(l.price)}</span>
                </p>
              )}
              {l.diamond && (
                <p className="mt-1 flex justify-between gap-4 text-stone">
                  <a href={l.diamond.certificate_link} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
                    {l.diamond.text}
                  </a>
                  <span className="tabular-nums">{formatRinggit(l.diamond.price)}</span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every payment attempt of the order, with what became of the money of a reversed one. */
export function PaymentAttempts({ order }: { order: CmsOrder }) {
  return (
    <section className="border border-pearl bg-white p-6">
      <h2 className="text-2xl">{t('cms.order.paymentAttempts')}</h2>
      {order.payments.length === 0 ? (
        <p className="mt-3 text-sm text-stone">{t('cms.order.noneThisOrderIs')}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <tbody className="divide-y divide-pearl">
            {order.payments.map((p) => (
              <tr key={p.payment_id}>
                <td className="py-2 pr-4 font-mono text-xs">{p.payment_id}</td>
                <td className="py-2 pr-4">{methodLabel(p.method)}</td>
                <td className="py-2 pr-4">
                  {paymentStatusWords(p.status)}
                  {p.reversal && <span className="block text-ruby">{t('cms.order.money')} {p.reversal === 'reversal pending' ? t('cms.order.beingReturnedReversalPending') : p.reversal} {t('cms.order.toTheCustomer')}</span>}
                </td>
                <td className="py-2 pr-4 text-stone">{[p.message, p.bank].filter(Boolean).join(' · ')}</td>
                <td className="py-2 text-right tabular-nums">{formatRinggit(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The order's moves from status to status: when, by whom and why. */
export function OrderHistory({ order }: { order: CmsOrder }) {
  return (
    <section className="border border-pearl bg-white p-6">
      <h2 className="text-2xl">{t('cms.order.history')}</h2>
      <ol className="mt-3 grid gap-2 text-sm">
        {order.history.map((h, i) => (
          <li key={i}>
            <span className="font-medium">{orderStatusInWords(h.to)}</span> <span className="text-stone">· {formatTimestamp(h.at)} · {actorWords(h.actor)} · {h.cause}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The customer, where the order goes and the customer's remark. */
export function OrderCustomer({ order }: { order: CmsOrder }) {
  return (
    <section className="border border-pearl bg-white p-6 text-sm">
      <h2 className="text-2xl">{t('cms.order.customer')}</h2>
      <p className="mt-3">{order.customer.name || '—'}</p>
      <p className="text-stone">{order.customer.email}</p>
      {order.customer.phone && <p className="text-stone">{order.customer.phone}</p>}
      <h3 className="mt-5 text-[0.7rem] tracking-[0.2em] text-stone uppercase">{t('cms.order.deliverTo')}</h3>
      <DeliveryAddress address={order.address} className="mt-2" />
      {order.remark && (
        <>
          <h3 className="mt-5 text-[0.7rem] tracking-[0.2em] text-stone uppercase">{t('cms.order.remark')}</h3>
          <p className="mt-2 whitespace-pre-line text-stone">{order.remark}</p>
        </>
      )}
    </section>
  );
}
