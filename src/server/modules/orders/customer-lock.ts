import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The advisory locks' first key for a customer's money rules (the second is the customer's user id). */
const CUSTOMER_MONEY_LOCKS = 38_001;

/**
 * A customer's money rules lock the customer: anything decided by counting across their orders (the return fee by
 * their earlier returns) is decided with this lock, taken first in the caller's transaction and held until it ends,
 * so two requests of one customer — on one instance or two — are decided one after the other, the second counting
 * what the first wrote. A transaction-level advisory lock: on the server and on the embedded database alike, and it
 * writes nothing (the customer's row belongs to accounts).
 */
export async function lockCustomerMoney(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_MONEY_LOCKS}::int, ${userId}::int)`);
}
