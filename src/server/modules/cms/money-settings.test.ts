import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_RATE_MAX, STAFF_RATE_MIN } from '../../../domain/money/currencies.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { seedContent } from '../../db/seed/content.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { orderFixtures, type Shopper } from '../orders/testing.ts';
import { CMS_API_PREFIX } from './routes.ts';

/**
 * The back-office's money settings hold whatever order staff's requests arrive in: the instalment plans saved by
 * several staff members at once, a rate by hand at the edges of what the database keeps. On the PostgreSQL server
 * (DATABASE_URL) the saves really run side by side; the embedded database takes one transaction at a time.
 */
let shop: TestShop;
let staff: Shopper;
beforeAll(async () => {
  shop = await startTestShop({ seed: (handle) => seedContent(handle.db) });
  staff = await orderFixtures(shop).staffMember();
});
afterAll(() => shop?.close());

const cms = (method: 'GET' | 'PUT', url: string, payload?: object) => shop.app.inject({ method, url: `${CMS_API_PREFIX}${url}`, headers: staff.auth, payload });

describe('instalment plans saved by several staff members at once', () => {
  it('ten identical saves side by side all answer 200 and leave the list once', async () => {
    const plans = [
      { bank: 'Maybank', months: 6, minimum: 1000, promo_code: 'MBB6', active: true },
      { bank: 'Maybank', months: 12, minimum: 2000, promo_code: 'MBB12', active: true },
      { bank: 'CIMB Bank', months: 12, minimum: 3000, promo_code: '', active: false },
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => cms('PUT', '/instalment-plans', { plans })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const read = (await cms('GET', '/instalment-plans')).json().plans;
    expect(read).toEqual(plans.map((p) => expect.objectContaining(p)));
  });

  it('ten different saves side by side: each answers 200 and the last to commit is the list', async () => {
    const lists = Array.from({ length: 10 }, (_, i) => [{ bank: `Bank ${i}`, months: 12, minimum: 1000 + i, promo_code: '', active: true }]);
    const answers = await Promise.all(lists.map((plans) => cms('PUT', '/instalment-plans', { plans })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const read = (await cms('GET', '/instalment-plans')).json().plans;
    expect(read).toHaveLength(1);
    expect(lists.map((l) => l[0].bank)).toContain(read[0].bank);
  });
});

describe('a rate set by hand is one the database keeps, or a 4xx that says which', () => {
  it.each([1e-300, 5e-324, 1e-9, STAFF_RATE_MIN / 2, STAFF_RATE_MAX * 1.5, 1e308])('%s is refused with a 400 naming the range; nothing is stored or audited', async (rate) => {
    const refused = await cms('PUT', '/exchange-rates/USD', { rate });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toMatch(/rate: A rate is RM for one unit of the currency, from 0\.000001 to 100,000\./);
    expect(await shop.database.db.select().from(auditLog).where(eq(auditLog.action, 'rate.override'))).toEqual([]);
  });

  it.each([STAFF_RATE_MIN, 0.000171, STAFF_RATE_MAX])('%s is kept (IDR, quoted per 100 units, too)', async (rate) => {
    for (const currency of ['USD', 'IDR']) {
      const saved = await cms('PUT', `/exchange-rates/${currency}`, { rate });
      expect(saved.statusCode, saved.body).toBe(200);
      const [row] = await shop.database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency));
      expect(row.overrideRate).toBeGreaterThan(0);
    }
  });
});
