import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ReturnRefund } from '../../../domain/contract/cms-returns.ts';
import { addSen, formatRM, sen, senFromRinggit, type Sen } from '../../../domain/money/money.ts';
import { canMove, ORDER_STATUS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { RETURN_MESSAGES } from '../../../domain/orders/returns.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { orders, type paymentAttempts } from '../../db/schema/orders.ts';
import { orderReturns, refunds } from '../../db/schema/returns.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { eInvoiceOnRefund } from '../e-invoices/index.ts';
import type { PaymentGateway, RefundAnswer, StoredPayment } from '../payments/index.ts';
import { orderEmailFacts } from './email-facts.ts';
import { nextReturnNumber, orderMoney, refundedPayment, refundTarget, type RefundRow, type RefundTarget, type ReturnRow } from './refund-facts.ts';
import { refundMadeEmail } from './return-emails.ts';
import { inMoveTransaction, moveOrder, type MoveContext, type OrderMoveDeps } from './status-changes.ts';
import { orderCause } from '../../../domain/orders/order-causes.ts';

export interface RefundDeps extends OrderMoveDeps {
  gateway: PaymentGateway;
}

export const REFUND_MESSAGES = wordsOf('messages.refund', {}, {
  moreThanDue: (dueSen: number) => t('messages.refund.moreThanDue', { due: formatRM(dueSen) }),
  moreThanLeft: (leftSen: number) => t('messages.refund.moreThanLeft', { left: formatRM(leftSen) }),
  gatewayRefused: (reason: string) => t('messages.refund.gatewayRefused', { reason }),
  alreadyRefunded: (amountSen: number) => t('messages.refund.alreadyRefunded', { amount: formatRM(amountSen) }),
  alreadyUnderWay: (amountSen: number) => t('messages.refund.alreadyUnderWay', { amount: formatRM(amountSen) }),
});

type Order = typeof orders.$inferSelect;
type Attempt = typeof paymentAttempts.$inferSelect;

const storedPayment = (attempt: Attempt, order: Order): StoredPayment => ({ paymentId: attempt.paymentId, method: attempt.method, amountSen: attempt.amountSen, currency: attempt.currency, orderNumber: order.trackingId });

/**
 * Money that reached an order after it was cancelled (settlement.ts: the gateway approved a payment opened before the
 * cancellation) becomes a refund to make in the returns queue, once per payment (the attempt settles once).
 */
export async function queueLatePayment(tx: Database, order: Order, attempt: Attempt): Promise<string> {
  const number = await nextReturnNumber(tx, order);
  await tx.insert(orderReturns).values({ number, orderId: order.id, kind: 'payment after cancellation', status: 'requested', dueSen: attempt.amountSen, paymentAttemptId: attempt.id, note: orderCause('paidAfterCancellation', { paymentId: attempt.paymentId, status: order.status }) });
  return number;
}

/**
 * A refund is done: the return is refunded, the shopper is e-mailed, and the order becomes Refunded once everything
 * paid for it has been refunded (an order cancelled before its late payment stays Cancelled). In the caller's
 * transaction, with the return's row locked.
 */
async function refundDone(tx: Database, context: MoveContext, ret: ReturnRow, refund: RefundRow, actor: { kind: 'staff'; userId: number } | { kind: 'system' }): Promise<void> {
  await tx.update(orderReturns).set({ status: 'refunded', updatedAt: new Date() }).where(eq(orderReturns.id, ret.id));
  await eInvoiceOnRefund(tx, refund, ret.number);
  const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId)).limit(1).for('update');
  const money = await orderMoney(tx, order);
  let current = order;
  if (money.refundedSen >= money.paidSen && canMove(order.status as OrderStatus, ORDER_STATUS.refunded)) {
    current = await moveOrder(tx, context, order, { to: ORDER_STATUS.refunded, cause: orderCause('refundedInFull', { amountSen: money.refundedSen }), actor });
  }
  const facts = await orderEmailFacts(tx, current);
  await enqueueEmail(tx, refundMadeEmail(facts, { returnNumber: ret.number, amountSen: refund.amountSen, channel: refund.channel, reference: refund.reference, at: refund.settledAt ?? new Date() }, context.settings, context.siteOrigin));
  context.mailWritten = true;
}

/** Records what the gateway answered about a pending refund (once: a refund no longer pending is left as it is). */
async function recordRefundAnswer(deps: RefundDeps, refundId: number, answer: RefundAnswer, actor: { kind: 'staff'; userId: number } | { kind: 'system' }): Promise<RefundRow> {
  return inMoveTransaction(deps, async (tx, context) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1).for('update');
    if (refund.status !== 'pending') return refund;
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, refund.returnId)).limit(1).for('update');
    if (answer.outcome === 'pending') {
      const [kept] = await tx.update(refunds).set({ reference: answer.reference || refund.reference, updatedAt: new Date() }).where(eq(refunds.id, refund.id)).returning();
      return kept;
    }
    if (answer.outcome === 'refused') {
      const [refused] = await tx.update(refunds).set({ status: 'refused', message: answer.reason.slice(0, 500), settledAt: new Date(), updatedAt: new Date() }).where(eq(refunds.id, refund.id)).returning();
      return refused;
    }
    const [done] = await tx.update(refunds).set({ status: 'refunded', reference: answer.reference || refund.reference, settledAt: new Date(), updatedAt: new Date() }).where(eq(refunds.id, refund.id)).returning();
    await refundDone(tx, context, ret, done, actor);
    return done;
  });
}

/** What a staff member's Refund did: the refund as it now stands. */
export interface RefundOutcome {
  status: 'pending' | 'refunded' | 'refused';
  message: string;
}

const outcomeOf = (refund: RefundRow): RefundOutcome => ({
  status: refund.status,
  message: refund.status === 'refunded' ? REFUND_MESSAGES.refunded : refund.status === 'pending' ? REFUND_MESSAGES.pending : REFUND_MESSAGES.gatewayRefused(refund.message),
});

/**
 * A Refund on a return whose refund is made or under way is that refund asked again only when it asks the same amount
 * (none given: what the return refunds, as it stood before that refund); any other amount is refused with what was
 * done, so an answer never says a refund was made that was not.
 */
function sameRefundAskedAgain(request: ReturnRefund, live: RefundRow, ret: ReturnRow, target: RefundTarget): void {
  const leftBefore = live.paymentAttemptId === (target.attempt?.id ?? null) ? addSen(target.leftSen, sen(live.amountSen)) : target.leftSen;
  const askedSen = request.amount === undefined ? sen(Math.min(ret.dueSen, leftBefore)) : senFromRinggit(request.amount);
  if (askedSen === live.amountSen) return;
  if (askedSen > ret.dueSen) throw new BadRequestError(REFUND_MESSAGES.moreThanDue(ret.dueSen));
  throw new ConflictError(live.status === 'refunded' ? REFUND_MESSAGES.alreadyRefunded(live.amountSen) : REFUND_MESSAGES.alreadyUnderWay(live.amountSen));
}

/**
 * Staff refund a return (issue 26). The amount — what the return refunds unless staff give less (a partial refund) —
 * is checked in the transaction that records it, with the payment's row locked: never more than the return refunds,
 * never more than was paid less the refunds already made or under way, so two staff refunding at once cannot both
 * succeed. One live refund per return: Refund again (the same amount) on a return whose refund is pending asks the
 * gateway what became of it, and on a refunded one changes nothing; another amount is refused. A card payment is refunded through the gateway (its answer recorded
 * in a second transaction: refunded, pending — asked again by the job — or refused, which frees the amount for another
 * try); an FPX payment or one made at the store is refunded by a bank transfer staff make, recorded with its
 * reference. Audited.
 */
export async function refundReturn(deps: RefundDeps, staff: Caller, number: string, request: ReturnRefund): Promise<RefundOutcome> {
  const actor = { kind: 'staff' as const, userId: staff.userId };
  const step = await inMoveTransaction(deps, async (tx, context): Promise<{ done: RefundRow } | { ask: RefundRow; payment: StoredPayment; again: boolean }> => {
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.number, number)).limit(1).for('update');
    if (!ret) throw new NotFoundError(RETURN_MESSAGES.notFound);
    if (ret.status === 'refused') throw new ConflictError(REFUND_MESSAGES.refused);
    const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId)).limit(1);
    const [live] = await tx.select().from(refunds).where(and(eq(refunds.returnId, ret.id), sql`${refunds.status} <> 'refused'`)).limit(1);
    const target = await refundTarget(tx, ret, order, true);
    if (live) {
      sameRefundAskedAgain(request, live, ret, target);
      if (live.status === 'refunded') return { done: live };
      return { ask: live, payment: storedPayment((await refundedPayment(tx, live))!, order), again: true };
    }
    if (ret.kind === 'return' && ret.status !== 'inspected') throw new ConflictError(REFUND_MESSAGES.inspectFirst);
    if (target.paidSen === 0) throw new ConflictError(REFUND_MESSAGES.nothingPaid);

    const amountSen: Sen = request.amount === undefined ? sen(Math.min(ret.dueSen, target.leftSen)) : senFromRinggit(request.amount);
    if (amountSen > ret.dueSen) throw new BadRequestError(REFUND_MESSAGES.moreThanDue(ret.dueSen));
    if (amountSen > target.leftSen || amountSen <= 0) throw new ConflictError(REFUND_MESSAGES.moreThanLeft(target.leftSen));
    const byTransfer = target.channel === 'bank transfer' || !target.attempt;
    const reference = request.reference?.trim() ?? '';
    if (byTransfer && !reference) throw new BadRequestError(REFUND_MESSAGES.referenceNeeded);

    const now = new Date();
    const [refund] = await tx
      .insert(refunds)
      .values({ returnId: ret.id, orderId: order.id, paymentAttemptId: target.attempt?.id ?? null, channel: byTransfer ? 'bank transfer' : 'gateway', amountSen, status: byTransfer ? 'refunded' : 'pending', reference, staffUserId: staff.userId, settledAt: byTransfer ? now : null })
      .returning();
    await recordAudit(tx, { actorUserId: staff.userId, action: 'return.refund', entity: 'return', entityKey: ret.number, before: { status: ret.status, left: formatRM(target.leftSen) }, after: { amount: formatRM(amountSen), channel: refund.channel, reference } });
    if (byTransfer) {
      await refundDone(tx, context, ret, refund, actor);
      return { done: refund };
    }
    return { ask: refund, payment: storedPayment(target.attempt!, order), again: false };
  });
  if ('done' in step) return outcomeOf(step.done);
  // outside any transaction: the gateway's answer may take seconds
  const answer = step.again ? await deps.gateway.refundStatus(step.payment) : await deps.gateway.refund(step.payment, step.ask.amountSen);
  return outcomeOf(await recordRefundAnswer(deps, step.ask.id, answer, actor));
}

/**
 * Refunds the gateway answered pending, older than `afterMinutes` and not asked about for as long, are asked about
 * again (eGHL's Refund.php isRefunded: a status query answering TxnStatus 10) and recorded as any answer. Claimed with
 * `SKIP LOCKED` in a short transaction, so one instance asks about each. Answers how many were settled.
 */
export async function recheckPendingRefunds(deps: RefundDeps, afterMinutes: number, now = new Date(), batch = 50): Promise<number> {
  const before = new Date(now.getTime() - afterMinutes * 60_000);
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), eq(refunds.channel, 'gateway'), lt(refunds.createdAt, before), or(isNull(refunds.queriedAt), lt(refunds.queriedAt, before))))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const { id } of due) await tx.update(refunds).set({ queriedAt: now }).where(eq(refunds.id, id));
    return due;
  });
  let settled = 0;
  for (const { id } of claimed) {
    const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
    const payment = await refundedPayment(deps.db, row);
    if (!payment) continue;
    const recorded = await recordRefundAnswer(deps, id, await deps.gateway.refundStatus(storedPayment(payment, order)), { kind: 'system' });
    if (recorded.status !== 'pending') settled++;
  }
  return settled;
}
