import { addSen, sen, timesSen, type Sen } from '../money/money.ts';

/**
 * Ring sizes (Hong Kong standard) and the setting price rule (storefront §5, §9):
 * price = (colour price + the diamond-ring range price bracketing the ring size) × quantity.
 */
export const RING_SIZE_MIN = 5;
export const RING_SIZE_MAX = 30;

/** A ring-size price range of a product (its diamondRing entries). */
export interface RingSizeRange {
  minSize: number;
  maxSize: number;
  /** Whole sen (a database integer or a `Sen`). */
  priceSen: number;
}

/** The range whose min..max brackets the ring size; undefined for no size or a size outside every range. */
export function rangeForSize(ranges: readonly RingSizeRange[], ringSize: number | null | undefined): RingSizeRange | undefined {
  if (ringSize === null || ringSize === undefined) return undefined;
  return ranges.find((r) => ringSize >= r.minSize && ringSize <= r.maxSize);
}

/**
 * Price of a setting line in sen, from whole-sen prices (checked). Pieces without ring sizes (pendants, necklaces)
 * add nothing for the size.
 */
export function settingPriceSen(colourPriceSen: number, ranges: readonly RingSizeRange[], ringSize: number | null | undefined, quantity = 1): Sen {
  return timesSen(addSen(sen(colourPriceSen), sen(rangeForSize(ranges, ringSize)?.priceSen ?? 0)), quantity);
}
