import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lovAnswerSchema, productAnswerSchema, productListAnswerSchema } from '../../../domain/contract/catalog.ts';
import { CARAT_CODES } from '../../../domain/catalog/designs.ts';
import { parseProductImageName, productImageName, productImageUrl, type PicturedProduct } from '../../../domain/catalog/image-names.ts';
import { SHAPE_CODES } from '../../../domain/diamonds/shapes.ts';
import { ENGAGEMENT_RINGS } from '../../db/seed/catalog-data/engagement.ts';
import { NECKLACES_PENDANTS } from '../../db/seed/catalog-data/neckwear.ts';
import { MEN_WEDDING_RINGS } from '../../db/seed/catalog-data/wedding.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { createMemoryRateLimitStore, createRateLimiter } from '../../http/rate-limit.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { picturedProductBySku } from '../catalog/service.ts';
import { mediaRoutes } from './routes.ts';
import { createMediaService, type MediaOptions } from './service.ts';
import { productPictureRequests, sitePictureRequests, type PictureRequest } from './testing.ts';

const dirs: string[] = [];
function cacheDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kilau-media-routes-'));
  dirs.push(dir);
  return dir;
}
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A solitaire made in white and rose gold, round and oval, with carat views: the only product of this catalogue. */
const SOLITAIRE: PicturedProduct = { design: { style: 'solitaire' }, colours: ['white', 'rose'], shapes: ['ROUND', 'OVAL'], caratViews: CARAT_CODES };
const designOf = async (sku: string) => (sku === 'KL-ER-0001' ? SOLITAIRE : undefined);

async function pictureShop(options: Partial<MediaOptions> = {}) {
  const media = createMediaService({ cacheDir: cacheDir(), designOf, ...options });
  const shop = Fastify();
  apps.push(shop);
  await shop.register(mediaRoutes, { media });
  await shop.ready();
  return { shop, media };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = (await pictureShop()).shop;
});

describe('GET /images/*', () => {
  it('answers a product picture as WebP, cached for a year, with an ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_top.webp?w=300' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 304 when the browser already has the picture', async () => {
    const url = '/images/shapes/oval.webp?w=160';
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the laboratory marks as SVG', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/labs/gia.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  it('swaps the hand picture skin tone with ?tone=', async () => {
    const light = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_hand.webp?w=160&tone=0' });
    const dark = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_hand.webp?w=160&tone=4' });
    expect(light.statusCode).toBe(200);
    expect(dark.statusCode).toBe(200);
    expect(light.rawPayload.equals(dark.rawPayload)).toBe(false);
  });

  it.each(['/images/products/KL-NO-0404_white_round_top.webp', '/images/site/nothing.webp', '/images/products/KL-ER-0001_white_round_back.webp'])(
    '404 with a JSON message for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: '404', message: 'Image not found.' });
    },
  );
});

describe('GET /images/* draws only what the catalogue and the site name', () => {
  it.each([
    ['an unknown SKU', '/images/products/KL-ER-0404_white_round_top.webp?w=320'],
    ['a colour the product is not made in', '/images/products/KL-ER-0001_yellow_round_top.webp?w=320'],
    ['a shape the product is not made with', '/images/products/KL-ER-0001_rose_heart_360-07.webp?w=640'],
    ['the hand in a colour the product is not made in', '/images/products/KL-ER-0001_yellow_oval_hand.webp?w=480&tone=2'],
    ['a width above the listed ones', '/images/products/KL-ER-0001_white_round_top.webp?w=2400'],
    ['a site picture at a width above the listed ones', '/images/banners/festive-desktop.webp?w=3000'],
    ['a reviewer the home page does not show', '/images/site/reviewer-xyz.webp'],
  ])('%s: 404, nothing drawn', async (_what, url) => {
    const { shop, media } = await pictureShop();
    const res = await shop.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404', message: 'Image not found.' });
    await media.settled();
    expect(media.stats().renders).toBe(0);
  });

  it('a carat view the product is not offered in: 404', async () => {
    const band: PicturedProduct = { design: { style: 'men-classic' }, colours: ['white'], shapes: ['ROUND'], caratViews: [] };
    const { shop, media } = await pictureShop({ designOf: async () => band });
    expect((await shop.inject({ method: 'GET', url: '/images/products/KL-MR-0001_white_round_top.webp?w=160' })).statusCode).toBe(200);
    expect((await shop.inject({ method: 'GET', url: '/images/products/KL-MR-0001_white_round_1ct_top.webp?w=160' })).statusCode).toBe(404);
    expect(media.stats().renders).toBe(1);
  });
});

describe('GET /images/* does bounded work', () => {
  it('503 with Retry-After and a JSON message when the drawing queue is full; a drawn picture is still answered', async () => {
    const { shop } = await pictureShop({ concurrency: 1, maxWaiting: 1 });
    const drawn = await shop.inject({ method: 'GET', url: '/images/shapes/pear.webp?w=160' });
    expect(drawn.statusCode).toBe(200);
    const urls = ['top', 'side', 'slider1'].map((view) => `/images/products/KL-ER-0001_white_round_${view}.webp?w=160`);
    const answers = await Promise.all([...urls, '/images/shapes/pear.webp?w=160'].map((url) => shop.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 503, 200]);
    const busy = answers[2];
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.json()).toEqual({ code: '503', message: expect.stringMatching(/try again/) });
  });

  it('429 with Retry-After once an address asked for too many new pictures; pictures already drawn are still answered', async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore());
    const { shop, media } = await pictureShop({ newPictures: { limiter, perMinute: 2 } });
    const get = (url: string, ip = '198.51.100.7') => shop.inject({ method: 'GET', url, remoteAddress: ip });
    expect((await get('/images/shapes/round.webp?w=160')).statusCode).toBe(200);
    expect((await get('/images/shapes/oval.webp?w=160')).statusCode).toBe(200);
    const limited = await get('/images/shapes/heart.webp?w=160');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json()).toEqual({ code: '429', message: expect.stringMatching(/new pictures/) });
    for (let i = 0; i < 5; i++) expect((await get('/images/shapes/round.webp?w=160')).statusCode).toBe(200);
    expect((await get('/images/shapes/heart.webp?w=160', '203.0.113.9')).statusCode).toBe(200);
    expect(media.stats()).toMatchObject({ renders: 3, cacheHits: 5 });
  });

  it.each(['abc', '0', '-5', '1.5', '99999', ''])('400 for w=%s', async (w) => {
    const res = await app.inject({ method: 'GET', url: `/images/shapes/round.webp?w=${w}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400' });
    expect(res.json().message).toMatch(/width/);
  });

  it('400 for a skin tone outside 0..4', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_hand.webp?tone=7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/skin tone/);
  });
});

describe("every picture the storefront asks for answers (seeded catalogue, the storefront's own picture addresses)", () => {
  let shop: TestShop;
  const cache = cacheDir();
  beforeAll(async () => {
    shop = await startTestShop({
      seed: (handle) => seedCatalog(handle.db),
      env: { VAR_DIR: cacheDir(), IMAGE_RENDERS_PER_MINUTE: '100000', IMAGE_RENDER_QUEUE: '1000' },
    });
  });
  afterAll(async () => shop?.close());

  const json = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json();
  async function productAndCard(seed: { slugId: string; name: string }) {
    const product = productAnswerSchema.parse(await json(`/api/product/${seed.slugId}`)).product;
    const list = productListAnswerSchema.parse(await json(`/api/product/list?limit=60&q=${encodeURIComponent(seed.name)}`));
    return { product, card: list.products.find((p) => p.slugId === seed.slugId) };
  }
  const query = (r: PictureRequest) => `${r.path}${r.width !== undefined ? `?w=${r.width}` : ''}`;
  /** The picture service on the catalogue's own answer of what a product is offered in (read once per SKU). */
  function catalogueMedia() {
    const known = new Map<string, Promise<PicturedProduct | undefined>>();
    const designOf = (sku: string) => known.get(sku) ?? known.set(sku, picturedProductBySku(shop.database.db, sku)).get(sku)!;
    return createMediaService({ cacheDir: cache, designOf });
  }

  it('answers 200 for the product page of an engagement ring as it first shows, its card, its thumbnail and its share picture', { timeout: 180_000 }, async () => {
    const { product, card } = await productAndCard(ENGAGEMENT_RINGS[0]);
    expect(card).toBeDefined();
    const requests = productPictureRequests(product, card, 'first-view');
    expect(requests.length).toBeGreaterThan(30);
    const failed: string[] = [];
    for (let i = 0; i < requests.length; i += 8) {
      const batch = requests.slice(i, i + 8);
      const answers = await Promise.all(batch.map((r) => shop.app.inject({ method: 'GET', url: query(r) })));
      answers.forEach((a, j) => a.statusCode !== 200 && failed.push(`${a.statusCode} ${query(batch[j])}`));
    }
    expect(failed).toEqual([]);
  });

  it.each([
    ['an engagement ring (carat views)', ENGAGEMENT_RINGS[0]],
    ["a men's band", MEN_WEDDING_RINGS[0]],
    ['a pendant', NECKLACES_PENDANTS[0]],
  ])('has every picture of %s in every colour, shape and carat view the page offers, at every width it asks', async (_what, seed) => {
    const { product, card } = await productAndCard(seed);
    const media = catalogueMedia();
    const requests = productPictureRequests(product, card);
    expect(requests.length).toBeGreaterThan(50);
    const missing = [];
    for (const r of requests) if (!(await media.has(r.path, r.width))) missing.push(query(r));
    expect(missing).toEqual([]);
    // and no other choice of it: a carat view only where the page offers one, no shape it is not made with
    const first = parseProductImageName(product.images.normal[0].image_name)!;
    expect(await media.has(productImageUrl(productImageName({ ...first, carat: '1ct' })))).toBe(product.mainCategory.requires_diamond);
    const otherShape = SHAPE_CODES.find((shape) => !product.shapes.includes(shape))!;
    expect(await media.has(productImageUrl(productImageName({ ...first, shape: otherShape })))).toBe(false);
    expect(readdirSync(cache)).toEqual([]);
  });

  it('has every site, style and diamond picture the pages ask for', async () => {
    const media = catalogueMedia();
    const requests = sitePictureRequests(lovAnswerSchema.parse(await json('/api/lov/PRODUCT_CATEGORY')).lov);
    const missing = [];
    for (const r of requests) if (!(await media.has(r.path, r.width))) missing.push(query(r));
    expect(missing).toEqual([]);
  });
});
