import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/testing.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { refreshFailureNote, refreshRatesLogged } from './refresh.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const BNM_URL = 'https://bnm.test/public/exchange-rate';
/** A machine without the internet: every fetch fails. */
const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
const bnmAnswers = (() =>
  Promise.resolve(Response.json({ data: [{ currency_code: 'SGD', unit: 1, rate: { date: '2026-11-27', middle_rate: 3.4151 } }] }))) as typeof fetch;

function logLines() {
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  return { lines, log: { info: (_: object, message: string) => lines.push({ level: 'info', message }), warn: (_: object, message: string) => lines.push({ level: 'warn', message }) } };
}

describe('a failed exchange-rate fetch says what a fresh shop cannot have without a warning (issue 41)', () => {
  it('a shop that never had rates from BNM logs an info line, then, once it has had them, a warning that the last ones stay', async () => {
    const fresh = logLines();
    await refreshRatesLogged(database.db, BNM_URL, fresh.log, offline);
    expect(fresh.lines).toEqual([{ level: 'info', message: expect.stringContaining('amounts are shown in RM alone until it answers') }]);

    await refreshRatesLogged(database.db, BNM_URL, fresh.log, bnmAnswers);
    expect(fresh.lines).toHaveLength(1); // a fetch that worked says nothing

    const later = logLines();
    await refreshRatesLogged(database.db, BNM_URL, later.log, offline);
    expect(later.lines).toEqual([{ level: 'warn', message: 'exchange rates not fetched from BNM; the last rates known stay' }]);
  });

  it('rates the shop starts with (never fetched) are said to be used, as an info line', () => {
    expect(refreshFailureNote(false, 10)).toEqual({ level: 'info', line: expect.stringContaining('the starting rates are used') });
    expect(refreshFailureNote(false, 0).level).toBe('info');
    expect(refreshFailureNote(true, 10).level).toBe('warn');
  });
});
