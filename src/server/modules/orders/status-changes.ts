import { and, eq } from 'drizzle-orm';
import { IllegalTransitionError, transition, type OrderActor, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { orders, orderStatusChanges } from '../../db/schema/orders.ts';
import { ConflictError } from '../../errors.ts';
import { MOVE_EFFECTS, type MoveContext, type OrderRow } from './move-effects.ts';
import { t } from '../../../domain/words/catalogue.ts';

export type { MoveContext, OrderRow } from './move-effects.ts';

const actorColumns = (actor: OrderActor) => ({ actorKind: actor.kind, actorUserId: 'userId' in actor ? actor.userId : null });

/** Records an order's first status (placed). */
export async function recordPlaced(tx: Database, orderId: number, status: OrderStatus, cause: string, actor: OrderActor): Promise<void> {
  await tx.insert(orderStatusChanges).values({ orderId, fromStatus: null, toStatus: status, cause, ...actorColumns(actor) });
}

/** What moving orders needs: the database, and the shop's settings, address and mail worker for the e-mails moves write. */
export interface OrderMoveDeps {
  db: Database;
  siteOrigin: string;
  shopSettings(): Promise<ShopSettings>;
  /** Tells the mail worker an e-mail is waiting (after the commit). */
  mailQueued(): void;
}

/**
 * Runs `work` in one transaction in which orders may be moved (`moveOrder` with the context given): the settings
 * the e-mails need are read before it opens, and the mail worker is told after it commits when a move wrote one.
 */
export async function inMoveTransaction<T>(deps: OrderMoveDeps, work: (tx: Database, context: MoveContext) => Promise<T>): Promise<T> {
  const context: MoveContext = { settings: await deps.shopSettings(), siteOrigin: deps.siteOrigin, mailWritten: false };
  const result = await deps.db.transaction((tx) => work(tx, context));
  if (context.mailWritten) deps.mailQueued();
  return result;
}

export interface OrderMove {
  to: OrderStatus;
  cause: string;
  actor: OrderActor;
  /** Columns the mover sets besides what the move itself sets (e.g. the carrier's tracking number). */
  also?: Partial<typeof orders.$inferInsert>;
}

/**
 * The one door through which an order's status moves, in the caller's transaction: along the state machine
 * (src/domain/orders/order-status.ts), recorded with its cause and actor, with what the move does (`MOVE_EFFECTS`: stones
 * sold or put back on sale, the reservation cleared, a cancelled order's cart lines given back, the e-mail written). The order
 * must still be in the status it was read in (else another change came first and this one is refused); an illegal
 * move is refused with a clear message. Answers the order as moved.
 */
export async function moveOrder(tx: Database, context: MoveContext, order: { id: number; status: string }, move: OrderMove): Promise<OrderRow> {
  const { to, cause, actor } = move;
  try {
    transition(order.status as OrderStatus, to, cause, actor);
  } catch (error) {
    if (error instanceof IllegalTransitionError) throw new ConflictError(error.message);
    throw error;
  }
  const effects = MOVE_EFFECTS[to];
  const [moved] = await tx
    .update(orders)
    .set({ ...effects?.sets?.(), ...move.also, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) throw new ConflictError(t('messages.errors.orderJustChanged'));
  await tx.insert(orderStatusChanges).values({ orderId: order.id, fromStatus: order.status, toStatus: to, cause, ...actorColumns(actor) });
  for (const effect of effects?.does ?? []) await effect(tx, moved, context);
  return moved;
}
