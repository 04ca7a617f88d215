import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaymentForm, PaymentMethod } from '../../../domain/contract/orders.ts';
import type { BankWord } from '../../../domain/payments/instalment-grant.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema/orders.ts';
import { PAYMENT_CURRENCY, type GatewayMessage, type MessageVia, type PaymentGateway, type StoredPayment } from './gateway.ts';

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

export interface PaymentToStart {
  orderId: number;
  orderNumber: string;
  method: PaymentMethod;
  /** Always the order's stored total. */
  amountSen: number;
  customer: { name: string; email: string; phone: string; ip: string };
  /** Paid in instalments: the plan's bank, months and promotion code. */
  instalment?: { bank: string; months: number; promoCode: string } | null;
}

/**
 * A new payment attempt for an order, in the caller's transaction: a fresh PaymentID recorded with the amount and
 * currency the gateway's answer must match, and the signed form the browser posts to the gateway.
 */
export async function startPayment(tx: Database, gateway: PaymentGateway, siteOrigin: string, payment: PaymentToStart): Promise<PaymentForm> {
  const paymentId = gateway.newPaymentId();
  const instalment = payment.instalment ?? null;
  await tx.insert(paymentAttempts).values({ orderId: payment.orderId, paymentId, method: payment.method, amountSen: payment.amountSen, currency: PAYMENT_CURRENCY, instalment });
  return gateway.startForm({ paymentId, method: payment.method, amountSen: payment.amountSen, orderNumber: payment.orderNumber, customer: payment.customer, ...(instalment ? { instalment } : {}) }, siteOrigin);
}

/** The attempt a gateway message names, locked for the caller's transaction (a duplicate message waits, then finds it settled). */
export async function lockedAttempt(tx: Database, paymentId: string): Promise<PaymentAttempt | undefined> {
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, paymentId)).limit(1).for('update');
  return attempt;
}

/**
 * What a verified message did to its attempt: settled it now (paid, failed), left it pending, or found it settled
 * before. `bankWord`: what the bank said of an instalment plan, heard now with the payment — or later, for an
 * attempt paid on the shopper's return alone — for the settlement to make the order's plan of it.
 */
export type AttemptOutcome = ({ kind: 'paid' | 'failed' | 'pending' } | { kind: 'already'; paid: boolean }) & { bankWord?: BankWord };

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Records a verified gateway message on its (locked) attempt, in the caller's transaction. An attempt settles once: a
 * duplicate or a replay finds it settled and changes nothing, except that money the gateway says went back (reversed,
 * refunded) is recorded and, on a paid attempt, logged for staff. An attempt failed because the gateway had not heard
 * of it may yet be approved: that approval still settles it. What each answer means: the gateway's (gateways/txn-status.ts).
 *
 * What the bank says of an instalment plan is taken from its own messages only (the callback, a status query; the
 * browser's return carries none, gateway.ts): an attempt paid on the return alone awaits that word, which a later
 * callback or the status query (`claimPendingAttempts`) brings once.
 */
export async function recordAnswer(tx: Database, gateway: Pick<PaymentGateway, 'failureOf'>, attempt: PaymentAttempt, message: GatewayMessage, via: MessageVia, log: Log): Promise<AttemptOutcome> {
  const { answer, record } = message;
  const entry = { via, ...record.entry, at: new Date().toISOString() };
  const lateApproval = attempt.status === 'failed' && gateway.failureOf(attempt) === 'not found' && answer.status === 'captured';
  if (attempt.status !== 'pending' && !lateApproval) {
    // the bank's word on a plan, awaited since the return paid the attempt: taken from an answer about the payment made
    const word = attempt.awaitsBankWord && message.instalment && (answer.status === 'captured' || answer.status === 'reversed') ? message.instalment : null;
    if (answer.status === 'reversed' || word) {
      await tx
        .update(paymentAttempts)
        .set({ ...(answer.status === 'reversed' ? { reversal: answer.reversal } : {}), ...(word ? { instalmentAnswer: record.instalmentWords, awaitsBankWord: false } : {}), messages: [...attempt.messages, entry], updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id));
    }
    if (answer.status === 'reversed' && attempt.status === 'success') log.error({ trackingId: message.orderNumber, paymentId: attempt.paymentId, reversal: answer.reversal }, 'the gateway says the payment of this order went back to the customer: check the order and refund or cancel it');
    return { kind: 'already', paid: attempt.status === 'success', ...(word ? { bankWord: { ...word, issuingBank: record.issuingBank } } : {}) };
  }
  if (answer.status === 'pending' && answer.why === 'unknown') log.error({ trackingId: message.orderNumber, paymentId: attempt.paymentId, txnStatus: record.txnStatus.slice(0, 20) }, 'the gateway answered a payment status the shop does not know: left pending; check it at the gateway');
  else if (answer.status === 'pending' && answer.why !== 'pending') log.warn({ trackingId: message.orderNumber, paymentId: attempt.paymentId, why: answer.why }, 'payment still unsettled; asking the gateway again later');

  const status = answer.status === 'captured' ? 'success' : answer.status === 'failed' || answer.status === 'reversed' ? 'failed' : 'pending';
  const word = message.instalment;
  await tx
    .update(paymentAttempts)
    .set({
      status,
      txnId: record.txnId,
      txnStatus: record.txnStatus,
      authCode: record.authCode,
      txnMessage: record.txnMessage,
      issuingBank: record.issuingBank,
      // what the bank said of a plan (made into the order's plan by the settlement), or, paid on the return, to come
      ...(word ? { instalmentAnswer: record.instalmentWords } : {}),
      awaitsBankWord: status === 'success' && !word,
      ...(answer.status === 'reversed' ? { reversal: answer.reversal } : {}),
      messages: [...attempt.messages, entry],
      updatedAt: new Date(),
    })
    .where(eq(paymentAttempts.id, attempt.id));
  return { kind: status === 'success' ? 'paid' : status, ...(status === 'success' && word ? { bankWord: { ...word, issuingBank: record.issuingBank } } : {}) };
}

/**
 * Attempts still pending after `afterMinutes` (and not asked about for as long), and attempts paid on the shopper's
 * return whose bank's word on a plan has not come as long, claimed for one round of status queries: their query time
 * is set in a short transaction with `SKIP LOCKED`, so one instance asks about each once.
 */
export async function claimPendingAttempts(db: Database, afterMinutes: number, now: Date, batch: number): Promise<StoredPayment[]> {
  const before = new Date(now.getTime() - afterMinutes * 60_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(or(eq(paymentAttempts.status, 'pending'), eq(paymentAttempts.awaitsBankWord, true)), lt(paymentAttempts.createdAt, before), or(isNull(paymentAttempts.queriedAt), lt(paymentAttempts.queriedAt, before))))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx.update(paymentAttempts).set({ queriedAt: sql`now()` }).where(inArray(paymentAttempts.id, ids));
    return tx
      .select({ paymentId: paymentAttempts.paymentId, amountSen: paymentAttempts.amountSen, method: paymentAttempts.method, currency: paymentAttempts.currency, orderNumber: orders.trackingId })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(inArray(paymentAttempts.id, ids));
  });
}
