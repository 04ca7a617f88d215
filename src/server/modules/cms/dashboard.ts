import { and, count, eq, gte, inArray, isNotNull, lt, notExists, sql, sum } from 'drizzle-orm';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/catalog.ts';
import { orders, paymentAttempts } from '../../db/schema/orders.ts';
import type { Caller } from '../accounts/index.ts';
import { requireStaff } from './staff.ts';

/** Reservations that end within this many minutes are shown as about to expire. */
export const EXPIRING_WITHIN_MINUTES = 10;
/** The shop keeps Malaysian time (UTC+8, no daylight saving). */
const MYT_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The start of today and of this month in Kuala Lumpur, as instants. */
export function shopDayAndMonth(now: Date): { day: Date; month: Date } {
  const local = new Date(now.getTime() + MYT_OFFSET_MS);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - MYT_OFFSET_MS;
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - MYT_OFFSET_MS;
  return { day: new Date(day), month: new Date(month) };
}

const PAID_STATUSES = [ORDER_STATUS.paid, ORDER_STATUS.inProduction, ORDER_STATUS.shipped, ORDER_STATUS.delivered];

/** The back-office's first screen: orders and revenue today and this month, payments pending, reservations ending, products without pictures. */
export async function dashboard(db: Database, caller: Caller | undefined, now = new Date()) {
  requireStaff(caller);
  const { day, month } = shopDayAndMonth(now);
  const takings = async (from: Date) => {
    const [row] = await db.select({ orders: count(), revenue: sum(orders.totalSen) }).from(orders).where(and(gte(orders.createdAt, from), inArray(orders.status, PAID_STATUSES)));
    return { orders: Number(row.orders), revenue: ringgitFromSen(Number(row.revenue ?? 0)) };
  };
  const [today, thisMonth, [pending], [expiring], [bare]] = await Promise.all([
    takings(day),
    takings(month),
    db.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.status, 'pending')),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(isNotNull(orders.reservedUntil), gte(orders.reservedUntil, now), lt(orders.reservedUntil, new Date(now.getTime() + EXPIRING_WITHIN_MINUTES * 60_000)))),
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.isActive, true), notExists(db.select({ one: sql`1` }).from(productImages).where(eq(productImages.productId, products.id))))),
  ]);
  return { today, this_month: thisMonth, payments_pending: Number(pending.n), reservations_expiring: Number(expiring.n), products_without_pictures: Number(bare.n) };
}
