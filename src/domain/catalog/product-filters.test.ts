import { describe, expect, it } from 'vitest';
import { decodeProductFilters, FILTERS_GARBLED } from '../contract/product-filters.ts';
import {
  clampPrice,
  encodeProductFilters,
  FILTER_PADDING,
  orderedPriceRange,
  PRODUCT_PRICE_RANGE,
  type ProductFilters,
} from './product-filters.ts';

const filters: ProductFilters = { main: 8, sub: 81, shape: ['ROUND', 'OVAL'], min_price: 1000, max_price: 20000, active: 'yes' };

/** Encodes any JSON text the way the client does (padding on both sides), to hand-craft bad values. */
function encodeRaw(json: string): string {
  const pad = 'A'.repeat(FILTER_PADDING);
  return Buffer.from(`${pad}${json}${pad}`, 'utf8').toString('base64url');
}

describe('product list filters codec (storefront §7: encoded with random padding)', () => {
  it('round-trips main, sub, shape, min_price, max_price and active=yes', () => {
    expect(decodeProductFilters(encodeProductFilters(filters))).toEqual({ ok: true, filters });
    expect(decodeProductFilters(encodeProductFilters({ active: 'yes' }))).toEqual({ ok: true, filters: { active: 'yes' } });
  });

  it('random padding: the same filters never encode the same way twice', () => {
    const a = encodeProductFilters(filters);
    const b = encodeProductFilters(filters);
    expect(a).not.toBe(b);
    expect(decodeProductFilters(a)).toEqual(decodeProductFilters(b));
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('a garbled value is refused with a clear message', () => {
    for (const bad of ['%%%', 'not base64 at all!', 'abc', '', 'x'.repeat(2001), encodeRaw('{"active":"yes"'), Buffer.from('short').toString('base64url')]) {
      expect(decodeProductFilters(bad)).toEqual({ ok: false, message: FILTERS_GARBLED });
    }
  });

  it('a tampered value (bytes flipped) is refused, never thrown', () => {
    const value = encodeProductFilters(filters);
    const flipped = value.slice(0, 12) + (value[12] === 'A' ? 'B' : 'A') + value.slice(13);
    const result = decodeProductFilters(flipped);
    if (result.ok) expect(result.filters).not.toEqual(filters);
    else expect(result.message).toBeTruthy();
  });

  it('strict: unknown keys and wrong types are refused with the field named', () => {
    const unknown = decodeProductFilters(encodeRaw('{"active":"yes","price":1}'));
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.message).toMatch(/^filters\./);
    expect(decodeProductFilters(encodeRaw('{"active":"no"}'))).toMatchObject({ ok: false, message: expect.stringMatching(/^filters\.active/) });
    expect(decodeProductFilters(encodeRaw('{"active":"yes","shape":["TRIANGLE"]}'))).toMatchObject({ ok: false, message: expect.stringMatching(/^filters\.shape/) });
    expect(decodeProductFilters(encodeRaw('{"active":"yes","main":"8"}'))).toMatchObject({ ok: false, message: expect.stringMatching(/^filters\.main/) });
    expect(decodeProductFilters(encodeRaw('{"active":"yes","min_price":5000,"max_price":1000}'))).toMatchObject({ ok: false });
  });
});

describe('product list price boxes (storefront §5, account §5: clamp to 1000-20000, min ≤ max)', () => {
  it('strips commas, takes the absolute value and clamps to the range', () => {
    expect(clampPrice('12,345.678')).toBe(12345.68);
    expect(clampPrice(-5000)).toBe(5000);
    expect(clampPrice('50')).toBe(PRODUCT_PRICE_RANGE.min);
    expect(clampPrice('999999')).toBe(PRODUCT_PRICE_RANGE.max);
    expect(clampPrice('abc')).toBe(PRODUCT_PRICE_RANGE.min);
  });

  it('crossed min and max swap', () => {
    expect(orderedPriceRange(9000, 2000)).toEqual([2000, 9000]);
    expect(orderedPriceRange(2000, 9000)).toEqual([2000, 9000]);
  });
});
