import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { diamonds } from '../../db/schema/diamonds.ts';

/**
 * The one rule "is this stone still offered": it is available and no order holds it. The search index, a stone's
 * page, the cart (when a line is added and each time it is read) and order placement all ask it here.
 */
export const OFFERED = sql`(${diamonds.isAvailable} and ${diamonds.reservedByOrderId} is null)`;

/** The stone the browser names, by certificate number (else stock id). */
export type StoneKey = { certificateNo: string } | { stockId: string };

/**
 * The stone when it is offered now, else undefined. Inside a transaction it is locked against change (`FOR SHARE`)
 * until that transaction ends, so an order cannot reserve it between this check and the write that follows.
 */
export async function offeredStone(db: Database, key: StoneKey) {
  const named = 'certificateNo' in key ? eq(diamonds.certificateNo, key.certificateNo) : eq(diamonds.stockId, key.stockId);
  const [row] = await db
    .select({ id: diamonds.id, offered: sql<boolean>`${OFFERED}` })
    .from(diamonds)
    .where(named)
    .limit(1)
    .for('share');
  return row;
}
