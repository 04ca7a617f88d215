import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invisibleCharactersMessage } from '../domain/shop/visible-text.ts';
import { colourOptions, products, productVariants } from './db/schema/catalog.ts';
import { CATEGORY } from './db/seed/catalog-data/index.ts';
import { seedCatalog } from './db/seed/catalog.ts';
import { seedContent } from './db/seed/content.ts';
import { registeredShopper, someIp } from './modules/accounts/testing.ts';
import { startTestShop, type TestShop } from './testing.ts';

/** Names, addresses, inscriptions and notes hold only what can be seen (issue 38), through the API. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
    },
  });
});
afterAll(async () => shop?.close());

type Shopper = Awaited<ReturnType<typeof registeredShopper>>;
const call = (who: Shopper | undefined, method: 'POST' | 'PUT', url: string, payload: object) =>
  shop.app.inject({ method, url, payload, headers: who?.auth ?? {}, remoteAddress: someIp() });

const home = { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur' };
const RLO = '\u202E';
const ZWSP = '\u200B';

async function weddingBand() {
  const db = shop.database.db;
  const [product] = await db.select().from(products).where(eq(products.categoryId, CATEGORY.weddingRing)).orderBy(asc(products.id)).limit(1);
  const [{ option }] = await db
    .select({ option: colourOptions })
    .from(colourOptions)
    .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(colourOptions.id))
    .limit(1);
  return { product_id: product.id, product_panel_setting_id: option.id, quantity: 1, diamond: {}, ring_size: 12 };
}

describe('text a shopper cannot see is refused with a 400 naming the field (issue 38)', () => {
  it('an address whose name or street holds a right-to-left override or a zero-width space; nothing is stored', async () => {
    const shopper = await registeredShopper(shop.app);
    const named = await call(shopper, 'POST', '/api/user/address', { ...home, name: `Nur ${RLO}hasyiA` });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toContain(invisibleCharactersMessage('name'));
    expect(named.json().message).toContain('The name holds a character that cannot be seen');
    const street = await call(shopper, 'POST', '/api/user/address', { ...home, address: `12 Jalan${ZWSP} Bukit Bintang` });
    expect(street.statusCode).toBe(400);
    expect(street.json().message).toContain(invisibleCharactersMessage('address'));
    for (const city of ['Kuala\uFEFFLumpur', 'Kuala Lumpur\u2066', 'Kuala Lumpur\uFDD0', 'Kuala Lumpur\u{10FFFF}'])
      expect((await call(shopper, 'POST', '/api/user/address', { ...home, city })).statusCode, JSON.stringify(city)).toBe(400);
    const book = await shop.app.inject({ method: 'GET', url: '/api/user/address', headers: shopper.auth });
    expect(book.json().addresses).toEqual([]);
    // names in every script and with their accents are kept as they are
    expect((await call(shopper, 'POST', '/api/user/address', { ...home, name: 'Siti Nurhaliza · 陈美玲 · முத்து · Zoë' })).statusCode).toBe(200);
  });

  it('a profile name with a direction mark', async () => {
    const shopper = await registeredShopper(shop.app);
    const answer = await call(shopper, 'PUT', `/api/user/update/${shopper.id}`, { type: 'WEB', name: `Aisyah\u2067` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(invisibleCharactersMessage('name'));
  });

  it('an inscription with a zero-width space; twelve characters as shown are taken, however many code points they take', async () => {
    const shopper = await registeredShopper(shop.app);
    const band = await weddingBand();
    const hidden = await call(shopper, 'POST', '/api/user/cart', { ...band, engrave: { text: `A${ZWSP}N`, font: 'Classic' } });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toContain(invisibleCharactersMessage('inscription'));
    // "Zoë & Amélie" written with combining accents: 12 characters shown, 14 code points
    const accented = 'Zoe\u0308 & Ame\u0301lie';
    expect([...accented]).toHaveLength(14);
    const taken = await call(shopper, 'POST', '/api/user/cart', { ...band, engrave: { text: accented, font: 'Classic' } });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await call(shopper, 'POST', '/api/user/cart', { ...band, engrave: { text: `${accented}!`, font: 'Classic' } })).statusCode).toBe(400);
  });

  it('a contact message and a hint’s note with a byte-order mark or a right-to-left override', async () => {
    const enquiry = { name: 'Nurul Aisyah', email: 'nurul@example.com', phone: '+60 12-345 6789', subject: 'Resizing my ring', message: 'Can you resize to 14?' };
    const message = await call(undefined, 'POST', '/api/contact/create', { ...enquiry, message: `\uFEFFCan you resize ${RLO}41 ot?` });
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toContain(invisibleCharactersMessage('message'));
    expect((await call(undefined, 'POST', '/api/contact/create', { ...enquiry, subject: `Resizing${ZWSP}` })).json().message).toContain(invisibleCharactersMessage('subject'));
    const hint = await call(undefined, 'POST', '/api/hint/create', { recipient_email: 'adam@example.com', sender_email: 'nurul@example.com', note: `Hint ${RLO}gnir` });
    expect(hint.statusCode).toBe(400);
    expect(hint.json().message).toContain(invisibleCharactersMessage('message'));
  });
});
