/**
 * The life of a stone, in one place: offered (`offered.ts`), reserved by an order, sold when the order is paid or back
 * on sale when it is cancelled, hidden, shown or repriced by staff. No other module writes the `diamonds` table
 * (the architecture test fails if one does); each step runs in the caller's transaction, and the diamonds trigger
 * tells every instance's search index at commit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { rowsOf } from './search/loader.ts';
import { OFFERED } from './offered.ts';

export const stones = {
  /** How many stones are offered now (the shop's start chooses its processes by it). */
  async offeredCount(db: Database): Promise<number> {
    const [{ n }] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from diamonds where ${OFFERED}`);
    return Number(n);
  },

  /**
   * Reserves these stones for the order with one conditional update: only a stone still offered is taken, so of many
   * shoppers ordering one stone at once exactly one gets it. Answers whether every stone was taken (if not, the caller
   * rolls its whole order back).
   */
  async reserve(tx: Database, orderId: number, stoneIds: number[]): Promise<boolean> {
    const wanted = new Set(stoneIds);
    if (wanted.size === 0) return true;
    const taken = await tx
      .update(diamonds)
      .set({ reservedByOrderId: orderId, updatedAt: new Date() })
      .where(and(inArray(diamonds.id, [...wanted]), sql`${OFFERED}`))
      .returning({ id: diamonds.id });
    return taken.length === wanted.size;
  },

  /** The order's stones are sold: gone from the search for good. */
  async sell(tx: Database, orderId: number): Promise<void> {
    await tx.update(diamonds).set({ isAvailable: false, updatedAt: new Date() }).where(eq(diamonds.reservedByOrderId, orderId));
  },

  /** The order's stones go back on sale (the order was cancelled before it was paid); a stone already sold stays sold. */
  async release(tx: Database, orderId: number): Promise<void> {
    await tx.update(diamonds).set({ reservedByOrderId: null, updatedAt: new Date() }).where(and(eq(diamonds.reservedByOrderId, orderId), eq(diamonds.isAvailable, true)));
  },

  /**
   * Returned stones go back on sale (staff inspected them and re-list them): offered again, held by no order. Only
   * stones sold with the order named are taken, so a stone sold again meanwhile is left alone.
   */
  async relist(tx: Database, orderId: number, stoneIds: number[]): Promise<void> {
    if (stoneIds.length === 0) return;
    await tx.update(diamonds).set({ isAvailable: true, reservedByOrderId: null, updatedAt: new Date() }).where(and(inArray(diamonds.id, stoneIds), eq(diamonds.reservedByOrderId, orderId)));
  },

  /** Staff show or hide one stone and set its price (the caller has locked it and checked no order holds it). */
  async setOffer(tx: Database, stoneId: number, offer: { isAvailable: boolean; priceSen: number }): Promise<void> {
    await tx.update(diamonds).set({ ...offer, updatedAt: new Date() }).where(eq(diamonds.id, stoneId));
  },

  /** New prices for stones no order holds; answers how many changed (a stone reserved meanwhile keeps its price). */
  async repriceUnheld(tx: Database, prices: { id: number; priceSen: number }[]): Promise<number> {
    if (prices.length === 0) return 0;
    const [{ n }] = await rowsOf<{ n: number }>(
      tx,
      sql`with changed as (
            update diamonds d set price_sen = v.price, updated_at = now()
            from unnest(${`{${prices.map((s) => s.id).join(',')}}`}::int[], ${`{${prices.map((s) => s.priceSen).join(',')}}`}::int[]) as v(id, price)
            where d.id = v.id and d.price_sen <> v.price and d.reserved_by_order_id is null
            returning 1)
          select count(*)::int as n from changed`,
    );
    return Number(n);
  },
};
