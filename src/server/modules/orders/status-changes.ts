import { and, eq } from 'drizzle-orm';
import { IllegalTransitionError, ORDER_STATUS, transition, type OrderActor, type OrderStatus } from '../../../domain/order-status.ts';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusChanges } from '../../db/schema/orders.ts';
import { ConflictError } from '../../errors.ts';
import { stones } from '../diamonds/stones.ts';

/**
 * What a move does to the order's stones, whoever makes it (the gateway's answer, the expiry job, staff): paid, they
 * are sold; cancelled before payment, they go back on sale.
 */
const STONES_ON: Partial<Record<OrderStatus, (tx: Database, orderId: number) => Promise<void>>> = {
  [ORDER_STATUS.paid]: stones.sell,
  [ORDER_STATUS.cancelled]: stones.release,
};

const actorColumns = (actor: OrderActor) => ({ actorKind: actor.kind, actorUserId: 'userId' in actor ? actor.userId : null });

/** Records an order's first status (placed). */
export async function recordPlaced(tx: Database, orderId: number, status: OrderStatus, cause: string, actor: OrderActor): Promise<void> {
  await tx.insert(orderStatusChanges).values({ orderId, fromStatus: null, toStatus: status, cause, ...actorColumns(actor) });
}

/**
 * Moves an order along the state machine (src/domain/order-status.ts) and records the change with its cause and actor,
 * in the caller's transaction, with what the move does to its stones (`STONES_ON`). The order must still be in the status it was read in (else another change came first
 * and this one is refused); an illegal move is refused with a clear message.
 */
export async function moveOrder(
  tx: Database,
  order: { id: number; status: string },
  to: OrderStatus,
  cause: string,
  actor: OrderActor,
  also: Partial<typeof orders.$inferInsert> = {},
): Promise<void> {
  try {
    transition(order.status as OrderStatus, to, cause, actor);
  } catch (error) {
    if (error instanceof IllegalTransitionError) throw new ConflictError(error.message);
    throw error;
  }
  const moved = await tx
    .update(orders)
    .set({ ...also, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new ConflictError('This order has just changed. Please reload it.');
  await tx.insert(orderStatusChanges).values({ orderId: order.id, fromStatus: order.status, toStatus: to, cause, ...actorColumns(actor) });
  await STONES_ON[to]?.(tx, order.id);
}
