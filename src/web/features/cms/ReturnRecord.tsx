import { Link } from 'react-router';
import type { CmsReturn } from '../../../domain/contract/cms-returns';
import { orderStatusInWords } from '../../../domain/orders/order-status';
import { paymentMethodOf } from '../../../domain/payments/payment-methods';
import { refundStateWords, returnStepWords } from '../../../domain/orders/return-words';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatRinggit, formatShopDate } from '../../lib/format';
import { Fact } from './RecordParts';

/** The parts of one return's page in the back-office (issue 26) that show what is recorded of it. */

/** Its step, dates and amounts, why it comes back (or the payment after a cancelled order) and the lines coming back. */
export function ReturnItems({ ret }: { ret: CmsReturn }) {
  return (
    <section className="border border-pearl bg-white">
      <dl className="grid grid-cols-2 gap-x-8 gap-y-4 border-b border-pearl p-6 text-sm md:grid-cols-4">
        <Fact label={t('cms.return.step')} value={returnStepWords(ret.status)} />
        <Fact label={t('cms.return.asked')} value={formatShopDate(ret.created_at)} />
        <Fact label={t('cms.return.toRefund')} value={formatRinggit(ret.due)} />
        <Fact label={t('cms.return.returnFee')} value={ret.fee > 0 ? formatRinggit(ret.fee) : t('cms.return.none')} />
      </dl>
      {ret.kind !== 'return' && (
        <p className="border-b border-pearl bg-ivory px-6 py-4 text-sm">
          {t('cms.return.paymentAfterCancelled')} {ret.note}
        </p>
      )}
      {ret.kind === 'return' && (
        <div className="border-b border-pearl px-6 py-4 text-sm">
          <p>
            <span className="text-stone">{t('cms.return.reason')}</span> {ret.reason}
          </p>
          {ret.note && <p className="mt-1 whitespace-pre-line text-stone">“{ret.note}”</p>}
        </div>
      )}
      <ul className="divide-y divide-pearl">
        {ret.lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-4 p-6 text-sm">
            <span>
              <span className="block font-serif text-xl">{l.product_name}</span>
              <span className="block text-stone">{[l.colour, l.diamond, l.engraving ? t('cms.order.engraving', { engraving: l.engraving }) : ''].filter(Boolean).join(' · ')}</span>
            </span>
            <span className="tabular-nums">{formatRinggit(l.paid)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The payment it refunds (paid, refunded, left) and its refunds so far. */
export function ReturnPayment({ ret }: { ret: CmsReturn }) {
  return (
    <section className="border border-pearl bg-white p-6 text-sm">
      <h2 className="text-2xl">{t('cms.return.paymentAndRefunds')}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-8 gap-y-4 md:grid-cols-4">
        <Fact label={t('cms.return.paidBy')} value={paymentMethodOf(ret.payment.method)?.shortLabel ?? ret.payment.method} />
        <Fact label={t('cms.return.paid')} value={formatRinggit(ret.payment.paid)} />
        <Fact label={t('cms.return.refunded')} value={formatRinggit(ret.payment.refunded)} />
        <Fact label={t('cms.return.left')} value={formatRinggit(ret.payment.left)} />
      </dl>
      {ret.refunds.length > 0 && (
        <table className="mt-5 w-full text-left">
          <tbody className="divide-y divide-pearl">
            {ret.refunds.map((f, i) => (
              <tr key={i}>
                <td className="py-2 pr-4">{f.channel === 'gateway' ? t('cms.return.cardThroughTheGateway') : t('cms.return.bankTransfer')}</td>
                <td className="py-2 pr-4">
                  {refundStateWords(f.status)}
                  {f.message && <span className="block text-ruby">{f.message}</span>}
                </td>
                <td className="py-2 pr-4 font-mono text-xs">{f.reference}</td>
                <td className="py-2 pr-4 text-stone">{formatShopDate(f.refunded_at ?? f.at)}</td>
                <td className="py-2 text-right tabular-nums">{formatRinggit(f.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The notes staff wrote at its steps, when there are any. */
export function ReturnNotes({ ret }: { ret: CmsReturn }) {
  if (!(ret.received_note || ret.inspected_note || ret.refused_note)) return null;
  return (
    <section className="border border-pearl bg-white p-6 text-sm">
      <h2 className="text-2xl">{t('cms.return.notes')}</h2>
      <dl className="mt-3 grid gap-3">
        {ret.received_note && <Fact label={returnStepWords('received')} value={ret.received_note} />}
        {ret.inspected_note && <Fact label={ret.relisted_at ? t('cms.return.inspectedBackOnSale') : returnStepWords('inspected')} value={ret.inspected_note} />}
        {ret.refused_note && <Fact label={returnStepWords('refused')} value={ret.refused_note} />}
      </dl>
    </section>
  );
}

/** The order it belongs to and its customer. */
export function ReturnOrder({ ret }: { ret: CmsReturn }) {
  return (
    <section className="border border-pearl bg-white p-6 text-sm">
      <h2 className="text-2xl">{t('cms.return.order')}</h2>
      <p className="mt-3">
        <Link to={`/cms/orders/${encodeURIComponent(ret.order.tracking_id)}`} className="font-medium hover:text-gold-deep">
          {ret.order.tracking_id}
        </Link>{' '}
        · {orderStatusInWords(ret.order.status)} · {formatRinggit(ret.order.total)}
      </p>
      {ret.order.delivered_at && <p className="text-stone">{t('cms.return.delivered', { date: formatShopDate(ret.order.delivered_at) })}</p>}
      <p className="mt-3">{ret.customer.name || '—'}</p>
      <p className="text-stone">{ret.customer.email}</p>
    </section>
  );
}
