import { sql } from 'drizzle-orm';
import { HOME_CURRENCY, SHOWN_CURRENCIES } from '../../../domain/money/currencies.ts';
import type { Database } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { fetchBnmRates } from './bnm.ts';

export interface RefreshOutcome {
  ok: boolean;
  updated: number;
  error?: string;
}

/**
 * Fetches BNM's rates and keeps those of the currencies the shop shows; when BNM cannot be reached or answers
 * something unreadable, the rates known before stay as they are (and say their date). Staff's overrides are kept.
 */
export async function refreshRates(db: Database, bnmUrl: string, fetchImpl?: typeof fetch): Promise<RefreshOutcome> {
  let rates;
  try {
    rates = await fetchBnmRates(bnmUrl, fetchImpl);
  } catch (error) {
    return { ok: false, updated: 0, error: error instanceof Error ? error.message : String(error) };
  }
  const wanted = rates.filter((r) => r.currency !== HOME_CURRENCY && (SHOWN_CURRENCIES as readonly string[]).includes(r.currency));
  for (const r of wanted) {
    await db
      .insert(exchangeRates)
      .values({ currency: r.currency, unit: r.unit, fetchedRate: r.rate, fetchedDate: r.date, fetchedAt: new Date() })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { unit: r.unit, fetchedRate: r.rate, fetchedDate: r.date, fetchedAt: sql`now()` } });
  }
  return { ok: true, updated: wanted.length };
}

/** The daily fetch (and one at start): each instance asks, the upsert makes it harmless when two do. */
export function startRatesJob(db: Database, bnmUrl: string, hours: number, log: { warn(obj: object, msg: string): void }): { stop(): void } {
  const run = () =>
    void refreshRates(db, bnmUrl).then(
      (outcome) => outcome.ok || log.warn({ error: outcome.error }, 'exchange rates not fetched from BNM; the last rates known stay'),
      (error: unknown) => log.warn({ err: error }, 'exchange rates not fetched from BNM; the last rates known stay'),
    );
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, hours * 3_600_000);
  first.unref();
  timer.unref();
  return { stop: () => (clearTimeout(first), clearInterval(timer)) };
}
