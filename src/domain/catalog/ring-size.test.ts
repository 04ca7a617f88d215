import { describe, expect, it } from 'vitest';
import { rangeForSize, settingPriceSen } from './ring-size.ts';

const ranges = [
  { minSize: 5, maxSize: 12, priceSen: 0 },
  { minSize: 13, maxSize: 24, priceSen: 20_000 },
  { minSize: 25, maxSize: 30, priceSen: 45_000 },
];

describe('setting price = (colour price + the ring-size range price bracketing the size) × quantity', () => {
  it('picks the range whose min..max brackets the size, both ends included', () => {
    expect(rangeForSize(ranges, 12)?.priceSen).toBe(0);
    expect(rangeForSize(ranges, 13)?.priceSen).toBe(20_000);
    expect(rangeForSize(ranges, 30)?.priceSen).toBe(45_000);
    expect(rangeForSize(ranges, 31)).toBeUndefined();
  });

  it('adds the bracket price to the colour price, times the quantity', () => {
    expect(settingPriceSen(350_000, ranges, 7)).toBe(350_000);
    expect(settingPriceSen(350_000, ranges, 18)).toBe(370_000);
    expect(settingPriceSen(350_000, ranges, 26, 2)).toBe(790_000);
  });

  it('pieces without ring sizes (pendants, necklaces) add nothing for the size', () => {
    expect(settingPriceSen(120_000, [], null)).toBe(120_000);
    expect(settingPriceSen(120_000, [], 0)).toBe(120_000);
  });
});
