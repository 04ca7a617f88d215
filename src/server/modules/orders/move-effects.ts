import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import { ORDER_STATUS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { enqueueEmail, type OutgoingEmail } from '../../mail/outbox.ts';
import { giveBackLines, removeLinesOfEarlierOrder } from '../cart/index.ts';
import { stones } from '../diamonds/index.ts';
import { eInvoiceOnPaid } from '../e-invoices/index.ts';
import { orderEmailFacts } from './email-facts.ts';
import { orderPaidEmail, orderShippedEmail, paymentFailedEmail, type OrderForEmail } from './emails.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * What a move's effects need beyond the transaction: the shop's settings and address for its e-mails (read before
 * the transaction opens) and, filled in by the move, whether an e-mail was written (the mail worker is told after
 * the commit).
 */
export interface MoveContext {
  settings: ShopSettings;
  siteOrigin: string;
  mailWritten: boolean;
}

/** One thing a move does, in the mover's transaction, to the order as it now is. */
type Effect = (tx: Database, order: OrderRow, context: MoveContext) => Promise<void>;

export interface MoveEffects {
  /** Columns the move sets on the order besides its status. */
  sets?: () => Partial<typeof orders.$inferInsert>;
  /** What it does, in this order. */
  does: Effect[];
}

const sellStones: Effect = (tx, order) => stones.sell(tx, order.id);
const releaseStones: Effect = (tx, order) => stones.release(tx, order.id);
/** A paid order's e-invoice is recorded due when it needs one of its own (above RM 10,000 or asked for); the job submits it. */
const eInvoiceDue: Effect = (tx, order) => eInvoiceOnPaid(tx, order);

const linesOf = (tx: Database, order: OrderRow) => tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));

/**
 * An order placed before its lines left the cart at placing (migration 0019: `cartLinesTaken` null) takes them out of
 * the cart when it is paid, as it did then; any other order took them as it was placed (placing.ts).
 */
const removeEarlierOrdersCartLines: Effect = async (tx, order) => {
  if (order.cartLinesTaken === null) await removeLinesOfEarlierOrder(tx, order.userId, await linesOf(tx, order));
};

/**
 * The lines an order cancelled unpaid took from the cart come back into it, marked with the order's number (issue
 * 41), once: the order claims the give-back with a conditional update, so a second cancel notice, a retry or a
 * cancel racing the expiry job gives nothing twice. An order paid at any time, or not placed from the cart (a direct
 * buy), gives nothing back.
 */
const giveBackCartLines: Effect = async (tx, order) => {
  const [claimed] = await tx
    .update(orders)
    .set({ cartLinesBackAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.cartLinesTaken, true), isNull(orders.cartLinesBackAt), isNull(orders.paidAt)))
    .returning({ id: orders.id });
  if (claimed) await giveBackLines(tx, order.userId, order.trackingId, await linesOf(tx, order));
};

/** Writes an e-mail about the order to the outbox. */
const mail =
  (write: (facts: OrderForEmail, order: OrderRow, context: MoveContext) => OutgoingEmail): Effect =>
  async (tx, order, context) => {
    await enqueueEmail(tx, write(await orderEmailFacts(tx, order), order, context));
    context.mailWritten = true;
  };

/**
 * What each move of an order does, whoever makes it (the gateway's answer, the status query, the expiry job, staff):
 * the one table beside the state machine (src/domain/orders/order-status.ts). A status not listed changes only the status.
 */
export const MOVE_EFFECTS: Partial<Record<OrderStatus, MoveEffects>> = {
  [ORDER_STATUS.paid]: {
    sets: () => ({ paidAt: new Date(), reservedUntil: null }),
    does: [sellStones, removeEarlierOrdersCartLines, eInvoiceDue, mail((facts, _order, c) => orderPaidEmail(facts, c.settings, c.siteOrigin))],
  },
  [ORDER_STATUS.paymentFailed]: {
    // the stones stay reserved until the reservation ends; the e-mail says until when and how to pay again
    does: [mail((facts, order, c) => paymentFailedEmail(facts, c.settings, c.siteOrigin, order.reservedUntil))],
  },
  [ORDER_STATUS.cancelled]: {
    sets: () => ({ reservedUntil: null }),
    does: [releaseStones, giveBackCartLines],
  },
  [ORDER_STATUS.shipped]: {
    does: [mail((facts, order, c) => orderShippedEmail(facts, c.settings, c.siteOrigin, order.shippingTrackingNo ?? ''))],
  },
};
