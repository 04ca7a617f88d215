import type { PaymentForm, PaymentMethod } from '../../../domain/contract/orders.ts';
import type { InstalmentAnswer } from '../../db/schema/orders.ts';

/**
 * A payment gateway as the shop uses it, in the shop's words: start a payment (the form the browser posts), verify a
 * message it sends, check that message against the stored attempt, ask it about a payment, and refund one. Only the
 * interface: eGHL (gateways/eghl.ts) and the sandbox inside the shop (gateways/sandbox.ts) implement it, and one place
 * chooses which takes the payments (gateway-choice.ts). The gateway's own protocol — its status codes, its instalment
 * fields, the length of its payment ids — stays inside its implementation; what it answers here is neutral.
 */

/** The sandbox gateway's pages, inside the shop (gateways/sandbox-pages.ts). */
export const SANDBOX_PATH = '/payment/sandbox';
/** The shop's endpoints the gateway answers to. */
export const RETURN_PATH = '/api/payment/eghl/return';
export const CALLBACK_PATH = '/api/payment/eghl/callback';
/** The currency the shop takes payments in. */
export const PAYMENT_CURRENCY = 'MYR';

/** One payment attempt to start at the gateway. */
export interface SaleOf {
  paymentId: string;
  method: PaymentMethod;
  amountSen: number;
  orderNumber: string;
  customer: { name: string; email: string; phone: string; ip: string };
  /** Paid in instalments: the bank's plan over these months, with its promotion code ('' when none). */
  instalment?: { bank: string; months: number; promoCode: string };
}

/** How a message reached the shop: the gateway's callback, the shopper's browser returning, or a status query's answer. */
export type MessageVia = 'callback' | 'return' | 'query';

/** Money the gateway took and then gave back, or is giving back, recorded on the attempt and shown to staff. */
export type Reversal = 'reversal pending' | 'reversed' | 'refunded';

/** What a gateway message means for the payment attempt and its order. */
export type PaymentAnswer =
  /** The money is the shop's: the order is paid. */
  | { status: 'captured' }
  /** No money moved: the attempt failed, the order waits with Pay Now while its stones stay reserved. */
  | { status: 'failed' }
  /** The money went back (or is going back) to the shopper: the attempt failed, and the reversal is recorded. */
  | { status: 'reversed'; reversal: Reversal }
  /**
   * Not settled yet: the status query asks again later. `unknown`: a status the shop does not know, left pending and
   * logged as an error for staff.
   */
  | { status: 'pending'; why: 'pending' | 'system error' | 'authorised' | 'not found yet' | 'unknown' };

/** What a payment attempt keeps of a gateway message (its columns, the entry of its list of messages, the plan's words). */
export interface KeptMessage {
  txnId: string;
  txnStatus: string;
  authCode: string;
  txnMessage: string;
  issuingBank: string;
  /** The entry the attempt's list of messages keeps (the gateway's own field names, shown to staff as they are). */
  entry: Record<string, string>;
  /** The gateway's words on an instalment plan as staff read them beside the order, when it said any. */
  instalmentWords: InstalmentAnswer | null;
}

/** A gateway's message about one payment, its signature verified, in the shop's terms. */
export interface GatewayMessage {
  paymentId: string;
  orderNumber: string;
  answer: PaymentAnswer;
  /** What the gateway said of the payment in words, for the order's history. */
  said: string;
  /** What the attempt keeps of it. */
  record: KeptMessage;
  /**
   * What the bank says of an instalment plan: the months it confirmed (null when it confirmed none) and its promotion
   * code — null when the message cannot be taken at its word on a plan (the shopper's return: no signature covers
   * those fields, so only the gateway's own messages, the callback and a status query, say it).
   */
  instalment: { confirmedMonths: number | null; promoCode: string } | null;
}

/** What a refund request got: done, still being processed (ask again later), or refused with the gateway's reason. */
export type RefundAnswer = { outcome: 'refunded' | 'pending'; reference: string } | { outcome: 'refused'; reason: string };

/** The payment a refund or a status query is about, as the attempt stored it. */
export interface StoredPayment {
  paymentId: string;
  method: string;
  amountSen: number;
  currency: string;
  orderNumber: string;
}

/** Why a failed attempt failed, read from what it kept of the gateway's message. */
export type FailureKind = 'cancelled by buyer' | 'not found' | 'declined';

export interface PaymentGateway {
  /** For logs and staff: which gateway takes the payments. */
  readonly name: string;
  /** A payment id unique per attempt, as long as the gateway takes. */
  newPaymentId(now?: number): string;
  /** The signed form the browser posts to the gateway for one payment attempt. */
  startForm(sale: SaleOf, siteOrigin: string): PaymentForm;
  /** A posted message read and its signature verified: the message, or why it is refused (and which payment it named). */
  verify(form: unknown, via: MessageVia): { message: GatewayMessage } | { refused: string; paymentId: string };
  /** Why a verified message does not belong to the stored attempt it names (merchant, amount, currency), or null. */
  mismatch(form: unknown, attempt: { amountSen: number; currency: string }): string | null;
  /** Why an attempt failed, from what it kept of the gateway's last message. */
  failureOf(kept: { txnStatus: string | null; txnMessage: string | null }): FailureKind;
  /** What the gateway says now about a payment (a message to verify as any other); undefined when it cannot say now. */
  query(payment: StoredPayment): Promise<unknown>;
  /** Gives back `amountSen` (all or part) of an approved payment. */
  refund(payment: StoredPayment, amountSen: number): Promise<RefundAnswer>;
  /** What became of a refund answered pending, asked again. */
  refundStatus(payment: StoredPayment): Promise<RefundAnswer>;
}

/** Asks the gateway what became of a payment attempt; undefined when it cannot say just now. */
export type QueryPayment = (payment: StoredPayment) => Promise<unknown>;
