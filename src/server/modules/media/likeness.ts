import sharp from 'sharp';
import { defaultCentreCarat, type RingDesign } from '../../../domain/catalog/designs.ts';
import { drawnMetalOf, imageColourOf } from '../../../domain/catalog/metals.ts';
import { shapeFromSlug } from '../../../domain/diamonds/shapes.ts';
import { productPicture } from './art/product.ts';

/**
 * How alike products are drawn: each product's default (top) picture, small and in greyscale, compared pair by pair
 * as the mean absolute pixel difference on 0–255. Used by the test that keeps every design drawn as itself and by
 * `scripts/picture-distances.ts`.
 */
export interface Pictured {
  name: string;
  design: RingDesign;
  /** Shape slugs offered; the first is the default picture's. */
  shapes: readonly string[];
}

export interface PictureDistance {
  distance: number;
  a: string;
  b: string;
}

export const LIKENESS_SIZE = 96;

/** The default picture of each product as greyscale pixels: all in white gold, or each in its own metal. */
export async function defaultPictures(products: readonly Pictured[], ownMetal = false): Promise<{ name: string; pixels: Buffer }[]> {
  const size = LIKENESS_SIZE;
  return Promise.all(
    products.map(async (product) => {
      const spec = {
        design: product.design,
        tone: ownMetal ? drawnMetalOf(imageColourOf(product.design.metal ?? 'white'), product.design.metal) : ('white' as const),
        shape: shapeFromSlug(product.shapes[0])!,
        carat: defaultCentreCarat(product.design),
      };
      const svg = productPicture(spec, 'top', undefined, size, size);
      return { name: product.name, pixels: await sharp(Buffer.from(svg)).greyscale().raw().toBuffer() };
    }),
  );
}

/** Every pair of pictures with its distance, closest first. */
export function pictureDistances(pictures: readonly { name: string; pixels: Buffer }[]): PictureDistance[] {
  const pairs: PictureDistance[] = [];
  for (let i = 0; i < pictures.length; i++) {
    for (let j = i + 1; j < pictures.length; j++) {
      const a = pictures[i].pixels;
      const b = pictures[j].pixels;
      let sum = 0;
      for (let k = 0; k < a.length; k++) sum += Math.abs(a[k] - b[k]);
      pairs.push({ distance: sum / a.length, a: pictures[i].name, b: pictures[j].name });
    }
  }
  return pairs.sort((x, y) => x.distance - y.distance);
}
