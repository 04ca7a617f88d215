import { sql } from 'drizzle-orm';
import { retailPriceSen, type DiamondKind } from '../../../domain/diamond-pricing.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/tokens.ts';
import { recordAudit } from '../audit/record.ts';
import { BULK_IMPORT_SETTING, DIAMOND_RELOAD_CHANNEL } from '../diamonds/channels.ts';
import { rulesFileOf, storedPricingRules } from '../diamonds/import/stored-rules.ts';
import { rowsOf } from '../diamonds/search/loader.ts';
import { stones } from '../diamonds/stones.ts';
import { requireStaff } from './staff.ts';

/** Stones written per statement. */
const CHUNK = 20_000;

/**
 * "Reprice every stone now" (issue 14): every stone no order holds gets the price the stored pricing rules give its
 * supplier cost — the price the next import of its feed would give it (a price set by hand in the back-office is
 * replaced too). One transaction with its audit record; like a feed import it keeps the per-stone notices quiet and
 * sends one `diamonds_reload` at commit, so every instance's search index is rebuilt. A stone an order reserves
 * meanwhile keeps its price (the UPDATE checks again). Answers how many prices changed.
 */
export async function repriceAllStones(db: Database, caller: Caller | undefined): Promise<{ repriced: number }> {
  const staff = requireStaff(caller);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config(${BULK_IMPORT_SETTING}, 'on', true)`);
    const rules = await storedPricingRules(tx);
    const inventory = await rowsOf<{ id: number; type: DiamondKind; cost: number; price: number }>(
      tx,
      sql`select id, type, cost_usd_cents as cost, price_sen as price from diamonds where reserved_by_order_id is null order by id`,
    );
    const changed = inventory.map((s) => ({ id: Number(s.id), price: retailPriceSen(Number(s.cost) / 100, s.type, rules) })).filter((s, i) => s.price !== Number(inventory[i].price));
    let repriced = 0;
    for (let i = 0; i < changed.length; i += CHUNK) repriced += await stones.repriceUnheld(tx, changed.slice(i, i + CHUNK).map((s) => ({ id: s.id, priceSen: s.price })));
    if (repriced > 0) await tx.execute(sql.raw(`NOTIFY ${DIAMOND_RELOAD_CHANNEL}`));
    await recordAudit(tx, { actorUserId: staff.userId, action: 'pricing.reprice', entity: 'pricing', entityKey: 'diamonds', before: null, after: { repriced, rules: rulesFileOf(rules) } });
    return { repriced };
  });
}
