import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SITE_IMAGES } from '../../domain/catalog/image-names.ts';
import { users } from '../db/schema/accounts.ts';
import { seedCatalog } from '../db/seed/catalog.ts';
import { seedContent } from '../db/seed/content.ts';
import { seedDiamonds } from '../db/seed/diamonds.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { createMailWorker } from '../mail/worker.ts';
import { freePort } from '../shop-process.testing.ts';
import { newShopperEmail, TEST_PASSWORD } from '../modules/accounts/testing.ts';
import { importQueuedFeeds } from '../modules/diamonds/import/feed-worker.ts';
import { generateDiamonds } from '../db/seed/diamond-generator.ts';
import { RAPNET_DEMO_HEADER, rapnetDemoLine } from '../modules/diamonds/import/demo-feed.ts';
import { expireReservations, recheckPendingPayments } from '../modules/orders/jobs.ts';
import { orderFixtures } from '../modules/orders/testing.ts';
import { SANDBOX_PATH } from '../modules/payments/gateway.ts';
import { SANDBOX_CARDS } from '../modules/payments/gateways/sandbox-pages.ts';
import { startTestShopWithMail, type TestShopWithMail } from '../testing.ts';
import { metricValue } from './testing.ts';

/**
 * Issue 25, item 2: the business metrics. A shop on a real database, spoken to over real HTTP as shoppers, staff and
 * the gateway do: orders placed and paid at the sandbox gateway (approved, declined, left pending and asked about
 * again, left to expire), e-mails delivered and one that cannot be, a supplier feed uploaded and imported, diamond
 * searches, pages and shared answers asked for twice, new pictures beyond an address's allowance. Then /metrics holds
 * every `kilau_…` metric with the figures those made.
 */

const QUIET = { info() {}, warn() {}, error() {} };
let shop: TestShopWithMail;
let base: string;
let varDir: string;

beforeAll(async () => {
  varDir = mkdtempSync(path.join(tmpdir(), 'kilau-metrics-'));
  shop = await startTestShopWithMail({
    pages: true,
    // one new picture per address per minute: the second is refused
    env: { VAR_DIR: varDir, IMAGE_RENDERS_PER_MINUTE: '1' },
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
      await seedDiamonds(handle, 300);
    },
  });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  const address = shop.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(async () => {
  await shop?.close();
  rmSync(varDir, { recursive: true, force: true });
});

/** A request over HTTP to the listening shop; answers the status and the body (JSON when it is). */
async function call(method: string, url: string, options: { json?: unknown; form?: Record<string, string>; body?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const answer = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual' });
  const text = await answer.text();
  const isJson = (answer.headers.get('content-type') ?? '').includes('json');
  return { status: answer.status, body: isJson ? JSON.parse(text) : text, text };
}

async function loggedIn(email: string): Promise<Record<string, string>> {
  const login = await call('POST', '/api/login', { json: { email, password: TEST_PASSWORD } });
  expect(login.status, login.text).toBe(200);
  return { authorization: `Bearer ${login.body.jwt}` };
}

async function newShopper(): Promise<{ email: string; auth: Record<string, string> }> {
  const email = newShopperEmail('metrics');
  expect((await call('POST', '/api/register', { json: { email, password: TEST_PASSWORD } })).status).toBe(200);
  return { email, auth: await loggedIn(email) };
}

/** A ring with a fresh stone in the shopper's cart, ordered to be paid by card: answers the gateway's form and the total in sen. */
async function placedOrder(auth: Record<string, string>, f: ReturnType<typeof orderFixtures>) {
  const stone = await f.freeStone();
  const { product, colour } = await f.engagementSetting();
  const added = await call('POST', '/api/user/cart', { headers: auth, json: { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, diamond: { CERTIFICATE_NO: stone.certificateNo } } });
  expect(added.status, added.text).toBe(200);
  const addressAdded = await call('POST', '/api/user/address', { headers: auth, json: { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', is_default: true } });
  expect(addressAdded.status, addressAdded.text).toBe(200);
  const addressId = (await call('GET', '/api/user/address', { headers: auth })).body.addresses[0].id as number;
  const cart = (await call('GET', '/api/user/cart', { headers: auth })).body.cart as { items: { id: number }[]; total: number };
  const placed = await call('POST', '/api/order/create', { headers: auth, json: { address_id: addressId, total_amount: cart.total, payment_method: 'CC', user_cart_id: cart.items.map((i) => i.id) } });
  expect(placed.status, placed.text).toBe(200);
  const order = placed.body.order as { OrderNumber: string; payment: { action: string; fields: Record<string, string> } };
  expect(order.payment.action).toBe(SANDBOX_PATH);
  return { order, fields: order.payment.fields, totalSen: Math.round(cart.total * 100) };
}

/** The shopper's choice at the sandbox gateway, which then calls the shop back as eGHL does. */
const atGateway = (fields: Record<string, string>, choice: Record<string, string>) => call('POST', `${SANDBOX_PATH}/complete`, { form: { ...fields, ...choice } });

describe('/metrics after orders, payments, e-mails, a feed import, searches, pages and pictures (issue 25, item 2)', () => {
  it('shows every business metric with the figures the shop made', async () => {
    const f = orderFixtures(shop);

    // an order paid by card (approved), one left pending and asked about again, one declined and then left to expire
    const paid = await placedOrder((await newShopper()).auth, f);
    expect((await atGateway(paid.fields, { card: SANDBOX_CARDS.approve })).status).toBe(200);
    const pending = await placedOrder((await newShopper()).auth, f);
    expect((await atGateway(pending.fields, { outcome: 'pending' })).status).toBe(200);
    const declined = await placedOrder((await newShopper()).auth, f);
    expect((await atGateway(declined.fields, { card: SANDBOX_CARDS.decline })).status).toBe(200);
    const { settlement, query, moves } = shop.app.payments;
    expect(await recheckPendingPayments(settlement, query, 3, new Date(Date.now() + 4 * 60_000))).toBe(1);
    expect(await expireReservations(moves, new Date(Date.now() + 31 * 60_000))).toBe(1);

    // the outbox: every e-mail delivered, and one that cannot be (its SMTP server is away) given up on
    // the shop's own worker stops first: woken by the orders' e-mails, it would otherwise deliver this one too
    await shop.mail.drain();
    await shop.mail.stop();
    await enqueueEmail(shop.database.db, { kind: 'metrics-test', to: 'nobody@example.com', subject: 'Away', text: 'x', html: '<p>x</p>' });
    const away = createMailWorker({ db: shop.database.db, smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'Kilau <hello@kilau.com.my>', log: QUIET, maxAttempts: 1 });
    await away.drain();
    await away.stop();

    // a supplier feed uploaded by staff: three sellable stones and one of a shape the shop does not know
    const staff = await newShopper();
    await shop.database.db.update(users).set({ role: 'CMS' }).where(eq(users.email, staff.email));
    const staffAuth = await loggedIn(staff.email);
    const stones = generateDiamonds(3, { seed: 2525, labShare: 0 }).map((d, i) => ({ ...d, certificateNo: `7725${String(i).padStart(6, '0')}`, stockId: `KLM-${i}` }));
    const feed = RAPNET_DEMO_HEADER + stones.map(rapnetDemoLine).join('') + rapnetDemoLine(stones[0]!).replace(/^[^,]+,[^,]+,/, 'KLM-X,Kite,').replace(/7725000000/, '7725999999');
    const naturalBefore = (await shop.app.diamondIndex.current()).stones().natural;
    const uploaded = await call('POST', '/api/cms/feeds?format=rapnet-csv&type=natural&name=metrics.csv', { headers: { ...staffAuth, 'content-type': 'text/csv' }, body: feed });
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(await importQueuedFeeds(shop.database, QUIET)).toBe(1);

    // diamond searches, once the index has taken in the import: three different ones and one asked again (a kept answer)
    const naturalStones = async () => (await shop.app.diamondIndex.current()).stones().natural;
    while ((await naturalStones()) < naturalBefore + 3) await new Promise((resolve) => setTimeout(resolve, 50));
    await shop.app.diamondIndex.settled();
    for (const search of [{}, { shape: 'ROUND' }, { carat: [0.5, 2] }, {}]) expect((await call('POST', '/api/diamond/list/naturaldiamond', { json: search })).status).toBe(200);
    // a page and a shared answer, each asked for twice
    for (let i = 0; i < 2; i++) {
      expect((await call('GET', '/about-us')).status).toBe(200);
      expect((await call('GET', '/api/settings')).status).toBe(200);
    }
    // two new pictures from one address: the second is beyond its allowance
    const [first, second] = ALL_SITE_IMAGES.filter((i) => i.url.endsWith('.webp'));
    expect((await call('GET', first!.url)).status).toBe(200);
    expect((await call('GET', second!.url)).status).toBe(429);

    await shop.mail.drain(); // what was written since (the staff member's welcome), delivered by the stopped worker's drain
    const answer = await call('GET', '/metrics');
    expect(answer.status).toBe(200);
    const value = (name: string, labels: Record<string, string> = {}) => metricValue(answer.text, name, labels);

    expect(value('kilau_orders_placed_total', { payment_method: 'CC' })).toBe(3);
    expect(value('kilau_orders_placed_value_sen_total', { payment_method: 'CC' })).toBe(paid.totalSen + pending.totalSen + declined.totalSen);
    // the pending one was paid when asked about again
    expect(value('kilau_payments_total', { method: 'CC', outcome: 'paid' })).toBe(2);
    expect(value('kilau_payments_total', { method: 'CC', outcome: 'failed' })).toBe(1);
    expect(value('kilau_payment_requeries_total', { answer: 'paid' })).toBe(1);
    expect(value('kilau_reservations_expired_total')).toBe(1);

    // order received ×3, paid ×2, payment failed ×1 at least; the one to the away server given up on
    expect(value('kilau_outbox_deliveries_total')).toBeGreaterThanOrEqual(6);
    expect(value('kilau_outbox_failures_total', { final: 'true' })).toBe(1);
    expect(value('kilau_outbox_depth')).toBe(0);
    expect(value('kilau_outbox_oldest_waiting_seconds')).toBe(0);

    expect(value('kilau_feed_imports_total', { outcome: 'done' })).toBe(1);
    expect(value('kilau_feed_rows_total', { result: 'inserted' })).toBe(3);
    expect(value('kilau_feed_rows_total', { result: 'rejected' })).toBe(1);

    expect(value('kilau_diamond_search_seconds_count', { kind: 'natural' })).toBeGreaterThanOrEqual(3);
    expect(value('kilau_diamond_search_seconds_sum', { kind: 'natural' })).toBeGreaterThan(0);
    expect(value('kilau_diamond_search_seconds_bucket', { kind: 'natural', le: '+Inf' })).toBe(value('kilau_diamond_search_seconds_count', { kind: 'natural' }));
    // of the 300 generated stones and the feed's three: natural ones and lab-grown ones
    expect(value('kilau_diamond_index_stones', { kind: 'natural' })).toBeGreaterThan(100);
    expect(value('kilau_diamond_index_stones', { kind: 'lab' })).toBeGreaterThan(0);
    expect(value('kilau_diamond_index_stones')).toBeLessThanOrEqual(303);
    expect(value('kilau_diamond_index_bytes')).toBeGreaterThan(0);
    expect(value('kilau_diamond_index_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('kilau_diamond_index_age_seconds')).toBeLessThan(120);
    expect(value('kilau_diamond_index_stale_seconds')).toBe(0);

    expect(value('kilau_pages_total', { source: 'rendered' })).toBeGreaterThanOrEqual(1);
    expect(value('kilau_pages_total', { source: 'kept' })).toBeGreaterThanOrEqual(1);
    expect(value('kilau_shared_answers_total', { answers: 'storefront', source: 'kept' })).toBeGreaterThanOrEqual(1);
    expect(value('kilau_shared_answers_total', { answers: 'storefront', source: 'made' })).toBeGreaterThanOrEqual(1);
    expect(value('kilau_shared_answers_total', { answers: 'diamonds', source: 'made' })).toBeGreaterThanOrEqual(3);
    expect(value('kilau_shared_answers_total', { answers: 'diamonds', source: 'kept' })).toBeGreaterThanOrEqual(1);

    expect(value('kilau_picture_render_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(value('kilau_picture_render_seconds_sum')).toBeGreaterThan(0);
    expect(value('kilau_picture_renders_rejected_total', { reason: 'rate limited' })).toBe(1);
    expect(value('kilau_picture_renders_queued')).toBe(0);
    expect(value('kilau_picture_renders_running')).toBe(0);
    expect(value('kilau_rate_limit_refusals_total', { rule: 'new-pictures' })).toBe(1);

    // the request durations name route patterns
    expect(value('http_request_duration_seconds_count', { method: 'POST', route: '/api/diamond/list/:diamondtype', status_code: '200' })).toBe(4);
    expect(value('http_request_duration_seconds_count', { method: 'GET', route: '/:information-page', status_code: '200' })).toBe(2);
  });
});
