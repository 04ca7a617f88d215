import { formatRM } from '../money/money.ts';
import { orderStatusInWords } from './order-status.ts';
import { t } from '../words/catalogue.ts';

/**
 * Why an order moved, as its history keeps it: a code with its facts (`#refundedInFull {"amountSen":12000}`), put
 * into words when the history is read, in the shop's language. A staff member's own note is kept as they wrote it,
 * and so are the English causes of rows written before the codes; both are shown as they are.
 */
export const ORDER_CAUSE_WORDS = {
  placedAtStore: () => t('names.orderCauses.placedAtStore'),
  placedOnline: () => t('names.orderCauses.placedOnline'),
  cancelledByShopper: () => t('names.orderCauses.cancelledByShopper'),
  reservationExpired: () => t('names.orderCauses.reservationExpired'),
  payNowRetry: () => t('names.orderCauses.payNowRetry'),
  paymentApproved: (p: Facts) => t('names.orderCauses.paymentApproved', { paymentId: text(p.paymentId), gatewayMessage: text(p.gatewayMessage) }),
  paymentApprovedWithPlan: (p: Facts) => t('names.orderCauses.paymentApprovedWithPlan', { paymentId: text(p.paymentId), gatewayMessage: text(p.gatewayMessage), months: text(p.months) }),
  paymentApprovedWithoutPlan: (p: Facts) => t('names.orderCauses.paymentApprovedWithoutPlan', { paymentId: text(p.paymentId), gatewayMessage: text(p.gatewayMessage) }),
  paymentFailed: (p: Facts) => t('names.orderCauses.paymentFailed', { paymentId: text(p.paymentId), gatewayMessage: text(p.gatewayMessage) }),
  refundedInFull: (p: Facts) => t('names.orderCauses.refundedInFull', { amount: formatRM(Number(p.amountSen) || 0) }),
  movedByStaff: (p: Facts) => t('names.orderCauses.movedByStaff', { to: text(p.to) }),
  /** The note of a refund queued for money that reached an order after it was cancelled. */
  paidAfterCancellation: (p: Facts) => t('names.orderCauses.paidAfterCancellation', { paymentId: text(p.paymentId), status: orderStatusInWords(text(p.status)).toLocaleLowerCase() }),
} satisfies Record<string, (facts: Facts) => string>;
export type OrderCauseCode = keyof typeof ORDER_CAUSE_WORDS;
type Facts = Readonly<Record<string, string | number>>;
const text = (value: string | number | undefined): string => String(value ?? '');

/** The cause as the history stores it. */
export function orderCause(code: OrderCauseCode, facts?: Facts): string {
  return facts ? `#${code} ${JSON.stringify(facts)}` : `#${code}`;
}

/** A stored cause in words: a coded cause in the shop's language, any other text as it was written. */
export function orderCauseInWords(stored: string): string {
  const coded = /^#(\w+)(?: (\{.*\}))?$/s.exec(stored);
  if (!coded || !Object.hasOwn(ORDER_CAUSE_WORDS, coded[1])) return stored;
  let facts: Facts = {};
  try {
    facts = coded[2] ? (JSON.parse(coded[2]) as Facts) : {};
  } catch {
    return stored;
  }
  return ORDER_CAUSE_WORDS[coded[1] as OrderCauseCode](facts);
}
