import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diamondListBodySchema } from '../../domain/contract/diamonds.ts';
import { productFiltersSchema } from '../../domain/contract/product-filters.ts';
import { encodeProductFilters, type ProductFilters } from '../../domain/catalog/product-filters.ts';
import { seedCatalog } from '../db/seed/catalog.ts';
import { seedContent } from '../db/seed/content.ts';
import { seedDiamonds } from '../db/seed/diamonds.ts';
import { bearer, login, registeredShopper, someIp } from '../modules/accounts/testing.ts';
import { CMS_API_PREFIX } from '../modules/cms/routes.ts';
import { users } from '../db/schema/accounts.ts';
import type { SessionTokens } from '../../domain/contract/accounts.ts';
import { startTestShop, type TestShop } from '../testing.ts';
import { nestedJson, type Nesting } from './deep-json-inputs.testing.ts';
import { input, operationsOf, requestOf, shapeProblem, SHOPPER_CALLERS, STAFF_CALLERS, type ApiOperation, type Caller, type JsonSchema, type Opaque, type OpenApiDocument, type RequestPlan } from './fuzz-inputs.testing.ts';

/**
 * No 5xx for bad input anywhere (architecture: "the server never answers 500 to bad input"): every operation of the
 * OpenAPI document the shop serves gets thousands of seeded hostile requests, without a token, with a shopper's
 * token and with a forged one; every refusal is a 4xx in the route's own error shape with a message, and the shop
 * is healthy afterwards. New routes are covered as soon as they are in the document.
 */

/** Change to explore other inputs; a failure prints the seed and the smallest failing request fast-check found. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_511);
const TOTAL_INPUTS = 5_200;
/** The back-office's walk: its operations again, mostly with a staff member's token, so the requests reach its services. */
const STAFF_INPUTS = 2_400;
const API_ERROR: JsonSchema = { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] };
/** Refusals made before a route is chosen (no route at the path, a path the router cannot read): the shop-wide shape. */
const BEFORE_ANY_ROUTE = /^(Nothing is found at |The address of the request cannot be read)/;

/**
 * What the document leaves open: the diamond search takes its body as it comes and checks it in its service; the
 * product list's filters are base64url JSON between random padding. Generated from the schemas that check them.
 */
const OPAQUE: Record<string, Opaque> = {
  'POST /api/diamond/list/{diamondtype}': { body: z.toJSONSchema(diamondListBodySchema, { io: 'input' }) as JsonSchema },
};
const OPAQUE_QUERY = {
  filters: input(z.toJSONSchema(productFiltersSchema, { io: 'input' }) as JsonSchema).map((filters) => encodeProductFilters(filters as ProductFilters)),
};

let shop: TestShop;
let operations: ApiOperation[];
let customer: Awaited<ReturnType<typeof registeredShopper>>;
let staff: SessionTokens;

beforeAll(async () => {
  shop = await startTestShop({
    // the walks take minutes: the staff member's token outlives them
    env: { ACCESS_TOKEN_TTL_SECONDS: '3600' },
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
      await seedDiamonds(handle, 60);
    },
  });
  customer = await registeredShopper(shop.app);
  const member = await registeredShopper(shop.app);
  await shop.database.db.update(users).set({ role: 'CMS' }).where(eq(users.id, member.id));
  staff = await login(shop.app, member.email, member.password);
  // a shop ready for shoppers, as a load balancer sees it (/api/ready answers 503 until the index is built)
  await shop.app.diamondIndex.current();
  const doc = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(doc.json() as OpenApiDocument);
}, 120_000);
afterAll(async () => shop?.close());

function injectOptions(op: ApiOperation, plan: RequestPlan): InjectOptions {
  const headers: Record<string, string> = {};
  if (plan.caller === 'customer') headers.authorization = `Bearer ${customer.tokens.jwt}`;
  if (plan.caller === 'staff') headers.authorization = `Bearer ${staff.jwt}`;
  if (plan.caller === 'forged') headers.authorization = `Bearer ${customer.tokens.jwt.slice(0, -4)}AAAA`;
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: plan.path + plan.query, headers, remoteAddress: plan.ip };
  if (plan.body.kind === 'json' && plan.body.value !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(plan.body.value);
  } else if (plan.body.kind === 'raw') {
    headers['content-type'] = plan.body.contentType;
    options.payload = plan.body.payload;
  }
  return options;
}

/** The schema a refusal with this status must fit: the documented one, else the route's other refusals' shape. */
function errorShapeOf(op: ApiOperation, status: number, message: unknown): JsonSchema {
  if (typeof message === 'string' && BEFORE_ANY_ROUTE.test(message)) return API_ERROR;
  const documented = op.responses[String(status)];
  if (documented) return documented;
  const other = Object.entries(op.responses).find(([s, schema]) => Number(s) >= 400 && Number(s) < 500 && schema);
  return other?.[1] ?? API_ERROR;
}

/** Why this answer breaks the rules, or undefined. */
function problemWith(op: ApiOperation, status: number, text: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') return `answered ${status} without a message: ${text.slice(0, 200)}`;
  const problem = shapeProblem(errorShapeOf(op, status, message), body);
  return problem ? `answered ${status} in another shape (${problem}): ${text.slice(0, 200)}` : undefined;
}

const show = (plan: RequestPlan) => {
  const body = plan.body.kind === 'json' ? JSON.stringify(plan.body.value) : plan.body.kind === 'raw' ? `${plan.body.contentType} ${String(plan.body.payload)}` : '';
  return `${plan.path}${plan.query} as ${plan.caller} ${body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body}`;
};

/**
 * Each walk sends thousands of requests: 40–55 s on this 2-core machine alone, over 120 s beside the end-to-end
 * journeys in CI (they share the cores); the back-office's walk 60–80 s at load (3,000 requests: 68 s alone, 78–113 s
 * beside other suites); a generous limit, the figures not being what is tested. Beside the journeys of 2026-11-29
 * (more pages drawn for their shopper) the first walk took over 300 s in CI.
 */
const WALK_TIMEOUT_MS = 600_000;

/** Sends `total` seeded hostile requests spread over `ops` from `callers`; answers the operations that broke the rules. */
async function walk(ops: readonly ApiOperation[], total: number, callers: readonly Caller[], seed: number): Promise<{ sent: number; failures: string[] }> {
  const runsPerOperation = Math.ceil(total / ops.length);
  let sent = 0;
  const failures: string[] = [];
  for (const [index, op] of ops.entries()) {
    const t0 = performance.now();
    const statuses: Record<number, number> = {};
    const result = await fc.check(
      fc.asyncProperty(requestOf(op, { query: OPAQUE_QUERY, ...OPAQUE[`${op.method} ${op.path}`] }, callers), async (plan) => {
        sent += 1;
        const answer = await shop.app.inject(injectOptions(op, plan));
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        const problem = problemWith(op, answer.statusCode, answer.body);
        if (problem) throw new Error(problem);
      }),
      { seed: seed + index, numRuns: runsPerOperation },
    );
    if (process.env.FUZZ_REPORT) console.log(`${op.method} ${op.path}: ${Math.round(performance.now() - t0)} ms, answers ${JSON.stringify(statuses)}`);
    if (result.failed) {
      const [plan] = result.counterexample ?? [];
      failures.push(`${op.method} ${op.path}: ${(result.errorInstance as Error | undefined)?.message}\n    request: ${plan ? show(plan) : '?'}`);
    }
  }
  return { sent, failures };
}

describe('every API operation answers hostile input with a 4xx in its own error shape, never a 5xx', () => {
  it(`sends ${TOTAL_INPUTS} seeded hostile requests across all operations (seed ${SEED})`, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const { sent, failures } = await walk(operations, TOTAL_INPUTS, SHOPPER_CALLERS, SEED);
    expect(failures, `${failures.length} operations failed (seed ${SEED}):\n${failures.join('\n')}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_INPUTS);
  }, WALK_TIMEOUT_MS);

  it(`sends ${STAFF_INPUTS} seeded hostile requests across the back-office's operations, mostly as staff (seed ${SEED})`, async () => {
    const backOffice = operations.filter((op) => op.path.startsWith(CMS_API_PREFIX));
    expect(backOffice.length).toBeGreaterThan(40);
    const { sent, failures } = await walk(backOffice, STAFF_INPUTS, STAFF_CALLERS, SEED + operations.length);
    expect(failures, `${failures.length} back-office operations failed (seed ${SEED}):\n${failures.join('\n')}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(STAFF_INPUTS);
    // staff can still read and fix what the walk left behind
    expect((await shop.app.inject({ url: `${CMS_API_PREFIX}/settings`, headers: bearer(staff.jwt) })).statusCode).toBe(200);
  }, WALK_TIMEOUT_MS);

  it('answers JSON nested 5,000 levels deep (arrays, objects, both; bare or under a field) with a 4xx in the route\'s shape at every operation that takes a body', async () => {
    const bodies = (['arrays', 'objects', 'both'] as Nesting[]).flatMap((nesting) => {
      const deep = nestedJson(5_000, nesting);
      return [deep, `{"shape":${deep}}`];
    });
    expect(bodies[0].length).toBeLessThan(12_000);
    const failures: string[] = [];
    for (const op of operations) {
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      for (const [i, payload] of bodies.entries()) {
        for (const headers of [{}, { authorization: `Bearer ${customer.tokens.jwt}` }]) {
          const answer = await shop.app.inject({ method: op.method as InjectOptions['method'], url: path, payload, headers: { ...headers, 'content-type': 'application/json' }, remoteAddress: someIp() });
          const takesBody = op.body !== undefined || OPAQUE[`${op.method} ${op.path}`]?.body !== undefined;
          const problem = takesBody && answer.statusCode < 400 ? `answered ${answer.statusCode}` : problemWith(op, answer.statusCode, answer.body);
          if (problem) failures.push(`${op.method} ${path} body #${i}: ${problem}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it('leaves the shop healthy: health check, no control characters stored, and normal requests of each kind still work', async () => {
    const { app } = shop;
    expect((await app.inject({ url: '/api/healthz' })).json()).toEqual({ status: 'ok', database: 'ok' });

    // no text column holds a control character other than a line break or a tab
    const control = '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]';
    const columns = await shop.database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying')`,
    );
    for (const { table_name, column_name } of rowsOf<{ table_name: string; column_name: string }>(columns)) {
      const found = await shop.database.db.execute(sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} ~ ${control} limit 1`);
      expect(rowsOf(found), `${table_name}.${column_name} holds a control character`).toEqual([]);
    }

    const shopper = await registeredShopper(app);
    const ok = async (options: InjectOptions) => {
      const answer = await app.inject({ remoteAddress: someIp(), ...options });
      expect(answer.statusCode, `${options.method ?? 'GET'} ${options.url}: ${answer.body.slice(0, 300)}`).toBe(200);
      return answer.json();
    };
    const listed = await ok({ url: '/api/product/list?limit=5' });
    expect(listed.products.length).toBeGreaterThan(0);
    await ok({ url: `/api/product/${listed.products[0].slugId}` });
    await ok({ url: '/api/lov/PRODUCT_CATEGORY' });
    // whatever the back-office's walk stored, the settings and the home content every page reads still answer
    await ok({ url: '/api/settings' });
    await ok({ url: '/api/content/home' });
    const stones = await ok({ method: 'POST', url: '/api/diamond/list/naturaldiamond?limit=5', payload: {} });
    expect(stones.data.length).toBeGreaterThan(0);
    await ok({ url: `/api/diamond/${stones.data[0].CERTIFICATE_NO}` });
    await ok({ url: '/api/user', headers: shopper.auth });
    const address = { name: 'Nur Aisyah', phone: '123456789', address: 'Lot 5, Jalan Ampang\nUnit 3', postal: '50450', city: 'Kuala Lumpur', state: 'Kuala Lumpur' };
    const created = await ok({ method: 'POST', url: '/api/user/address', headers: shopper.auth, payload: address });
    await ok({ url: `/api/user/address/${created.address.id}`, headers: shopper.auth });
    await ok({ url: '/api/user/cart', headers: shopper.auth });
    await ok({ url: '/api/order/list', headers: shopper.auth });
    await ok({ method: 'POST', url: '/api/hint/create', payload: { recipient_email: 'love@example.com', sender_email: shopper.email, note: 'Size 12,\nplease.' } });
    await ok({ method: 'POST', url: '/api/contact/create', payload: { name: 'Aisyah', email: shopper.email, phone: '0123456789', subject: 'Sizing', message: 'Hello,\n\tthanks.' } });
  });
});

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
