import type { Dispatch, SetStateAction } from 'react';
import { Link } from 'react-router';
import type { OrderDetail } from '../../../domain/contract/orders';
import { formatRM, type Sen } from '../../../domain/money/money';
import { RETURN_POLICY, type ReturnReason } from '../../../domain/orders/returns';
import { t } from '../../../domain/words/catalogue';
import { buttonClass, labelClass, textLinkClass } from '../../components/ui';
import { formatRinggit, formatShopDate } from '../../lib/format';

/** The parts of "Return an item" (MoneyBack.tsx): the invitation while the guarantee runs, and the form's pieces, reasons and sums. */
type ReturnOffer = NonNullable<OrderDetail['return_offer']>;

/** Until when the refund guarantee runs, the policy, and the button that opens the form. */
export function ReturnInvitation({ offer, onOpen }: { offer: ReturnOffer; onOpen: () => void }) {
  return (
    <section aria-label={t('orders.moneyBack.returnAnItem')} className="flex flex-col gap-4 border border-pearl bg-ivory px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-7">
      <p className="text-sm">
        {t('orders.moneyBack.notQuiteRight', { days: RETURN_POLICY.guaranteeDays, date: formatShopDate(offer.until) })}{' '}
        <Link to="/return-policy" className={textLinkClass}>
          {t('orders.moneyBack.returnPolicy')}
        </Link>
      </p>
      <button type="button" className={`${buttonClass} shrink-0`} onClick={onOpen}>
        {t('orders.moneyBack.returnAnItem')}
      </button>
    </section>
  );
}

/** Which pieces come back: every line, those that cannot be returned greyed with the policy's words. */
export function PiecesToReturn({ offer, chosen, onChosen }: { offer: ReturnOffer; chosen: number[]; onChosen: Dispatch<SetStateAction<number[]>> }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={labelClass}>{t('orders.moneyBack.whichPieces')}</legend>
      {offer.lines.map((line) => (
        <label key={line.line_id} className={`flex items-start gap-3 border px-4 py-3 text-sm ${line.returnable ? 'cursor-pointer border-pearl' : 'border-pearl/60 bg-ivory text-stone'}`}>
          <input
            type="checkbox"
            className="mt-1 size-4 accent-ink"
            disabled={!line.returnable}
            checked={chosen.includes(line.line_id)}
            onChange={(e) => onChosen((now) => (e.target.checked ? [...now, line.line_id] : now.filter((id) => id !== line.line_id)))}
          />
          <span className="flex-1">
            <span className="flex flex-wrap justify-between gap-x-4">
              <span className="font-serif text-lg text-ink">{line.product_name}</span>
              <span className="tabular-nums">{formatRinggit(line.paid)}</span>
            </span>
            {line.why_not && <span className="mt-1 block text-xs">{line.why_not}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Why they come back, and for a fault until when it may be claimed. */
export function ReturnReasons({ offer, reason, onReason }: { offer: ReturnOffer; reason: ReturnReason; onReason: (reason: ReturnReason) => void }) {
  const fault = reason === 'fault';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={labelClass}>{t('orders.moneyBack.whyReturning')}</legend>
      {offer.reasons.map((r) => (
        <label key={r.code} className="flex items-center gap-3 text-sm">
          <input type="radio" name="reason" className="size-4 accent-ink" value={r.code} checked={reason === r.code} onChange={() => onReason(r.code)} />
          {r.label}
        </label>
      ))}
      {fault && (
        <p className="text-xs text-stone">{t('orders.moneyBack.faultClaimed', { days: RETURN_POLICY.faultClaimWorkingDays, date: formatShopDate(offer.fault_until) })}</p>
      )}
    </fieldset>
  );
}

/** What will be refunded: the pieces' paid prices less the return shipping fee where it applies, in RM. */
export function RefundSum({ offer, paidSen, feeSen, refundSen }: { offer: ReturnOffer; paidSen: Sen; feeSen: Sen; refundSen: Sen }) {
  return (
    <dl className="grid gap-2 border-t border-pearl pt-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone">{t('orders.moneyBack.piecesReturned')}</dt>
        <dd className="tabular-nums">{formatRM(paidSen)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-stone">{feeSen > 0 ? t('orders.moneyBack.returnShippingFeeUsd', { fee: offer.fee_usd }) : t('orders.moneyBack.returnShippingFee')}</dt>
        <dd className="tabular-nums">{feeSen > 0 ? `− ${formatRinggit(offer.fee)}` : t('orders.moneyBack.free')}</dd>
      </div>
      <div className="flex justify-between font-medium">
        <dt>{t('orders.moneyBack.toBeRefunded')}</dt>
        <dd className="tabular-nums">{formatRM(refundSen)}</dd>
      </div>
    </dl>
  );
}
