import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_CURRENCY, SHOWN_CURRENCIES } from '../../../domain/money/currencies.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../db/testing.ts';
import { overrideRate } from './overrides.ts';
import { refreshRates } from './refresh.ts';
import { storedRateOf, storedRates } from './stored.ts';

/**
 * Currencies honest (issue 41): a fresh shop shows every currency at a dated starting rate until Bank Negara Malaysia
 * answers; BNM's rates replace them at the first refresh that succeeds; staff's rate wins over both. Against the real
 * database as the migrations leave it, and a local stand-in of BNM's API answering in its layout.
 */
let database: DatabaseHandle;
let bnm: Server;
let bnmUrl: string;
const BNM_ANSWER = {
  data: [
    { currency_code: 'USD', unit: 1, rate: { date: '2026-11-27', buying_rate: 4.4601, selling_rate: 4.4701, middle_rate: 4.4651 } },
    { currency_code: 'IDR', unit: 100, rate: { date: '2026-11-27', buying_rate: 0.0281, selling_rate: 0.0283, middle_rate: 0.0282 } },
  ],
  meta: { quote: 'rm', session: '1200' },
};

beforeAll(async () => {
  database = await openTestDatabase();
  bnm = createServer((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(BNM_ANSWER)));
  await new Promise<void>((resolve) => bnm.listen(0, '127.0.0.1', resolve));
  bnmUrl = `http://127.0.0.1:${(bnm.address() as AddressInfo).port}/public/exchange-rate`;
});
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => bnm?.close(resolve));
});

describe('starting exchange rates (issue 41)', () => {
  it('a fresh shop has a dated starting rate for every currency it shows, in BNM’s units', async () => {
    const rates = await storedRates(database.db);
    expect(rates.map((r) => r.currency).sort()).toEqual(SHOWN_CURRENCIES.filter((c) => c !== HOME_CURRENCY).sort());
    for (const rate of rates) expect(rate).toMatchObject({ source: 'start', date: '2025-10-24' });
    expect(await storedRateOf(database.db, 'USD')).toEqual({ currency: 'USD', rate: 4.2225, unit: 1, date: '2025-10-24', source: 'start' });
    expect(await storedRateOf(database.db, 'IDR')).toMatchObject({ rate: 0.0254, unit: 100 });
  });

  it('a refresh that succeeds replaces them with BNM’s, and leaves the starting rate of a currency BNM did not give', async () => {
    expect(await refreshRates(database.db, bnmUrl)).toEqual({ ok: true, updated: 2 });
    expect(await storedRateOf(database.db, 'USD')).toEqual({ currency: 'USD', rate: 4.4651, unit: 1, date: '2026-11-27', source: 'bnm' });
    expect(await storedRateOf(database.db, 'IDR')).toEqual({ currency: 'IDR', rate: 0.0282, unit: 100, date: '2026-11-27', source: 'bnm' });
    expect(await storedRateOf(database.db, 'SGD')).toMatchObject({ source: 'start', date: '2025-10-24' });
  });

  it('staff’s rate wins over the starting rate and over BNM’s, through later refreshes; reset, the rate beneath is back', async () => {
    await database.db.transaction((tx) => overrideRate(tx, 'SGD', 3.5));
    await database.db.transaction((tx) => overrideRate(tx, 'USD', 4.5));
    await refreshRates(database.db, bnmUrl);
    expect(await storedRateOf(database.db, 'SGD')).toMatchObject({ rate: 3.5, source: 'staff' });
    expect(await storedRateOf(database.db, 'USD')).toMatchObject({ rate: 4.5, source: 'staff' });
    await database.db.transaction((tx) => overrideRate(tx, 'SGD', null));
    await database.db.transaction((tx) => overrideRate(tx, 'USD', null));
    expect(await storedRateOf(database.db, 'SGD')).toMatchObject({ source: 'start', date: '2025-10-24' });
    expect(await storedRateOf(database.db, 'USD')).toMatchObject({ rate: 4.4651, source: 'bnm' });
  });
});
