import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES } from '../../../domain/diamond-pricing.ts';
import { senOfDollarsAt } from '../../../domain/money.ts';
import { RETURN_POLICY } from '../../../domain/returns.ts';
import { anotherHandleOf } from '../../db/testing.ts';
import { orderReturns } from '../../db/schema/returns.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { moneySteps } from './money-steps.testing.ts';
import { moneyShop } from './testing.ts';

/**
 * Money and settings hold in any order of events (issue 38): requests of one customer at once on two instances of the
 * shop, payments arriving in any order, a refund asked again, a cancellation racing the payment. On the PostgreSQL
 * server (DATABASE_URL) the two instances are two pools on one database, so their transactions truly overlap.
 */
const m = moneyShop(60);
const { shop, p, db } = m;
const steps = moneySteps(m);
let other: TestShop;
beforeAll(async () => {
  other = await startTestShop({ database: await anotherHandleOf(shop.database) });
}, 120_000);
afterAll(async () => other?.close());

const ROUNDS = 3;

describe("a customer's money rules lock the customer", () => {
  it('two returns of one customer posted at once, one to each instance: the first travels free, the other pays the fee', async () => {
    const fee = senOfDollarsAt(RETURN_POLICY.feeMalaysiaUsd, DEFAULT_PRICING_RULES.usdToMyr);
    for (let round = 0; round < ROUNDS; round++) {
      const first = await steps.placed();
      await steps.paid(first.fields);
      const second = await steps.placed(first.shopper);
      await steps.paid(second.fields);
      for (const o of [first, second]) await steps.delivered(o.trackingId);
      const asked = await Promise.all([steps.askReturn(first.shopper, first.trackingId, shop), steps.askReturn(first.shopper, second.trackingId, other)]);
      expect(asked.map((a) => a.statusCode), asked.map((a) => a.body).join('\n')).toEqual([200, 200]);
      const fees = await Promise.all([first, second].map(async (o) => (await db().select().from(orderReturns).where(eq(orderReturns.orderId, (await p.orderRow(o.trackingId)).id)))[0].feeSen));
      expect(fees.sort((a, b) => a - b), `round ${round + 1}`).toEqual([0, fee]);
    }
  }, 240_000);
});
