import { eq, inArray, min } from 'drizzle-orm';
import { addSen, sen, type Sen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { colourOptions, diamondRingPrices, productImages, products, productVariants } from '../../db/schema/catalog.ts';
import { productImagesOf } from '../../db/seed/catalog-data/images.ts';

/**
 * The catalogue's writes of products, their metals, colour and ring-size prices and drawn pictures (their one writer),
 * each in the caller's transaction, so the back-office keeps its checks and audit record in the same one; the
 * storefront's in-memory catalogue follows at commit (the catalogue tables' trigger).
 */

/** The lowest price a shopper can pay for a product: its cheapest colour plus its cheapest ring-size range (none for neckwear). */
export async function lowestPriceSen(tx: Database, productId: number): Promise<Sen> {
  const variantIds = tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  const [cheapestColour] = await tx.select({ sen: min(colourOptions.priceSen) }).from(colourOptions).where(inArray(colourOptions.variantId, variantIds));
  const [cheapestRange] = await tx.select({ sen: min(diamondRingPrices.priceSen) }).from(diamondRingPrices).where(eq(diamondRingPrices.productId, productId));
  return addSen(sen(Number(cheapestColour.sen ?? 0)), sen(Number(cheapestRange.sen ?? 0)));
}

export async function addProduct(tx: Database, product: typeof products.$inferInsert): Promise<number> {
  const [row] = await tx.insert(products).values(product).returning({ id: products.id });
  return row.id;
}

export async function changeProduct(tx: Database, id: number, change: Partial<typeof products.$inferInsert>): Promise<void> {
  await tx.update(products).set(change).where(eq(products.id, id));
}

/** Adds a metal to a product; answers its id. */
export async function addMetal(tx: Database, metal: typeof productVariants.$inferInsert): Promise<number> {
  const [row] = await tx.insert(productVariants).values(metal).returning({ id: productVariants.id });
  return row.id;
}

export async function addColourOptions(tx: Database, colours: (typeof colourOptions.$inferInsert)[]): Promise<void> {
  await tx.insert(colourOptions).values(colours);
}

export async function addRingSizePrices(tx: Database, ranges: (typeof diamondRingPrices.$inferInsert)[]): Promise<void> {
  await tx.insert(diamondRingPrices).values(ranges);
}

export async function setColourPrice(tx: Database, id: number, priceSen: Sen): Promise<void> {
  await tx.update(colourOptions).set({ priceSen }).where(eq(colourOptions.id, id));
}

export async function setRingSizePrice(tx: Database, id: number, priceSen: Sen): Promise<void> {
  await tx.update(diamondRingPrices).set({ priceSen }).where(eq(diamondRingPrices.id, id));
}

/** Draws the product's pictures again for the colours and shapes it is now offered in (the drawn ones only). */
export async function redrawPictures(tx: Database, productId: number, sku: string, shapes: readonly string[]): Promise<void> {
  const colours = await tx.select({ colour: colourOptions.colour }).from(colourOptions).innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId)).where(eq(productVariants.productId, productId));
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  const rows = productImagesOf({ sku, shapes, variants: [{ colours }] }).map((i) => ({ productId, kind: i.kind, imageName: i.image_name, url: i.url, sortOrder: i.sortOrder }));
  if (rows.length) await tx.insert(productImages).values(rows);
}
