import { caratViewOf } from './designs.ts';
import { UPLOADED_IMAGE_DIR, uploadedImageName } from './image-names.ts';
import { imageColourOf } from './metals.ts';
import { shapeFromSlug } from '../diamonds/shapes.ts';

/** The storefront name and URL of a photograph staff uploaded for a product, from its tags. */
export function uploadedImageOf(sku: string, row: { id: number; colour: string; shape: string; carat: string | null }) {
  const image_name = uploadedImageName({ sku, id: row.id, colour: imageColourOf(row.colour), shape: shapeFromSlug(row.shape) ?? 'ROUND', ...(row.carat ? { carat: caratViewOf(row.carat)?.code } : {}) });
  return { image_name, url: `${UPLOADED_IMAGE_DIR}${image_name}` };
}
