import { productImageSet, type ProductImage } from '../../../../domain/catalog/image-names.ts';
import { imageColourOf, type ImageColour } from '../../../../domain/catalog/metals.ts';
import { shapeFromSlug, type ShapeCode } from '../../../../domain/diamonds/shapes.ts';

/** What a product's drawn pictures follow: its SKU, shapes and the colours of its metals. */
export type PicturedProductSeed = { sku: string; shapes: readonly string[]; variants: readonly { colours: readonly { colour: string }[] }[] };

export interface ProductImageSeed extends ProductImage {
  kind: 'normal' | 'rotate' | 'slider';
  sortOrder: number;
}

/** The picture colours a product shows, in the order of its colour options (platinum and silver show white). */
export function imageColoursOf(product: PicturedProductSeed): ImageColour[] {
  const colours = product.variants.flatMap((v) => v.colours.map((c) => imageColourOf(c.colour)));
  return [...new Set(colours)];
}

function shapeCodesOf(product: PicturedProductSeed): ShapeCode[] {
  return product.shapes.map((slug) => {
    const code = shapeFromSlug(slug);
    if (!code) throw new Error(`${product.sku}: unknown shape ${slug}`);
    return code;
  });
}

/**
 * Every picture the product page may ask for: the gallery (top, side, hand) and the 24 spin frames
 * in each picture colour and each shape the product is made with, and the three slides of the
 * default colour and shape (the first colour option and the first shape).
 */
export function productImagesOf(product: PicturedProductSeed): ProductImageSeed[] {
  const colours = imageColoursOf(product);
  const shapes = shapeCodesOf(product);
  const normal: ProductImage[] = [];
  const rotate: ProductImage[] = [];
  for (const shape of shapes) {
    for (const colour of colours) {
      const set = productImageSet(product.sku, colour, shape);
      normal.push(...set.normal);
      rotate.push(...set.rotate);
    }
  }
  const slider = productImageSet(product.sku, colours[0], shapes[0]).slider;
  const rows = (kind: ProductImageSeed['kind'], list: ProductImage[]) =>
    list.map((image, sortOrder) => ({ kind, sortOrder, ...image }));
  return [...rows('normal', normal), ...rows('rotate', rotate), ...rows('slider', slider)];
}
