import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_API_PREFIX } from '../cms/routes.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import type { TestShop } from '../../testing.ts';
import { recheckPendingPayments } from '../orders/jobs.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';
import { TXN_STATUS } from './gateways/eghl-protocol.ts';
import { CALLBACK_PATH, SANDBOX_PATH } from './gateway.ts';
import type { QueryAnswer } from './gateways/sandbox-answers.ts';
import { paymentFixtures } from './testing.ts';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
let p: ReturnType<typeof paymentFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(30, { env: { LOG_LEVEL: 'warn' }, logStream: sink });
  f = orderFixtures(shop);
  p = paymentFixtures(shop, f);
});
afterAll(async () => shop?.close());

/** The re-query job, run as if `minutes` had passed. */
const recheck = (minutes: number) => recheckPendingPayments(shop.app.payments.settlement, shop.app.payments.query, 3, new Date(Date.now() + minutes * 60_000));

/** An order left pending at the sandbox (callback TxnStatus 2), whose status query then answers `answer`; the job run. */
async function queriedAs(answer: QueryAnswer) {
  const placed = await p.placedOrder();
  const done = await p.post(`${SANDBOX_PATH}/complete`, { ...placed.fields, outcome: 'pending', query: answer });
  expect(done.statusCode).toBe(200);
  expect((await p.attemptRow(placed.fields.PaymentID)).status).toBe('pending');
  await recheck(4);
  return { ...placed, attempt: await p.attemptRow(placed.fields.PaymentID), order: await p.orderRow(placed.order.OrderNumber) };
}

const stoneHeldBy = async (stoneId: number) => (await shop.database.db.select().from(diamonds).where(eq(diamonds.id, stoneId)))[0].reservedByOrderId;

describe('every gateway answer understood: the re-query job through the sandbox gateway', () => {
  it('-1 "does not exist" after the recheck window: the attempt failed, the order is Payment Failed with Pay Now, its stone still held', async () => {
    // the shopper never reached the gateway: the sandbox has no record of the payment
    const placed = await p.placedOrder();
    expect(await recheck(4)).toBe(1);
    const order = await p.orderRow(placed.order.OrderNumber);
    expect(order.status).toBe('Payment Failed');
    expect(await p.attemptRow(placed.fields.PaymentID)).toMatchObject({ status: 'failed', txnStatus: '-1' });
    expect(await stoneHeldBy(placed.stone.id)).toBe(order.id);
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/order/${order.trackingId}`, headers: placed.shopper.auth })).json().order;
    expect(detail).toMatchObject({ payment_status: 'failed', payment_data: { OrderNumber: order.trackingId } });
    // the sandbox's testing option answers -1 for a payment it did see, with the same effect
    const chosen = await queriedAs('notFound');
    expect(chosen.order.status).toBe('Payment Failed');
  });

  it('-2 system error: left pending and asked again later', async () => {
    const { order, attempt } = await queriedAs('systemError');
    expect(order.status).toBe('Pending Payment');
    expect(attempt).toMatchObject({ status: 'pending', txnStatus: '-2' });
    const asked = attempt.queriedAt!;
    await recheck(8);
    expect((await p.attemptRow(attempt.paymentId)).queriedAt!.getTime()).toBeGreaterThan(asked.getTime());
  });

  it('9 reversed, 10 refunded and 31 reversal pending: the attempt failed with its reversal recorded and shown to staff', async () => {
    const staff = await f.staffMember();
    for (const [answer, reversal] of [
      ['reversed', 'reversed'],
      ['refunded', 'refunded'],
      ['reversalPending', 'reversal pending'],
    ] as const) {
      const { order, attempt } = await queriedAs(answer);
      expect(order.status, answer).toBe('Payment Failed');
      expect(attempt).toMatchObject({ status: 'failed', reversal });
      const back = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/orders/${order.trackingId}`, headers: staff.auth })).json();
      expect(JSON.stringify(back)).toContain(`"reversal":"${reversal}"`);
    }
  });

  it('a paid order the gateway later calls refunded keeps its status; the refund is recorded and logged for staff', async () => {
    const { order, fields } = await p.placedOrder();
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success))).body).toBe('OK');
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.refunded))).body).toBe('OK');
    expect((await p.orderRow(order.OrderNumber)).status).toBe('Paid');
    expect(await p.attemptRow(fields.PaymentID)).toMatchObject({ status: 'success', reversal: 'refunded' });
    expect(logLines.some((l) => l.includes('"level":50') && l.includes(order.OrderNumber) && l.includes('went back to the customer'))).toBe(true);
  });

  it('16 captured pays the order; 15 authorised (money only held) stays pending', async () => {
    expect((await queriedAs('captured')).order.status).toBe('Paid');
    const authorised = await queriedAs('authorised');
    expect(authorised.order.status).toBe('Pending Payment');
    expect(authorised.attempt).toMatchObject({ status: 'pending', txnStatus: '15' });
  });

  it('an unknown status is left pending and logged as an error for staff', async () => {
    const { order, attempt } = await queriedAs('unknown');
    expect(order.status).toBe('Pending Payment');
    expect(attempt).toMatchObject({ status: 'pending', txnStatus: '77' });
    expect(logLines.some((l) => l.includes('"level":50') && l.includes(order.trackingId) && l.includes('does not know'))).toBe(true);
  });

  it('a late approval of an attempt the gateway had not heard of still pays the order', async () => {
    const placed = await p.placedOrder();
    await recheck(4);
    expect((await p.orderRow(placed.order.OrderNumber)).status).toBe('Payment Failed');
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(placed.fields, TXN_STATUS.success))).body).toBe('OK');
    expect((await p.orderRow(placed.order.OrderNumber)).status).toBe('Paid');
  });
});
