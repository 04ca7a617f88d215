import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A page of the user's orders, newest first. */
export function ordersOf(db: Database, userId: number, limit: number, offset: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
}

export function linesOf(db: Database, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}
