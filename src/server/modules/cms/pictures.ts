import { asc, eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { PictureTags } from '../../../domain/contract/cms-catalogue.ts';
import { imageColourOf } from '../../../domain/catalog/metals.ts';
import { uploadedImageOf } from '../../../domain/catalog/uploaded-images.ts';
import type { Database } from '../../db/client.ts';
import { colourOptions, products, productVariants } from '../../db/schema/catalog.ts';
import { productUploads } from '../../db/schema/product-pictures.ts';
import { BadRequestError, NotFoundError, ShopError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { addUploadedPicture, removeUploadedPicture } from '../catalog/index.ts';
import { CMS_PRODUCT_MESSAGES } from './products.ts';
import { requireStaff } from './staff.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';

/**
 * Pictures staff upload for a product (issue 14). Each is checked by sharp (a JPEG, PNG or WebP of sensible size),
 * kept in the database as a normalised WebP original (at most 2000 px on its longer side, turned upright, no
 * metadata) so every instance serves it, and tagged with the colour, shape and carat view it shows. The media service
 * serves it resized at the storefront's widths through its disk cache; the storefront shows uploads before the drawn
 * pictures. Uploads and removals are audited in their own transaction.
 */

export const PICTURE_MESSAGES = wordsOf('messages.cmsPicture');

export class UnsupportedPictureError extends ShopError {
  constructor(message: string) {
    super(415, message);
  }
}

/** The longer side of the original kept; the storefront's largest width is below it. */
export const KEPT_PICTURE_SIZE = 2000;
const MAX_SIDE = 12_000;
const MAX_PIXELS = 40_000_000;
const MIN_SIDE = 200;

/** A product's uploaded pictures, oldest first, with their storefront names and tags (never the bytes). */
export async function uploadedPicturesOf(db: Database, productId: number, sku: string) {
  const rows = await db
    .select({ id: productUploads.id, colour: productUploads.colour, shape: productUploads.shape, carat: productUploads.carat, width: productUploads.width, height: productUploads.height })
    .from(productUploads)
    .where(eq(productUploads.productId, productId))
    .orderBy(asc(productUploads.id));
  return rows.map((r) => ({ ...r, ...uploadedImageOf(sku, r) }));
}

/** An upload's product SKU and size, with a way to read its kept original (for the media service); undefined when gone. */
export async function uploadedOriginal(db: Database, id: number) {
  const [row] = await db
    .select({ width: productUploads.width, height: productUploads.height, sku: products.sku })
    .from(productUploads)
    .innerJoin(products, eq(products.id, productUploads.productId))
    .where(eq(productUploads.id, id))
    .limit(1);
  if (!row) return undefined;
  const picture = async () => {
    const [kept] = await db.select({ picture: productUploads.picture }).from(productUploads).where(eq(productUploads.id, id));
    if (!kept) throw new NotFoundError(PICTURE_MESSAGES.notFound);
    return kept.picture;
  };
  return { ...row, picture };
}

/** Checks the bytes are a JPEG, PNG or WebP of a sensible size and returns the normalised original. */
export async function normalisedPicture(bytes: Buffer): Promise<{ picture: Buffer; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedPictureError(PICTURE_MESSAGES.notAnImage);
  }
  if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new UnsupportedPictureError(PICTURE_MESSAGES.wrongType);
  const { width = 0, height = 0 } = meta;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) throw new BadRequestError(PICTURE_MESSAGES.tooLarge);
  if (width < MIN_SIDE || height < MIN_SIDE) throw new BadRequestError(PICTURE_MESSAGES.tooSmall);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: KEPT_PICTURE_SIZE, height: KEPT_PICTURE_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { picture: data, width: info.width, height: info.height };
  } catch {
    throw new UnsupportedPictureError(PICTURE_MESSAGES.notAnImage);
  }
}

export function createCmsPictures(db: Database) {
  /** The product's SKU, shapes and picture colours, or 404. */
  async function productOf(tx: Database, productId: number) {
    const [product] = await tx.select({ sku: products.sku, slug: products.slugId, shapes: products.shapes }).from(products).where(eq(products.id, productId)).limit(1);
    if (!product) throw new NotFoundError(CMS_PRODUCT_MESSAGES.notFound);
    const colours = await tx
      .select({ colour: colourOptions.colour })
      .from(colourOptions)
      .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id), asc(colourOptions.id));
    return { ...product, colours: [...new Set(colours.map((c) => imageColourOf(c.colour)))] };
  }

  return {
    async upload(caller: Caller | undefined, productId: number, bytes: Buffer, tags: PictureTags) {
      const staff = requireStaff(caller);
      const picture = await normalisedPicture(bytes);
      return db.transaction(async (tx) => {
        const product = await productOf(tx, productId);
        const colour = tags.colour ?? product.colours[0] ?? 'white';
        const shape = tags.shape ?? product.shapes[0];
        if (!product.shapes.includes(shape)) throw new BadRequestError(PICTURE_MESSAGES.notItsShape);
        if (product.colours.length > 0 && !product.colours.includes(colour)) throw new BadRequestError(PICTURE_MESSAGES.notItsColour);
        const row = await addUploadedPicture(tx, { productId, colour, shape, carat: tags.carat ?? null, ...picture, uploadedBy: staff.userId });
        const added = { ...row, ...uploadedImageOf(product.sku, row) };
        await recordAudit(tx, { actorUserId: staff.userId, action: 'product.picture.upload', entity: 'product', entityKey: product.slug, before: null, after: { ...added, bytes: picture.picture.length } });
        return added;
      });
    },

    async remove(caller: Caller | undefined, productId: number, uploadId: number) {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const product = await productOf(tx, productId);
        const gone = await removeUploadedPicture(tx, productId, uploadId);
        if (!gone) throw new NotFoundError(PICTURE_MESSAGES.notFound);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'product.picture.remove', entity: 'product', entityKey: product.slug, before: { ...gone, ...uploadedImageOf(product.sku, gone) }, after: null });
      });
    },
  };
}
