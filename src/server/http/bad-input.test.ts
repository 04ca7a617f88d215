import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeProductFilters } from '../../domain/catalog/product-filters.ts';
import { seedCatalog } from '../db/seed/catalog.ts';
import { seedContent } from '../db/seed/content.ts';
import { seedDiamonds } from '../db/seed/diamonds.ts';
import { registeredShopper, someIp } from '../modules/accounts/testing.ts';
import { startTestShop, type TestShop } from '../testing.ts';

/**
 * The probes of issue 11 (item 5), each named: text with a NUL or another control character, ids beyond the
 * database's integer range and an unreadable diamond-search body are refused with a 400 that names the field, in the
 * route's own answer shape — never a 500 (and never a 503 for the pages built on these calls).
 */

const NUL = '\u0000';
const TOO_BIG_ID = 2 ** 31;

let shop: TestShop;
let shopper: Awaited<ReturnType<typeof registeredShopper>>;

beforeAll(async () => {
  shop = await startTestShop({
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
      await seedDiamonds(handle, 10);
    },
  });
  shopper = await registeredShopper(shop.app);
});
afterAll(async () => shop?.close());

const send = (options: InjectOptions) => shop.app.inject({ remoteAddress: someIp(), ...options });

/** A 400 `{ code, message }` whose message names the field. */
async function refusedNaming(options: InjectOptions, field: string) {
  const answer = await send(options);
  expect(answer.statusCode, answer.body).toBe(400);
  const body = answer.json();
  expect(body.code).toBe('400');
  expect(body.message).toContain(field);
  return body.message as string;
}

const address = { name: 'Nur Aisyah', phone: '123456789', address: 'Lot 5, Jalan Ampang', postal: '50450', city: 'Kuala Lumpur', state: 'Kuala Lumpur' };
const hint = { recipient_email: 'love@example.com', recipient_phone: '0123456789', sender_email: 'me@example.com', sender_phone: '0198765432', note: 'Size 12', slug: 'amara-solitaire' };
const contact = { name: 'Aisyah', email: 'aisyah@example.com', phone: '0123456789', subject: 'Sizing', message: 'Hello' };

describe('a NUL (or another control character) in text is a 400 naming the field', () => {
  it.each(['name', 'email', 'phone'])('My Profile: %s', async (field) => {
    await refusedNaming({ method: 'PUT', url: `/api/user/update/${shopper.id}`, headers: shopper.auth, payload: { [field]: `A${NUL}1` } }, field);
  });

  it.each(['name', 'phone', 'address', 'postal', 'city'])('My Address Book, new and changed address: %s', async (field) => {
    await refusedNaming({ method: 'POST', url: '/api/user/address', headers: shopper.auth, payload: { ...address, [field]: `5${NUL}` } }, field);
    await refusedNaming({ method: 'PUT', url: '/api/user/address', headers: shopper.auth, payload: { ...address, id: 1, [field]: `5${NUL}` } }, field);
  });

  it.each(Object.keys(hint))('Drop a Hint (POST /api/hint/create): %s', async (field) => {
    await refusedNaming({ method: 'POST', url: '/api/hint/create', payload: { ...hint, [field]: `x${NUL}y` } }, field);
  });

  it.each(Object.keys(contact))('Contact Us: %s', async (field) => {
    await refusedNaming({ method: 'POST', url: '/api/contact/create', payload: { ...contact, [field]: `x${NUL}y` } }, field);
  });

  it('the product search keyword q', async () => {
    await refusedNaming({ url: '/api/product/list?q=ring%00' }, 'q');
    await refusedNaming({ url: '/api/product/list?q=%07bell' }, 'q');
  });

  it("a product's slug (GET /api/product/{slug})", async () => {
    await refusedNaming({ url: '/api/product/amara%00solitaire' }, 'slug');
  });

  it("a diamond's certificate number (GET /api/diamond/{CERTIFICATE_NO}), in the search's own shape", async () => {
    const answer = await send({ url: '/api/diamond/GIA%00123' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: 'The certificate number must not contain control characters (such as NUL).' });
  });

  it('the diamond search codes', async () => {
    const answer = await send({ method: 'POST', url: '/api/diamond/list/naturaldiamond', payload: { shape: `ROUND,${NUL}` } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message: expect.stringContaining('shape') });
  });

  it('an inscription and a diamond chosen for the cart', async () => {
    await refusedNaming({ method: 'POST', url: '/api/user/cart', headers: shopper.auth, payload: { product_id: 1, product_panel_setting_id: 1, engrave: { text: `Love${NUL}`, font: 'Classic' } } }, 'engrave.text');
    await refusedNaming({ method: 'POST', url: '/api/user/cart', headers: shopper.auth, payload: { product_id: 1, product_panel_setting_id: 1, diamond: { CERTIFICATE_NO: `GIA${NUL}` } } }, 'diamond.CERTIFICATE_NO');
  });

  it('line breaks are refused in a one-line field, and broken unicode (a lone surrogate) anywhere', async () => {
    await refusedNaming({ method: 'POST', url: '/api/contact/create', payload: { ...contact, subject: 'Two\nlines' } }, 'subject');
    await refusedNaming({ method: 'POST', url: '/api/contact/create', payload: { ...contact, message: 'broken \ud800 text' } }, 'message');
  });

  it('multi-line fields (a note, a message, the address lines) keep their line breaks and tabs', async () => {
    const hinted = await send({ method: 'POST', url: '/api/hint/create', payload: { ...hint, note: 'Size 12,\n\tplease.' } });
    expect(hinted.statusCode, hinted.body).toBe(200);
    expect((await send({ method: 'POST', url: '/api/contact/create', payload: { ...contact, message: 'Hello,\r\n\tthanks.' } })).statusCode).toBe(200);
    const created = await send({ method: 'POST', url: '/api/user/address', headers: shopper.auth, payload: { ...address, address: 'Lot 5, Jalan Ampang\nUnit 3' } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().address.address).toBe('Lot 5, Jalan Ampang\nUnit 3');
  });
});

describe(`an id of 2^31 (${TOO_BIG_ID}) or more is a 400, not a database error`, () => {
  it.each([
    ['GET', `/api/user/address/${TOO_BIG_ID}`],
    ['DELETE', `/api/user/address/${TOO_BIG_ID}`],
    ['DELETE', `/api/user/cart/${TOO_BIG_ID}`],
    ['PUT', `/api/user/update/${TOO_BIG_ID}`],
    ['DELETE', '/api/user/cart/9223372036854775808'],
  ] as const)('path parameter: %s %s', async (method, url) => {
    await refusedNaming({ method, url, headers: shopper.auth, ...(method === 'PUT' ? { payload: { name: 'Aisyah' } } : {}) }, 'id');
  });

  it('in a body: the address id, the cart line id, the product and its colour option', async () => {
    await refusedNaming({ method: 'PUT', url: '/api/user/address', headers: shopper.auth, payload: { ...address, id: TOO_BIG_ID } }, 'id');
    await refusedNaming({ method: 'PUT', url: '/api/user/cart', headers: shopper.auth, payload: { id: TOO_BIG_ID } }, 'id');
    await refusedNaming({ method: 'POST', url: '/api/user/cart', headers: shopper.auth, payload: { product_id: TOO_BIG_ID, product_panel_setting_id: 1 } }, 'product_id');
    await refusedNaming({ method: 'POST', url: '/api/user/cart', headers: shopper.auth, payload: { product_id: 1, product_panel_setting_id: 2 ** 63 } }, 'product_panel_setting_id');
  });

  it.each(['main', 'sub'] as const)("the product listing filter's %s category id inside the filters value", async (key) => {
    const filters = encodeProductFilters({ active: 'yes', [key]: TOO_BIG_ID });
    await refusedNaming({ url: `/api/product/list?filters=${filters}` }, `filters.${key}`);
  });

  it('the largest id the database holds is simply not found', async () => {
    const answer = await send({ url: '/api/user/address/2147483647', headers: shopper.auth });
    expect(answer.statusCode).toBe(404);
  });
});

describe("an unreadable body is a 400 in the route's own shape", () => {
  it('the diamond search (POST /api/diamond/list/{type}): { success: false, message }', async () => {
    const answer = await send({ method: 'POST', url: '/api/diamond/list/naturaldiamond', headers: { 'content-type': 'application/json' }, payload: '{"shape": ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: expect.stringMatching(/JSON/), data: [], total: 0 });
  });

  it('the diamond search with another content type: a 415 in the same shape', async () => {
    const answer = await send({ method: 'POST', url: '/api/diamond/list/naturaldiamond', headers: { 'content-type': 'application/xml' }, payload: '<shape>ROUND</shape>' });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each([
    ['POST', '/api/login'],
    ['POST', '/api/user/address'],
    ['POST', '/api/user/cart'],
    ['POST', '/api/hint/create'],
    ['POST', '/api/contact/create'],
  ] as const)('%s %s: { code, message }', async (method, url) => {
    const answer = await send({ method, url, headers: { ...shopper.auth, 'content-type': 'application/json' }, payload: '{"name": "\u0000' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: '400', message: 'The request body is not valid JSON.' });
  });
});
