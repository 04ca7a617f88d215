import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lovAnswerSchema, productAnswerSchema, productListAnswerSchema } from '../../../domain/contract/catalog.ts';
import { FILTERS_GARBLED } from '../../../domain/contract/product-filters.ts';
import { encodeProductFilters, type ProductFilters } from '../../../domain/catalog/product-filters.ts';
import { products } from '../../db/schema/catalog.ts';
import { CATEGORY, PRODUCTS, priceFromSenOf } from '../../db/seed/catalog-data/index.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { createCatalogService, PRODUCT_NOT_FOUND } from './service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: (handle) => seedCatalog(handle.db) });
});
afterAll(async () => shop?.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });
const activeCount = PRODUCTS.length;

async function list(params: Record<string, string | number> = {}, filters?: Omit<ProductFilters, 'active'>) {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  if (filters) search.set('filters', encodeProductFilters({ ...filters, active: 'yes' }));
  const answer = await get(`/api/product/list?${search}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return productListAnswerSchema.parse(answer.json());
}

/** Every card of a search, page after page. */
async function all(params: Record<string, string | number> = {}, filters?: Omit<ProductFilters, 'active'>) {
  const first = await list({ ...params, limit: 60 }, filters);
  const cards = [...first.products];
  for (let next = first.next; next !== null; ) {
    const page = await list({ ...params, limit: 60, page: next }, filters);
    cards.push(...page.products);
    next = page.next;
  }
  return cards;
}

describe('GET /api/lov/PRODUCT_CATEGORY (storefront §3, §7)', () => {
  it('lists every category with its sub-categories and the spec flags: 1 and 8 out of navigation, 8 the engagement ring, 7 needs a diamond', async () => {
    const answer = lovAnswerSchema.parse((await get('/api/lov/PRODUCT_CATEGORY')).json());
    expect(answer.code).toBe('200');
    expect(answer.lov.map((c) => c.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const byId = new Map(answer.lov.map((c) => [c.id, c]));
    expect(answer.lov.filter((c) => !c.in_navigation).map((c) => c.id).sort()).toEqual([CATEGORY.looseDiamonds, CATEGORY.engagementRing]);
    expect(answer.lov.filter((c) => c.is_engagement_ring).map((c) => c.id)).toEqual([CATEGORY.engagementRing]);
    expect(byId.get(CATEGORY.bridalSets)?.requires_diamond).toBe(true);
    expect(byId.get(CATEGORY.rings)?.requires_diamond).toBe(false);
    expect(byId.get(CATEGORY.engagementRing)?.sub).toContainEqual({ id: 81, name: 'Solitaire', slug: 'solitaire', image_name: 'solitaire' });
    expect(byId.get(CATEGORY.womenWeddingRing)?.sub.map((s) => s.slug)).toEqual(['modern', 'womenclassic', 'eternity', 'curved']);
  });

  it('limit=N answers only the first N categories; a bad limit is a 400', async () => {
    const full = (await get('/api/lov/PRODUCT_CATEGORY')).json();
    const one = lovAnswerSchema.parse((await get('/api/lov/PRODUCT_CATEGORY?limit=1')).json());
    expect(one.lov).toEqual([full.lov[0]]);
    expect((await get('/api/lov/PRODUCT_CATEGORY?limit=3')).json().lov).toHaveLength(3);
    const bad = await get('/api/lov/PRODUCT_CATEGORY?limit=zero');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('400');
  });
});

describe('GET /api/product/list (storefront §7, §9: pages of 10, next page number)', () => {
  it('pages 10 at a time by default with next, and ends with next null; pages never overlap', async () => {
    const first = await list();
    expect(first).toMatchObject({ code: '200', total: activeCount, next: 2 });
    expect(first.products).toHaveLength(10);
    const second = await list({ page: 2 });
    expect(second.products.map((p) => p.slugId)).not.toContain(first.products[0].slugId);
    const last = await list({ page: Math.ceil(activeCount / 10) });
    expect(last.next).toBeNull();
    expect(last.products).toHaveLength(activeCount % 10 || 10);
    expect((await all()).map((p) => p.slugId).sort()).toEqual(PRODUCTS.map((p) => p.slugId).sort());
  });

  it('a product card has the RM price from its cheapest option, lower-case colours (its default metal first) and _top/_side pictures per colour of the default shape', async () => {
    const cards = await all();
    const amara = cards.find((c) => c.slugId === 'amara-solitaire')!;
    const seed = PRODUCTS.find((p) => p.slugId === 'amara-solitaire')!;
    expect(amara.price).toBe(priceFromSenOf(seed) / 100);
    // Amara's design names white gold as its default metal: it leads, and the card opens in it
    expect(seed.design.metal).toBe('white');
    expect(amara.colours).toEqual(['white', 'rose', 'yellow', 'platinum']);
    expect(amara.classification.name).toBe(seed.classification);
    expect(amara.images.map((i) => i.image_name)).toEqual([
      `${seed.sku}_white_round_top.webp`,
      `${seed.sku}_white_round_side.webp`,
      `${seed.sku}_rose_round_top.webp`,
      `${seed.sku}_rose_round_side.webp`,
      `${seed.sku}_yellow_round_top.webp`,
      `${seed.sku}_yellow_round_side.webp`,
    ]);
    expect(amara.images[0].url).toBe(`/images/products/${seed.sku}_white_round_top.webp`);
    const silver = cards.find((c) => c.slugId === 'kasih-heart-silver-necklace')!;
    expect(silver.colours).toEqual(['silver']);
    expect(silver.images.map((i) => i.image_name)).toEqual(['KL-NP-0009_white_heart_top.webp', 'KL-NP-0009_white_heart_side.webp']);
  });

  it("listings open in each product's own default metal, not all in one (issue 15)", async () => {
    const cards = await all();
    const leading = new Set(cards.map((c) => c.colours[0]));
    for (const metal of ['white', 'yellow', 'rose', 'silver']) expect(leading).toContain(metal);
    for (const card of cards) {
      const seed = PRODUCTS.find((p) => p.slugId === card.slugId)!;
      expect(card.colours[0], card.slugId).toBe(seed.design.metal);
    }
  });

  it('a listing filtered by shape shows each card in that shape (issue 15)', async () => {
    for (const [code, shape] of [['OVAL', 'oval'], ['PEAR', 'pear'], ['EMERALD', 'emerald']] as const) {
      const cards = await all({}, { shape: [code] });
      expect(cards.length, shape).toBeGreaterThan(0);
      for (const card of cards) expect(card.images[0].image_name, `${card.slugId} filtered by ${shape}`).toContain(`_${shape}_`);
    }
  });

  it('keyword q matches the name, the description, the category and the style (sub-category) name, case-insensitively; wildcards are literal', async () => {
    expect((await all({ q: 'AMARA' })).map((c) => c.slugId)).toEqual(expect.arrayContaining(['amara-solitaire', 'amara-solitaire-pendant']));
    const byDescription = PRODUCTS.filter((p) => p.description.toLowerCase().includes('hidden bail')).map((p) => p.slugId);
    expect(byDescription.length).toBeGreaterThan(0);
    expect((await all({ q: 'Hidden Bail' })).map((c) => c.slugId).sort()).toEqual(byDescription.sort());
    const necklaces = await all({ q: '  necklaces & pendants ' });
    expect(necklaces.length).toBe(PRODUCTS.filter((p) => p.categoryId === CATEGORY.necklacesPendants).length);
    const hiddenHalo = await all({ q: 'hidden halo' });
    expect(hiddenHalo.map((c) => c.slugId)).toEqual(expect.arrayContaining(PRODUCTS.filter((p) => p.subcategoryId === 85).map((p) => p.slugId)));
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: 'no-such-jewel-anywhere' })).products).toEqual([]);
    expect((await get(`/api/product/list?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('filters main (category), sub (sub-category), shape (any of) and price range (RM)', async () => {
    const engagement = await all({}, { main: CATEGORY.engagementRing });
    expect(engagement.map((c) => c.slugId).sort()).toEqual(PRODUCTS.filter((p) => p.categoryId === 8).map((p) => p.slugId).sort());
    const halo = await all({}, { main: 8, sub: 82 });
    expect(halo.map((c) => c.slugId).sort()).toEqual(PRODUCTS.filter((p) => p.subcategoryId === 82).map((p) => p.slugId).sort());
    const hearts = await all({}, { shape: ['HEART'] });
    expect(hearts.map((c) => c.slugId).sort()).toEqual(PRODUCTS.filter((p) => p.shapes.includes('heart')).map((p) => p.slugId).sort());
    const heartsOrPears = await all({}, { shape: ['HEART', 'PEAR'] });
    expect(heartsOrPears.length).toBe(PRODUCTS.filter((p) => p.shapes.includes('heart') || p.shapes.includes('pear')).length);
    const ranged = await all({}, { min_price: 1000, max_price: 3000 });
    const expected = PRODUCTS.filter((p) => priceFromSenOf(p) >= 100_000 && priceFromSenOf(p) <= 300_000);
    expect(ranged.map((c) => c.slugId).sort()).toEqual(expected.map((p) => p.slugId).sort());
    for (const card of ranged) expect(card.price).toBeGreaterThanOrEqual(1000);
    const combined = await list({ q: 'solitaire' }, { main: 8, shape: ['ROUND'], max_price: 20000 });
    expect(combined.products.length).toBeGreaterThan(0);
  });

  it('inactive products are hidden from lists, searches and their page', async () => {
    const db = shop.database.db;
    const changed = shop.app.storefront.nextChange();
    await db.update(products).set({ isActive: false }).where(eq(products.slugId, 'amara-solitaire'));
    await changed; // the change notice reaches the shop, which reads the catalogue again
    try {
      const cards = await all();
      expect(cards.map((c) => c.slugId)).not.toContain('amara-solitaire');
      expect((await list()).total).toBe(activeCount - 1);
      const amaras = await all({ q: 'amara' });
      expect(amaras.length).toBeGreaterThan(0);
      expect(amaras.map((c) => c.slugId)).not.toContain('amara-solitaire');
      expect((await get('/api/product/amara-solitaire')).statusCode).toBe(404);
    } finally {
      const back = shop.app.storefront.nextChange();
      await db.update(products).set({ isActive: true }).where(eq(products.slugId, 'amara-solitaire'));
      await back;
    }
  });

  it('a garbled or tampered filters value is a 400 with a clear message, never a 500', async () => {
    const garbled = await get('/api/product/list?filters=%25%25not-base64');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ code: '400', message: FILTERS_GARBLED });
    const strict = Buffer.from('AAAAAA{"active":"yes","admin":true}AAAAAA').toString('base64url');
    const refused = await get(`/api/product/list?filters=${strict}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^filters/);
    expect((await get('/api/product/list?page=0')).statusCode).toBe(400);
    expect((await get('/api/product/list?limit=61')).statusCode).toBe(400);
    expect((await get('/api/product/list?page=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/product/{slug} (storefront §3: product detail)', () => {
  it('answers categories, shapes, pictures, variants by metal group and ring-size ranges in RM', async () => {
    const answer = await get('/api/product/amara-solitaire');
    expect(answer.statusCode).toBe(200);
    const { product } = productAnswerSchema.parse(answer.json());
    const seed = PRODUCTS.find((p) => p.slugId === 'amara-solitaire')!;
    expect(product).toMatchObject({ slugId: 'amara-solitaire', skuId: seed.sku, name: seed.name, description: seed.description, classification: { name: seed.classification } });
    expect(product.mainCategory).toEqual({ id: 8, name: 'Engagement Ring', slug: 'engagementring', is_engagement_ring: true, requires_diamond: true });
    expect(product.subCategory).toEqual({ id: 81, name: 'Solitaire', slug: 'solitaire' });
    expect(product.shapes).toEqual(['ROUND', 'OVAL', 'PEAR', 'CUSHION']);
    expect(product.variant.gold).toHaveLength(1);
    expect(product.variant.gold[0]).toMatchObject({ name: '18K Gold', weight: seed.variants[0].weightGrams });
    expect(product.variant.gold[0].color_details.map((c) => [c.color, c.price])).toEqual(seed.variants[0].colours.map((c) => [c.colour, c.priceSen / 100]));
    expect(product.variant.platinum[0].color_details.map((c) => c.color)).toEqual(['Platinum']);
    expect(product.variant.silver).toEqual([]);
    expect(product.variant.others).toEqual([]);
    const ids = [...product.variant.gold, ...product.variant.platinum].flatMap((v) => v.color_details.map((c) => c.product_panel_setting_id));
    expect(new Set(ids).size).toBe(4);
    expect(product.diamondRing).toEqual(seed.ringSizePrices.map((r) => ({ price: r.priceSen / 100, min_size: r.minSize, max_size: r.maxSize })));
    expect(product.images.normal.length).toBe(4 * 3 * 3);
    expect(product.images.rotate.length).toBe(4 * 3 * 24);
    expect(product.images.slider.map((i) => i.image_name)).toEqual([`${seed.sku}_rose_round_slider1.webp`, `${seed.sku}_rose_round_slider2.webp`, `${seed.sku}_rose_round_slider3.webp`]);
  });

  it("names the colour its page opens in: the design's default metal, the one its listing card shows (issue 15)", async () => {
    const cards = await all();
    for (const slug of ['amara-solitaire', 'intan-bezel-solitaire', 'hati-heart-diamond-pendant']) {
      const { product } = productAnswerSchema.parse((await get(`/api/product/${slug}`)).json());
      const seed = PRODUCTS.find((p) => p.slugId === slug)!;
      expect(product.defaultColour, slug).toBe(seed.design.metal);
      const listed = cards.find((c) => c.slugId === slug)!;
      expect(listed.colours[0], slug).toBe(product.defaultColour);
    }
  });

  it('a pendant has no ring-size ranges', async () => {
    const { product } = (await get('/api/product/hati-heart-diamond-pendant')).json();
    expect(product.diamondRing).toEqual([]);
    expect(product.mainCategory.requires_diamond).toBe(false);
  });

  it('an unknown slug is a 404 with a clear message', async () => {
    const answer = await get('/api/product/no-such-ring');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: '404', message: PRODUCT_NOT_FOUND });
  });
});

describe('pictures follow the catalogue', () => {
  it('draws a product in the shapes the catalogue offers now, not the ones it offered when first asked', async () => {
    const catalog = createCatalogService(shop.database.db, shop.app.storefront);
    const amara = PRODUCTS.find((p) => p.slugId === 'amara-solitaire')!;
    const before = await catalog.designOf(amara.sku);
    expect(before?.shapes).toContain('OVAL');
    const changed = shop.app.storefront.nextChange();
    await shop.database.db.update(products).set({ shapes: ['round'] }).where(eq(products.sku, amara.sku));
    await changed;
    try {
      expect((await catalog.designOf(amara.sku))?.shapes).toEqual(['ROUND']);
    } finally {
      const back = shop.app.storefront.nextChange();
      await shop.database.db.update(products).set({ shapes: amara.shapes }).where(eq(products.sku, amara.sku));
      await back;
    }
  });
});
