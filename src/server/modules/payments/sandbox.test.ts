import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherHandleOf } from '../../db/testing.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { recheckPendingPayments } from '../orders/jobs.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';
import { RETURN_PATH, SANDBOX_PATH } from './gateway.ts';
import { paymentFixtures } from './testing.ts';

let shop: TestShop;
let other: TestShop;
let p: ReturnType<typeof paymentFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(10);
  p = paymentFixtures(shop, orderFixtures(shop));
  // a second instance of the shop on the same database, with its own var folder as another machine has
  other = await startTestShop({ database: await anotherHandleOf(shop.database), env: { VAR_DIR: 'var/test-other-instance' } });
});
afterAll(async () => {
  await other?.close();
  await shop?.close();
});

describe('the sandbox gateway refuses a malformed SALE form with a 400 and a message, never a 500', () => {
  it('a form whose field boundary moved (the return URL joined to the callback URL: the same hash) is refused', async () => {
    const { fields } = await p.placedOrder();
    const moved = { ...fields, MerchantReturnURL: '', MerchantCallBackURL: `${fields.MerchantReturnURL}${fields.MerchantCallBackURL}` };
    for (const url of [SANDBOX_PATH, `${SANDBOX_PATH}/complete`]) {
      const answer = await p.post(url, { ...moved, outcome: 'approve' });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body).toContain('MerchantReturnURL');
    }
  });

  it('a return address that is no web address, an amount without two decimals, another currency or a missing PaymentID is refused', async () => {
    const { fields } = await p.placedOrder();
    for (const [name, change] of [
      ['MerchantReturnURL', { MerchantReturnURL: 'javascript:alert(1)' }],
      ['MerchantCallBackURL', { MerchantCallBackURL: 'not a url' }],
      ['Amount', { Amount: '12' }],
      ['CurrencyCode', { CurrencyCode: 'USD' }],
      ['PaymentID', { PaymentID: '' }],
      ['TransactionType', { TransactionType: 'QUERY' }],
    ] as const) {
      for (const url of [SANDBOX_PATH, `${SANDBOX_PATH}/complete`]) {
        const answer = await p.post(url, { ...fields, ...change, outcome: 'approve' });
        expect(answer.statusCode, `${name} at ${url}`).toBe(400);
        expect(answer.body).toContain(name);
      }
    }
  });
});

describe('the sandbox gateway works across instances of the shop on one database', () => {
  it("a form signed by one instance is taken by another's sandbox, and the other's status query finds the payment the first took", async () => {
    const { order, fields } = await p.placedOrder();
    expect(other.app.payments.gateway.password).toBe(shop.app.payments.gateway.password);
    const page = await p.post(SANDBOX_PATH, fields, other);
    expect(page.statusCode, page.body).toBe(200);
    // the shopper leaves it pending at the first instance; the second instance's re-query job settles it
    const done = await p.post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'pending' });
    expect(done.statusCode).toBe(200);
    expect((await p.orderRow(order.OrderNumber)).status).toBe('Pending Payment');
    const { settlement, query } = other.app.payments;
    expect(await recheckPendingPayments(settlement, query, 3, new Date(Date.now() + 4 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await p.orderRow(order.OrderNumber)).status).toBe('Paid');
  });
});

describe('the payment form is always allowed by the page that posts it', () => {
  it('the sandbox is posted to on the page’s own address and returns the browser to the shop’s return path there', async () => {
    const { order, fields } = await p.placedOrder();
    expect(order.payment.action).toBe(SANDBOX_PATH);
    const done = await p.post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'approve' });
    expect(done.body).toContain(`action="${RETURN_PATH}"`);
  });
});
