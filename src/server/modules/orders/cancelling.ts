import { and, eq } from 'drizzle-orm';
import { awaitsPayment, ORDER_STATUS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { RETURN_MESSAGES } from '../../../domain/orders/returns.ts';
import { orders } from '../../db/schema/orders.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { orderEmailFacts } from './email-facts.ts';
import { ORDER_MESSAGES } from './placing.ts';
import { orderCancelledEmail } from './return-emails.ts';
import { inMoveTransaction, moveOrder, type OrderMoveDeps } from './status-changes.ts';
import { orderCause } from '../../../domain/orders/order-causes.ts';

/**
 * The shopper cancels one of their unpaid orders (account spec §9 "Cancellation only before any payment"): through
 * the one door, with the shopper as actor, so its stones go back on sale at once; an e-mail confirms it. A payment
 * opened at the gateway before can no longer pay it (settlement.ts pays only an order awaiting payment; a late
 * approval becomes a refund in the returns queue). A paid order is refused (it is returned instead); an order already
 * cancelled answers as done, so a retried click changes nothing.
 */
export async function cancelByShopper(deps: OrderMoveDeps, caller: Caller, trackingId: string): Promise<void> {
  await inMoveTransaction(deps, async (tx, context) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.trackingId, trackingId), eq(orders.userId, caller.userId))).limit(1).for('update');
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (order.status === ORDER_STATUS.cancelled) return;
    if (!awaitsPayment(order.status as OrderStatus)) throw new ConflictError(RETURN_MESSAGES.cancelOnlyUnpaid);
    const moved = await moveOrder(tx, context, order, { to: ORDER_STATUS.cancelled, cause: orderCause('cancelledByShopper'), actor: { kind: 'customer', userId: caller.userId } });
    await enqueueEmail(tx, orderCancelledEmail(await orderEmailFacts(tx, moved), context.settings, context.siteOrigin));
    context.mailWritten = true;
  });
}
