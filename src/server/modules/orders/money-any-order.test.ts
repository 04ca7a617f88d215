import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES } from '../../../domain/diamonds/pricing.ts';
import { senOfDollarsAt, sumSen, sen } from '../../../domain/money/money.ts';
import { RETURN_POLICY } from '../../../domain/orders/returns.ts';
import { anotherHandleOf } from '../../db/testing.ts';
import { orderReturns, refunds } from '../../db/schema/returns.ts';
import { sandboxGatewayPayments } from '../../db/schema/sandbox-gateway.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { TXN_STATUS } from '../payments/gateways/eghl-protocol.ts';
import { CALLBACK_PATH, RETURN_PATH } from '../payments/gateway.ts';
import { moneySteps } from './money-steps.testing.ts';
import { REFUND_MESSAGES } from './refunds.ts';
import { moneyShop } from './testing.ts';

/**
 * Money and settings hold in any order of events (issue 38): requests of one customer at once on two instances of the
 * shop, payments arriving in any order, a refund asked again, a cancellation racing the payment. On the PostgreSQL
 * server (DATABASE_URL) the two instances are two pools on one database, so their transactions truly overlap.
 */
const m = moneyShop(60);
const { shop, p, db, api } = m;
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

describe('refunds by what is owed', () => {
  it('an order paid three times (the lowest attempt approved last): the return refunds the payment that paid the order, each late payment its own; everything paid comes back', async () => {
    const { shopper, trackingId, fields, totalSen } = await steps.placed();
    const [second, third] = await Promise.all([steps.payNow(shopper, trackingId), steps.payNow(shopper, trackingId)]);
    await steps.paid(third);
    expect((await p.orderRow(trackingId)).status).toBe('Paid');
    await steps.paid(second);
    await steps.paid(fields);
    const orderId = (await p.orderRow(trackingId)).id;
    const late = await db().select().from(orderReturns).where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.kind, 'payment after cancellation')));
    expect(late).toHaveLength(2);

    await steps.delivered(trackingId);
    const asked = await steps.askReturn(shopper, trackingId);
    expect(asked.statusCode, asked.body).toBe(200);
    const number = asked.json().return_number as string;
    await steps.inspected(number);
    const returned = await steps.refund(number);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().return).toMatchObject({ status: 'refunded', payment: { paid: totalSen / 100, left: 0 } });
    for (const owed of late) {
      const back = await steps.refund(owed.number);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({ message: REFUND_MESSAGES.refunded, return: { status: 'refunded', payment: { paid: totalSen / 100, left: 0 } } });
    }

    const made = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(made.map((r) => r.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(new Set(made.map((r) => r.paymentAttemptId)).size).toBe(3);
    expect(sumSen(made.map((r) => sen(r.amountSen)))).toBe(3 * totalSen);
    for (const payment of [fields, second, third]) {
      const [ledger] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.paymentId, payment.PaymentID));
      expect(ledger.refundedSen, payment.PaymentID).toBe(totalSen);
    }
    expect((await p.orderRow(trackingId)).status).toBe('Refunded');
  }, 120_000);
});

describe('every refund request answers what it did', () => {
  it('after a partial refund, another amount is refused with what was done, more than the return refunds too; the same request answers the refund made', async () => {
    const { shopper, trackingId, fields, totalSen } = await steps.placed();
    await steps.paid(fields);
    await steps.delivered(trackingId);
    const number = (await steps.askReturn(shopper, trackingId)).json().return_number as string;
    await steps.inspected(number);
    const part = 1000;
    expect((await steps.refund(number, { amount: part })).statusCode).toBe(200);

    const other = await steps.refund(number, { amount: 500 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REFUND_MESSAGES.alreadyRefunded(part * 100));
    const rest = await steps.refund(number);
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe(REFUND_MESSAGES.alreadyRefunded(part * 100));
    const tooMuch = await steps.refund(number, { amount: totalSen / 100 + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(REFUND_MESSAGES.moreThanDue(totalSen));

    const again = await steps.refund(number, { amount: part });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: REFUND_MESSAGES.refunded, return: { payment: { refunded: part } } });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, (await p.orderRow(trackingId)).id))).toHaveLength(1);
    const [ledger] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.paymentId, fields.PaymentID));
    expect(ledger.refundedSen).toBe(part * 100);
  }, 120_000);

  it('a refund under way asked again: another amount is refused with what is under way; the same amount asks the gateway, which has refunded it', async () => {
    const { shopper, trackingId, fields, totalSen } = await steps.placed();
    await steps.paid(fields, 'pending');
    await steps.delivered(trackingId);
    const number = (await steps.askReturn(shopper, trackingId)).json().return_number as string;
    await steps.inspected(number);
    expect((await steps.refund(number)).json().message).toBe(REFUND_MESSAGES.pending);
    const other = await steps.refund(number, { amount: 100 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REFUND_MESSAGES.alreadyUnderWay(totalSen));
    const again = await steps.refund(number, { amount: totalSen / 100 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: REFUND_MESSAGES.refunded, return: { status: 'refunded', payment: { left: 0 } } });
    expect((await p.orderRow(trackingId)).status).toBe('Refunded');
  }, 120_000);
});

describe("the shopper's return from the gateway follows the order", () => {
  it('a cancellation racing the payment (its callback on the other instance): the browser is sent to success only when the order was paid', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const { shopper, trackingId, fields } = await steps.placed();
      const cancel = () => api('POST', `/api/order/${trackingId}/cancel`, shopper);
      const callback = () => p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success), other);
      const back = () => p.post(RETURN_PATH, p.gatewayAnswer(fields, TXN_STATUS.success));
      // the gateway's answers a little after the cancellation was asked, or at once; the browser after the callback or with it
      const after = (round >> 1) * 15;
      const paying = async () => {
        await new Promise((resolve) => setTimeout(resolve, after));
        if (round % 2 === 0) return (await callback(), await back());
        return (await Promise.all([callback(), back()]))[1];
      };
      const [, returned] = await Promise.all([cancel(), paying()]);
      const status = (await p.orderRow(trackingId)).status;
      seen.add(status);
      expect(['Paid', 'Cancelled']).toContain(status);
      expect(returned.headers.location, `round ${round + 1}: the order is ${status}`).toBe(`/orders/${trackingId}?status=${status === 'Paid' ? 'success' : 'failed'}`);
    }
    expect(seen.has('Cancelled')).toBe(true);
  }, 240_000);
});
