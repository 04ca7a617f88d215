/**
 * The price-fairness comparison: each stone's price per carat against the median of the stones of the same
 * type, shape, colour, clarity and carat band in the inventory (the partition is one type already).
 */
import { senPerUnit } from '../../../../domain/money/money.ts';
import { DIM_SIZES } from './codes.ts';

/** Trade carat bands, in hundredths: 0.18–0.29, 0.30–0.39, … 5.00 and up. */
export const COMPARISON_CARAT_BANDS = [0, 30, 40, 50, 70, 90, 100, 150, 200, 300, 400, 500] as const;
/** Fewer similar stones than this and no comparison is given. */
export const MIN_SIMILAR_STONES = 5;

const BAND_OF_UNIT = (() => {
  const table = new Uint8Array(1001);
  for (let unit = 0, band = 0; unit <= 1000; unit++) {
    while (band + 1 < COMPARISON_CARAT_BANDS.length && unit >= COMPARISON_CARAT_BANDS[band + 1]) band++;
    table[unit] = band;
  }
  return table;
})();

export const comparisonGroupOf = (shape: number, colour: number, clarity: number, caratUnits: number): number =>
  ((shape * DIM_SIZES.color + colour) * DIM_SIZES.clarity + clarity) * COMPARISON_CARAT_BANDS.length + BAND_OF_UNIT[Math.min(1000, caratUnits)];

export interface PriceComparisons {
  group: Uint16Array;
  /** Median price per carat unit of each group, in sen. */
  median: Float64Array;
  count: Uint32Array;
}

export function buildPriceComparisons(count: number, shape: Uint8Array, colour: Uint8Array, clarity: Uint8Array, caratUnits: Uint16Array, priceSen: Uint32Array): PriceComparisons {
  const groups = DIM_SIZES.shape * DIM_SIZES.color * DIM_SIZES.clarity * COMPARISON_CARAT_BANDS.length;
  const group = new Uint16Array(count);
  const groupCount = new Uint32Array(groups);
  // One sortable number per stone: group first, then its price per carat unit.
  const keys = new Float64Array(count);
  const SPAN = 1e8;
  for (let r = 0; r < count; r++) {
    const g = comparisonGroupOf(shape[r], colour[r], clarity[r], caratUnits[r]);
    group[r] = g;
    groupCount[g]++;
    keys[r] = g * SPAN + Math.min(SPAN - 1, priceSen[r] / Math.max(1, caratUnits[r]));
  }
  keys.sort();
  const median = new Float64Array(groups);
  for (let g = 0, at = 0; g < groups; g++) {
    const n = groupCount[g];
    if (n > 0) {
      const mid = at + (n >> 1);
      median[g] = n % 2 === 1 ? keys[mid] - g * SPAN : (keys[mid - 1] + keys[mid]) / 2 - g * SPAN;
    }
    at += n;
  }
  return { group, median, count: groupCount };
}

/** Signed whole percent against the similar stones' median (-12: 12% below), or null with too few of them. */
export function priceComparisonOf(c: PriceComparisons, row: number, priceSen: number, caratUnits: number): { percent: number; similar: number } | null {
  const g = c.group[row];
  const similar = c.count[g];
  if (similar < MIN_SIMILAR_STONES || c.median[g] <= 0) return null;
  const percent = Math.round((senPerUnit(priceSen, Math.max(1, caratUnits)) / c.median[g] - 1) * 100);
  return { percent: Object.is(percent, -0) ? 0 : percent, similar };
}
