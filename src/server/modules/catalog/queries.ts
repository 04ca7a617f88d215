import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, colourOptions, diamondRingPrices, productImages, products, productUploads, productVariants, subcategories } from '../../db/schema/index.ts';

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

/** Every active product with its category and sub-category, in listing order (category order, then product id). */
export function selectActiveProductsWithCategories(db: Database) {
  return db
    .select({ product: products, category: categories, subcategory: subcategories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(eq(products.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(products.id));
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

/** The metal variants of these products, in their order. */
export function selectVariantsOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id));
}

/** The ring-size price ranges of these products, smallest sizes first. */
export function selectRingSizeRangesOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(diamondRingPrices)
    .where(inArray(diamondRingPrices.productId, productIds))
    .orderBy(asc(diamondRingPrices.productId), asc(diamondRingPrices.minSize));
}

/** Every picture of these products, by kind then in gallery order. */
export function selectImagesOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: productImages.productId, kind: productImages.kind, imageName: productImages.imageName, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.kind), asc(productImages.sortOrder), asc(productImages.id));
}

/** The tags of every picture staff uploaded of these products (never the bytes), oldest first. */
export function selectUploadsOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: productUploads.productId, id: productUploads.id, colour: productUploads.colour, shape: productUploads.shape, carat: productUploads.carat })
    .from(productUploads)
    .where(inArray(productUploads.productId, productIds))
    .orderBy(asc(productUploads.productId), asc(productUploads.id));
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
