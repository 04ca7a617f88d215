import { BRIDAL_SETS, ENGAGEMENT_RINGS } from './engagement.ts';
import { NECKLACES_PENDANTS } from './neckwear.ts';
import type { ProductSeed } from './products.ts';
import { RINGS } from './rings.ts';
import { MEN_WEDDING_RINGS, WEDDING_RINGS, WOMEN_WEDDING_RINGS } from './wedding.ts';

export { CATEGORIES, CATEGORY, SUBCATEGORIES } from './categories.ts';
export { COLOUR_IDS, RING_SIZE_MAX, RING_SIZE_MIN } from './pricing.ts';
export { productImagesOf } from './images.ts';
export type { ProductSeed } from './products.ts';

/** The whole demo catalogue. */
export const PRODUCTS: readonly ProductSeed[] = [
  ...ENGAGEMENT_RINGS,
  ...BRIDAL_SETS,
  ...WEDDING_RINGS,
  ...WOMEN_WEDDING_RINGS,
  ...MEN_WEDDING_RINGS,
  ...RINGS,
  ...NECKLACES_PENDANTS,
];

/** The lowest price a shopper can pay: the cheapest colour option plus the cheapest ring-size range (none for neckwear). */
export function priceFromSenOf(product: ProductSeed): number {
  const colour = Math.min(...product.variants.flatMap((v) => v.colours.map((c) => c.priceSen)));
  const size = product.ringSizePrices.length ? Math.min(...product.ringSizePrices.map((r) => r.priceSen)) : 0;
  return colour + size;
}
