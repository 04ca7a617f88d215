import { eq } from 'drizzle-orm';
import { awaitsPayment, ORDER_STATUS, wasPaid, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { orders } from '../../db/schema/orders.ts';
import { lockedAttempt, recordAnswer } from '../payments/index.ts';
import type { MessageVia, PaymentGateway } from '../payments/index.ts';
import type { Settlement } from '../payments/index.ts';
import { measure } from '../../metrics/shop-metrics.ts';
import { queueLatePayment } from './refunds.ts';
import { applyBankWord, paidPlan } from './instalment-word.ts';
import { inMoveTransaction, moveOrder, type OrderMoveDeps } from './status-changes.ts';
import { orderCause } from '../../../domain/orders/order-causes.ts';

export interface SettlementDeps extends OrderMoveDeps {
  gateway: PaymentGateway;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * A message from the gateway (the callback, the shopper's return, or a status query's answer) changes an order only
 * when the gateway verifies its signature and it names a payment attempt of ours with exactly its amount, currency,
 * merchant and order number; anything else changes nothing and is logged. The attempt is recorded by payments
 * (attempts.ts: it settles once, so a duplicate or a replay finds it settled); the order moves through its one door
 * (`moveOrder`), whose effects say what Paid and Payment Failed do (move-effects.ts): paid, the stones sold, the
 * confirmation e-mailed (the cart lines left the cart as the order was placed); failed (also money the gateway reversed or refunded), the order waits with
 * Pay Now, its stones still reserved until expiry, and an e-mail says how to retry. Pending: recorded, and the status
 * query asks again later. An instalment plan is what the bank said of it in its own messages (instalment-word.ts):
 * paid on the shopper's return alone, the order's plan awaits that word, which a later callback or the status query
 * brings.
 */
export async function settlePayment(deps: SettlementDeps, form: unknown, via: MessageVia): Promise<Settlement> {
  const refuse = (reason: string, paymentId: string, trackingId: string | null = null): Settlement => {
    deps.log.warn({ via, reason, paymentId: paymentId.slice(0, 40) }, 'payment message refused');
    return { outcome: 'refused', reason, trackingId };
  };
  const verified = deps.gateway.verify(form, via);
  if ('refused' in verified) return refuse(verified.refused, verified.paymentId);
  const { message } = verified;
  /** The attempt this message settled, counted once its transaction has committed. */
  let settled: { method: string; outcome: 'paid' | 'failed' } | null = null;
  const result = await inMoveTransaction(deps, async (tx, context): Promise<Settlement> => {
    settled = null;
    const attempt = await lockedAttempt(tx, message.paymentId);
    if (!attempt) return refuse('unknown PaymentID', message.paymentId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).limit(1).for('update');
    const mismatch = deps.gateway.mismatch(form, attempt) ?? (message.orderNumber !== order.trackingId ? 'order number differs' : null);
    if (mismatch) return refuse(mismatch, message.paymentId, order.trackingId);

    const outcome = await recordAnswer(tx, deps.gateway, attempt, message, via, deps.log);
    if (outcome.kind === 'paid' || outcome.kind === 'failed') settled = { method: attempt.method, outcome: outcome.kind };
    // what the shopper's return shows follows the order as it stands under its lock, the race with a cancellation decided
    if (outcome.kind === 'already') {
      if (outcome.bankWord) await applyBankWord(tx, context, order, attempt, outcome.bankWord, deps.log);
      return { outcome: 'already', trackingId: order.trackingId, paid: outcome.paid && wasPaid(order.status as OrderStatus) };
    }
    if (outcome.kind === 'pending') return { outcome: 'pending', trackingId: order.trackingId };
    if (outcome.kind === 'paid') {
      if (!awaitsPayment(order.status as OrderStatus)) {
        // Money arrived for an order no longer waiting (cancelled by the shopper or when its reservation expired): kept on
        // record, and a refund to make in the returns queue (refunds.ts)
        const number = await queueLatePayment(tx, order, attempt);
        deps.log.error({ trackingId: order.trackingId, status: order.status, returnNumber: number }, 'payment received for an order that no longer awaits payment: queued for refund');
        return { outcome: 'already', trackingId: order.trackingId, paid: wasPaid(order.status as OrderStatus) };
      }
      // the plan as the bank's word makes it (an approval without the plan asked for was a full card payment; a plan
      // granted without being asked, or not offered, is recorded as granted and flagged), or awaiting that word
      const plan = await paidPlan(tx, order, attempt, outcome.bankWord, deps.log);
      const approved = { paymentId: attempt.paymentId, gatewayMessage: message.said };
      const cause = plan.months !== null ? orderCause('paymentApprovedWithPlan', { ...approved, months: plan.months }) : plan.kind === 'notGranted' ? orderCause('paymentApprovedWithoutPlan', approved) : orderCause('paymentApproved', approved);
      await moveOrder(tx, context, order, { to: ORDER_STATUS.paid, cause, actor: { kind: 'gateway' }, ...(plan.also.instalment || plan.also.paymentMethod ? { also: plan.also } : {}) });
      return { outcome: 'paid', trackingId: order.trackingId };
    }
    if (order.status === ORDER_STATUS.pendingPayment) {
      await moveOrder(tx, context, order, { to: ORDER_STATUS.paymentFailed, cause: orderCause('paymentFailed', { paymentId: attempt.paymentId, gatewayMessage: message.said }), actor: { kind: 'gateway' } });
    }
    return { outcome: 'failed', trackingId: order.trackingId };
  });
  const counted = settled as { method: string; outcome: 'paid' | 'failed' } | null;
  if (counted) measure.paymentSettled(counted.method, counted.outcome);
  return result;
}
