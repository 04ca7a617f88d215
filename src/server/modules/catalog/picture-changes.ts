import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productUploads } from '../../db/schema/product-pictures.ts';

/** What an uploaded picture is shown as (without its bytes). */
const shown = { id: productUploads.id, colour: productUploads.colour, shape: productUploads.shape, carat: productUploads.carat, width: productUploads.width, height: productUploads.height };

/**
 * The catalogue's writes of uploaded product pictures (their one writer), in the caller's transaction, so the
 * back-office records the upload or removal in the same one.
 */
export async function addUploadedPicture(tx: Database, picture: typeof productUploads.$inferInsert) {
  const [row] = await tx.insert(productUploads).values(picture).returning(shown);
  return row;
}

/** Removes one of a product's uploaded pictures; undefined when the product has no such picture. */
export async function removeUploadedPicture(tx: Database, productId: number, uploadId: number) {
  const [gone] = await tx.delete(productUploads).where(and(eq(productUploads.id, uploadId), eq(productUploads.productId, productId))).returning(shown);
  return gone;
}
