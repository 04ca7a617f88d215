import { and, eq, inArray } from 'drizzle-orm';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import { awaitsPayment, ORDER_STATUS, type OrderStatus } from '../../../domain/order-status.ts';
import type { Database } from '../../db/client.ts';
import { carts, cartItems } from '../../db/schema/cart.ts';
import { orderLines, orders, paymentAttempts } from '../../db/schema/orders.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { orderEmailFacts as emailFactsOf } from '../orders/email-facts.ts';
import { orderPaidEmail, paymentFailedEmail } from '../orders/emails.ts';
import { moveOrder } from '../orders/status-changes.ts';
import { eghlAmount, TXN_STATUS, verifyResponse, type EghlResponse } from './eghl.ts';
import type { Gateway } from './gateway.ts';
import { paymentAnswerOf } from './txn-status.ts';

export interface SettlementDeps {
  db: Database;
  gateway: Gateway;
  siteOrigin: string;
  shopSettings(): Promise<ShopSettings>;
  mailQueued(): void;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What a gateway message did: settled the payment, or nothing (why, for the log). */
export type Settlement =
  | { outcome: 'paid' | 'failed' | 'pending'; trackingId: string }
  /** Already settled before: a duplicate or a replay, harmless. */
  | { outcome: 'already'; trackingId: string; paid: boolean }
  | { outcome: 'refused'; reason: string; trackingId: string | null };

/**
 * A message from the gateway (the callback, the shopper's return, or a status query's answer) changes an order only
 * when it is signed with the merchant password and names a payment attempt of ours with exactly its amount, currency,
 * merchant and order number; anything else changes nothing and is logged. An attempt settles once: a duplicate or a
 * replay finds it settled. Success: the order is paid, its stones sold, its cart lines removed, the confirmation
 * e-mailed. Failure (also money the gateway reversed or refunded, recorded on the attempt): the order waits with Pay
 * Now, its stones still reserved until expiry, a failure e-mail says how to retry. Pending: recorded, and the status
 * query asks again later. What each TxnStatus means: txn-status.ts.
 */
export async function settlePayment(deps: SettlementDeps, response: EghlResponse, via: 'callback' | 'return' | 'query'): Promise<Settlement> {
  const refuse = (reason: string, trackingId: string | null = null): Settlement => {
    deps.log.warn({ via, reason, paymentId: response.PaymentID.slice(0, 40) }, 'payment message refused');
    return { outcome: 'refused', reason, trackingId };
  };
  if (!verifyResponse(deps.gateway.password, response)) return refuse('hash does not verify');
  const settings = await deps.shopSettings();
  const result = await deps.db.transaction(async (tx): Promise<Settlement> => {
    const [found] = await tx
      .select({ attempt: paymentAttempts, order: orders })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.paymentId, response.PaymentID))
      .limit(1)
      .for('update');
    if (!found) return refuse('unknown PaymentID');
    const { attempt, order } = found;
    if (response.ServiceID !== deps.gateway.serviceId) return refuse('another merchant', order.trackingId);
    if (response.Amount !== eghlAmount(attempt.amountSen)) return refuse('amount differs from the attempt', order.trackingId);
    if (response.CurrencyCode !== attempt.currency) return refuse('currency differs from the attempt', order.trackingId);
    if (response.OrderNumber !== order.trackingId) return refuse('order number differs', order.trackingId);
    const answer = paymentAnswerOf(response.TxnStatus, via);
    const message = { via, TxnID: response.TxnID, TxnStatus: response.TxnStatus, TxnMessage: response.TxnMessage, at: new Date().toISOString() };
    // an attempt failed because the gateway had not heard of it may yet be approved: that approval still settles it
    const lateApproval = attempt.status === 'failed' && attempt.txnStatus === TXN_STATUS.notFound && answer.kind === 'paid';
    if (attempt.status !== 'pending' && !lateApproval) {
      if (answer.kind === 'returned') {
        await tx.update(paymentAttempts).set({ reversal: answer.reversal, messages: [...attempt.messages, message], updatedAt: new Date() }).where(eq(paymentAttempts.id, attempt.id));
        if (attempt.status === 'success') deps.log.error({ trackingId: order.trackingId, paymentId: attempt.paymentId, reversal: answer.reversal }, 'the gateway says the payment of this order went back to the customer: check the order and refund or cancel it');
      }
      return { outcome: 'already', trackingId: order.trackingId, paid: attempt.status === 'success' };
    }
    if (answer.kind === 'unknown') deps.log.error({ trackingId: order.trackingId, paymentId: attempt.paymentId, txnStatus: response.TxnStatus.slice(0, 20) }, 'the gateway answered a payment status the shop does not know: left pending; check it at the gateway');
    else if (answer.kind === 'pending' && answer.why !== 'pending') deps.log.warn({ trackingId: order.trackingId, paymentId: attempt.paymentId, why: answer.why }, 'payment still unsettled; asking the gateway again later');

    const status = answer.kind === 'paid' ? 'success' : answer.kind === 'failed' || answer.kind === 'returned' ? 'failed' : 'pending';
    await tx
      .update(paymentAttempts)
      .set({
        status,
        txnId: response.TxnID,
        txnStatus: response.TxnStatus,
        authCode: response.AuthCode,
        txnMessage: response.TxnMessage,
        issuingBank: response.IssuingBank,
        ...(answer.kind === 'returned' ? { reversal: answer.reversal } : {}),
        messages: [...attempt.messages, message],
        updatedAt: new Date(),
      })
      .where(eq(paymentAttempts.id, attempt.id));
    if (status === 'pending') return { outcome: 'pending', trackingId: order.trackingId };

    const facts = await emailFactsOf(tx, order);
    if (status === 'success') {
      if (!awaitsPayment(order.status as OrderStatus)) {
        // Money arrived for an order no longer waiting (cancelled when its reservation expired): keep the record, tell staff.
        deps.log.error({ trackingId: order.trackingId, status: order.status }, 'payment received for an order that no longer awaits payment: refund or restore it');
        return { outcome: 'already', trackingId: order.trackingId, paid: false };
      }
      await moveOrder(tx, order, ORDER_STATUS.paid, `payment ${attempt.paymentId} approved (${response.TxnMessage || 'TxnStatus 0'})`, { kind: 'gateway' }, { paidAt: new Date(), reservedUntil: null });
      await removeOrderedCartLines(tx, order.userId, order.id);
      await enqueueEmail(tx, orderPaidEmail(facts, settings, deps.siteOrigin));
      return { outcome: 'paid', trackingId: order.trackingId };
    }
    if (order.status === ORDER_STATUS.pendingPayment) {
      await moveOrder(tx, order, ORDER_STATUS.paymentFailed, `payment ${attempt.paymentId} failed (${response.TxnMessage || 'TxnStatus 1'})`, { kind: 'gateway' });
      await enqueueEmail(tx, paymentFailedEmail(facts, settings, deps.siteOrigin, order.reservedUntil));
    }
    return { outcome: 'failed', trackingId: order.trackingId };
  });
  if (result.outcome === 'paid' || result.outcome === 'failed') deps.mailQueued();
  return result;
}

/** The cart lines the order was made of (same piece, colour, size, engraving and stone) leave the cart. */
async function removeOrderedCartLines(tx: Database, userId: number, orderId: number): Promise<void> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!cart) return;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const inCart = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
  const taken = new Set<number>();
  for (const line of lines) {
    const match = inCart.find(
      (c) =>
        !taken.has(c.id) &&
        c.productId === line.productId &&
        c.colourOptionId === line.colourOptionId &&
        c.ringSize === line.ringSize &&
        c.engraveText === line.engraveText &&
        c.engraveFont === line.engraveFont &&
        (c.diamondId ?? null) === (line.diamondId ?? null),
    );
    if (match) taken.add(match.id);
  }
  if (taken.size > 0) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, [...taken])));
}

