import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES, retailPriceSen } from '../../../domain/diamonds/pricing.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { feedImports } from '../../db/schema/feeds.ts';
import { openTestDatabase } from '../../db/testing.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { generateDiamonds } from '../../db/seed/diamond-generator.ts';
import { RAPNET_DEMO_HEADER, rapnetDemoLine } from '../diamonds/import/demo-feed.ts';
import { importDiamondFeed } from '../diamonds/import/service.ts';
import { storedPricingRules } from '../diamonds/import/stored-rules.ts';
import { orderFixtures, startOrderShop, type Shopper } from '../orders/testing.ts';
import { FEED_UPLOAD_LIMIT_BYTES } from '../../../domain/diamonds/feeds.ts';
import { claimNextFeed, failStoppedImports, importQueuedFeeds, STALE_MINUTES, startFeedWorker } from '../diamonds/import/feed-worker.ts';
import { CMS_API_PREFIX } from './routes.ts';

const FEEDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/fixtures/feeds');
const QUIET = { info() {}, error() {} };
/** Generated stones under certificate and stock numbers the shop's own stones do not have. */
const freshStones = (count: number, seed: number) =>
  generateDiamonds(count, { seed, labShare: 0 }).map((d, i) => ({ ...d, certificateNo: `99${seed}${String(i).padStart(6, '0')}`, stockId: `KLF${seed}-${i}` }));

let shop: TestShop;
let staff: Shopper;
beforeAll(async () => {
  shop = await startOrderShop(1500);
  staff = await orderFixtures(shop).staffMember();
});
afterAll(async () => shop?.close());

const upload = (query: string, body: string | Buffer, contentType = 'text/csv', auth: object = staff.auth) =>
  shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/feeds?${query}`, headers: { ...auth, 'content-type': contentType }, payload: body });
const feedOf = async (id: number) => (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/feeds/${id}`, headers: staff.auth })).json().feed;

/** Runs a feed worker (as a running shop does) until the feed has ended, reading its state over HTTP as the screen does. */
async function importedInBackground(id: number) {
  const worker = startFeedWorker(shop.database, QUIET);
  try {
    for (;;) {
      const feed = await feedOf(id);
      if (feed.status === 'done' || feed.status === 'failed') return feed;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await worker.stop();
  }
}

describe('the back-office searches the inventory with the storefront’s engine (issue 14)', () => {
  const cases: [string, object, string][] = [
    ['naturaldiamond', {}, ''],
    ['naturaldiamond', { shape: 'ROUND,OVAL', color: 'D,E,F,G', clarity: 'VS1,VS2', carat: [0.5, 2], totalprice_min: 2000, totalprice_max: 80000 }, '?limit=60&sort=carat-desc'],
    ['labgrowndiamond', { cut: 'ID,EX', lab: 'IGI' }, '?page=2&sort=price-desc'],
  ];
  it.each(cases)('%s %j %s: the same stones in the same order and the same total as the storefront, with supplier, cost and state', async (type, body, query) => {
    const storefront = (await shop.app.inject({ method: 'POST', url: `/api/diamond/list/${type}${query}`, payload: body })).json();
    const answer = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/diamond-search/${type}${query}`, headers: staff.auth, payload: body });
    expect(answer.statusCode, answer.body).toBe(200);
    const found = answer.json();
    expect(found.total).toBe(storefront.total);
    expect(found.total).toBeGreaterThan(0);
    expect(found.stones.map((s: { certificate_no: string }) => s.certificate_no)).toEqual(storefront.data.map((d: { CERTIFICATE_NO: string }) => d.CERTIFICATE_NO));
    expect(found.facets).toEqual(storefront.facets);
    for (const s of found.stones) expect(s).toMatchObject({ state: 'offered', supplier: expect.any(String), cost_usd: expect.any(Number), held_by_order: null });
  });

  it('refuses what the storefront refuses, in the shop’s shape', async () => {
    const answer = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/diamond-search/rubies`, headers: staff.auth, payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: '400', message: expect.stringContaining('naturaldiamond') });
    expect((await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/diamond-search/naturaldiamond?sort=random`, headers: staff.auth, payload: {} })).statusCode).toBe(400);
  });
});

describe('supplier feeds uploaded in the back-office are imported in the background (issue 14)', () => {
  it('an uploaded RapNet feed is queued, imported by the worker, and ends with the counts and report the command line gives for the same file', async () => {
    const text = readFileSync(path.join(FEEDS, 'rapnet.csv'));
    const answer = await upload('format=rapnet-csv&type=natural&name=rapnet.csv', text);
    expect(answer.statusCode, answer.body).toBe(200);
    const queued = answer.json().feed;
    expect(queued).toMatchObject({ status: 'queued', file_name: 'rapnet.csv', format: 'rapnet-csv', size_bytes: text.length, uploaded_by: staff.email });

    const done = await importedInBackground(queued.id);
    expect(done).toMatchObject({ status: 'done', rows_read: 17, inserted: 8, updated: 0, unchanged: 0, rejected: 9, marked_unavailable: 0, bytes_read: text.length });

    // the command line's import of the same file into a database of its own
    const dir = mkdtempSync(path.join(tmpdir(), 'kilau-cli-'));
    const cli: DatabaseHandle = await openTestDatabase();
    try {
      const summary = await importDiamondFeed(cli, { file: path.join(FEEDS, 'rapnet.csv'), format: 'rapnet-csv', reportFile: path.join(dir, 'r.txt') });
      expect(done).toMatchObject({ rows_read: summary.read, inserted: summary.inserted, rejected: summary.rejected });
      const rejectedRows = (report: string) => report.slice(report.indexOf('Rejected rows'));
      expect(rejectedRows(done.report)).toBe(rejectedRows(readFileSync(path.join(dir, 'r.txt'), 'utf8')));
      expect(done.report).toContain('result: 17 read, 8 inserted, 0 updated, 0 unchanged, 9 rejected, 0 marked unavailable');
      expect(done.report).toContain(`feed: rapnet.csv (upload #${queued.id}, format rapnet-csv`);
    } finally {
      await cli.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // the file's bytes are not kept once imported; the upload is audited
    const [row] = await shop.database.db.select({ file: feedImports.file }).from(feedImports).where(eq(feedImports.id, queued.id));
    expect(row.file).toBeNull();
    const audit = await shop.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'feed'), eq(auditLog.entityKey, String(queued.id)))).orderBy(auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'feed.upload', actorUserId: staff.id })]);
  });

  it('a feed that cannot be read in the background (broken JSON) ends failed with its error, and nothing of it is imported', async () => {
    const before = await shop.database.db.$count(diamonds);
    const answer = await upload('format=vdb-json&type=lab&name=broken.json', '{ "response": { "body": { "diamonds": [ { "stock_num": "V1" ', 'application/json');
    expect(answer.statusCode, answer.body).toBe(200);
    const failed = await importedInBackground(answer.json().feed.id);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('broken.json') });
    expect(await shop.database.db.$count(diamonds)).toBe(before);
  });

  it('a bad format, a file of the wrong kind, an empty, malformed or oversized upload is refused with a clear 4xx and queues nothing', async () => {
    const before = await shop.database.db.$count(feedImports);
    const csv = readFileSync(path.join(FEEDS, 'rapnet.csv'));
    const refusals: [Awaited<ReturnType<typeof upload>>, number, string][] = [
      [await upload('format=excel', csv), 400, 'rapnet-csv'],
      [await upload('type=natural', csv), 400, 'rapnet-csv'],
      [await upload('format=rapnet-csv&type=moissanite', csv), 400, 'natural or lab'],
      [await upload('format=rapnet-csv&colour=red', csv), 400, ''],
      [await upload('format=rapnet-csv', ''), 400, 'empty'],
      [await upload('format=vdb-json', csv), 400, 'JSON'],
      [await upload('format=rapnet-csv', '[{"stock_num":"V1"}]', 'application/json'), 400, 'JSON'],
      [await upload('format=idex-csv&name=rapnet.csv', csv), 400, 'no column for'],
      [await upload('format=rapnet-csv', 'just,some,words\n1,2,3\n'), 400, 'no column for'],
      [await upload('format=rapnet-csv', Buffer.alloc(FEED_UPLOAD_LIMIT_BYTES + 1, 'a'), 'application/octet-stream'), 413, 'too large'],
    ];
    for (const [answer, status, says] of refusals) {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ code: String(status), message: expect.stringContaining(says) });
    }
    expect(await shop.database.db.$count(feedImports)).toBe(before);
  });

  it('two workers claiming at once never take the same feed: each queued feed is imported exactly once', async () => {
    const ids: number[] = [];
    for (const seed of [11, 12, 13]) {
      const stones = freshStones(5, seed);
      const answer = await upload(`format=rapnet-csv&name=batch-${seed}.csv`, RAPNET_DEMO_HEADER + stones.map(rapnetDemoLine).join(''));
      expect(answer.statusCode, answer.body).toBe(200);
      ids.push(answer.json().feed.id);
    }
    const [a, b] = await Promise.all([claimNextFeed(shop.database), claimNextFeed(shop.database)]);
    expect(a && b && a.id !== b.id).toBe(true);
    expect([a!.id, b!.id].sort()).toEqual(ids.slice(0, 2));
    // put them back and let two workers drain the queue together
    await shop.database.db.update(feedImports).set({ status: 'queued' }).where(eq(feedImports.status, 'running'));
    const handled = await Promise.all([importQueuedFeeds(shop.database, QUIET), importQueuedFeeds(shop.database, QUIET)]);
    expect(handled[0] + handled[1]).toBe(3);
    for (const id of ids) expect(await feedOf(id)).toMatchObject({ status: 'done', inserted: 5, rejected: 0 });
  });
});

describe('a feed whose instance stopped mid-import (issue 14)', () => {
  it('is marked failed once its heartbeat is older than STALE_MINUTES; one still heard of is left running', async () => {
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const rows = await shop.database.db
      .insert(feedImports)
      .values([
        { fileName: 'stopped.csv', format: 'rapnet-csv', type: 'natural' as const, status: 'running' as const, sizeBytes: 10, uploadedBy: staff.id, heartbeatAt: ago(STALE_MINUTES + 1) },
        { fileName: 'alive.csv', format: 'rapnet-csv', type: 'natural' as const, status: 'running' as const, sizeBytes: 10, uploadedBy: staff.id, heartbeatAt: ago(1) },
      ])
      .returning({ id: feedImports.id });
    expect(await failStoppedImports(shop.database, now)).toBe(1);
    expect(await feedOf(rows[0].id)).toMatchObject({ status: 'failed', error: expect.stringContaining('none of it was applied') });
    expect(await feedOf(rows[1].id)).toMatchObject({ status: 'running' });
    await shop.database.db.update(feedImports).set({ status: 'failed' }).where(eq(feedImports.id, rows[1].id));
  });
});

describe('pricing rules in the back-office (issue 14)', () => {
  const put = (body: object) => shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/pricing`, headers: staff.auth, payload: body });

  it('bad rules are refused with 400 and leave the rules and the audit log as they were', async () => {
    const auditBefore = await shop.database.db.$count(auditLog, eq(auditLog.entity, 'pricing'));
    for (const bad of [
      { usdToMyr: -1 },
      { usdToMyr: 'four' },
      { markup: { lab: [{ upToUsd: 1000, factor: 3 }] } },
      { markup: { natural: [{ upToUsd: 5000, factor: 1.5 }, { upToUsd: 1000, factor: 1.3 }, { factor: 1.1 }] } },
      { markup: { natural: [] } },
      { rounding: 'cents' },
      { vat: 0.06 },
    ]) {
      const answer = await put(bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toMatchObject({ code: '400', message: expect.any(String) });
    }
    expect(await shop.database.db.$count(auditLog, eq(auditLog.entity, 'pricing'))).toBe(auditBefore);
    const read = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/pricing`, headers: staff.auth })).json();
    expect(read.rules.usdToMyr).toBe(DEFAULT_PRICING_RULES.usdToMyr);
  });

  it('saved rules are audited and price the next uploaded feed: a stone’s selling price follows them', async () => {
    const saved = await put({ usdToMyr: 4.9, markup: { natural: [{ upToUsd: 2000, factor: 2 }, { factor: 1.5 }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rules).toMatchObject({ usdToMyr: 4.9, markup: { natural: [{ upToUsd: 2000, factor: 2 }, { factor: 1.5 }] }, rounding: DEFAULT_PRICING_RULES.rounding });
    const [audit] = await shop.database.db.select().from(auditLog).where(eq(auditLog.entity, 'pricing')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ action: 'pricing.update', actorUserId: staff.id, before: { usdToMyr: DEFAULT_PRICING_RULES.usdToMyr }, after: { usdToMyr: 4.9 } });

    const [stone] = freshStones(1, 99);
    const answer = await upload('format=rapnet-csv&name=one.csv', RAPNET_DEMO_HEADER + rapnetDemoLine(stone));
    expect(await importedInBackground(answer.json().feed.id)).toMatchObject({ status: 'done', inserted: 1 });
    const [imported] = await shop.database.db.select().from(diamonds).where(eq(diamonds.certificateNo, stone.certificateNo));
    const rules = { ...DEFAULT_PRICING_RULES, usdToMyr: 4.9, markup: { ...DEFAULT_PRICING_RULES.markup, natural: [{ upToUsd: 2000, factor: 2 }, { upToUsd: Infinity, factor: 1.5 }] } };
    expect(imported.priceSen).toBe(retailPriceSen(imported.costUsdCents / 100, 'natural', rules));
    expect(imported.priceSen).not.toBe(retailPriceSen(imported.costUsdCents / 100, 'natural'));
  });

  it('"reprice every stone now" prices every stone no order holds with the saved rules in one audited transaction, and the storefront’s search follows', async () => {
    // a stone an order holds keeps the price of its order
    const f = orderFixtures(shop);
    const shopper = await registeredShopper(shop.app);
    const held = await f.freeStone();
    const cart = await f.ringInCart(shopper, held.certificateNo);
    const placed = await f.place(shopper, { address_id: await f.addressOf(shopper), total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) });
    expect(placed.statusCode, placed.body).toBe(200);
    const offered = (await shop.app.inject({ method: 'POST', url: '/api/diamond/list/naturaldiamond', payload: {} })).json().data[0];
    expect((await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/pricing/reprice`, headers: staff.auth, payload: {} })).statusCode).toBe(400);
    const answer = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/pricing/reprice`, headers: staff.auth, payload: { confirm: true } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().repriced).toBeGreaterThan(0);

    const rules = await storedPricingRules(shop.database.db);
    const stones = await shop.database.db.select().from(diamonds);
    const wrong = stones.filter((d) => d.reservedByOrderId === null && d.priceSen !== retailPriceSen(d.costUsdCents / 100, d.type as 'natural' | 'lab', rules));
    expect(wrong).toEqual([]);
    const heldNow = stones.find((d) => d.id === held.id)!;
    expect(heldNow).toMatchObject({ reservedByOrderId: expect.any(Number), priceSen: held.priceSen });
    expect(heldNow.priceSen).not.toBe(retailPriceSen(held.costUsdCents / 100, held.type as 'natural' | 'lab', rules));
    const [audit] = await shop.database.db.select().from(auditLog).where(eq(auditLog.action, 'pricing.reprice')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: staff.id, after: { repriced: answer.json().repriced } });

    const now = stones.find((d) => d.certificateNo === offered.CERTIFICATE_NO)!;
    expect(now.priceSen).not.toBe(Math.round(offered.MYR_PRICE * 100));
    // the reload notice rebuilds the index: the storefront lists the stone at its new price
    let listed = offered.MYR_PRICE;
    for (let tries = 0; tries < 500 && listed !== now.priceSen / 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const page = (await shop.app.inject({ method: 'POST', url: '/api/diamond/list/naturaldiamond?limit=60', payload: { shape: offered.SHAPE, carat: [offered.CARAT, offered.CARAT] } })).json();
      listed = page.data.find((d: { CERTIFICATE_NO: string }) => d.CERTIFICATE_NO === offered.CERTIFICATE_NO)?.MYR_PRICE ?? listed;
    }
    expect(listed).toBe(now.priceSen / 100);
  });

  it('rules that would price a stone beyond what it can carry leave that stone at its price: the reprice answers 200, never 500', async () => {
    const kept = await storedPricingRules(shop.database.db);
    const saved = await put({ usdToMyr: 1_000_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const before = await shop.database.db.select({ id: diamonds.id, priceSen: diamonds.priceSen }).from(diamonds).orderBy(diamonds.id);
      const answer = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/pricing/reprice`, headers: staff.auth, payload: { confirm: true } });
      expect(answer.statusCode, answer.body).toBe(200);
      const after = await shop.database.db.select({ id: diamonds.id, priceSen: diamonds.priceSen }).from(diamonds).orderBy(diamonds.id);
      expect(after.every((d) => d.priceSen > 0 && d.priceSen <= 2_147_483_647)).toBe(true);
      // a stone whose new price would not fit keeps the one it had
      const rules = await storedPricingRules(shop.database.db);
      const stones = await shop.database.db.select().from(diamonds).orderBy(diamonds.id);
      const unfit = stones.filter((d) => retailPriceSen(d.costUsdCents / 100, d.type as 'natural' | 'lab', rules) > 2_147_483_647);
      expect(unfit.length).toBeGreaterThan(0);
      for (const d of unfit) expect(d.priceSen).toBe(before.find((b) => b.id === d.id)!.priceSen);
    } finally {
      expect((await put({ usdToMyr: kept.usdToMyr })).statusCode).toBe(200);
    }
  });

  it('a customer is refused the feeds, the search and the rules (every /api/cms route is also checked by cms.test.ts)', async () => {
    const customer = await registeredShopper(shop.app);
    expect((await upload('format=rapnet-csv', 'x', 'text/csv', customer.auth)).statusCode).toBe(403);
    expect((await upload('format=rapnet-csv', 'x', 'text/csv', {})).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/pricing`, headers: customer.auth, payload: { usdToMyr: 1 } })).statusCode).toBe(403);
  });
});
