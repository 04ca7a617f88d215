import { createHash } from 'node:crypto';
import { caratViewOf, defaultCentreCarat, type RingDesign } from '../../../domain/catalog/designs.ts';
import { drawnMetalOf } from '../../../domain/catalog/metals.ts';
import { LARGEST_PICTURE_WIDTH, PICTURE_WIDTHS } from '../../../domain/catalog/picture-widths.ts';
import { ALL_SITE_IMAGES, isOfferedPicture, parseProductImageName, parseUploadedImageName, styleImageName, UPLOADED_IMAGE_DIR, type PicturedProduct, type SiteImage } from '../../../domain/catalog/image-names.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { DIAMOND_PICTURE_SIZE, diamondPictureOf, diamondSpinStrip, diamondStill, SPIN_FRAME_SIZE, SPIN_FRAMES } from './art/diamonds.ts';
import { productPicture } from './art/product.ts';
import { ART_VERSION, siteArt } from './art/site.ts';
import { cacheFileName, createDiskCache } from './disk-cache.ts';
import { type Drawer, inlineDrawer } from './drawer.ts';
import { createRenderQueue } from './render-queue.ts';
import { measure } from '../../metrics/shop-metrics.ts';

/**
 * Every picture of the shop, drawn as SVG and rasterised to WebP by sharp on first request, then kept on disk.
 * Only pictures the shop names are drawn: a product's own colours, shapes and carat views, the site's pictures, the
 * diamond shapes, at the listed widths. The work is bounded: a few drawings at a time, a short queue (then 503), new
 * drawings per address per minute (then 429; a picture already drawn is always answered) and a disk cache of a
 * set size that lets the least recently used pictures go.
 */

export interface RenderedImage {
  body: Buffer;
  type: 'image/webp' | 'image/svg+xml';
}

export interface RenderRequest {
  /** The shopper's address: new drawings are counted against it (a picture already drawn never is). */
  client?: string;
}

export interface MediaService {
  /**
   * The picture at `path` (under /images/), `width` pixels wide (snapped); undefined when the shop has no such picture.
   * Throws PicturesBusyError (503) when the queue is full and TooManyRequestsError (429) when the client asked for
   * too many new pictures, both before drawing anything.
   */
  render(path: string, width?: number, request?: RenderRequest): Promise<RenderedImage | undefined>;
  /** Whether the shop has the picture at `path` and `width` (what render would answer), without drawing or reading it. */
  has(path: string, width?: number): Promise<boolean>;
  /** Pictures drawn and cache hits since start, the queue and the cache now (for tests and metrics). */
  stats(): { renders: number; cacheHits: number; running: number; waiting: number; cachedFiles: number; cachedBytes: number };
  /** Resolves once the cache has read its folder and removed what it let go (tests). */
  settled(): Promise<void>;
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
  /**
   * A picture staff uploaded, by id: its product's SKU, its size and a way to read the kept original; undefined when
   * there is none (removed). Unset serves no uploads.
   */
  uploadOf?: (id: number) => Promise<UploadedOriginal | undefined>;
  /** Pictures drawn at the same time (rasterising is CPU work); default 2. */
  concurrency?: number;
  /** Drawings that may wait for a free slot; beyond them a new one is refused with 503. Default 32. */
  maxWaiting?: number;
  /** Most bytes the disk cache keeps; default 512 MB. */
  cacheMaxBytes?: number;
  /** New drawings per client address per minute (429 beyond), counted by this limiter; unset counts none. */
  newPictures?: { limiter: RateLimiter; perMinute: number };
  /** Where pictures are rasterised; default this process (the shop draws in a process of its own: drawer.ts). */
  drawer?: Drawer;
}

export interface UploadedOriginal {
  sku: string;
  width: number;
  height: number;
  picture: () => Promise<Buffer>;
}

export const DEFAULT_RENDER_QUEUE = 32;
export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;
export const TOO_MANY_NEW_PICTURES = (minutes: number) =>
  `Too many new pictures were asked for from your address. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;

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
  /** Instead of drawing: the picture made from a kept original at this width (uploads). */
  raster?: (width: number) => Promise<Buffer>;
}

const SAFE_PATH = /^\/images\/[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;

export function createMediaService(options: MediaOptions): MediaService {
  const brandName = options.brandName ?? 'Kilau';
  const site = new Map<string, SiteImage>(ALL_SITE_IMAGES.map((i) => [i.url, i]));
  const inFlight = new Map<string, Promise<RenderedImage | undefined>>();
  const counters = { renders: 0, cacheHits: 0 };
  const queue = createRenderQueue({ concurrency: options.concurrency ?? 2, maxWaiting: options.maxWaiting ?? DEFAULT_RENDER_QUEUE });
  const cache = createDiskCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES });
  const drawer = options.drawer ?? inlineDrawer();
  const webp = { quality: QUALITY, effort: EFFORT };
  const newPictures = options.newPictures && { ...options.newPictures, rule: { name: 'new-pictures', limit: options.newPictures.perMinute, windowSeconds: 60 } };

  async function resolve(urlPath: string): Promise<Target | undefined> {
    if (!SAFE_PATH.test(urlPath) || urlPath.includes('..')) return undefined;
    if (urlPath.startsWith(UPLOADED_IMAGE_DIR)) {
      const parts = parseUploadedImageName(urlPath);
      const upload = parts && (await options.uploadOf?.(parts.id));
      // the name's tags may differ (the product page names a carat view), the id and the SKU may not
      if (!parts || !upload || upload.sku !== parts.sku) return undefined;
      return {
        intrinsic: { width: upload.width, height: upload.height },
        type: 'image/webp',
        variant: `upload-${parts.id}`,
        draw: () => '',
        raster: async (width) => drawer.webp({ input: await upload.picture(), width, webp }),
      };
    }
    if (urlPath.startsWith('/images/products/')) {
      const parts = parseProductImageName(urlPath);
      if (!parts) return undefined;
      const found = await options.designOf(parts.sku);
      if (!found) return undefined;
      if ('design' in found && !isOfferedPicture(parts, found)) return undefined;
      const design = 'design' in found ? found.design : found;
      const carat = parts.carat ? caratViewOf(parts.carat)!.carat : defaultCentreCarat(design);
      const seed = parseInt(createHash('sha1').update(parts.sku).digest('hex').slice(0, 6), 16) / 0xffffff;
      const spec = { design, tone: drawnMetalOf(parts.colour, design.metal), shape: parts.shape, carat, seed, ...(parts.stone ? { stone: parts.stone } : {}) };
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
        ? { intrinsic: { width: SPIN_FRAMES * SPIN_FRAME_SIZE, height: SPIN_FRAME_SIZE }, type: 'image/webp', variant: 'spin', draw: (w, h) => diamondSpinStrip(shape, w, h, diamond) }
        : { intrinsic: { width: DIAMOND_PICTURE_SIZE, height: DIAMOND_PICTURE_SIZE }, type: 'image/webp', variant: '', draw: (w, h) => diamondStill(shape, w, h, diamond) };
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

  async function draw(target: Target, width: number): Promise<Buffer> {
    counters.renders++;
    if (target.type === 'image/svg+xml') return Buffer.from(target.draw(target.intrinsic.width, target.intrinsic.height));
    if (target.raster) return target.raster(width);
    const height = Math.round((width * target.intrinsic.height) / target.intrinsic.width);
    const svg = target.draw(width, height);
    return drawer.webp({ input: svg, opaque: true, webp });
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
    async render(urlPath, requested, request = {}) {
      const found = await find(urlPath, requested);
      if (!found) return undefined;
      const { target, width } = found;
      const key = createHash('sha1').update(`${ART_VERSION}|${brandName}|${urlPath}|${width}|${target.variant}`).digest('hex');
      const pending = inFlight.get(key);
      if (pending) return pending;
      const name = cacheFileName(key, target.type === 'image/webp' ? 'webp' : 'svg');
      const kept = await cache.read(name);
      if (kept) {
        counters.cacheHits++;
        return { body: kept, type: target.type };
      }
      if (newPictures && request.client !== undefined) {
        await newPictures.limiter.hit(newPictures.rule, request.client, TOO_MANY_NEW_PICTURES).catch((refused: unknown) => {
          measure.pictureRefused('rate limited');
          throw refused;
        });
      }
      // asked for by another shopper while this one was being counted
      const joined = inFlight.get(key);
      if (joined) return joined;
      const work = queue
        .run(() => draw(target, width))
        .then(async (body) => {
          await cache.write(name, body);
          return { body, type: target.type };
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
    has: async (urlPath, requested) => (await find(urlPath, requested)) !== undefined,
    stats: () => {
      const kept = cache.size();
      return { ...counters, ...queue.stats(), cachedFiles: kept.files, cachedBytes: kept.bytes };
    },
    settled: () => cache.settled(),
  };
}
