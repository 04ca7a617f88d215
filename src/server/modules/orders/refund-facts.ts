import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { sen, senLeft, sumSen, type Sen } from '../../../domain/money/money.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { refundChannelOf } from '../../../domain/payments/payment-methods.ts';
import type { Database } from '../../db/client.ts';
import { orderStatusChanges, paymentAttempts, type orders } from '../../db/schema/orders.ts';
import { orderReturns, refunds } from '../../db/schema/returns.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
type Order = typeof orders.$inferSelect;
type Attempt = typeof paymentAttempts.$inferSelect;

/** Refunds that hold money of a payment: done, or asked of the gateway and not yet answered. */
export const LIVE_REFUND = ['pending', 'refunded'] as const;

/** When the order was delivered (its last move to Delivered), or null. */
export async function deliveredAt(db: Database, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusChanges.createdAt })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, ORDER_STATUS.delivered)))
    .orderBy(desc(orderStatusChanges.id))
    .limit(1);
  return row?.at ?? null;
}

/** The payment a return's refund goes back to, and how much of it is left to refund. */
export interface RefundTarget {
  /** The approved attempt (null: an order paid at the store). */
  attempt: Attempt | null;
  method: string;
  channel: 'gateway' | 'bank transfer';
  paidSen: Sen;
  refundedSen: Sen;
  leftSen: Sen;
}

/**
 * Approved payments owed back: each late or duplicate payment has its own refund to make in the returns queue (a
 * return row naming it), so it is not the payment that paid the order.
 */
const owedBackPayments = (tx: Database, orderId: number) =>
  tx
    .select({ id: orderReturns.paymentAttemptId })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), isNotNull(orderReturns.paymentAttemptId)));

/**
 * The payment a return refunds, by what is owed: a late or duplicate payment's refund goes back to that payment
 * itself; a return of pieces goes back to the payment that paid the order (the approved one not owed back), else (an
 * order paid at the store) to the order itself — read with its row locked when `lock` (the caller's transaction then
 * holds it until it commits, so two refunds of one payment are checked one after the other), with what its live
 * refunds have taken of it. So each approved payment can be refunded up to what it brought, whatever order the
 * payments arrived in.
 */
export async function refundTarget(tx: Database, ret: ReturnRow, order: Order, lock: boolean): Promise<RefundTarget> {
  const attempts = tx
    .select()
    .from(paymentAttempts)
    .where(ret.paymentAttemptId ? eq(paymentAttempts.id, ret.paymentAttemptId) : and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'success'), notInArray(paymentAttempts.id, owedBackPayments(tx, order.id))))
    .orderBy(asc(paymentAttempts.id))
    .limit(1);
  const [attempt] = lock ? await attempts.for('update') : await attempts;
  const paidSen = attempt ? sen(attempt.amountSen) : order.paidAt ? sen(order.totalSen) : sen(0);
  const [{ taken }] = await tx
    .select({ taken: sql<string>`coalesce(sum(${refunds.amountSen}), 0)` })
    .from(refunds)
    .where(and(attempt ? eq(refunds.paymentAttemptId, attempt.id) : and(eq(refunds.orderId, order.id), isNull(refunds.paymentAttemptId)), inArray(refunds.status, [...LIVE_REFUND])));
  const refundedSen = sen(Number(taken));
  const method = attempt?.method ?? order.paymentMethod;
  return { attempt: attempt ?? null, method, channel: refundChannelOf(method), paidSen, refundedSen, leftSen: paidSen >= refundedSen ? senLeft(paidSen, refundedSen) : sen(0) };
}

/** The payment a refund was made against (null: a refund of an order paid at the store): a pending refund is asked about there. */
export async function refundedPayment(db: Database, refund: RefundRow): Promise<Attempt | null> {
  if (refund.paymentAttemptId === null) return null;
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, refund.paymentAttemptId)).limit(1);
  return attempt ?? null;
}

/** What every approved payment of the order brought in, and what its refunds gave back (done ones only). */
export async function orderMoney(db: Database, order: Order): Promise<{ paidSen: Sen; refundedSen: Sen }> {
  const paid = await db.select({ amountSen: paymentAttempts.amountSen }).from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'success')));
  const done = await db.select({ amountSen: refunds.amountSen }).from(refunds).where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'refunded')));
  const paidSen = paid.length > 0 ? sumSen(paid.map((p) => sen(p.amountSen))) : order.paidAt ? sen(order.totalSen) : sen(0);
  return { paidSen, refundedSen: sumSen(done.map((r) => sen(r.amountSen))) };
}

/** The next return number of an order: its tracking id and the return's ordinal (`KL…-R2`); the caller holds the order's row. */
export async function nextReturnNumber(tx: Database, order: Order): Promise<string> {
  const [{ n }] = await tx.select({ n: sql<string>`count(*)` }).from(orderReturns).where(eq(orderReturns.orderId, order.id));
  return `${order.trackingId}-R${Number(n) + 1}`;
}
