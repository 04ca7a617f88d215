import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATION_MESSAGES } from '../../../domain/payments/payment-destinations.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orders } from '../../db/schema/orders.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { SANDBOX_PATH } from '../payments/gateway.ts';
import { paymentFixtures } from '../payments/testing.ts';
import { orderFixtures, startOrderShop, type Shopper } from './testing.ts';

/** A local stand-in of Bank Negara Malaysia's exchange-rate API, answering in BNM's layout (or failing on demand). */
let bnm: Server;
let bnmFails = false;
const bnmAsked: { accept?: string; query: string }[] = [];
const BNM_ANSWER = {
  data: [
    { currency_code: 'SGD', unit: 1, rate: { date: '2026-11-27', buying_rate: 3.4101, selling_rate: 3.4201, middle_rate: 3.4151 } },
    { currency_code: 'USD', unit: 1, rate: { date: '2026-11-27', buying_rate: 4.4601, selling_rate: 4.4701, middle_rate: 4.4651 } },
    { currency_code: 'IDR', unit: 100, rate: { date: '2026-11-27', buying_rate: 0.0281, selling_rate: 0.0283, middle_rate: 0.0282 } },
    { currency_code: 'JPY', unit: 100, rate: { date: '2026-11-27', buying_rate: 2.9, selling_rate: 2.92, middle_rate: 2.91 } },
  ],
  meta: { quote: 'rm', session: '1200', last_updated: '2026-11-27 12:00:06', total_result: 4 },
};

let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
let p: ReturnType<typeof paymentFixtures>;
beforeAll(async () => {
  bnm = createServer((request, response) => {
    bnmAsked.push({ accept: request.headers.accept, query: request.url?.split('?')[1] ?? '' });
    if (bnmFails) return void response.writeHead(503).end('Service Unavailable');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(BNM_ANSWER));
  });
  await new Promise<void>((resolve) => bnm.listen(0, '127.0.0.1', resolve));
  shop = await startOrderShop(12, { env: { BNM_RATES_URL: `http://127.0.0.1:${(bnm.address() as AddressInfo).port}/public/exchange-rate` } });
  f = orderFixtures(shop);
  p = paymentFixtures(shop, f);
});
afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => bnm?.close(resolve));
});

const singapore = { name: 'Tan Wei Ling', phone: '9123 4567', address: '1 Orchard Road, #10-01', postal: '238801', city: 'Singapore', country: 'SG', is_default: true };

async function addressIn(shopper: Shopper, payload: object): Promise<number> {
  const answer = await shop.app.inject({ method: 'POST', url: '/api/user/address', headers: shopper.auth, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().address.id;
}

/** A shopper with a ring in the cart priced `stoneSen` for its diamond, and an address in Singapore. */
async function singaporeShopper(stoneSen = 200_000) {
  const shopper = await registeredShopper(shop.app);
  const stone = await f.freeStone();
  await shop.database.db.update(diamonds).set({ priceSen: stoneSen }).where(eq(diamonds.id, stone.id));
  const cart = await f.ringInCart(shopper, stone.certificateNo);
  const address = await addressIn(shopper, singapore);
  return { shopper, address, order: { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) } };
}
const sgdRate = (answer: { json(): { rates: { currency: string }[] } }) => answer.json().rates.find((r) => r.currency === 'SGD');
const orderRow = async (tracking: string) => (await shop.database.db.select().from(orders).where(eq(orders.trackingId, tracking)))[0];

describe('exchange rates from Bank Negara Malaysia (issue 28)', () => {
  it('are fetched from the API with its Accept header, kept when it fails, and overridden by staff', async () => {
    const staff = await f.staffMember();
    const refresh = () => shop.app.inject({ method: 'POST', url: '/api/cms/exchange-rates/refresh', headers: staff.auth });
    const first = (await refresh()).json();
    expect(first).toMatchObject({ ok: true, updated: 3 });
    expect(bnmAsked.at(-1)).toEqual({ accept: 'application/vnd.BNM.API.v1+json', query: 'session=1200&quote=rm' });
    const shown = (await shop.app.inject({ method: 'GET', url: '/api/exchange-rates' })).json().rates;
    // BNM's replace the starting rates of the currencies it gave (issue 41); the others keep theirs
    expect(shown.filter((r: { source: string }) => r.source !== 'start')).toEqual([
      { currency: 'IDR', rate: 0.0282, unit: 100, date: '2026-11-27', source: 'bnm' },
      { currency: 'SGD', rate: 3.4151, unit: 1, date: '2026-11-27', source: 'bnm' },
      { currency: 'USD', rate: 4.4651, unit: 1, date: '2026-11-27', source: 'bnm' },
    ]);
    expect(shown.filter((r: { source: string }) => r.source === 'start').map((r: { currency: string }) => r.currency)).toEqual(['AUD', 'BND', 'CNY', 'EUR', 'GBP', 'HKD', 'PHP']);
    bnmFails = true;
    expect((await refresh()).json()).toMatchObject({ ok: false, updated: 0 });
    expect((await shop.app.inject({ method: 'GET', url: '/api/exchange-rates' })).json().rates).toEqual(shown);
    bnmFails = false;
    const override = await shop.app.inject({ method: 'PUT', url: '/api/cms/exchange-rates/SGD', headers: staff.auth, payload: { rate: 3.5 } });
    expect(override.statusCode, override.body).toBe(200);
    expect(override.json().rates.find((r: { currency: string }) => r.currency === 'SGD')).toMatchObject({ rate: 3.5, source: 'staff' });
    // a fetch keeps staff's rate; null gives BNM's back
    await refresh();
    expect(sgdRate(await shop.app.inject({ method: 'GET', url: '/api/exchange-rates' }))).toMatchObject({ currency: 'SGD', rate: 3.5, source: 'staff' });
    await shop.app.inject({ method: 'PUT', url: '/api/cms/exchange-rates/SGD', headers: staff.auth, payload: { rate: null } });
    expect(sgdRate(await shop.app.inject({ method: 'GET', url: '/api/exchange-rates' }))).toMatchObject({ currency: 'SGD', rate: 3.4151, source: 'bnm' });
    const customer = await registeredShopper(shop.app);
    expect((await shop.app.inject({ method: 'PUT', url: '/api/cms/exchange-rates/SGD', headers: customer.auth, payload: { rate: 1 } })).statusCode).toBe(403);
  });
});

describe('payment by destination (issue 28; account spec §9)', () => {
  it('a Singapore address takes an order paid by card through the sandbox, kept with its country, currency and rate', async () => {
    await shop.app.inject({ method: 'POST', url: '/api/cms/exchange-rates/refresh', headers: (await f.staffMember()).auth });
    const { shopper, order } = await singaporeShopper();
    const placed = await f.place(shopper, { ...order, payment_method: 'CC', currency_shown: 'SGD' });
    expect(placed.statusCode, placed.body).toBe(200);
    const { OrderNumber, payment } = placed.json().order;
    await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: '4111 1111 1111 1111' });
    const row = await orderRow(OrderNumber);
    expect(row).toMatchObject({ status: 'Paid', countryCode: 'SG', billingCountry: 'SG', reviewHold: false, currencyShown: 'SGD', rateShown: 3.4151 });
    expect(row.address).toMatchObject({ country: 'Singapore', phone: '91234567' });
    const mails = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.map((m) => m.text).join("\n")).toMatch(/Delivered to Singapore[\s\S]*S\$[\d,.]+ at 1 SGD = RM 3\.4151/);
    // the order page and Order History both give the total in S$ at the rate kept with the order
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/order/${OrderNumber}`, headers: shopper.auth })).json();
    const history = (await shop.app.inject({ method: 'GET', url: '/api/order/list?page=1&limit=10', headers: shopper.auth })).json();
    const listed = history.orders.find((o: { order_tracking_id: string }) => o.order_tracking_id === OrderNumber);
    expect(detail.order.shown_in).toMatchObject({ currency: 'SGD', rate: 3.4151 });
    expect(Math.abs(detail.order.shown_in.total - detail.order.order_total / 3.4151)).toBeLessThanOrEqual(0.01);
    expect(listed.shown_in).toEqual(detail.order.shown_in);
  });

  it('FPX is not offered abroad', async () => {
    const { shopper, order } = await singaporeShopper();
    const refused = await f.place(shopper, { ...order, payment_method: 'DD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DESTINATION_MESSAGES.fpxMalaysiaOnly);
  });

  it('a card billed in the USA is refused with the policy’s words', async () => {
    const { shopper, order } = await singaporeShopper();
    const refused = await f.place(shopper, { ...order, payment_method: 'CC', billing_country: 'US' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DESTINATION_MESSAGES.cardRefused);
    expect(refused.json().message).toContain('Card payments are not accepted from Canada, Brazil or the USA');
  });

  it('a bank-transfer order gets instructions by e-mail and is paid when staff confirm it', async () => {
    const { shopper, order } = await singaporeShopper();
    const placed = await f.place(shopper, { ...order, payment_method: 'BT', billing_country: 'US' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.payment).toBeNull();
    const tracking = placed.json().order.OrderNumber;
    const mails = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.map((m) => m.text).join('\n')).toContain(`with your order number ${tracking} as the reference`);
    const staff = await f.staffMember();
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/cms/orders/${tracking}`, headers: staff.auth })).json().order;
    expect(detail.moves).toContain('Paid');
    const paid = await shop.app.inject({ method: 'PUT', url: `/api/cms/orders/${tracking}/status`, headers: staff.auth, payload: { status: 'Paid', note: 'transfer received' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await orderRow(tracking)).status).toBe('Paid');
  });

  it('a card order of US$1,000 or more delivered to another country than its billing country is held for review before it ships', async () => {
    const { shopper, order } = await singaporeShopper(2_000_000);
    const placed = await f.place(shopper, { ...order, payment_method: 'CC', billing_country: 'MY' });
    expect(placed.statusCode, placed.body).toBe(200);
    const { OrderNumber, payment } = placed.json().order;
    await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: '4111 1111 1111 1111' });
    expect(await orderRow(OrderNumber)).toMatchObject({ status: 'Paid', reviewHold: true, billingCountry: 'MY' });
    const staff = await f.staffMember();
    const move = (status: string) => shop.app.inject({ method: 'PUT', url: `/api/cms/orders/${OrderNumber}/status`, headers: staff.auth, payload: { status, shipping_tracking_no: 'EMS123' } });
    expect((await move('In Production')).statusCode).toBe(200);
    const held = await move('Shipped');
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(DESTINATION_MESSAGES.heldForReview);
    const list = (await shop.app.inject({ method: 'GET', url: '/api/cms/orders?country=SG', headers: staff.auth })).json();
    expect(list.orders.map((o: { tracking_id: string }) => o.tracking_id)).toContain(OrderNumber);
    expect(list.orders.every((o: { country: string }) => o.country === 'SG')).toBe(true);
    expect((await shop.app.inject({ method: 'GET', url: '/api/cms/orders?country=AU', headers: staff.auth })).json().orders).toEqual([]);
    const cleared = await shop.app.inject({ method: 'POST', url: `/api/cms/orders/${OrderNumber}/review`, headers: staff.auth, payload: { note: 'billing address confirmed by phone' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().order.abroad.review_hold).toBe(false);
    expect((await move('Shipped')).statusCode).toBe(200);
  });
});
