import { and, arrayOverlaps, asc, count, eq, gte, ilike, inArray, like, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, colourOptions, diamondRingPrices, productImages, products, productVariants, subcategories } from '../../db/schema/index.ts';

/**
 * What a product's pictures draw, by SKU: its design, shapes (slugs) and whether its category goes on to the diamond
 * step, with the distinct colour names of its colour options; undefined for an unknown SKU.
 */
export async function selectPictureChoicesBySku(db: Database, sku: string) {
  const [row] = await db
    .select({ id: products.id, design: products.design, shapes: products.shapes, requiresDiamond: categories.requiresDiamond })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.sku, sku))
    .limit(1);
  if (!row) return undefined;
  const colours = await db
    .selectDistinct({ colour: colourOptions.colour })
    .from(colourOptions)
    .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
    .where(eq(productVariants.productId, row.id));
  return { design: row.design, shapes: row.shapes, requiresDiamond: row.requiresDiamond, colours: colours.map((c) => c.colour) };
}

/** Every category in navigation order, and every sub-category in its carousel order. */
export function selectCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
}

export function selectSubcategories(db: Database) {
  return db.select().from(subcategories).orderBy(asc(subcategories.sortOrder), asc(subcategories.id));
}

/** What a product list is narrowed by, already in the database's terms (sen, shape slugs). */
export interface ProductListWhere {
  /** An ILIKE pattern (wildcards in the keyword escaped), matched on name, description, category and sub-category. */
  pattern?: string;
  categoryId?: number;
  subcategoryId?: number;
  shapeSlugs?: string[];
  minPriceSen?: number;
  maxPriceSen?: number;
}

/** A keyword as an ILIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listConditions(where: ProductListWhere): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (where.pattern) {
    conditions.push(
      or(ilike(products.name, where.pattern), ilike(products.description, where.pattern), ilike(categories.name, where.pattern), ilike(subcategories.name, where.pattern)),
    );
  }
  if (where.categoryId !== undefined) conditions.push(eq(products.categoryId, where.categoryId));
  if (where.subcategoryId !== undefined) conditions.push(eq(products.subcategoryId, where.subcategoryId));
  if (where.shapeSlugs?.length) conditions.push(arrayOverlaps(products.shapes, where.shapeSlugs));
  if (where.minPriceSen !== undefined) conditions.push(gte(products.priceFromSen, where.minPriceSen));
  if (where.maxPriceSen !== undefined) conditions.push(lte(products.priceFromSen, where.maxPriceSen));
  return and(...conditions);
}

/** One page of active products matching `where`, in category order then product id. */
export function selectProductPage(db: Database, where: ProductListWhere, offset: number, limit: number) {
  return db
    .select({
      id: products.id,
      slugId: products.slugId,
      sku: products.sku,
      name: products.name,
      classification: products.classification,
      shapes: products.shapes,
      priceFromSen: products.priceFromSen,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(listConditions(where))
    .orderBy(asc(categories.sortOrder), asc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Database, where: ProductListWhere): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(listConditions(where));
  return Number(row?.total ?? 0);
}

/** The colour options of these products, in variant then option order. */
export function selectColourOptionsOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      colourOptionId: colourOptions.id,
      colorId: colourOptions.colorId,
      colour: colourOptions.colour,
      priceSen: colourOptions.priceSen,
    })
    .from(colourOptions)
    .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id), asc(colourOptions.id));
}

/** The top and side gallery pictures of these products (every colour and shape; the caller picks). */
export function selectCardImagesOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: productImages.productId, imageName: productImages.imageName, url: productImages.url })
    .from(productImages)
    .where(
      and(
        inArray(productImages.productId, productIds),
        eq(productImages.kind, 'normal'),
        or(like(productImages.imageName, '%\\_top.webp'), like(productImages.imageName, '%\\_side.webp')),
      ),
    )
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
}

/** An active product by its slug, with its category and sub-category. */
export async function selectActiveProductBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ product: products, category: categories, subcategory: subcategories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.slugId, slug), eq(products.isActive, true)))
    .limit(1);
  return row;
}

export function selectVariantsOf(db: Database, productId: number) {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
}

export function selectRingSizeRangesOf(db: Database, productId: number) {
  return db.select().from(diamondRingPrices).where(eq(diamondRingPrices.productId, productId)).orderBy(asc(diamondRingPrices.minSize));
}

export function selectImagesOf(db: Database, productId: number) {
  return db
    .select({ kind: productImages.kind, imageName: productImages.imageName, url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.kind), asc(productImages.sortOrder), asc(productImages.id));
}

/** Slugs of every active product, for the sitemap. */
export function selectActiveProductSlugs(db: Database) {
  return db.select({ slugId: products.slugId, updatedAt: products.updatedAt }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id));
}

/** The id, name and slug of an active product, for links in e-mails. */
export async function selectActiveProductSummary(db: Database, slug: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, slugId: products.slugId })
    .from(products)
    .where(and(eq(products.slugId, slug), eq(products.isActive, true)))
    .limit(1);
  return row;
}
