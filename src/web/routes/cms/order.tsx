import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ORDER_STATUS, orderStatusInWords, type OrderStatus } from '../../../domain/order-status';
import { paymentMethodOf } from '../../../domain/payment-methods';
import { NoticeArea } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { Thumbnail } from '../../components/Thumbnail';
import { buttonClass, inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { AuditTrail, Fact } from '../../features/cms/RecordParts';
import { StaffShell } from '../../features/cms/StaffShell';
import { DeliveryAddress } from '../../features/orders/DeliveryAddress';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import { formatRinggit, formatShopDate } from '../../lib/format';
import type { Route } from './+types/order';
import { CmsInstalmentNote } from '../../features/instalments/CmsInstalmentNote';
import type { CmsOrder } from '../../../domain/contract/cms-orders';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatCountry, formatTimestamp } from '../../../domain/words/format';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.order.orderBackOffice', { tracking: params.tracking }), description: t('cms.order.oneOrderForStaff'), path: `/cms/orders/${params.tracking}` });
}

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

export default function CmsOrder() {
  const { tracking = '' } = useParams();
  return (
    <StaffShell title={t('cms.order.order', { tracking })}>
      <OrderScreen tracking={tracking} />
    </StaffShell>
  );
}

function OrderScreen({ tracking }: { tracking: string }) {
  const { answer, reload } = useCmsAnswer<{ order: CmsOrder }>(`/api/cms/orders/${encodeURIComponent(tracking)}`);
  const { save, busy, notice, dismiss } = useCmsSave(reload);
  const [trackingNo, setTrackingNo] = useState('');
  const [note, setNote] = useState('');
  if (!answer) return <Spinner label={t('cms.order.loadingTheOrder')} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;
  const { order } = answer;
  // the moves staff may make now, as the server decides them
  const { moves } = order;

  async function move(to: OrderStatus) {
    const body = { status: to, note, ...(to === ORDER_STATUS.shipped ? { shipping_tracking_no: trackingNo } : {}) };
    if (await save('put', `/api/cms/orders/${encodeURIComponent(tracking)}/status`, body)) setNote('');
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-8">
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
      </div>
      <div className="grid content-start gap-8">
        {order.abroad.review_hold && <ReviewHold tracking={tracking} abroad={order.abroad} busy={busy} save={save} />}
        <section className="border border-pearl bg-white p-6" aria-labelledby="move-heading">
          <h2 id="move-heading" className="text-2xl">
            {t('cms.order.moveTheOrder')}
          </h2>
          {moves.length === 0 ? (
            <p className="mt-3 text-sm text-stone">{order.abroad.review_hold ? t('abroad.cms.shipsOnceCleared') : `${orderStatusInWords(order.status)} ${t('cms.order.isFinalOrWaits')}`}</p>
          ) : (
            <div className="mt-4 grid gap-4">
              {moves.includes(ORDER_STATUS.shipped) && (
                <label className="block">
                  <span className={labelClass}>{t('cms.order.carrierSTrackingNumber')}</span>
                  <input value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} className={`${inputClass} mt-2`} />
                </label>
              )}
              <label className="block">
                <span className={labelClass}>{t('cms.order.noteKeptInThe')}</span>
                <input value={note} onChange={(e) => setNote(e.target.value)} className={`${inputClass} mt-2`} />
              </label>
              {moves.map((to, i) => (
                <button key={to} type="button" disabled={busy} onClick={() => void move(to)} className={i === 0 ? buttonClass : quietButtonClass}>
                  {t('cms.order.markAs', { to: orderStatusInWords(to) })}
                </button>
              ))}
            </div>
          )}
          <NoticeArea notice={notice} onDismiss={dismiss} className="mt-4" />
        </section>
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
        <AuditTrail audit={order.audit} />
      </div>
    </div>
  );
}

/** An order held for the alternate-address check (US$1,000 or more, delivery ≠ the card's billing country): staff clear it, then it may ship (the answer shows under the order's moves). */
function ReviewHold({ tracking, abroad, busy, save }: { tracking: string; abroad: CmsOrder['abroad']; busy: boolean; save: ReturnType<typeof useCmsSave>['save'] }) {
  const [note, setNote] = useState('');
  const none = t('abroad.cms.none');
  return (
    <section className="border border-l-2 border-pearl border-l-ruby bg-white p-6" aria-labelledby="review-heading" data-review-hold="">
      <h2 id="review-heading" className="text-2xl">
        {t('abroad.cms.held')}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-stone">
        {t('abroad.cms.heldWhy', { country: abroad.country ? formatCountry(abroad.country) : none, billing: abroad.billing_country ? formatCountry(abroad.billing_country) : none })}
      </p>
      <div className="mt-4 grid gap-4">
        <label className="block">
          <span className={labelClass}>{t('abroad.cms.clearNote')}</span>
          <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className={`${inputClass} mt-2`} />
        </label>
        <button type="button" disabled={busy} onClick={() => void save('post', `/api/cms/orders/${encodeURIComponent(tracking)}/review`, { note })} className={buttonClass}>
          {t('abroad.cms.clear')}
        </button>
      </div>
    </section>
  );
}
