import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../domain/contract/fields.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { contentBlocks, shopSettings } from '../../db/schema/content.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { SHOP_SETTINGS, seedContent } from '../../db/seed/content.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { orderFixtures, type Shopper } from '../orders/testing.ts';
import { CMS_API_PREFIX } from './routes.ts';

/**
 * A shop setting is data, not a guess: a text that looks like JSON is kept as the text it is, a text the shop cannot
 * show is refused naming its field, and a stored setting that does not read stops neither the storefront nor staff.
 */
let shop: TestShop;
let staff: Shopper;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  shop = await startTestShop({
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
    },
    env: { LOG_LEVEL: 'error' },
    logStream: stream,
  });
  staff = await orderFixtures(shop).staffMember();
});
afterAll(() => shop?.close());

const put = (payload: object) => shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/settings`, headers: staff.auth, payload });
const staffRead = () => shop.app.inject({ url: `${CMS_API_PREFIX}/settings`, headers: staff.auth });
const storefront = () => shop.app.inject({ url: '/api/settings' });
const stored = async (key: string) => (await shop.database.db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key)))[0]?.value;
/** Runs a change and waits until the storefront has heard of it (the trigger's notice at commit). */
async function committed<T>(change: () => Promise<T>): Promise<T> {
  const next = shop.app.storefront.nextChange();
  const result = await change();
  await next;
  return result;
}

describe('a text setting that looks like JSON is stored and read as the text it is', () => {
  it.each(['202301012345', 'null', 'true', '-0', '[]', '"quoted"'])('companyRegistrationNo %s: saved (200), read back as text by staff and the storefront', async (text) => {
    const saved = await committed(() => put({ companyRegistrationNo: text }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.companyRegistrationNo).toBe(text);
    expect(await stored('companyRegistrationNo')).toBe(text);
    const shown = await storefront();
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().settings.companyRegistrationNo).toBe(text);
    const read = await staffRead();
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ settings: { companyRegistrationNo: text }, unreadable: [] });
  });

  it('the old value can be put back, and the audit record keeps both texts as texts', async () => {
    await committed(() => put({ companyRegistrationNo: '202301012345' }));
    const back = await committed(() => put({ companyRegistrationNo: SHOP_SETTINGS.companyRegistrationNo }));
    expect(back.statusCode, back.body).toBe(200);
    const [last] = await shop.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings')).orderBy(auditLog.id).then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ before: { companyRegistrationNo: '202301012345' }, after: { companyRegistrationNo: SHOP_SETTINGS.companyRegistrationNo } });
  });

  it('every jsonb column reads a stored text as text (a content block here)', async () => {
    await shop.database.db.insert(contentBlocks).values({ key: 'number-like-text', data: '12345' });
    const [row] = await shop.database.db.select({ data: contentBlocks.data }).from(contentBlocks).where(eq(contentBlocks.key, 'number-like-text'));
    expect(row.data).toBe('12345');
    await shop.database.db.delete(contentBlocks).where(eq(contentBlocks.key, 'number-like-text'));
  });
});

describe('a setting the shop cannot show is refused with a 4xx naming its field, and nothing is stored', () => {
  it.each([
    ['brandName', { brandName: 'Kilau\u0007' }, FIELD_MESSAGES.controlCharacters],
    ['telephone', { telephone: '+60 3\u001b[31m' }, FIELD_MESSAGES.controlCharacters],
    ['companyName', { companyName: 'Kilau\u0000 Sdn Bhd' }, FIELD_MESSAGES.controlCharacters],
    ['fax', { fax: 'a\ud800b' }, FIELD_MESSAGES.brokenCharacters],
    ['address.lines.0', { address: { ...SHOP_SETTINGS.address, lines: ['Lot 5\u0000'] } }, FIELD_MESSAGES.controlCharacters],
    ['openingHours.0.hours', { openingHours: [{ days: 'Monday', hours: '10am\udc00' }] }, FIELD_MESSAGES.brokenCharacters],
  ])('%s', async (field, change, message) => {
    const before = (await staffRead()).json().settings;
    const refused = await put(change);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain(`${field}: ${message}`);
    expect((await staffRead()).json().settings).toEqual(before);
  });
});

describe('a stored setting that does not read stops neither the storefront nor staff', () => {
  it('the storefront shows the last good value in its place and logs an error; staff see it named, and saving it mends it', async () => {
    const good = (await storefront()).json().settings;
    // rows written before the rules were, or by hand: a number where a text belongs, a bell in the shop's name
    await committed(() => shop.database.db.update(shopSettings).set({ value: 60_321_234 }).where(eq(shopSettings.key, 'telephone')));
    await committed(() => shop.database.db.update(shopSettings).set({ value: 'Kilau\u0007' }).where(eq(shopSettings.key, 'brandName')));

    const shown = await storefront();
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().settings).toEqual(good);
    expect(log).toMatch(/"level":50[^\n]*stored shop settings do not read/);
    expect(log).toMatch(/"key":"telephone"/);

    const read = await staffRead();
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().settings).toEqual(good);
    expect(read.json().unreadable.map((u: { key: string }) => u.key).sort()).toEqual(['brandName', 'telephone']);
    const board = await shop.app.inject({ url: `${CMS_API_PREFIX}/dashboard`, headers: staff.auth });
    expect(board.json().settings_unreadable.sort()).toEqual(['brandName', 'telephone']);

    // staff fix one (even putting back the value shown) and then the other
    expect((await committed(() => put({ telephone: good.telephone }))).statusCode).toBe(200);
    expect(await stored('telephone')).toBe(good.telephone);
    expect((await staffRead()).json().unreadable.map((u: { key: string }) => u.key)).toEqual(['brandName']);
    const mended = await committed(() => put({ brandName: 'Kilau Jewellers' }));
    expect(mended.statusCode, mended.body).toBe(200);
    expect(mended.json().unreadable).toEqual([]);
    expect((await shop.app.inject({ url: `${CMS_API_PREFIX}/dashboard`, headers: staff.auth })).json().settings_unreadable).toEqual([]);
    expect((await storefront()).json().settings.brandName).toBe('Kilau Jewellers');
    const [last] = await shop.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings')).orderBy(auditLog.id).then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ before: { brandName: 'Kilau\u0007' }, after: { brandName: 'Kilau Jewellers' } });
  });

  it('a home content block that does not read: the home content shows the last good block in its place and logs an error', async () => {
    const good = (await shop.app.inject({ url: '/api/content/home' })).json().home;
    await committed(() => shop.database.db.update(contentBlocks).set({ data: '202301012345' }).where(eq(contentBlocks.key, 'reviews')));
    const shown = await shop.app.inject({ url: '/api/content/home' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().home).toEqual(good);
    expect(log).toMatch(/"level":50[^\n]*"key":"reviews"[^\n]*stored home content blocks do not read/);
  });

  it('a shop whose settings never read shows its first settings (the seed’s, without a bank account or other optional ones) rather than stopping', async () => {
    const other = await startTestShop({
      seed: async (handle) => {
        await seedContent(handle.db);
        await handle.db.update(shopSettings).set({ value: 42 }).where(eq(shopSettings.key, 'email'));
        await handle.db.update(shopSettings).set({ value: { bank: 'Maybank' } }).where(eq(shopSettings.key, 'bankAccount'));
      },
    });
    try {
      const shown = await other.app.inject({ url: '/api/settings' });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().settings.email).toBe(SHOP_SETTINGS.email);
      // never the demo shop's bank account in place of the shop's own: none until staff give it
      expect(shown.json().settings.bankAccount).toBeUndefined();
      expect(shown.json().settings.taxIdentity).toEqual(SHOP_SETTINGS.taxIdentity);
    } finally {
      await other.close();
    }
  });
});
