import { TXN_STATUS } from './eghl-protocol.ts';

/** Money the gateway took and then gave back, or is giving back, recorded on the attempt and shown to staff. */
export const REVERSALS = { [TXN_STATUS.reversalPending]: 'reversal pending', [TXN_STATUS.reversed]: 'reversed', [TXN_STATUS.refunded]: 'refunded' } as const;
export type Reversal = (typeof REVERSALS)[keyof typeof REVERSALS];

/** Whether an attempt failed only because the gateway had not heard of it (a later approval still settles it). */
export const failedAsNotFound = (txnStatus: string | null): boolean => txnStatus === TXN_STATUS.notFound;

/**
 * Whether the shopper cancelled the payment at the gateway: eGHL answers TxnStatus 1 (failed) with 'Buyer cancelled'
 * in TxnMessage (domain.md §4), so the order's page tells them they cancelled rather than that the payment failed.
 */
export const cancelledByBuyer = (txnStatus: string | null, txnMessage: string | null): boolean => txnStatus === TXN_STATUS.failed && /\bcancel/i.test(txnMessage ?? '');

/** What a TxnStatus in a gateway message means for the payment attempt and its order. */
export type PaymentAnswer =
  /** The money is the shop's: the order is paid. */
  | { kind: 'paid' }
  /** No money moved: the attempt failed, the order waits with Pay Now while its stones stay reserved. */
  | { kind: 'failed' }
  /** The money went back (or is going back) to the shopper: the attempt failed, and the reversal is recorded. */
  | { kind: 'returned'; reversal: Reversal }
  /** Not settled yet: the status query asks again later. */
  | { kind: 'pending'; why: 'pending' | 'system error' | 'authorised' | 'not found yet' }
  /** A TxnStatus the shop does not know: left pending and logged as an error for staff. */
  | { kind: 'unknown' };

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
      return { kind: 'paid' };
    case TXN_STATUS.failed:
      return { kind: 'failed' };
    case TXN_STATUS.pending:
      return { kind: 'pending', why: 'pending' };
    case TXN_STATUS.notFound:
      return via === 'query' ? { kind: 'failed' } : { kind: 'pending', why: 'not found yet' };
    case TXN_STATUS.systemError:
      return { kind: 'pending', why: 'system error' };
    case TXN_STATUS.authorised:
      return { kind: 'pending', why: 'authorised' };
    case TXN_STATUS.reversed:
    case TXN_STATUS.refunded:
    case TXN_STATUS.reversalPending:
      return { kind: 'returned', reversal: REVERSALS[txnStatus] };
    default:
      return { kind: 'unknown' };
  }
}
