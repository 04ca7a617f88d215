import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';

/** A currency's override as it was and as it is now (RM for `unit` units; null when BNM's rate is shown). */
export interface RateOverridden {
  before: number | null;
  after: number | null;
  unit: number;
}

/**
 * Staff's rate for a currency (RM for one unit), or null to show BNM's again, in the caller's transaction (the
 * back-office records it there). Staff give the rate for one unit; a currency BNM quotes per 100 keeps its unit.
 */
export async function overrideRate(tx: Database, currency: string, rate: number | null): Promise<RateOverridden> {
  const [before] = await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).limit(1).for('update');
  const unit = before?.unit ?? 1;
  const override = rate === null ? null : rate * unit;
  await tx
    .insert(exchangeRates)
    .values({ currency, unit, overrideRate: override, overrideAt: rate === null ? null : new Date() })
    .onConflictDoUpdate({ target: exchangeRates.currency, set: { overrideRate: override, overrideAt: rate === null ? null : sql`now()` } });
  return { before: before?.overrideRate ?? null, after: override, unit };
}
