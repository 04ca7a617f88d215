import type { FailureKind, PaymentAnswer, Reversal } from '../gateway.ts';
import { TXN_STATUS } from './eghl-protocol.ts';

/** Money the gateway took and then gave back, or is giving back, recorded on the attempt and shown to staff. */
export const REVERSALS = { [TXN_STATUS.reversalPending]: 'reversal pending', [TXN_STATUS.reversed]: 'reversed', [TXN_STATUS.refunded]: 'refunded' } as const satisfies Record<string, Reversal>;

/**
 * Why an attempt failed, from the TxnStatus and TxnMessage it kept: -1, the gateway had not heard of it (a later
 * approval still settles it); 1 with 'Buyer cancelled' in TxnMessage (domain.md §4), the shopper cancelled at the
 * gateway (the order's page says they cancelled rather than that the payment failed); anything else declined.
 */
export function failureOf(kept: { txnStatus: string | null; txnMessage: string | null }): FailureKind {
  if (kept.txnStatus === TXN_STATUS.notFound) return 'not found';
  if (kept.txnStatus === TXN_STATUS.failed && /\bcancel/i.test(kept.txnMessage ?? '')) return 'cancelled by buyer';
  return 'declined';
}

/**
 * The months of a plan the bank says it granted (EPP_YN 1 and a month count of at most two digits, more than 0), or
 * null when it granted none (eGHL API v2.8g's response fields; src/domain/payments/instalment-grant.ts).
 */
export function confirmedMonthsOf(words: { eppYn: string; eppMonth: string }): number | null {
  if (words.eppYn.trim() !== '1') return null;
  const months = words.eppMonth.trim();
  if (!/^\d{1,2}$/.test(months)) return null;
  const n = Number.parseInt(months, 10);
  return n > 0 ? n : null;
}

/**
 * Every TxnStatus eGHL answers (domain.md §4; its merchant library's Query.php: isSuccess 0, isFail 1, isPending 2,
 * doTxnNotExist -1, gotSystemError -2, isReversed 9, isRefunded 10, isAuthorised 15, isCaptured 16,
 * isReversalPending 31) mapped to what the order does. Pure.
 *
 * - -1 "transaction does not exist" comes from a status query, which the shop sends only after the attempt has waited
 *   PAYMENT_RECHECK_MINUTES: the shopper never completed a payment at the gateway, so the attempt failed (Pay Now is
 *   offered; a later approval of the same PaymentID still settles it, settlement.ts). In a callback or a return it
 *   cannot be trusted to be final, so it waits for the query.
 * - -2 is the gateway's own trouble, not an answer about the payment: ask again later.
 * - 15 authorised and 16 captured are card states of eGHL's two-step AUTH/CAPTURE flow (the library asks them apart
 *   from isSuccess). Captured means the money has been taken: paid. Authorised means the money is only held on the
 *   card and may yet be released uncaptured, so a jewellery order is not paid on it: it stays pending and the query
 *   asks again until the gateway says 0/16 (paid) or 1/9/31 (failed or returned). The shop sends SALE, which answers
 *   0 on success, so either is unusual and logged.
 */
export function paymentAnswerOf(txnStatus: string, via: 'callback' | 'return' | 'query'): PaymentAnswer {
  switch (txnStatus) {
    case TXN_STATUS.success:
    case TXN_STATUS.captured:
      return { status: 'captured' };
    case TXN_STATUS.failed:
      return { status: 'failed' };
    case TXN_STATUS.pending:
      return { status: 'pending', why: 'pending' };
    case TXN_STATUS.notFound:
      return via === 'query' ? { status: 'failed' } : { status: 'pending', why: 'not found yet' };
    case TXN_STATUS.systemError:
      return { status: 'pending', why: 'system error' };
    case TXN_STATUS.authorised:
      return { status: 'pending', why: 'authorised' };
    case TXN_STATUS.reversed:
    case TXN_STATUS.refunded:
    case TXN_STATUS.reversalPending:
      return { status: 'reversed', reversal: REVERSALS[txnStatus] };
    default:
      // a TxnStatus the shop does not know: left pending and logged as an error for staff
      return { status: 'pending', why: 'unknown' };
  }
}
