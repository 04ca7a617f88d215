import { describe, expect, it } from 'vitest';
import { decodeProductFilters } from '../../../domain/contract/product-filters';
import { commitPriceBox, DEFAULT_LIST_FILTERS, isDefaultFilters, keywordOf, listFiltersOf, priceBoxText, productListPath, savedFiltersOf, toggleShape, withPriceRange } from './filters';

const filters = (min: number, max: number) => ({ ...DEFAULT_LIST_FILTERS, filterPriceMin: min, filterPriceMax: max });

describe('price boxes (storefront §5, account §5: absolute values, commas stripped, clamped to 1000-20000, min kept ≤ max)', () => {
  it('strips commas and clamps above the range', () => {
    expect(commitPriceBox('max', '25,000', DEFAULT_LIST_FILTERS).filterPriceMax).toBe(20000);
    expect(commitPriceBox('max', '12,345.678', DEFAULT_LIST_FILTERS).filterPriceMax).toBe(12345.68);
  });
  it('takes the absolute value and clamps below the range', () => {
    expect(commitPriceBox('min', '-500', DEFAULT_LIST_FILTERS).filterPriceMin).toBe(1000);
    expect(commitPriceBox('min', '-2,500', DEFAULT_LIST_FILTERS).filterPriceMin).toBe(2500);
  });
  it('keeps min at or below max: crossed values swap', () => {
    expect(commitPriceBox('min', '9000', filters(1000, 5000))).toMatchObject({ filterPriceMin: 5000, filterPriceMax: 9000 });
    expect(commitPriceBox('max', '2000', filters(3000, 8000))).toMatchObject({ filterPriceMin: 2000, filterPriceMax: 3000 });
  });
  it('keeps the previous value for empty or unreadable text', () => {
    expect(commitPriceBox('min', '', filters(3000, 8000)).filterPriceMin).toBe(3000);
    expect(commitPriceBox('max', 'abc', filters(3000, 8000)).filterPriceMax).toBe(8000);
  });
  it('shows values with thousands separators and cents only when there are some', () => {
    expect(priceBoxText(20000)).toBe('20,000');
    expect(priceBoxText(1234.5)).toBe('1,234.50');
  });
  it('orders and clamps the slider thumbs', () => {
    expect(withPriceRange(DEFAULT_LIST_FILTERS, [7000, 2000])).toMatchObject({ filterPriceMin: 2000, filterPriceMax: 7000 });
    expect(withPriceRange(DEFAULT_LIST_FILTERS, [500, 30000])).toMatchObject({ filterPriceMin: 1000, filterPriceMax: 20000 });
  });
});

describe('shape toggles (storefront §2: multi-select, clicking the active one deselects)', () => {
  it('adds and removes, in the spec order', () => {
    const two = toggleShape(toggleShape([], 'OVAL'), 'ROUND');
    expect(two).toEqual(['ROUND', 'OVAL']);
    expect(toggleShape(two, 'ROUND')).toEqual(['OVAL']);
  });
});

describe('saved product filters (storefront §3, §4 restored then cleared)', () => {
  it('reads back what was saved', () => {
    expect(savedFiltersOf({ shapes: ['OVAL', 'ROUND'], filterPriceMin: 2000, filterPriceMax: 5000 })).toEqual({
      shapes: ['ROUND', 'OVAL'],
      filterPriceMin: 2000,
      filterPriceMax: 5000,
    });
  });
  it('drops unknown shapes and repairs prices', () => {
    expect(savedFiltersOf({ shapes: ['ROUND', 'TRIANGLE', 7], filterPriceMin: 90000, filterPriceMax: '-3,000' })).toEqual({
      shapes: ['ROUND'],
      filterPriceMin: 3000,
      filterPriceMax: 20000,
    });
  });
  it('is null when nothing usable was saved', () => {
    expect(savedFiltersOf(null)).toBeNull();
    expect(savedFiltersOf('x')).toBeNull();
  });
  it('knows the default filters', () => {
    expect(isDefaultFilters(DEFAULT_LIST_FILTERS)).toBe(true);
    expect(isDefaultFilters(filters(1000, 19999))).toBe(false);
    expect(isDefaultFilters({ ...DEFAULT_LIST_FILTERS, shapes: ['HEART'] })).toBe(false);
  });
});

describe('the list call (storefront §7)', () => {
  it('sends main, sub, active=yes; shapes when chosen; a price bound only when moved in from its end', () => {
    expect(listFiltersOf({ main: 8, sub: 82 }, DEFAULT_LIST_FILTERS)).toEqual({ main: 8, sub: 82, active: 'yes' });
    expect(listFiltersOf({ main: 8 }, { shapes: ['ROUND'], filterPriceMin: 2000, filterPriceMax: 20000 })).toEqual({
      main: 8,
      shape: ['ROUND'],
      min_price: 2000,
      active: 'yes',
    });
    expect(listFiltersOf({}, filters(1000, 5000))).toEqual({ max_price: 5000, active: 'yes' });
  });
  it('encodes the filters with random padding, page 10 at a time, and the keyword as q', () => {
    const path = productListPath({ main: 5, keyword: '  rose   gold ' }, filters(2000, 5000), 3);
    const url = new URL(path, 'http://shop');
    expect(url.pathname).toBe('/api/product/list');
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('q')).toBe('rose gold');
    const decoded = decodeProductFilters(url.searchParams.get('filters')!);
    expect(decoded).toEqual({ ok: true, filters: { main: 5, min_price: 2000, max_price: 5000, active: 'yes' } });
    expect(productListPath({ main: 5 }, DEFAULT_LIST_FILTERS)).not.toBe(productListPath({ main: 5 }, DEFAULT_LIST_FILTERS));
    expect(new URL(productListPath({}, DEFAULT_LIST_FILTERS), 'http://shop').searchParams.has('q')).toBe(false);
  });
  it('trims and bounds the keyword', () => {
    expect(keywordOf(null)).toBe('');
    expect(keywordOf('x'.repeat(300))).toHaveLength(100);
  });
});
