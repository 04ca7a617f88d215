import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts, cartItems } from '../../db/schema/cart.ts';
import { colourOptions, diamondRingPrices, productImages, products } from '../../db/schema/catalog.ts';
import { diamonds } from '../../db/schema/diamonds.ts';

/** The user's cart lines with their product, colour option and diamond (if any). */
export function cartLinesOf(db: Database, userId: number) {
  return db
    .select({ item: cartItems, product: products, colour: colourOptions, diamond: diamonds })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(colourOptions, eq(colourOptions.id, cartItems.colourOptionId))
    .leftJoin(diamonds, eq(diamonds.id, cartItems.diamondId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
}

export function ringSizeRangesOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.select().from(diamondRingPrices).where(inArray(diamondRingPrices.productId, productIds)).orderBy(asc(diamondRingPrices.minSize));
}

/** The first gallery picture of each product. */
export async function thumbnailsOf(db: Database, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(and(inArray(productImages.productId, productIds), eq(productImages.kind, 'normal')))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  const first = new Map<number, string>();
  for (const r of rows) if (!first.has(r.productId)) first.set(r.productId, r.url);
  return first;
}
