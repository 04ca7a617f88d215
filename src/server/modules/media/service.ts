import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { caratViewOf, defaultCentreCarat, type RingDesign } from '../../../domain/designs.ts';
import { LARGEST_PICTURE_WIDTH, PICTURE_WIDTHS } from '../../../domain/picture-widths.ts';
import { ALL_SITE_IMAGES, isOfferedPicture, parseProductImageName, styleImageName, type PicturedProduct, type SiteImage } from '../../../domain/image-names.ts';
import { DIAMOND_PICTURE_SIZE, diamondPictureOf, diamondSpinStrip, diamondStill, SPIN_FRAME_SIZE, SPIN_FRAMES } from './art/diamonds.ts';
import { productPicture } from './art/product.ts';
import { ART_VERSION, siteArt } from './art/site.ts';

/**
 * Every picture of the shop, drawn as SVG and rasterised to WebP by sharp on first request, then
 * kept on disk. Only pictures the shop names are drawn: a product's own colours, shapes and carat views, the site's
 * pictures, the diamond shapes, at the listed widths (a width between them snaps up to the next).
 */

export interface RenderedImage {
  body: Buffer;
  type: 'image/webp' | 'image/svg+xml';
}

export interface MediaService {
  /** The picture at `path` (under /images/), `width` pixels wide (snapped); undefined when the shop has no such picture. */
  render(path: string, width?: number): Promise<RenderedImage | undefined>;
  /** Whether the shop has the picture at `path` and `width` (what render would answer), without drawing or reading it. */
  has(path: string, width?: number): Promise<boolean>;
  /** Pictures drawn and cache hits since start (for tests and metrics). */
  stats(): { renders: number; cacheHits: number };
}

export interface MediaOptions {
  cacheDir: string;
  /** The shop's name, drawn in the logo and the social share picture. */
  brandName?: string;
  /**
   * The design of a product by SKU and the colours, shapes and carat views it is offered in (the catalog's), the only
   * pictures drawn of it; undefined for an unknown SKU. A bare design, with no choices (the contact-sheet script's
   * demo pieces), is drawn in every one.
   */
  designOf: (sku: string) => Promise<PicturedProduct | RingDesign | undefined>;
  /** Pictures drawn at the same time (rasterising is CPU work); default 2. */
  concurrency?: number;
}

/** Intrinsic size of a product picture. */
export const PRODUCT_IMAGE_WIDTH = 1280;

/** A requested width snaps up to the next width pictures are drawn at (PICTURE_WIDTHS), never above the intrinsic one. */
export function snapWidth(requested: number | undefined, intrinsic: number): number {
  if (requested === undefined) return intrinsic;
  const listed = PICTURE_WIDTHS.find((w) => w >= requested) ?? intrinsic;
  return Math.min(listed, intrinsic);
}

const QUALITY = 80;
/** WebP effort 2 of 0..6: about 5% larger files than the default 4 at half the encoding time. */
const EFFORT = 2;

interface Target {
  intrinsic: { width: number; height: number };
  type: RenderedImage['type'];
  /** What changes the picture besides path and width (a product's design). */
  variant: string;
  draw: (width: number, height: number) => string;
}

const SAFE_PATH = /^\/images\/[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;

export function createMediaService(options: MediaOptions): MediaService {
  const brandName = options.brandName ?? 'Kilau';
  const site = new Map<string, SiteImage>(ALL_SITE_IMAGES.map((i) => [i.url, i]));
  const inFlight = new Map<string, Promise<RenderedImage | undefined>>();
  const counters = { renders: 0, cacheHits: 0 };
  const limit = options.concurrency ?? 2;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function resolve(urlPath: string): Promise<Target | undefined> {
    if (!SAFE_PATH.test(urlPath) || urlPath.includes('..')) return undefined;
    if (urlPath.startsWith('/images/products/')) {
      const parts = parseProductImageName(urlPath);
      if (!parts) return undefined;
      const found = await options.designOf(parts.sku);
      if (!found) return undefined;
      if ('design' in found && !isOfferedPicture(parts, found)) return undefined;
      const design = 'design' in found ? found.design : found;
      const carat = parts.carat ? caratViewOf(parts.carat)!.carat : defaultCentreCarat(design.style);
      const seed = parseInt(createHash('sha1').update(parts.sku).digest('hex').slice(0, 6), 16) / 0xffffff;
      const spec = { design, tone: parts.colour, shape: parts.shape, carat, seed };
      return {
        intrinsic: { width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_WIDTH },
        type: 'image/webp',
        variant: JSON.stringify(design),
        draw: (w, h) => productPicture(spec, parts.view, parts.tone, w, h),
      };
    }
    const diamond = diamondPictureOf(urlPath);
    if (diamond) {
      const { shape, spin } = diamond;
      return spin
        ? { intrinsic: { width: SPIN_FRAMES * SPIN_FRAME_SIZE, height: SPIN_FRAME_SIZE }, type: 'image/webp', variant: 'spin', draw: (w, h) => diamondSpinStrip(shape, w, h) }
        : { intrinsic: { width: DIAMOND_PICTURE_SIZE, height: DIAMOND_PICTURE_SIZE }, type: 'image/webp', variant: '', draw: (w, h) => diamondStill(shape, w, h) };
    }
    let image = site.get(urlPath);
    const style = /^\/images\/styles\/(.+)\.webp$/.exec(urlPath);
    if (!image && style) {
      const name = styleImageName(style[1]);
      image = name ? site.get(`/images/styles/${name}.webp`) : undefined;
    }
    if (!image) return undefined;
    const found = image;
    const key = found.url.slice('/images/'.length).replace(/\.(webp|svg)$/, '');
    const type = found.url.endsWith('.svg') ? 'image/svg+xml' : 'image/webp';
    const draw = siteArt(key, brandName);
    if (!draw) return undefined;
    return { intrinsic: { width: found.width, height: found.height }, type, variant: '', draw };
  }

  async function produce(target: Target, width: number, file: string): Promise<RenderedImage> {
    try {
      const body = await readFile(file);
      counters.cacheHits++;
      return { body, type: target.type };
    } catch {
      // not drawn yet
    }
    const body = await withSlot(async () => {
      counters.renders++;
      if (target.type === 'image/svg+xml') {
        return Buffer.from(target.draw(target.intrinsic.width, target.intrinsic.height));
      }
      const height = Math.round((width * target.intrinsic.height) / target.intrinsic.width);
      const svg = target.draw(width, height);
      return sharp(Buffer.from(svg)).removeAlpha().webp({ quality: QUALITY, effort: EFFORT }).toBuffer();
    });
    try {
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    } catch {
      // a cache that cannot be written only costs a redraw next time
    }
    return { body, type: target.type };
  }

  /** The picture and the width it is drawn at, or undefined when the shop has no such picture. */
  async function find(urlPath: string, requested: number | undefined): Promise<{ target: Target; width: number } | undefined> {
    // widths above the listed ones are no picture's: a picture is drawn at a listed width or its own
    if (requested !== undefined && requested > LARGEST_PICTURE_WIDTH) return undefined;
    const target = await resolve(urlPath);
    if (!target) return undefined;
    const width = target.type === 'image/svg+xml' ? target.intrinsic.width : snapWidth(requested, target.intrinsic.width);
    return { target, width };
  }

  return {
    async render(urlPath, requested) {
      const found = await find(urlPath, requested);
      if (!found) return undefined;
      const { target, width } = found;
      const key = createHash('sha1').update(`${ART_VERSION}|${brandName}|${urlPath}|${width}|${target.variant}`).digest('hex');
      const file = path.join(options.cacheDir, key.slice(0, 2), `${key}.${target.type === 'image/webp' ? 'webp' : 'svg'}`);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const work = produce(target, width, file).finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
    has: async (urlPath, requested) => (await find(urlPath, requested)) !== undefined,
    stats: () => ({ ...counters }),
  };
}

