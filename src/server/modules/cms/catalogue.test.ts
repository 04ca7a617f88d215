import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_UPLOAD_MAX_BYTES } from '../../../domain/contract/cms-catalogue.ts';
import { PICTURE_WIDTHS } from '../../../domain/catalog/picture-widths.ts';
import { encodeProductFilters } from '../../../domain/catalog/product-filters.ts';
import { slugify } from '../../../domain/catalog/slug.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { CATEGORY } from '../../db/seed/catalog-data/index.ts';
import type { TestShop } from '../../testing.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';
import { CMS_CATALOGUE_MESSAGES } from './catalogue.ts';
import { PICTURE_MESSAGES } from './pictures.ts';
import { CMS_API_PREFIX } from './routes.ts';

let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(5);
  f = orderFixtures(shop);
});
afterAll(async () => shop?.close());

type Staff = Awaited<ReturnType<ReturnType<typeof orderFixtures>['staffMember']>>;
let made = 0;

/** A new engagement setting in 18K white and yellow gold, with two ring-size ranges. */
function newSetting(overrides: Record<string, unknown> = {}) {
  made++;
  const name = `Aurora Cathedral Solitaire ${made}`;
  return {
    name,
    slug: slugify(name),
    sku: `KL-ER-T${made}`,
    description: '<p>A cathedral setting.</p><script>alert(1)</script>',
    category_id: CATEGORY.engagementRing,
    classification: 'Engagement Ring',
    shapes: ['oval', 'round'],
    design: { style: 'solitaire', band: 'plain' },
    variants: [{ metal_group: 'gold', name: '18K Gold', weight_grams: 3.2, colours: [{ colour: 'white', price_myr: 4200 }, { colour: 'yellow', price_myr: 3980.5 }] }],
    ring_sizes: [{ min_size: 5, max_size: 15, price_myr: 0 }, { min_size: 16, max_size: 30, price_myr: 250 }],
    ...overrides,
  };
}

const create = (staff: Staff, body: object) => shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/products`, headers: staff.auth, payload: body });
const listed = async (keyword: string, main: number) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/list?limit=60&q=${encodeURIComponent(keyword)}&filters=${encodeProductFilters({ main, active: 'yes' })}` })).json();
const auditOf = (slug: string) => shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, slug)).orderBy(auditLog.id);
/** A picture as a camera would give it: a PNG of a warm gradient. */
const png = (width = 900, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: { r: 210, g: 180, b: 120 } } }).png().toBuffer();

describe('staff create products (issue 14)', () => {
  it('the new operations are in the served route table, so the generated staff-only test (cms.test.ts) tries each as a visitor and a customer', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toEqual(
      expect.arrayContaining([
        `POST ${CMS_API_PREFIX}/products`,
        `POST ${CMS_API_PREFIX}/products/{id}/metals`,
        `POST ${CMS_API_PREFIX}/products/{id}/colours`,
        `PUT ${CMS_API_PREFIX}/products/{id}/pictures`,
        `DELETE ${CMS_API_PREFIX}/products/{id}/pictures/{pictureId}`,
      ]),
    );
  });

  it('a created product is listed in its category at its lowest price (cheapest colour + cheapest ring-size range), drawn in its colours, and audited', async () => {
    const staff = await f.staffMember();
    const body = newSetting();
    const next = shop.app.storefront.nextChange();
    const answer = await create(staff, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const product = answer.json().product;
    expect(product).toMatchObject({ slug: body.slug, sku: body.sku, price_from: 3980.5, description: '<p>A cathedral setting.</p>', shapes: ['oval', 'round'] });
    await next;
    const list = await listed('Aurora Cathedral', CATEGORY.engagementRing);
    const card = list.products.find((p: { slugId: string }) => p.slugId === body.slug);
    expect(card).toMatchObject({ name: body.name, price: 3980.5, colours: ['white', 'yellow'] });
    expect(card.images[0].image_name).toBe(`${body.sku}_white_oval_top.webp`);
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/product/${body.slug}` })).json().product;
    expect(detail.variant.gold[0].color_details.map((c: { color: string; price: number }) => [c.color, c.price])).toEqual([['White', 4200], ['Yellow', 3980.5]]);
    expect(detail.diamondRing).toEqual([{ min_size: 5, max_size: 15, price: 0 }, { min_size: 16, max_size: 30, price: 250 }]);
    // its drawn pictures are served like every product's
    expect((await shop.app.inject({ method: 'GET', url: `/images/products/${body.sku}_yellow_round_side.webp?w=160` })).statusCode).toBe(200);
    expect(await auditOf(body.slug)).toEqual([expect.objectContaining({ action: 'product.create', actorUserId: staff.id, before: null })]);
  });

  it('a taken slug or SKU is a 409 that says which, a bad price or design a 400; none writes a product or an audit record', async () => {
    const staff = await f.staffMember();
    const first = newSetting();
    expect((await create(staff, first)).statusCode).toBe(200);
    const slugTaken = newSetting({ slug: first.slug });
    const skuTaken = newSetting({ sku: first.sku });
    const badPrice = newSetting({ variants: [{ metal_group: 'gold', name: '18K Gold', weight_grams: 3, colours: [{ colour: 'white', price_myr: 12.345 }] }] });
    const badDesign = newSetting({ design: { style: 'solitaire', sparkle: 'lots' } });
    const twice = newSetting({ variants: [{ metal_group: 'gold', name: '18K Gold', weight_grams: 3, colours: [{ colour: 'white', price_myr: 10 }, { colour: 'white', price_myr: 20 }] }] });
    const answers = await Promise.all([slugTaken, skuTaken, badPrice, badDesign, twice].map((b) => create(staff, b)));
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 400, 400, 400]);
    expect(answers[0].json().message).toBe(CMS_CATALOGUE_MESSAGES.slugTaken);
    expect(answers[1].json().message).toBe(CMS_CATALOGUE_MESSAGES.skuTaken);
    expect(answers[2].json().message).toMatch(/two decimals/);
    expect(answers[4].json().message).toBe(CMS_CATALOGUE_MESSAGES.colourTwice);
    for (const refused of [skuTaken, badPrice, badDesign, twice]) {
      expect(await shop.database.db.select().from(products).where(eq(products.slugId, refused.slug))).toEqual([]);
      expect(await auditOf(refused.slug)).toEqual([]);
    }
    expect(await auditOf(first.slug)).toHaveLength(1);
  });

  it('staff add a colour and a metal to a product; its lowest price and the storefront follow; each audited', async () => {
    const staff = await f.staffMember();
    const body = newSetting();
    const product = (await create(staff, body)).json().product;
    const colour = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/products/${product.id}/colours`, headers: staff.auth, payload: { variant_id: product.metals[0].id, colour: 'rose', price_myr: 3500 } });
    expect(colour.statusCode, colour.body).toBe(200);
    expect(colour.json().product.price_from).toBe(3500);
    const again = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/products/${product.id}/colours`, headers: staff.auth, payload: { variant_id: product.metals[0].id, colour: 'rose', price_myr: 3600 } });
    expect(again.statusCode).toBe(409);
    const next = shop.app.storefront.nextChange();
    const metal = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/products/${product.id}/metals`, headers: staff.auth, payload: { metal_group: 'platinum', name: 'PT950 Platinum', weight_grams: 4.1, colours: [{ colour: 'platinum', price_myr: 5600 }] } });
    expect(metal.statusCode, metal.body).toBe(200);
    await next;
    const detail = (await shop.app.inject({ method: 'GET', url: `/api/product/${body.slug}` })).json().product;
    expect(detail.variant.gold[0].color_details.map((c: { color: string }) => c.color)).toEqual(['White', 'Yellow', 'Rose']);
    expect(detail.variant.platinum[0]).toMatchObject({ name: 'PT950 Platinum', weight: 4.1 });
    expect(detail.images.normal.some((i: { image_name: string }) => i.image_name === `${body.sku}_rose_oval_top.webp`)).toBe(true);
    expect((await auditOf(body.slug)).map((a) => a.action).sort()).toEqual(['product.colour.add', 'product.create', 'product.metal.add']);
  });
});

describe('staff change a product\'s design (issues 14 and 15: a drawing is chosen in the data, not in code)', () => {
  it('a new design is saved and audited, and the product\'s pictures are drawn anew from it; a design the vocabulary does not know is a 400 that changes nothing', async () => {
    const staff = await f.staffMember();
    const body = newSetting();
    const product = (await create(staff, body)).json().product;
    const picture = `/images/products/${body.sku}_white_oval_top.webp?w=480`;
    const before = await shop.app.inject({ method: 'GET', url: picture });
    expect(before.statusCode).toBe(200);

    const refused = await shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/products/${product.id}`, headers: staff.auth, payload: { design: { style: 'solitaire', head: 'seven-prong' } } });
    expect(refused.statusCode).toBe(400);
    expect((await shop.database.db.select().from(products).where(eq(products.id, product.id)))[0].design).toEqual(body.design);

    const next = shop.app.storefront.nextChange();
    const design = { style: 'halo', halo: 'double', band: 'pave' };
    const changed = await shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/products/${product.id}`, headers: staff.auth, payload: { design } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().product.design).toEqual(design);
    await next;
    const after = await shop.app.inject({ method: 'GET', url: picture });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const audit = (await auditOf(body.slug)).find((a) => a.action === 'product.update');
    expect(audit?.before).toMatchObject({ design: body.design });
    expect(audit?.after).toMatchObject({ design });
  });
});

describe('staff upload product pictures (issue 14)', () => {
  const upload = (staff: Staff, id: number, body: Buffer | string, type: string, query = '') =>
    shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/products/${id}/pictures${query}`, headers: { ...staff.auth, 'content-type': type }, payload: body });

  it('refuses what is not a JPEG, PNG or WebP picture of a sensible size, and stores nothing', async () => {
    const staff = await f.staffMember();
    const product = (await create(staff, newSetting())).json().product;
    const text = await upload(staff, product.id, 'GIF89a not really a picture', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(PICTURE_MESSAGES.notAnImage);
    const gif = await upload(staff, product.id, await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } }).gif().toBuffer(), 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe(PICTURE_MESSAGES.wrongType);
    const huge = await upload(staff, product.id, await png(12_001, 200), 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(PICTURE_MESSAGES.tooLarge);
    const heavy = await upload(staff, product.id, Buffer.alloc(PICTURE_UPLOAD_MAX_BYTES + 1, 7), 'image/jpeg');
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json()).toMatchObject({ code: '413' });
    const tiny = await upload(staff, product.id, await png(40, 40), 'image/png');
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe(PICTURE_MESSAGES.tooSmall);
    const json = await shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/products/${product.id}/pictures`, headers: staff.auth, payload: { picture: 'base64…' } });
    expect(json.statusCode).toBe(415);
    const wrongShape = await upload(staff, product.id, await png(), 'image/png', '?shape=heart');
    expect(wrongShape.statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/products/${product.id}`, headers: staff.auth })).json().product.pictures).toEqual([]);
    expect((await auditOf(product.slug)).map((a) => a.action)).toEqual(['product.create']);
  });

  it('an uploaded picture is tagged (defaults: first colour and shape), leads the gallery and the card, is served as WebP at the storefront’s widths, and can be removed', async () => {
    const staff = await f.staffMember();
    const body = newSetting();
    const product = (await create(staff, body)).json().product;
    let next = shop.app.storefront.nextChange();
    const first = await upload(staff, product.id, await png(), 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const picture = first.json().picture;
    expect(picture).toMatchObject({ colour: 'white', shape: 'oval', carat: null, width: 900, height: 700, image_name: `${body.sku}_white_oval_upload-${picture.id}.webp` });
    const yellow = (await upload(staff, product.id, await png(), 'image/png', '?colour=yellow&shape=round&carat=1ct')).json().picture;
    expect(yellow.image_name).toBe(`${body.sku}_yellow_round_1ct_upload-${yellow.id}.webp`);
    await next;

    const detail = (await shop.app.inject({ method: 'GET', url: `/api/product/${body.slug}` })).json().product;
    expect(detail.images.normal.slice(0, 2).map((i: { url: string }) => i.url)).toEqual([picture.url, yellow.url]);
    const card = (await listed('Aurora Cathedral', CATEGORY.engagementRing)).products.find((p: { slugId: string }) => p.slugId === body.slug);
    expect(card.images[0].url).toBe(picture.url);

    const width = PICTURE_WIDTHS[2];
    const served = await shop.app.inject({ method: 'GET', url: `${picture.url}?w=${width}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 700) / 900) });
    // a wrong SKU in the name is no picture of the shop
    expect((await shop.app.inject({ method: 'GET', url: picture.url.replace(body.sku, 'KL-ER-0001') })).statusCode).toBe(404);

    next = shop.app.storefront.nextChange();
    const removed = await shop.app.inject({ method: 'DELETE', url: `${CMS_API_PREFIX}/products/${product.id}/pictures/${picture.id}`, headers: staff.auth });
    expect(removed.statusCode).toBe(200);
    await next;
    const after = (await shop.app.inject({ method: 'GET', url: `/api/product/${body.slug}` })).json().product;
    expect(after.images.normal.map((i: { url: string }) => i.url)).not.toContain(picture.url);
    expect((await shop.app.inject({ method: 'GET', url: `${picture.url}?w=${width}` })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'DELETE', url: `${CMS_API_PREFIX}/products/${product.id}/pictures/${picture.id}`, headers: staff.auth })).statusCode).toBe(404);
    const actions = await shop.database.db.select({ action: auditLog.action }).from(auditLog).where(like(auditLog.action, 'product.picture.%')).orderBy(auditLog.id);
    expect(actions.map((a) => a.action).filter((a) => a.endsWith('remove'))).toHaveLength(1);
    expect((await auditOf(body.slug)).map((a) => a.action).sort()).toEqual(['product.create', 'product.picture.remove', 'product.picture.upload', 'product.picture.upload']);
  });
});
