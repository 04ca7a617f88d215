import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts, cartItems } from '../../db/schema/cart.ts';
import { categories, colourOptions, diamondRingPrices, productImages, products, productVariants } from '../../db/schema/catalog.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { OFFERED } from '../diamonds/index.ts';

/** The user's cart lines with their product, colour option and diamond (if any). */
export function cartLinesOf(db: Database, userId: number) {
  return db
    .select({
      item: cartItems,
      product: products,
      colour: colourOptions,
      metal: { name: productVariants.name, weightGrams: productVariants.weightGrams },
      diamond: diamonds,
      diamondOffered: sql<boolean | null>`${OFFERED}`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(colourOptions, eq(colourOptions.id, cartItems.colourOptionId))
    .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
    .leftJoin(diamonds, eq(diamonds.id, cartItems.diamondId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
}

export function ringSizeRangesOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.select().from(diamondRingPrices).where(inArray(diamondRingPrices.productId, productIds)).orderBy(asc(diamondRingPrices.minSize));
}

/** Each product's gallery pictures, in catalogue order. */
export async function picturesOf(db: Database, productIds: number[]): Promise<Map<number, { image_name: string; url: string }[]>> {
  const pictures = new Map<number, { image_name: string; url: string }[]>();
  if (productIds.length === 0) return pictures;
  const rows = await db
    .select({ productId: productImages.productId, image_name: productImages.imageName, url: productImages.url })
    .from(productImages)
    .where(and(inArray(productImages.productId, productIds), eq(productImages.kind, 'normal')))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  for (const { productId, ...picture } of rows) pictures.set(productId, [...(pictures.get(productId) ?? []), picture]);
  return pictures;
}

/** Where a cart change can be written: the database or a transaction. */
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A colour option with the product it belongs to (through its variant) and that product's category flags. */
export async function colourOptionWithProduct(db: Database, colourOptionId: number) {
  const [row] = await db
    .select({
      colourOptionId: colourOptions.id,
      productId: productVariants.productId,
      productActive: products.isActive,
      requiresDiamond: categories.requiresDiamond,
    })
    .from(colourOptions)
    .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(colourOptions.id, colourOptionId))
    .limit(1);
  return row;
}

export async function activeProductExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isActive, true))).limit(1);
  return row !== undefined;
}

/** The user's cart id, creating the cart on first use. */
export async function cartIdOf(db: Writer, userId: number): Promise<number> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return cart.id;
}

/** Locks the cart for the rest of the transaction; answers how many lines it holds. */
export async function lockCartLines(db: Writer, cartId: number): Promise<number> {
  await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
  const [row] = await db.select({ lines: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return Number(row?.lines ?? 0);
}

export async function cartHoldsDiamond(db: Writer, cartId: number, diamondId: number): Promise<boolean> {
  const [row] = await db.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.diamondId, diamondId))).limit(1);
  return row !== undefined;
}

export async function insertCartLine(db: Writer, line: typeof cartItems.$inferInsert): Promise<number> {
  const [row] = await db.insert(cartItems).values(line).returning({ id: cartItems.id });
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, line.cartId));
  return row.id;
}

/** The condition "this line, in this user's cart" (own lines only). */
function ownLine(db: Database, userId: number, lineId: number) {
  return and(eq(cartItems.id, lineId), inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))));
}

/** Sets a line's inscription when it is the user's; answers whether it was. */
export async function updateOwnLineEngraving(db: Database, userId: number, lineId: number, engrave: { text: string; font: string }): Promise<boolean> {
  const rows = await db.update(cartItems).set({ engraveText: engrave.text, engraveFont: engrave.font }).where(ownLine(db, userId, lineId)).returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Removes a line when it is the user's; answers whether it was. */
export async function deleteOwnLine(db: Database, userId: number, lineId: number): Promise<boolean> {
  const rows = await db.delete(cartItems).where(ownLine(db, userId, lineId)).returning({ id: cartItems.id });
  return rows.length > 0;
}

/** A piece bought on its own (the direct-buy item): its product, the colour option's price and the metal's weight. */
export function directBuyPieceOf(db: Database, colourOptionId: number) {
  return db
    .select({
      productId: products.id,
      slugId: products.slugId,
      name: products.name,
      sku: products.sku,
      colour: colourOptions.colour,
      priceSen: colourOptions.priceSen,
      weightGrams: productVariants.weightGrams,
    })
    .from(colourOptions)
    .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(colourOptions.id, colourOptionId))
    .limit(1);
}
