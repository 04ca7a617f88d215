import { useState } from 'react';
import type { OrderDetail } from '../../../domain/contract/orders';
import { sen, senFromRinggit, senLeft, sumSen } from '../../../domain/money/money';
import { RETURN_POLICY, type ReturnReason } from '../../../domain/orders/returns';
import { t } from '../../../domain/words/catalogue';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextAreaField } from '../../components/FormField';
import { buttonClass, eyebrowClass, quietButtonClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { formatRinggit, formatShopDate } from '../../lib/format';
import { returnStepWords } from '../../../domain/orders/return-words';
import { PiecesToReturn, RefundSum, ReturnInvitation, ReturnReasons } from './ReturnParts';

type Answer = { code: string; message: string };

/** Cancel order, for an unpaid order (account spec §9 "Cancellation only before any payment"), asked once more in a dialog. */
export function CancelOrder({ order, onDone }: { order: OrderDetail; onDone(answer: Answer): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!order.can_cancel) return null;
  async function cancel() {
    setBusy(true);
    try {
      const answer = await shopApi.post<{ order: OrderDetail }>(`/api/order/${encodeURIComponent(order.order_tracking_id)}/cancel`, {});
      if (!answer) return;
      setOpen(false);
      onDone(answer);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-label={t('orders.moneyBack.cancelOrder')} className="flex flex-col gap-4 border border-pearl px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-7">
      <p className="text-sm text-stone">{t('orders.moneyBack.changedYourMind')}</p>
      <button type="button" className={`${quietButtonClass} shrink-0`} onClick={() => setOpen(true)}>
        {t('orders.moneyBack.cancelOrder')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('orders.moneyBack.cancelThisOrder')}
        confirmLabel={t('orders.moneyBack.cancelOrder')}
        cancelLabel={t('orders.moneyBack.keepMyOrder')}
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setOpen(false)}
      >
        <p>
          {t('orders.moneyBack.order')} <span className="text-ink lining-nums">{order.order_tracking_id}</span> {t('orders.moneyBack.willBeCancelled')}
        </p>
        <p className="mt-3">{t('orders.moneyBack.cannotBeUndone')}</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * Return an item, while the refund guarantee of a delivered order runs: the shopper picks lines (those that cannot be
 * returned are shown with the policy's words), a reason and a note, and sees what will be refunded — the lines' paid
 * prices less the return shipping fee where it applies (none for a fault), stated in RM.
 */
export function ReturnAnItem({ order, onDone }: { order: OrderDetail; onDone(answer: Answer): void }) {
  const offer = order.return_offer;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState<ReturnReason>('changedMind');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!offer || !offer.lines.some((l) => l.returnable)) return null;
  const fault = reason === 'fault';
  const paidSen = sumSen(offer.lines.filter((l) => chosen.includes(l.line_id)).map((l) => senFromRinggit(l.paid)));
  const feeSen = fault ? sen(0) : senFromRinggit(offer.fee);
  const refundSen = paidSen > feeSen ? senLeft(paidSen, feeSen) : sen(0);

  async function send() {
    setError('');
    setBusy(true);
    try {
      const answer = await shopApi.post<{ return_number: string }>(`/api/order/${encodeURIComponent(order.order_tracking_id)}/returns`, { lines: chosen, reason, note });
      if (!answer) return;
      if (answer.code !== '200') {
        setError(answer.message);
        return;
      }
      setOpen(false);
      onDone({ code: '200', message: `${answer.message} ${t('orders.moneyBack.yourReturnNumber', { number: answer.return_number ?? '' })}` });
    } finally {
      setBusy(false);
    }
  }

  if (!open) return <ReturnInvitation offer={offer} onOpen={() => setOpen(true)} />;
  return (
    <form
      aria-labelledby="return-heading"
      className="flex flex-col gap-6 border border-gold/60 bg-white px-5 py-6 sm:px-8 sm:py-8"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div>
        <p className={eyebrowClass}>{t('orders.moneyBack.guaranteeUntil', { date: formatShopDate(offer.until) })}</p>
        <h2 id="return-heading" className="mt-2 text-3xl">
          {t('orders.moneyBack.returnAnItem')}
        </h2>
      </div>
      <PiecesToReturn offer={offer} chosen={chosen} onChosen={setChosen} />
      <ReturnReasons offer={offer} reason={reason} onReason={setReason} />
      <TextAreaField label={reason === 'other' ? t('orders.moneyBack.tellUsWhy') : t('orders.moneyBack.anythingWeShouldKnow')} value={note} maxLength={1000} rows={3} onChange={(e) => setNote(e.target.value)} />
      <RefundSum offer={offer} paidSen={paidSen} feeSen={feeSen} refundSen={refundSen} />
      <p className="text-xs text-stone">{t('orders.moneyBack.refundWithin', { days: RETURN_POLICY.refundWithinWorkingDays })}</p>
      {error && (
        <p role="alert" className="text-sm text-ruby">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={quietButtonClass} onClick={() => setOpen(false)}>
          {t('orders.moneyBack.notNow')}
        </button>
        <button type="submit" className={buttonClass} disabled={busy || chosen.length === 0}>
          {busy ? t('orders.moneyBack.sending') : t('orders.moneyBack.askForTheReturn')}
        </button>
      </div>
    </form>
  );
}

/** The order's returns and refunds: each return's number, step and amount; each refund's amount, date and way. */
export function ReturnsAndRefunds({ order }: { order: OrderDetail }) {
  const returns = order.returns.filter((r) => r.kind === 'return');
  if (returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <section aria-labelledby="money-back-heading" className="border border-pearl">
      <h2 id="money-back-heading" className="border-b border-pearl bg-ivory px-5 py-4 text-2xl sm:px-7">
        {t('orders.moneyBack.returnsAndRefunds')}
      </h2>
      <ul className="divide-y divide-pearl">
        {returns.map((r) => (
          <li key={r.number} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-4 text-sm sm:px-7">
            <span>
              <span className="font-medium">{t('orders.moneyBack.returnNumber', { number: r.number })}</span> · {r.lines.map((l) => l.product_name).join(', ')} · {r.reason}
            </span>
            <span className="border border-ink/20 px-3 py-1 text-[0.65rem] tracking-[0.2em] uppercase">{returnStepWords(r.status)}</span>
          </li>
        ))}
        {order.refunds.map((f, i) => (
          <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-4 text-sm sm:px-7">
            <span>
              {f.status === 'refunded' ? t('orders.moneyBack.refunded') : f.status === 'pending' ? t('orders.moneyBack.refundInProgress') : t('orders.moneyBack.refundNotCompleted')}{' '}
              <span className="font-medium tabular-nums">{formatRinggit(f.amount)}</span>
              {f.status === 'refunded' && f.refunded_date ? t('orders.moneyBack.on', { date: formatShopDate(f.refunded_date) }) : ''} ·{' '}
              {f.channel === 'gateway'
                ? t('orders.moneyBack.toYourCard')
                : f.reference
                  ? t('orders.moneyBack.byBankTransferReference', { reference: f.reference })
                  : t('orders.moneyBack.byBankTransfer')}
            </span>
            <span className="text-stone">{f.return_number}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
