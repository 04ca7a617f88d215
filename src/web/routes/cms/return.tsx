import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CmsReturn } from '../../../domain/contract/cms-returns';
import { paymentMethodOf } from '../../../domain/payment-methods';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { NoticeArea } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { buttonClass, inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { AuditTrail, Fact } from '../../features/cms/RecordParts';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import { refundStateWords, returnStepWords } from '../../../domain/return-words';
import { orderStatusInWords } from '../../../domain/order-status';
import { formatRinggit, formatShopDate } from '../../lib/format';
import type { Route } from './+types/return';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.return.returnBackOffice', { number: params.number }), description: t('cms.return.oneReturnForStaff'), path: `/cms/returns/${params.number}` });
}

export default function CmsReturnPage() {
  const { number = '' } = useParams();
  return (
    <StaffShell title={t('cms.return.return', { number })}>
      <ReturnScreen number={number} />
    </StaffShell>
  );
}

/**
 * One return (issue 26): what comes back and why, the payment it refunds, and the steps staff take now as the server
 * offers them — Received and Inspected with their notes (Inspected may put the returned diamonds back on sale),
 * Refund (card: through the gateway, all or part; FPX or at the store: by bank transfer, with its reference), Refuse.
 */
function ReturnScreen({ number }: { number: string }) {
  const path = `/api/cms/returns/${encodeURIComponent(number)}`;
  const { answer, reload } = useCmsAnswer<{ return: CmsReturn }>(path);
  const { save, busy, notice, dismiss } = useCmsSave(reload);
  const [note, setNote] = useState('');
  const [relist, setRelist] = useState(false);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  if (!answer) return <Spinner label={t('cms.return.loadingTheReturn')} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;
  const ret = answer.return;
  const byTransfer = ret.payment.refund_channel === 'bank transfer';

  async function act(step: string, body: object) {
    if (await save('post', `${path}/${step}`, body)) setNote('');
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-8">
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
        {(ret.received_note || ret.inspected_note || ret.refused_note) && (
          <section className="border border-pearl bg-white p-6 text-sm">
            <h2 className="text-2xl">{t('cms.return.notes')}</h2>
            <dl className="mt-3 grid gap-3">
              {ret.received_note && <Fact label={returnStepWords('received')} value={ret.received_note} />}
              {ret.inspected_note && <Fact label={ret.relisted_at ? t('cms.return.inspectedBackOnSale') : returnStepWords('inspected')} value={ret.inspected_note} />}
              {ret.refused_note && <Fact label={returnStepWords('refused')} value={ret.refused_note} />}
            </dl>
          </section>
        )}
      </div>
      <div className="grid content-start gap-8">
        <section className="border border-pearl bg-white p-6" aria-labelledby="step-heading">
          <h2 id="step-heading" className="text-2xl">
            {t('cms.return.nextStep')}
          </h2>
          {ret.steps.length === 0 ? (
            <p className="mt-3 text-sm text-stone">{t('cms.return.nothingMoreToDo', { step: returnStepWords(ret.status) })}</p>
          ) : (
            <div className="mt-4 grid gap-4">
              {(ret.steps.includes('received') || ret.steps.includes('inspected') || ret.steps.includes('refused')) && (
                <label className="block">
                  <span className={labelClass}>{t('cms.return.note')}</span>
                  <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} className={`${inputClass} mt-2`} />
                </label>
              )}
              {ret.steps.includes('received') && (
                <button type="button" disabled={busy} className={buttonClass} onClick={() => void act('received', { note })}>
                  {t('cms.return.markAsReceived')}
                </button>
              )}
              {ret.steps.includes('inspected') && (
                <>
                  <label className="flex items-center gap-3 text-sm">
                    <input type="checkbox" className="size-4 accent-ink" checked={relist} onChange={(e) => setRelist(e.target.checked)} />
                    {t('cms.return.putBackOnSale')}
                  </label>
                  <button type="button" disabled={busy} className={buttonClass} onClick={() => void act('inspected', { note, relist })}>
                    {t('cms.return.markAsInspected')}
                  </button>
                </>
              )}
              {ret.steps.includes('refund') && (
                <div className="grid gap-4 border-t border-pearl pt-4">
                  <label className="block">
                    <span className={labelClass}>{t('cms.return.amountInRm', { amount: formatRinggit(Math.min(ret.due, ret.payment.left)) })}</span>
                    <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={String(Math.min(ret.due, ret.payment.left))} className={`${inputClass} mt-2`} />
                  </label>
                  {byTransfer && (
                    <label className="block">
                      <span className={labelClass}>{t('cms.return.bankTransferReference')}</span>
                      <input value={reference} onChange={(e) => setReference(e.target.value)} className={`${inputClass} mt-2`} />
                    </label>
                  )}
                  <button type="button" disabled={busy} className={buttonClass} onClick={() => void act('refund', { ...(amount.trim() ? { amount: Number(amount) } : {}), ...(byTransfer ? { reference } : {}) })}>
                    {byTransfer ? t('cms.return.recordTheBankTransfer') : t('cms.return.refundToTheCard')}
                  </button>
                </div>
              )}
              {ret.steps.includes('refused') && (
                <button type="button" disabled={busy} className={quietButtonClass} onClick={() => void act('refused', { note })}>
                  {t('cms.return.refuseTheReturn')}
                </button>
              )}
            </div>
          )}
          <NoticeArea notice={notice} onDismiss={dismiss} className="mt-4" />
        </section>
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
        <AuditTrail audit={ret.audit} />
      </div>
    </div>
  );
}
