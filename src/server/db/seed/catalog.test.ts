import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_BLOCK_KEYS,
  HOME_REVIEW_COUNT,
  REVIEW_STARS,
  homeContentSchema,
  shopSettingsFromRows,
  type HomeContent,
} from '../../../domain/contract/content.ts';
import { isNeckwear, type RingDesign } from '../../../domain/catalog/designs.ts';
import { GALLERY_VIEWS, ROTATE_FRAME_COUNT, filterProductImages, isSku, styleImageName } from '../../../domain/catalog/image-names.ts';
import { IMAGE_COLOURS, imageColourOf } from '../../../domain/catalog/metals.ts';
import { SHAPES } from '../../../domain/diamonds/shapes.ts';
import { slugify } from '../../../domain/catalog/slug.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  categories,
  colourOptions,
  contentBlocks,
  diamondRingPrices,
  productImages,
  products,
  productVariants,
  shopSettings,
  subcategories,
} from '../schema/index.ts';
import { openTestDatabase } from '../testing.ts';
import { COLOUR_IDS, RING_SIZE_MAX, RING_SIZE_MIN } from './catalog-data/index.ts';
import { seedCatalog } from './catalog.ts';
import { seedContent } from './content.ts';

/** The links of the home page, as storefront §2 lists them. */
const SPEC_HOME_LINKS = [
  '/products/engagementring',
  '/products/weddingring',
  '/products/rings/women',
  '/products/rings/men',
  '/products/rings/gemstone',
  '/products/necklacespendants',
  '/products/womenweddingring/modern',
  '/products/womenweddingring/womenclassic',
  '/products/womenweddingring/eternity',
  '/products/womenweddingring/curved',
  '/products/menweddingring',
  '/products/menweddingring/menclassic',
  '/products/menweddingring/matte',
  '/products/menweddingring/mixedmetal',
  '/products/menweddingring/menunique',
];
/** The product list's default price filter, RM (storefront §9). */
const LIST_PRICE_MIN_RM = 1000;
const LIST_PRICE_MAX_RM = 20000;
const GIFT_LIMIT_RM = 500;
const SEN_PER_RM = 100;

let handle: DatabaseHandle;
let home: HomeContent;
type Product = typeof products.$inferSelect;
let all: Product[];

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedContent(tx);
  });
  const rows = await handle.db.select().from(contentBlocks);
  home = homeContentSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.data])));
  all = await handle.db.select().from(products);
});
afterAll(() => handle?.close());

/** Active products behind a /products/{category}[/{sub}] link; undefined when the link names no category or sub-category. */
async function productsBehind(link: string): Promise<Product[] | undefined> {
  const [, root, categorySlug, subSlug, ...rest] = link.split('/');
  if (root !== 'products' || !categorySlug || rest.length) return undefined;
  const [category] = await handle.db.select().from(categories).where(eq(categories.slug, categorySlug));
  if (!category) return undefined;
  if (subSlug === undefined) return all.filter((p) => p.categoryId === category.id && p.isActive);
  const [sub] = await handle.db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, category.id), eq(subcategories.slug, subSlug)));
  if (!sub) return undefined;
  return all.filter((p) => p.subcategoryId === sub.id && p.isActive);
}

describe('catalogue seed: categories (storefront §3, §9)', () => {
  it('main category id 8 is the engagement ring (slug engagementring); id 7 requires a diamond step; ids 1 and 8 stay out of the navigation list', async () => {
    const rows = await handle.db.select().from(categories);
    const byId = new Map(rows.map((c) => [c.id, c]));
    expect(byId.get(8)).toMatchObject({ slug: 'engagementring', isEngagementRing: true, inNavigation: false });
    expect(byId.get(7)?.requiresDiamond).toBe(true);
    expect(byId.get(1)?.inNavigation).toBe(false);
    expect(rows.filter((c) => c.isEngagementRing).map((c) => c.id)).toEqual([8]);
    expect(rows.filter((c) => !c.inNavigation).map((c) => c.id).sort()).toEqual([1, 8]);
  });

  it('the engagement-ring category has the styles solitaire, halo, three stone, pavé and hidden halo', async () => {
    const subs = await handle.db.select().from(subcategories).where(eq(subcategories.categoryId, 8));
    expect(subs.map((s) => s.slug).sort()).toEqual(['hidden-halo', 'halo', 'pave', 'solitaire', 'three-stone'].sort());
  });

  it('a sub-category slug is its slugified name unless the spec’s URL says otherwise, and its image_name names a style picture', async () => {
    const subs = await handle.db.select().from(subcategories);
    const specSlugs = new Set(SPEC_HOME_LINKS.map((l) => l.split('/')[3]).filter(Boolean));
    for (const sub of subs) {
      if (!specSlugs.has(sub.slug)) expect(sub.slug).toBe(slugify(sub.name));
      expect(styleImageName(sub.imageName), sub.imageName).toBe(sub.imageName);
    }
  });
});

describe('catalogue seed: home links resolve (storefront §2 Home)', () => {
  it('every link of the spec’s home page lists at least one active product', async () => {
    for (const link of SPEC_HOME_LINKS) {
      const found = await productsBehind(link);
      expect(found, link).toBeDefined();
      expect(found!.length, link).toBeGreaterThan(0);
    }
  });

  it('every /products link in the seeded home content is one of them and resolves too', async () => {
    const links = [
      ...home.banners.flatMap((b) => b.actions.map((a) => a.url)),
      ...home.categoriessliders.map((t) => t.url),
      ...home.bridals.map((t) => t.url),
      ...home.brides.map((t) => t.url),
    ];
    expect(new Set(links)).toEqual(new Set(SPEC_HOME_LINKS));
    expect(home.banners[0].actions).toEqual([
      { label: 'Shop Engagement Rings', url: '/products/engagementring' },
      { label: 'Shop Wedding Rings', url: '/products/weddingring' },
    ]);
  });
});

describe('catalogue seed: products (storefront §3 Product, §5 pricing)', () => {
  it('holds at least 60 products with unique SKUs (no underscores) and slugs made from their names', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const p of all) {
      expect(isSku(p.sku) && !p.sku.includes('_'), p.sku).toBe(true);
      expect(p.slugId).toBe(slugify(p.name));
      expect(p.description).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it('every product has variants, each with colour options priced in sen and a stable color_id per colour', async () => {
    const variants = await handle.db.select().from(productVariants);
    const options = await handle.db.select().from(colourOptions);
    for (const p of all) {
      const mine = variants.filter((v) => v.productId === p.id);
      expect(mine.length, p.sku).toBeGreaterThan(0);
      for (const v of mine) {
        expect(v.weightGrams).toBeGreaterThan(0);
        const colours = options.filter((o) => o.variantId === v.id);
        expect(colours.length, `${p.sku} ${v.name}`).toBeGreaterThan(0);
        for (const c of colours) {
          expect(Number.isInteger(c.priceSen) && c.priceSen > 0).toBe(true);
          expect(c.colorId).toBe(COLOUR_IDS[c.colour as keyof typeof COLOUR_IDS]);
        }
      }
    }
  });

  it('rings carry ring-size ranges covering HK 5 to 30 with no gap or overlap; pendants and necklaces carry none', async () => {
    const ranges = await handle.db.select().from(diamondRingPrices);
    for (const p of all) {
      const mine = ranges.filter((r) => r.productId === p.id).sort((a, b) => a.minSize - b.minSize);
      if (isNeckwear((p.design as RingDesign).style)) {
        expect(mine, p.sku).toEqual([]);
        continue;
      }
      expect(mine[0]?.minSize, p.sku).toBe(RING_SIZE_MIN);
      expect(mine.at(-1)?.maxSize, p.sku).toBe(RING_SIZE_MAX);
      mine.forEach((r, i) => {
        expect(r.minSize).toBeLessThanOrEqual(r.maxSize);
        if (i > 0) expect(r.minSize, p.sku).toBe(mine[i - 1].maxSize + 1);
      });
    }
  });

  it('priceFromSen is the cheapest colour price plus the cheapest ring-size range', async () => {
    const options = await handle.db
      .select({ productId: productVariants.productId, priceSen: colourOptions.priceSen })
      .from(colourOptions)
      .innerJoin(productVariants, eq(colourOptions.variantId, productVariants.id));
    const ranges = await handle.db.select().from(diamondRingPrices);
    for (const p of all) {
      const colour = Math.min(...options.filter((o) => o.productId === p.id).map((o) => o.priceSen));
      const sizes = ranges.filter((r) => r.productId === p.id).map((r) => r.priceSen);
      expect(p.priceFromSen, p.sku).toBe(colour + (sizes.length ? Math.min(...sizes) : 0));
    }
  });

  it('most products sit inside the list’s default price filter (RM 1,000-20,000), and some gifts cost under RM500', () => {
    const inside = all.filter((p) => p.priceFromSen >= LIST_PRICE_MIN_RM * SEN_PER_RM && p.priceFromSen <= LIST_PRICE_MAX_RM * SEN_PER_RM);
    expect(inside.length / all.length).toBeGreaterThan(0.85);
    expect(all.some((p) => p.priceFromSen < GIFT_LIMIT_RM * SEN_PER_RM)).toBe(true);
  });

  it('every picture name carries the sku, and each colour and shape has its gallery and its spin frames (§5: images by sku, colour, shape)', async () => {
    const images = await handle.db.select().from(productImages).where(inArray(productImages.productId, all.map((p) => p.id)));
    const options = await handle.db
      .select({ productId: productVariants.productId, colour: colourOptions.colour })
      .from(colourOptions)
      .innerJoin(productVariants, eq(colourOptions.variantId, productVariants.id));
    for (const p of all) {
      const mine = images.filter((i) => i.productId === p.id).map((i) => ({ ...i, image_name: i.imageName }));
      for (const i of mine) expect(i.imageName.includes(p.sku) && i.url.endsWith(i.imageName)).toBe(true);
      expect(mine.filter((i) => i.kind === 'slider').length, p.sku).toBeGreaterThan(0);
      const colours = new Set(options.filter((o) => o.productId === p.id).map((o) => imageColourOf(o.colour)));
      for (const colour of colours) {
        expect(IMAGE_COLOURS).toContain(colour);
        for (const shape of p.shapes) {
          const shown = filterProductImages(mine, { sku: p.sku, colour, shape });
          expect(shown.filter((i) => i.kind === 'rotate').length, `${p.sku} ${colour} ${shape}`).toBe(ROTATE_FRAME_COUNT);
          expect(shown.filter((i) => i.kind === 'normal').length, `${p.sku} ${colour} ${shape}`).toBe(GALLERY_VIEWS.length);
        }
      }
    }
  });
});

describe('content seed (storefront §2 Home, §3 Home content, §9)', () => {
  it('shows five reviews, each rated five stars, linking to the public map listing; one says a ring is set in 30 minutes to an hour', () => {
    expect(home.reviews).toHaveLength(HOME_REVIEW_COUNT);
    expect(home.reviews.every((r) => r.rate === REVIEW_STARS && r.url.startsWith('https://'))).toBe(true);
    expect(home.reviews.some((r) => r.comment.includes('30 minutes to an hour'))).toBe(true);
    expect(home[CONTENT_BLOCK_KEYS.googleReviewUrl]).toMatch(/^https:\/\//);
  });

  it('has a shape tile for each of the ten shapes and the four gift tiles linking home', () => {
    expect(home.shapes.map((s) => s.label)).toEqual(SHAPES.map((s) => s.label));
    expect(home.gifts.map((g) => g.label)).toEqual(['Gifts Under RM500', 'Gifts for Her', 'Gifts for Him', 'Heart Shaped Jewlery']);
    expect(home.gifts.every((g) => g.url === '/')).toBe(true);
    expect(home.propose_now_choose_later.url).toBe('/');
  });

  it('stores the shop settings object: brand, company, Kuala Lumpur address, hours, channel kilau-web and token key _kilautoken', async () => {
    const settings = shopSettingsFromRows(await handle.db.select().from(shopSettings));
    expect(settings).toMatchObject({ brandName: 'Kilau', brandSlug: 'kilau', webChannel: 'kilau-web', tokenStorageKey: '_kilautoken' });
    expect(settings.address.city).toBe('Kuala Lumpur');
    expect(settings.openingHours).toEqual([
      { days: 'Monday to Saturday', hours: '10:15am-6:30pm' },
      { days: 'Sunday', hours: '10:30am-6pm' },
    ]);
  });
});
