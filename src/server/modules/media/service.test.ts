import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CARAT_CODES, RING_STYLES, type RingDesign } from '../../../domain/catalog/designs.ts';
import { ALL_SITE_IMAGES, productImageName, type PicturedProduct, type ProductImageView } from '../../../domain/catalog/image-names.ts';
import { IMAGE_COLOURS } from '../../../domain/catalog/metals.ts';
import { SHAPE_CODES } from '../../../domain/diamonds/shapes.ts';
import { createMemoryRateLimitStore, createRateLimiter } from '../../http/rate-limit.ts';
import { createMediaService, snapWidth } from './service.ts';

const dirs: string[] = [];
function cacheDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kilau-media-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Every file the cache keeps under `dir`. */
function cachedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name);
}

/** A product offered in every colour, shape and carat view (the catalogue's answer for it). */
const everyChoice = (design: RingDesign): PicturedProduct => ({ design, colours: IMAGE_COLOURS, shapes: SHAPE_CODES, caratViews: CARAT_CODES });
/** A catalog of one product per style: SKU KL-XX-{index}. */
const skuOf = (i: number) => `KL-XX-${String(i).padStart(4, '0')}`;
const DESIGNS = new Map<string, PicturedProduct>(RING_STYLES.map((style, i) => [skuOf(i), everyChoice({ style, ...(style === 'gemstone-ring' ? { gem: 'ruby' as const } : {}) })]));
const designOf = async (sku: string) => DESIGNS.get(sku);

async function decoded(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('snapping widths', () => {
  it('snaps up to the next listed width and never above the picture', () => {
    expect(snapWidth(100, 1280)).toBe(160);
    expect(snapWidth(160, 1280)).toBe(160);
    expect(snapWidth(161, 1280)).toBe(320);
    expect(snapWidth(665, 1280)).toBe(800);
    expect(snapWidth(801, 1280)).toBe(960);
    expect(snapWidth(1000, 1280)).toBe(1280);
    expect(snapWidth(1500, 1280)).toBe(1280);
    expect(snapWidth(5000, 1920)).toBe(1920);
    expect(snapWidth(400, 160)).toBe(160);
    expect(snapWidth(undefined, 1200)).toBe(1200);
  });
});

describe('site pictures', () => {
  const media = createMediaService({ cacheDir: cacheDir(), designOf });

  it.each(ALL_SITE_IMAGES.map((i) => [i.url, i] as const))('%s renders', async (_url, image) => {
    const res = await media.render(image.url, 200);
    expect(res).toBeDefined();
    if (image.url.endsWith('.svg')) {
      expect(res!.type).toBe('image/svg+xml');
      expect(res!.body.toString('utf8')).toMatch(/^<svg [^>]*viewBox=/);
      return;
    }
    expect(res!.type).toBe('image/webp');
    const meta = await decoded(res!.body);
    const width = snapWidth(200, image.width);
    expect(meta).toEqual({ format: 'webp', width, height: Math.round((width * image.height) / image.width) });
  });

  it('serves the subcategory pictures under the seed names too', async () => {
    const res = await media.render('/images/styles/style-menclassic.webp', 160);
    expect(res?.type).toBe('image/webp');
  });

  it('draws the brand name that is set', async () => {
    const named = createMediaService({ cacheDir: cacheDir(), designOf, brandName: 'Cahaya' });
    const logo = await named.render('/images/site/logo.svg');
    expect(logo!.body.toString('utf8')).toContain('CAHAYA');
  });

  it.each(['/images/site/nothing.webp', '/images/banners/winter-desktop.webp', '/images/shapes/square.webp', '/images/labs/xyz.svg', '/images/../etc/passwd', '/images/tiles/gift-for-dogs.webp', '/other/logo.svg'])(
    '%s is not a picture',
    async (p) => {
      expect(await media.render(p)).toBeUndefined();
    },
  );
});

describe('product pictures', () => {
  const media = createMediaService({ cacheDir: cacheDir(), designOf });
  const views: ProductImageView[] = ['top', 'side', 'hand', 'slider1', 'slider2', 'slider3', '360-07'];
  const cases = RING_STYLES.flatMap((style, i) => views.map((view) => [style, view, skuOf(i)] as const));

  it.each(cases)('%s, %s view, renders to a WebP of the asked width', async (_style, view, sku) => {
    const name = productImageName({ sku, colour: 'rose', shape: 'PEAR', view, ...(view === 'hand' ? { tone: 3 as const } : {}) });
    const res = await media.render(`/images/products/${name}`, 150);
    expect(res?.type).toBe('image/webp');
    expect(await decoded(res!.body)).toEqual({ format: 'webp', width: 160, height: 160 });
  });

  it('draws the carat view asked for', async () => {
    const small = await media.render(`/images/products/${productImageName({ sku: skuOf(0), colour: 'white', shape: 'ROUND', carat: '30pt', view: 'top' })}`, 320);
    const large = await media.render(`/images/products/${productImageName({ sku: skuOf(0), colour: 'white', shape: 'ROUND', carat: '2ct', view: 'top' })}`, 320);
    expect(small!.body.equals(large!.body)).toBe(false);
  });

  it('renders at the intrinsic 1280 pixels when no width is asked', async () => {
    const res = await media.render(`/images/products/${productImageName({ sku: skuOf(1), colour: 'yellow', shape: 'OVAL', view: 'top' })}`);
    expect((await decoded(res!.body)).width).toBe(1280);
  });

  it('knows no picture for an unknown SKU or a name that is not a product picture', async () => {
    expect(await media.render('/images/products/KL-NO-9999_white_round_top.webp')).toBeUndefined();
    expect(await media.render(`/images/products/${skuOf(0)}_white_round_back.webp`)).toBeUndefined();
    expect(await media.render(`/images/products/${skuOf(0)}_platinum_round_top.webp`)).toBeUndefined();
  });
});

describe('the disk cache', () => {
  const url = `/images/products/${productImageName({ sku: skuOf(2), colour: 'white', shape: 'EMERALD', view: 'side' })}`;

  it('answers a second request with the same bytes without drawing again', async () => {
    const media = createMediaService({ cacheDir: cacheDir(), designOf });
    const first = await media.render(url, 320);
    expect(media.stats().renders).toBe(1);
    const second = await media.render(url, 300);
    expect(second!.body.equals(first!.body)).toBe(true);
    expect(media.stats()).toMatchObject({ renders: 1, cacheHits: 1 });
  });

  it('survives a restart: a new service reads what the last one drew', async () => {
    const dir = cacheDir();
    const first = await createMediaService({ cacheDir: dir, designOf }).render(url, 480);
    const again = createMediaService({ cacheDir: dir, designOf });
    const second = await again.render(url, 480);
    expect(second!.body.equals(first!.body)).toBe(true);
    expect(again.stats().renders).toBe(0);
  });

  it('draws once for concurrent requests of the same picture', async () => {
    const media = createMediaService({ cacheDir: cacheDir(), designOf });
    const results = await Promise.all([1, 2, 3, 4].map(() => media.render(url, 640)));
    expect(media.stats().renders).toBe(1);
    expect(results.every((r) => r!.body.equals(results[0]!.body))).toBe(true);
  });

  it('draws again when the product design changes', async () => {
    const dir = cacheDir();
    let design: RingDesign = { style: 'solitaire' };
    const media = createMediaService({ cacheDir: dir, designOf: async () => everyChoice(design) });
    const before = await media.render('/images/products/KL-ER-0001_white_round_top.webp', 160);
    design = { style: 'halo' };
    const after = await media.render('/images/products/KL-ER-0001_white_round_top.webp', 160);
    expect(media.stats().renders).toBe(2);
    expect(after!.body.equals(before!.body)).toBe(false);
  });
});

describe('a loose diamond of the inventory (IMAGE and VIDEO of the diamond search)', () => {
  it('draws the stone as a still picture and its 360° view as a strip of 24 square frames', async () => {
    const media = createMediaService({ cacheDir: cacheDir(), designOf });
    const still = await media.render('/images/diamonds/oval.webp', 320);
    expect(await decoded(still!.body)).toEqual({ format: 'webp', width: 320, height: 320 });
    const strip = await media.render('/images/diamonds/oval-360.webp');
    expect(await decoded(strip!.body)).toEqual({ format: 'webp', width: 24 * 320, height: 320 });
    // The frames turn: the first and the seventh (90°) differ.
    const frame = (i: number) => sharp(strip!.body).extract({ left: i * 320, top: 0, width: 320, height: 320 }).raw().toBuffer();
    expect((await frame(0)).equals(await frame(6))).toBe(false);
    expect(await media.render('/images/diamonds/trillion.webp')).toBeUndefined();
    expect(await media.render('/images/diamonds/Oval-360.webp')).toBeUndefined();
  });
});

describe('only the pictures the catalogue names are drawn', () => {
  // a solitaire made in white and rose gold, round and oval, with carat views; a band in yellow gold, round, without
  const catalogue = new Map<string, PicturedProduct>([
    ['KL-ER-0001', { design: { style: 'solitaire' }, colours: ['white', 'rose'], shapes: ['ROUND', 'OVAL'], caratViews: CARAT_CODES }],
    ['KL-WB-0001', { design: { style: 'classic-band' }, colours: ['yellow'], shapes: ['ROUND'], caratViews: [] }],
  ]);
  const catalogueOf = async (sku: string) => catalogue.get(sku);

  it.each([
    ['an unknown SKU', '/images/products/KL-ER-0999_white_round_top.webp', undefined],
    ['a colour the ring is not made in', '/images/products/KL-ER-0001_yellow_round_top.webp', 320],
    ['a shape the ring is not made with', '/images/products/KL-ER-0001_white_pear_360-04.webp', 640],
    ['a carat view of a band', '/images/products/KL-WB-0001_yellow_round_1ct_side.webp', 160],
    ['the hand in a colour the ring is not made in', '/images/products/KL-ER-0001_yellow_oval_hand-3.webp', 960],
    ['a width above the listed ones', '/images/products/KL-ER-0001_white_round_top.webp', 1921],
    ['a site picture at a width above the listed ones', '/images/site/share.webp', 4096],
    ['a reviewer the home page does not show', '/images/site/reviewer-zz.webp', undefined],
  ])('%s: no picture, nothing drawn', async (_what, url, width) => {
    const dir = cacheDir();
    const media = createMediaService({ cacheDir: dir, designOf: catalogueOf });
    expect(await media.has(url, width)).toBe(false);
    expect(await media.render(url, width)).toBeUndefined();
    await media.settled();
    expect(media.stats().renders).toBe(0);
    expect(cachedFiles(dir)).toEqual([]);
  });

  it.each([
    ['/images/products/KL-ER-0001_rose_oval_2ct_360-05.webp', 640],
    ['/images/products/KL-ER-0001_white_round_hand-4.webp', 300],
    ['/images/products/KL-WB-0001_yellow_round_side.webp', 1920],
    ['/images/site/reviewer-na.webp', 160],
  ])('draws %s', async (url, width) => {
    const media = createMediaService({ cacheDir: cacheDir(), designOf: catalogueOf });
    expect(await media.has(url, width)).toBe(true);
    expect((await media.render(url, width))?.type).toBe('image/webp');
  });
});

const pictureOf = (view: ProductImageView) => `/images/products/${productImageName({ sku: skuOf(0), colour: 'white', shape: 'ROUND', view })}`;

describe('the drawing queue', () => {
  it('refuses a drawing beyond those waiting at once, with a time to come back, while a drawn picture is still answered', async () => {
    const media = createMediaService({ cacheDir: cacheDir(), designOf, concurrency: 1, maxWaiting: 2 });
    await media.render(pictureOf('top'), 160);
    const asked = (['360-00', '360-01', '360-02', '360-03'] as const).map((view) => media.render(pictureOf(view), 160));
    const kept = media.render(pictureOf('top'), 160);
    const answers = await Promise.allSettled(asked);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const refused = (answers[3] as PromiseRejectedResult).reason;
    expect(refused).toMatchObject({ status: 503, message: expect.stringMatching(/try again/) });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await kept)?.type).toBe('image/webp');
    expect(media.stats()).toMatchObject({ renders: 4, cacheHits: 1, running: 0, waiting: 0 });
  });
});

describe('the disk cache keeps to its size', () => {
  const [a, b, c] = (['top', 'side', 'slider1'] as const).map(pictureOf);

  it('lets the least recently used pictures go when a new one takes it over', async () => {
    const probe = createMediaService({ cacheDir: cacheDir(), designOf });
    const [sizeA, sizeB, sizeC] = await Promise.all([a, b, c].map(async (url) => (await probe.render(url, 320))!.body.length));
    const maxBytes = sizeA + Math.max(sizeB, sizeC);
    const dir = cacheDir();
    const media = createMediaService({ cacheDir: dir, designOf, cacheMaxBytes: maxBytes });
    await media.render(a, 320);
    await media.render(b, 320);
    await media.render(a, 320); // a is now used more recently than b
    await media.render(c, 320);
    await media.settled();
    expect(media.stats()).toMatchObject({ renders: 3, cacheHits: 1, cachedFiles: 2, cachedBytes: sizeA + sizeC });
    expect(cachedFiles(dir)).toHaveLength(2);
    await media.render(a, 320);
    await media.render(c, 320);
    expect(media.stats()).toMatchObject({ renders: 3, cacheHits: 3 });
    await media.render(b, 320);
    expect(media.stats().renders).toBe(4);
    await media.settled();
    expect(media.stats().cachedBytes).toBeLessThanOrEqual(maxBytes);
    expect(cachedFiles(dir)).toHaveLength(2);
  });

  it('reads the folder once at start, and trims it to a smaller size keeping the most recently used', async () => {
    const dir = cacheDir();
    const first = createMediaService({ cacheDir: dir, designOf });
    const bodies = [];
    for (const url of [a, b, c]) bodies.push((await first.render(url, 480))!.body);
    await first.settled();
    // last used: b long ago, then a, then c most recently (files found before any is dated: reading one after would
    // count as a use)
    const fileOf = (body: Buffer) => cachedFiles(dir).find((f) => readFileSync(path.join(dir, f.slice(0, 2), f)).equals(body))!;
    const files = bodies.map(fileOf);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    utimesSync(path.join(dir, files[1].slice(0, 2), files[1]), hoursAgo(3), hoursAgo(3));
    utimesSync(path.join(dir, files[0].slice(0, 2), files[0]), hoursAgo(2), hoursAgo(2));
    utimesSync(path.join(dir, files[2].slice(0, 2), files[2]), hoursAgo(1), hoursAgo(1));

    const again = createMediaService({ cacheDir: dir, designOf, cacheMaxBytes: bodies[0].length + bodies[2].length });
    await again.settled();
    expect(again.stats()).toMatchObject({ cachedFiles: 2, cachedBytes: bodies[0].length + bodies[2].length });
    expect(cachedFiles(dir).sort()).toEqual([files[0], files[2]].sort());
    expect((await again.render(c, 480))!.body.equals(bodies[2])).toBe(true);
    expect(again.stats()).toMatchObject({ renders: 0, cacheHits: 1 });
  });
});

describe('new pictures per address', () => {
  it('counts only drawings: beyond the limit a 429 with a time to come back; drawn pictures and other addresses still answered', async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore());
    const media = createMediaService({ cacheDir: cacheDir(), designOf, newPictures: { limiter, perMinute: 2 } });
    const shopper = { client: '198.51.100.7' };
    await media.render(pictureOf('360-10'), 160, shopper);
    await media.render(pictureOf('360-11'), 160, shopper);
    const refused = await media.render(pictureOf('360-12'), 160, shopper).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/new pictures/) });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 5; i++) expect(await media.render(pictureOf('360-10'), 160, shopper)).toBeDefined();
    expect(await media.render(pictureOf('360-12'), 160, { client: '203.0.113.9' })).toBeDefined();
    expect(media.stats()).toMatchObject({ renders: 3, cacheHits: 5 });
  });
});
