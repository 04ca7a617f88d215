import { check, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The rates prices are shown at in the shopper's currency (issue 28): Bank Negara Malaysia's middle rate of each
 * currency, fetched daily (kept as they were when a fetch fails), and the rate staff set over it in the back-office;
 * until BNM first answers, the dated starting rate the shop ships with (migration 0019, issue 41).
 * A rate is RM for `unit` units of the currency (BNM quotes some currencies per 100 units).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    unit: integer('unit').notNull().default(1),
    /** BNM's middle rate: RM for `unit` units; null until first fetched. */
    fetchedRate: numeric('fetched_rate', { precision: 18, scale: 8, mode: 'number' }),
    /** The day BNM's rate is of. */
    fetchedDate: date('fetched_date', { mode: 'string' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** Staff's rate (RM for `unit` units), used instead of BNM's while set. */
    overrideRate: numeric('override_rate', { precision: 18, scale: 8, mode: 'number' }),
    overrideAt: timestamp('override_at', { withTimezone: true }),
    /** The starting rate (RM for `unit` units) a fresh shop shows until BNM's is fetched, and the day it is of. */
    startRate: numeric('start_rate', { precision: 18, scale: 8, mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
  },
  (t) => [check('exchange_rates_positive', sql`${t.unit} > 0 and (${t.fetchedRate} is null or ${t.fetchedRate} > 0) and (${t.overrideRate} is null or ${t.overrideRate} > 0) and (${t.startRate} is null or ${t.startRate} > 0)`)],
);
