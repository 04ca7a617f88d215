import { eq } from 'drizzle-orm';
import type { ExchangeRate, RateSource } from '../../../domain/money/currencies.ts';
import type { Database } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';

export interface RateShown extends ExchangeRate {
  /** The day of BNM's rate, of staff's override, or of the starting rate. */
  date: string | null;
  source: RateSource;
}

type Row = typeof exchangeRates.$inferSelect;

/** The rate a row gives: staff's override while set, else BNM's last fetched rate, else the starting rate; null when none. */
export function rateOfRow(row: Row): RateShown | null {
  if (row.overrideRate !== null) return { currency: row.currency, rate: row.overrideRate, unit: row.unit, date: row.overrideAt?.toISOString().slice(0, 10) ?? null, source: 'staff' };
  if (row.fetchedRate !== null) return { currency: row.currency, rate: row.fetchedRate, unit: row.unit, date: row.fetchedDate, source: 'bnm' };
  if (row.startRate !== null) return { currency: row.currency, rate: row.startRate, unit: row.unit, date: row.startDate, source: 'start' };
  return null;
}

/** Every currency's rate as shown now. */
export async function storedRates(db: Database): Promise<RateShown[]> {
  const rows = await db.select().from(exchangeRates).orderBy(exchangeRates.currency);
  return rows.map(rateOfRow).filter((r): r is RateShown => r !== null);
}

export async function storedRateOf(db: Database, currency: string): Promise<RateShown | null> {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).limit(1);
  return row ? rateOfRow(row) : null;
}
