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

export interface RatesJobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * What a failed fetch is worth saying. A shop that has had BNM's rates keeps its last ones, and that is a warning (they
 * grow old). A shop that never had any (a fresh shop, offline) has nothing to lose: an info line that says what is
 * shown instead — the rates it starts with, or amounts in RM alone.
 */
export function refreshFailureNote(everFetched: boolean, ratesShown: number): { level: 'warn' | 'info'; line: string } {
  if (everFetched) return { level: 'warn', line: 'exchange rates not fetched from BNM; the last rates known stay' };
  if (ratesShown > 0) return { level: 'info', line: 'exchange rates not fetched from BNM yet: the starting rates are used until it answers' };
  return { level: 'info', line: 'exchange rates not fetched from BNM yet (the shop has none): amounts are shown in RM alone until it answers' };
}

/** One refresh, and a failure logged as refreshFailureNote says. */
export async function refreshRatesLogged(db: Database, bnmUrl: string, log: RatesJobLog, fetchImpl?: typeof fetch): Promise<void> {
  let failure: { error?: string; err?: unknown };
  try {
    const outcome = await refreshRates(db, bnmUrl, fetchImpl);
    if (outcome.ok) return;
    failure = { error: outcome.error };
  } catch (error) {
    failure = { err: error };
  }
  const [{ fetched, shown }] = await db
    .select({ fetched: sql<number>`count(${exchangeRates.fetchedAt})::int`, shown: sql<number>`count(coalesce(${exchangeRates.overrideRate}, ${exchangeRates.fetchedRate}))::int` })
    .from(exchangeRates);
  const note = refreshFailureNote(fetched > 0, shown);
  // said as a reason on the info line of a fresh shop (the line is all there is to it), as an error on a warning
  log[note.level](note.level === 'info' && 'error' in failure ? { reason: failure.error } : failure, note.line);
}

/** The daily fetch (and one at start): each instance asks, the upsert makes it harmless when two do. */
export function startRatesJob(db: Database, bnmUrl: string, hours: number, log: RatesJobLog & { error(obj: object, msg: string): void }): { stop(): void } {
  const run = () => void refreshRatesLogged(db, bnmUrl, log).catch((error: unknown) => log.error({ err: error }, 'exchange rates: the refresh job failed'));
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, hours * 3_600_000);
  first.unref();
  timer.unref();
  return { stop: () => (clearTimeout(first), clearInterval(timer)) };
}
