import { sql } from 'drizzle-orm';
import { retailPriceSen, type DiamondKind, type PricingRules } from '../../../domain/diamonds/pricing.ts';
import type { Database } from '../../db/client.ts';
import { BULK_IMPORT_SETTING, DIAMOND_RELOAD_CHANNEL } from './channels.ts';
import { storedPricingRules } from './import/stored-rules.ts';
import { INTEGER_MAX } from './import/stones.ts';
import { rowsOf } from './search/loader.ts';
import { stones } from './stones.ts';

/** Stones written per statement. */
const CHUNK = 20_000;

/**
 * "Reprice every stone now" (issue 14): every stone no order holds gets the price the stored pricing rules give its
 * supplier cost — the price the next import of its feed would give it (a price set by hand in the back-office is
 * replaced too). In the caller's transaction (the back-office records it there); like a feed import it keeps the
 * per-stone notices quiet and sends one `diamonds_reload` at commit, so every instance's search index is rebuilt. A
 * stone an order reserves meanwhile keeps its price (the UPDATE checks again). Answers how many prices changed, and
 * the rules that priced them.
 */
export async function repriceEveryUnheldStone(tx: Database): Promise<{ repriced: number; rules: PricingRules }> {
  await tx.execute(sql`select set_config(${BULK_IMPORT_SETTING}, 'on', true)`);
  const rules = await storedPricingRules(tx);
  const inventory = await rowsOf<{ id: number; type: DiamondKind; cost: number; price: number }>(
    tx,
    sql`select id, type, cost_usd_cents as cost, price_sen as price from diamonds where reserved_by_order_id is null order by id`,
  );
  // a price the rules make that no stone can carry (nothing, or above what the column holds, as a feed's row would be
  // refused for) leaves that stone at its price: the rules staff saved may be extreme, never a failed reprice
  const changed = inventory
    .map((s) => ({ id: Number(s.id), price: retailPriceSen(Number(s.cost) / 100, s.type, rules), was: Number(s.price) }))
    .filter((s) => s.price !== s.was && s.price > 0 && s.price <= INTEGER_MAX);
  let repriced = 0;
  for (let i = 0; i < changed.length; i += CHUNK) repriced += await stones.repriceUnheld(tx, changed.slice(i, i + CHUNK).map((s) => ({ id: s.id, priceSen: s.price })));
  if (repriced > 0) await tx.execute(sql.raw(`NOTIFY ${DIAMOND_RELOAD_CHANNEL}`));
  return { repriced, rules };
}
