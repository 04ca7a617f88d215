import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServerDatabase } from './testing.ts';
import { CATEGORY } from './seed/catalog-data/index.ts';
import { startShopProcess, type ShopProcess } from '../shop-process.testing.ts';

/**
 * What a PostgreSQL restart, a failover or an idle-timeout proxy does to a running shop: every connection of its
 * database ends at once, mid-query, inside transactions and on the LISTEN connection. The real shop process (as
 * `npm start` runs it, on a PostgreSQL server) is kept busy by readers and by shoppers placing orders while every
 * backend of its database is terminated again and again. The process stays up; a request whose connection died is
 * answered 503 with Retry-After, never 500; no order is half written; afterwards it answers as before, and the
 * diamond index and the storefront catch up with changes whose notices were lost while nobody listened.
 * The embedded database has no connection to lose, so this runs only with DATABASE_URL.
 */

const serverUrl = process.env.DATABASE_URL;
let shop: ShopProcess | undefined;
let admin: pg.Client;
let databaseName = '';
let fresh: Awaited<ReturnType<typeof newServerDatabase>> | undefined;

async function terminateEveryBackend(): Promise<number> {
  const { rows } = await admin.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
  return rows[0].n as number;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** The JSON of an answer, or undefined when it is none (a dropped connection, a page). */
function parsed<T>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  try {
    const answer = await fetch(`${shop!.base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-channel': 'kilau-web' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.text() };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String(error) };
  }
}

/** A shopper registered and logged in through the API, with an address. */
async function shopper(): Promise<{ token: string; addressId: number }> {
  const email = `lost-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'emerald-cut-2026';
  expect((await call('POST', '/api/register', { email, password })).status).toBe(200);
  const login = await call('POST', '/api/login', { email, password });
  const token = (JSON.parse(login.body) as { jwt: string }).jwt;
  const address = { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', is_default: true };
  expect((await call('POST', '/api/user/address', address, token)).status).toBe(200);
  const list = JSON.parse((await call('GET', '/api/user/address', undefined, token)).body) as { addresses: { id: number }[] };
  return { token, addressId: list.addresses[0].id };
}

async function firstStones(count: number): Promise<string[]> {
  const answer = await call('POST', `/api/diamond/list/naturaldiamond?limit=${count}`, {});
  return (parsed<{ data?: { CERTIFICATE_NO: string }[] }>(answer)?.data ?? []).map((d) => d.CERTIFICATE_NO);
}

beforeAll(async () => {
  if (!serverUrl) return;
  fresh = await newServerDatabase(serverUrl, 'lost');
  databaseName = fresh.name;
  admin = new pg.Client({ connectionString: fresh.url });
  await admin.connect();
  shop = await startShopProcess({ env: { DATABASE_URL: fresh.url, PAYMENT_SANDBOX: 'true', SEED_DIAMONDS: '1500', JWT_SECRET: 'lost-connections-secret-lost-connections-secret' } });
}, 180_000);

afterAll(async () => {
  if (!serverUrl) return;
  await shop?.stop();
  await admin?.end().catch(() => undefined);
  await fresh?.drop();
});

describe.skipIf(!serverUrl)('a lost database connection ends requests, never the process', () => {
  it('keeps serving readers and shoppers placing orders while every backend is terminated again and again', async () => {
    const { rows: settings } = await admin.query('select co.id as option_id, p.id as product_id from products p join product_variants v on v.product_id = p.id join colour_options co on co.variant_id = v.id where p.category_id = $1 order by p.id, co.id limit 1', [CATEGORY.engagementRing]);
    const setting = settings[0] as { option_id: number; product_id: number };
    const shoppers = await Promise.all([shopper(), shopper(), shopper(), shopper()]);
    const stones = await firstStones(60);
    const answers: Answer[] = [];
    const placed: string[] = [];
    let running = true;

    const reader = async () => {
      const paths: [string, string, unknown?][] = [
        ['GET', '/api/product/list'],
        ['POST', '/api/diamond/list/naturaldiamond?sort=carat-desc', { carat: [0.5, 3] }],
        ['GET', '/api/healthz'],
        ['GET', '/products/engagementring'],
      ];
      for (let i = 0; running; i++) {
        const [method, path, body] = paths[i % paths.length];
        answers.push(await call(method, path, body));
      }
    };
    const buyer = async (who: { token: string; addressId: number }) => {
      while (running && stones.length > 0) {
        const stone = stones.shift()!;
        // one ring per order: whatever an earlier, interrupted round left in the cart goes first
        const left = parsed<{ cart?: { items: { id: number }[] } }>(await call('GET', '/api/user/cart', undefined, who.token));
        for (const line of left?.cart?.items ?? []) answers.push(await call('DELETE', `/api/user/cart/${line.id}`, undefined, who.token));
        const added = await call('POST', '/api/user/cart', { product_id: setting.product_id, product_panel_setting_id: setting.option_id, quantity: 1, ring_size: 12, diamond: { CERTIFICATE_NO: stone } }, who.token);
        answers.push(added);
        if (added.status !== 200) continue;
        const cart = parsed<{ cart?: { items: { id: number }[]; total: number } }>(await call('GET', '/api/user/cart', undefined, who.token));
        if (!cart?.cart) continue;
        const order = await call('POST', '/api/order/create', { address_id: who.addressId, total_amount: cart.cart.total, user_cart_id: cart.cart.items.map((l) => l.id), payment_method: 'CC' }, who.token);
        answers.push(order);
        if (order.status === 200) placed.push(parsed<{ order: { OrderNumber: string } }>(order)!.order.OrderNumber);
      }
    };
    let terminated = 0;
    const terminator = async () => {
      for (let round = 0; round < 12; round++) {
        await new Promise((r) => setTimeout(r, 350));
        terminated += await terminateEveryBackend();
      }
      running = false;
    };
    await Promise.all([reader(), reader(), ...shoppers.map(buyer), terminator()]);

    expect(terminated).toBeGreaterThan(12);
    expect(placed.length).toBeGreaterThan(0);
    expect(shop!.exited()).toBeUndefined();
    // every answer is a success, the shop's own refusal, or 503 with Retry-After: never a 500
    const faults = answers.filter((a) => a.status >= 500 && a.status !== 503);
    expect(faults.map((a) => `${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && !/^\d+$/.test(a.retryAfter ?? '')).map((a) => a.body.slice(0, 300))).toEqual([]);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);

    // afterwards the shop answers as before, orders included
    await expect.poll(async () => (await call('GET', '/api/healthz')).status, { timeout: 10_000 }).toBe(200);
    for (let i = 0; i < 20; i++) expect((await call('GET', '/api/product/list')).status).toBe(200);
    const before = placed.length;
    running = true;
    stones.splice(0, stones.length, ...(await firstStones(1)));
    await buyer(shoppers[0]);
    expect(placed.length).toBe(before + 1);

    // no order is half written: each has its lines, its status, its payment attempt; each held stone has its order
    const { rows: broken } = await admin.query(`
      select o.tracking_id from orders o
      where not exists (select 1 from order_lines l where l.order_id = o.id)
         or not exists (select 1 from order_status_changes s where s.order_id = o.id)
         or not exists (select 1 from payment_attempts p where p.order_id = o.id)`);
    expect(broken).toEqual([]);
    const { rows: orphans } = await admin.query('select d.certificate_no from diamonds d where d.reserved_by_order_id is not null and not exists (select 1 from orders o where o.id = d.reserved_by_order_id)');
    expect(orphans).toEqual([]);
    const { rows: counted } = await admin.query('select count(*)::int as n from orders where tracking_id = any($1)', [placed]);
    expect(counted[0].n).toBe(placed.length);
  }, 120_000);

  it('listens again after losing its LISTEN connection and catches up with the changes whose notices were lost', async () => {
    const [hidden] = await firstStones(1);
    const { rows: products } = await admin.query('select slug_id from products where is_active order by id limit 1');
    const slug = products[0].slug_id as string;
    const newName = `Renamed while nobody listened ${randomBytes(2).toString('hex')}`;
    // the listening connections end; once they are gone (before the shop listens again) a stone is sold and a
    // product renamed: their notices reach nobody
    const listeners = async () => (await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen%'", [databaseName])).rows[0].n as number;
    // the storefront's and the diamond index's listeners (again, after the first test's terminations)
    await expect.poll(listeners, { timeout: 10_000, interval: 100 }).toBe(2);
    await terminateEveryBackend();
    while ((await listeners()) > 0) await new Promise((r) => setTimeout(r, 10));
    await admin.query('update diamonds set is_available = false where certificate_no = $1', [hidden]);
    await admin.query('update products set name = $1 where slug_id = $2', [newName, slug]);

    await expect.poll(async () => (await firstStones(20)).includes(hidden), { timeout: 15_000, interval: 250 }).toBe(false);
    await expect.poll(async () => parsed<{ product?: { name: string } }>(await call('GET', `/api/product/${slug}`))?.product?.name, { timeout: 15_000, interval: 250 }).toBe(newName);
    expect(shop!.exited()).toBeUndefined();
  }, 60_000);
});
