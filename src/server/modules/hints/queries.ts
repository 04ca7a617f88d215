import type { Database } from '../../db/client.ts';
import { hints } from '../../db/schema/content.ts';

export type HintRow = typeof hints.$inferInsert;

/** Stores a hint; `db` may be a transaction. */
export async function insertHint(db: Pick<Database, 'insert'>, hint: HintRow): Promise<number> {
  const [row] = await db.insert(hints).values(hint).returning({ id: hints.id });
  return row.id;
}
