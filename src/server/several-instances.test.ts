import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServerDatabase } from './db/testing.ts';
import { CATEGORY } from './db/seed/catalog-data/index.ts';
import { SANDBOX_CARDS } from './modules/payments/gateways/sandbox-pages.ts';
import { startShopProcess, type ShopProcess } from './shop-process.testing.ts';

/**
 * Several instances are one shop: two real shop processes (as `npm start` runs them, on their own ports and their own
 * default addresses) share one PostgreSQL database, Redis and JWT_SECRET. A shopper logs in on one, fills the cart
 * and places the order on the other, pays through the sandbox gateway served by the first, and its callback settles
 * the order that the second signed. Runs on a PostgreSQL server only (the embedded database is one instance's).
 */

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let first: ShopProcess | undefined;
let second: ShopProcess | undefined;
let admin: pg.Client;
let fresh: Awaited<ReturnType<typeof newServerDatabase>> | undefined;

async function call(shop: ShopProcess, method: string, path: string, body?: unknown, token?: string) {
  const answer = await fetch(`${shop.base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

async function postForm(shop: ShopProcess, path: string, fields: Record<string, string>) {
  const answer = await fetch(`${shop.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  return { status: answer.status, text: await answer.text() };
}

beforeAll(async () => {
  if (!serverUrl) return;
  fresh = await newServerDatabase(serverUrl, 'two');
  admin = new pg.Client({ connectionString: fresh.url });
  await admin.connect();
  const shared = { DATABASE_URL: fresh.url, REDIS_URL: redisUrl, JWT_SECRET: `several-instances-${randomBytes(16).toString('hex')}`, PAYMENT_SANDBOX: 'true', SEED_DIAMONDS: '600' };
  // the first loads the demo shop; the second finds it loaded
  first = await startShopProcess({ env: shared });
  second = await startShopProcess({ env: shared });
}, 300_000);

afterAll(async () => {
  if (!serverUrl) return;
  await Promise.all([first?.stop(), second?.stop()]);
  await admin?.end().catch(() => undefined);
  await fresh?.drop();
});

describe.skipIf(!serverUrl)('several instances are one shop', () => {
  it('logs in on one, orders on the other, pays at the sandbox of the first, and the callback settles the order', async () => {
    const a = first!;
    const b = second!;
    expect(a.port).not.toBe(b.port);

    // logged in on the first instance
    const email = `two-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'emerald-cut-2026';
    expect((await call(a, 'POST', '/api/register', { email, password })).status).toBe(200);
    const token = (await call(a, 'POST', '/api/login', { email, password })).json().jwt as string;

    // the second takes the first's token: address, cart and order
    expect((await call(b, 'GET', '/api/user', undefined, token)).status).toBe(200);
    const address = { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', is_default: true };
    expect((await call(b, 'POST', '/api/user/address', address, token)).status).toBe(200);
    const addressId = ((await call(b, 'GET', '/api/user/address', undefined, token)).json().addresses as { id: number }[])[0].id;
    const { rows } = await admin.query(
      'select co.id as option_id, p.id as product_id from products p join product_variants v on v.product_id = p.id join colour_options co on co.variant_id = v.id where p.category_id = $1 order by p.id, co.id limit 1',
      [CATEGORY.engagementRing],
    );
    const stone = ((await call(b, 'POST', '/api/diamond/list/naturaldiamond', {})).json().data as { CERTIFICATE_NO: string }[])[0].CERTIFICATE_NO;
    const added = await call(b, 'POST', '/api/user/cart', { product_id: rows[0].product_id, product_panel_setting_id: rows[0].option_id, quantity: 1, ring_size: 12, diamond: { CERTIFICATE_NO: stone } }, token);
    expect(added.status, added.text).toBe(200);
    const cart = (await call(b, 'GET', '/api/user/cart', undefined, token)).json().cart as { items: { id: number }[]; total: number };
    const placed = await call(b, 'POST', '/api/order/create', { address_id: addressId, total_amount: cart.total, user_cart_id: cart.items.map((l) => l.id), payment_method: 'CC' }, token);
    expect(placed.status, placed.text).toBe(200);
    const order = placed.json().order as { OrderNumber: string; payment: { action: string; fields: Record<string, string> } };
    expect(order.payment.action).toBe('/payment/sandbox');

    // the form the second signed is taken by the first's sandbox gateway, which approves the card and calls back
    const page = await postForm(a, order.payment.action, order.payment.fields);
    expect(page.status, page.text.slice(0, 500)).toBe(200);
    const paid = await postForm(a, `${order.payment.action}/complete`, { ...order.payment.fields, outcome: 'pay', card: SANDBOX_CARDS.approve, expiry: '12/30', cvv: '123', callback: 'once' });
    expect(paid.status, paid.text.slice(0, 500)).toBe(200);

    // either instance shows the order paid and its stone sold
    for (const shop of [b, a]) {
      const detail = (await call(shop, 'GET', `/api/order/${order.OrderNumber}`, undefined, token)).json().order as { order_status: string; payment_status: string };
      expect(detail.order_status).toBe('Paid');
      expect(detail.payment_status).toBe('success');
    }
    const { rows: sold } = await admin.query('select is_available from diamonds where certificate_no = $1', [stone]);
    expect(sold[0].is_available).toBe(false);
    expect(a.exited()).toBeUndefined();
    expect(b.exited()).toBeUndefined();
  }, 60_000);
});
