import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orderStatusChanges, paymentAttempts } from '../../db/schema/orders.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { TXN_STATUS } from '../payments/gateways/eghl-protocol.ts';
import { CALLBACK_PATH, RETURN_PATH, SANDBOX_PATH } from '../payments/gateway.ts';
import { paymentFixtures } from '../payments/testing.ts';
import { expireReservations, recheckPendingPayments } from './jobs.ts';
import { orderFixtures, startOrderShop } from './testing.ts';
import { orderCauseInWords } from '../../../domain/orders/order-causes.ts';

let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(40);
  f = orderFixtures(shop);
});
afterAll(async () => shop?.close());

let post: ReturnType<typeof paymentFixtures>['post'];
let placedOrder: ReturnType<typeof paymentFixtures>['placedOrder'];
let gatewayAnswer: ReturnType<typeof paymentFixtures>['gatewayAnswer'];
let orderRow: ReturnType<typeof paymentFixtures>['orderRow'];
beforeAll(() => ({ post, placedOrder, gatewayAnswer, orderRow } = paymentFixtures(shop, f)));

const stoneRow = async (id: number) => (await shop.database.db.select().from(diamonds).where(eq(diamonds.id, id)))[0];

describe('the gateway callback and return (issue 16)', () => {
  it('an approved payment: the order is paid, its stone sold, its cart line removed, the confirmation e-mailed; the callback answers OK and the return shows success', async () => {
    const { shopper, stone, order, fields } = await placedOrder();
    const callback = await post(CALLBACK_PATH, gatewayAnswer(fields, TXN_STATUS.success));
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toBe('OK');
    const row = await orderRow(order.OrderNumber);
    expect(row).toMatchObject({ status: 'Paid', reservedUntil: null });
    expect(row.paidAt).not.toBeNull();
    expect(await stoneRow(stone.id)).toMatchObject({ isAvailable: false, reservedByOrderId: row.id });
    expect((await f.cartOf(shopper)).items).toEqual([]);
    const mails = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.map((m) => m.kind)).toContain('order-confirmation');
    const back = await post(RETURN_PATH, gatewayAnswer(fields, TXN_STATUS.success));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/orders/${order.OrderNumber}?status=success`);
  });

  it("only the gateway's routes read form bodies: every other route of the shop refuses one (415)", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const url of ['/api/login', '/api/order/create', '/api/hint/create']) {
      const answer = await shop.app.inject({ method: 'POST', url, headers: form, payload: 'email=a%40example.com&password=x' });
      expect(answer.statusCode, url).toBe(415);
    }
  });

  it('a forged hash, a wrong amount, a wrong currency or another merchant change nothing and never show success', async () => {
    const { stone, order, fields } = await placedOrder();
    const forged = { ...gatewayAnswer(fields, TXN_STATUS.success), HashValue2: 'f'.repeat(64) };
    const wrongPassword = gatewayAnswer(fields, TXN_STATUS.success, {}, 'someone-elses-password');
    const wrongAmount = gatewayAnswer(fields, TXN_STATUS.success, { Amount: '1.00' });
    const wrongCurrency = gatewayAnswer(fields, TXN_STATUS.success, { CurrencyCode: 'USD' });
    const wrongMerchant = gatewayAnswer(fields, TXN_STATUS.success, { ServiceID: 'XYZ' });
    for (const message of [forged, wrongPassword, wrongAmount, wrongCurrency, wrongMerchant]) {
      expect((await post(CALLBACK_PATH, message)).statusCode).toBe(400);
      const back = await post(RETURN_PATH, message);
      expect(back.headers.location).not.toContain('success');
    }
    expect(await orderRow(order.OrderNumber)).toMatchObject({ status: 'Pending Payment' });
    expect(await stoneRow(stone.id)).toMatchObject({ isAvailable: true });
    const [attempt] = await shop.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, fields.PaymentID));
    expect(attempt).toMatchObject({ status: 'pending', messages: [] });
  });

  it('a duplicate callback changes nothing twice; a replayed failure after success changes nothing', async () => {
    const { order, fields } = await placedOrder();
    const approved = gatewayAnswer(fields, TXN_STATUS.success);
    expect((await post(CALLBACK_PATH, approved)).body).toBe('OK');
    expect((await post(CALLBACK_PATH, approved)).body).toBe('OK');
    expect((await post(CALLBACK_PATH, gatewayAnswer(fields, TXN_STATUS.failed))).body).toBe('OK');
    const row = await orderRow(order.OrderNumber);
    expect(row.status).toBe('Paid');
    const history = await shop.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row.id)).orderBy(orderStatusChanges.id);
    expect(history.map((h) => h.toStatus)).toEqual(['Pending Payment', 'Paid']);
    const [attempt] = await shop.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, fields.PaymentID));
    expect(attempt.messages).toHaveLength(1);
  });

  it('a failed payment: the order waits with Pay Now, the stone stays reserved, a failure e-mail says how to retry; Pay Now makes a new attempt that can succeed', async () => {
    const { shopper, stone, order, fields } = await placedOrder();
    const back = await post(RETURN_PATH, gatewayAnswer(fields, TXN_STATUS.failed, { TxnMessage: 'Buyer cancelled' }));
    expect(back.headers.location).toBe(`/orders/${order.OrderNumber}?status=failed`);
    const row = await orderRow(order.OrderNumber);
    expect(row.status).toBe('Payment Failed');
    expect((await stoneRow(stone.id)).reservedByOrderId).toBe(row.id);
    const mails = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.map((m) => m.kind)).toContain('payment-failed');
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/order/${order.OrderNumber}`, headers: shopper.auth })).json().order;
    expect(detail).toMatchObject({ order_status: 'Payment Failed', payment_status: 'failed', payment_data: { OrderNumber: order.OrderNumber } });

    const payNow = await shop.app.inject({ method: 'PUT', url: '/api/order/update', headers: shopper.auth, payload: { order_tracking_id: order.OrderNumber, payment_method: 'CC' } });
    expect(payNow.statusCode, payNow.body).toBe(200);
    const again = payNow.json().order.payment.fields;
    expect(again.PaymentID).not.toBe(fields.PaymentID);
    expect(again).toMatchObject({ PymtMethod: 'CC', Amount: fields.Amount });
    expect((await post(CALLBACK_PATH, gatewayAnswer(again, TXN_STATUS.success))).body).toBe('OK');
    expect((await orderRow(order.OrderNumber)).status).toBe('Paid');
    const other = await registeredShopper(shop.app);
    expect((await shop.app.inject({ method: 'PUT', url: '/api/order/update', headers: other.auth, payload: { order_tracking_id: order.OrderNumber } })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/api/order/${order.OrderNumber}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('a pending payment is settled by the re-query job', async () => {
    const { order, fields } = await placedOrder();
    // the shopper leaves it pending at the sandbox gateway; its callback says TxnStatus 2
    const page = await post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'pending', callback: 'once' });
    expect(page.statusCode).toBe(200);
    expect((await orderRow(order.OrderNumber)).status).toBe('Pending Payment');
    const { settlement, query } = shop.app.payments;
    expect(await recheckPendingPayments(settlement, query, 3)).toBe(0); // not yet due
    const settled = await recheckPendingPayments(settlement, query, 3, new Date(Date.now() + 4 * 60_000));
    expect(settled).toBeGreaterThanOrEqual(1); // with any other test's attempt that never reached the gateway (-1)
    expect((await orderRow(order.OrderNumber)).status).toBe('Paid');
  });

  it('an expired reservation cancels the order with its cause and returns the stone to the search', async () => {
    const { stone, order } = await placedOrder();
    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificateNo}` })).statusCode).toBe(404);
    expect(await expireReservations(shop.app.payments.moves)).toBe(0);
    expect(await expireReservations(shop.app.payments.moves, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    const row = await orderRow(order.OrderNumber);
    expect(row).toMatchObject({ status: 'Cancelled', reservedUntil: null });
    const history = await shop.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row.id)).orderBy(orderStatusChanges.id);
    const last = history.at(-1)!;
    expect({ ...last, cause: orderCauseInWords(last.cause) }).toMatchObject({ toStatus: 'Cancelled', cause: 'the reservation expired before payment', actorKind: 'system' });
    expect(await stoneRow(stone.id)).toMatchObject({ isAvailable: true, reservedByOrderId: null });
    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificateNo}` })).statusCode).toBe(200);
    // back in the search: the diamonds trigger tells every instance at commit (asynchronously on a server)
    const type = stone.type === 'lab' ? 'labgrowndiamond' : 'naturaldiamond';
    const search = async () =>
      (
        await shop.app.inject({ method: 'POST', url: `/api/diamond/list/${type}?limit=60`, payload: { shape: stone.shape, carat: [stone.carat, stone.carat], totalprice_min: stone.priceSen / 100, totalprice_max: stone.priceSen / 100 } })
      ).json() as { data: { CERTIFICATE_NO: string }[] };
    const started = Date.now();
    while (!(await search()).data.some((d) => d.CERTIFICATE_NO === stone.certificateNo)) {
      expect(Date.now() - started, 'the stone was not back in the search within 2 s').toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 25));
    }
  });
});

describe('the sandbox gateway (issue 16)', () => {
  it('takes the real SALE form, refuses a changed one, and approves an FPX payment with a callback and the browser returned', async () => {
    const { order, fields } = await placedOrder();
    const pageAnswer = await post(SANDBOX_PATH, fields);
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.body).toContain('no money moves');
    expect(pageAnswer.body).toContain('Maybank2u');
    expect((await post(SANDBOX_PATH, { ...fields, Amount: '1.00' })).statusCode).toBe(400);
    const done = await post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'approve', bank: 'CIMB Clicks', callback: 'twice' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`action="${RETURN_PATH}"`);
    expect((await orderRow(order.OrderNumber)).status).toBe('Paid');
  });

  it('declines the documented declining card and a cancelled payment fails the order', async () => {
    const card = await placedOrder();
    const payNow = await shop.app.inject({ method: 'PUT', url: '/api/order/update', headers: card.shopper.auth, payload: { order_tracking_id: card.order.OrderNumber, payment_method: 'CC' } });
    const ccFields = payNow.json().order.payment.fields;
    await post(`${SANDBOX_PATH}/complete`, { ...ccFields, outcome: 'pay', card: '4000 0000 0000 0002' });
    expect((await orderRow(card.order.OrderNumber)).status).toBe('Payment Failed');
    const cancelled = await placedOrder();
    await post(`${SANDBOX_PATH}/complete`, { ...cancelled.fields, outcome: 'cancel' });
    expect((await orderRow(cancelled.order.OrderNumber)).status).toBe('Payment Failed');
  });
});
