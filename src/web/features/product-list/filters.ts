import { clampPrice, encodeProductFilters, orderedPriceRange, PRODUCT_PAGE_SIZE, PRODUCT_PRICE_RANGE, type ProductFilters } from '../../../domain/catalog/product-filters';
import { isWholeRinggit } from '../../../domain/money/money';
import { SHAPE_CODES, type ShapeCode } from '../../../domain/diamonds/shapes';
import type { SavedProductFilters } from '../../lib/shop-session';
import { formatDecimal } from '../../../domain/words/format';

/**
 * The product list's shopper filters (storefront §2 "Product list", §3 "Saved product filters", §5 price clamps,
 * account §5 last line) and the list call they make (storefront §7). Pure: the screen keeps the state.
 */

export type ListFilters = SavedProductFilters;

/** No shape chosen, the whole price range: the list as the category shows it. */
export const DEFAULT_LIST_FILTERS: ListFilters = { shapes: [], filterPriceMin: PRODUCT_PRICE_RANGE.min, filterPriceMax: PRODUCT_PRICE_RANGE.max };

/** Where the list is: its category and sub-category ids and the search keyword. */
export interface ListPlace {
  main?: number;
  sub?: number;
  keyword?: string;
}

/** Longest keyword passed on to the search. */
export const KEYWORD_MAX_LENGTH = 100;

export function keywordOf(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX_LENGTH);
}

/** Clicking an active shape deselects it; the list keeps the spec's shape order. */
export function toggleShape(shapes: readonly ShapeCode[], code: ShapeCode): ShapeCode[] {
  const chosen = new Set(shapes);
  if (chosen.has(code)) chosen.delete(code);
  else chosen.add(code);
  return SHAPE_CODES.filter((c) => chosen.has(c));
}

/**
 * A price box's text committed (on blur or Enter): commas stripped, absolute value, clamped to RM 1,000-20,000;
 * then min and max kept in order (crossed values swap). Empty or unreadable text keeps the box's previous value.
 */
export function commitPriceBox(which: 'min' | 'max', typed: string, current: ListFilters): ListFilters {
  const previous = which === 'min' ? current.filterPriceMin : current.filterPriceMax;
  const text = typed.replace(/,/g, '').trim();
  const value = text === '' || !Number.isFinite(Number(text)) ? previous : clampPrice(text);
  const [min, max] = orderedPriceRange(which === 'min' ? value : current.filterPriceMin, which === 'max' ? value : current.filterPriceMax);
  return { ...current, filterPriceMin: min, filterPriceMax: max };
}

/** The slider's two thumbs, clamped and ordered. */
export function withPriceRange(current: ListFilters, range: readonly number[]): ListFilters {
  const [min, max] = orderedPriceRange(clampPrice(range[0] ?? current.filterPriceMin), clampPrice(range[1] ?? current.filterPriceMax));
  return { ...current, filterPriceMin: min, filterPriceMax: max };
}

/** How a price box shows its value: thousands separators, decimals only when there are cents ('20,000', '1,234.50'). */
export function priceBoxText(rm: number): string {
  return formatDecimal(rm, isWholeRinggit(rm) ? 0 : 2, 2);
}

/** Filters read back from session storage, checked: unknown shapes dropped, prices clamped and ordered. Null when absent or unreadable. */
export function savedFiltersOf(value: unknown): ListFilters | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const shapes = Array.isArray(record.shapes) ? record.shapes.filter((s): s is ShapeCode => (SHAPE_CODES as readonly unknown[]).includes(s)) : [];
  const price = (v: unknown, fallback: number) => (typeof v === 'number' || typeof v === 'string' ? clampPrice(v, PRODUCT_PRICE_RANGE, fallback) : fallback);
  const [min, max] = orderedPriceRange(price(record.filterPriceMin, PRODUCT_PRICE_RANGE.min), price(record.filterPriceMax, PRODUCT_PRICE_RANGE.max));
  return { shapes: SHAPE_CODES.filter((c) => shapes.includes(c)), filterPriceMin: min, filterPriceMax: max };
}

export function isDefaultFilters(filters: ListFilters): boolean {
  return filters.shapes.length === 0 && filters.filterPriceMin <= PRODUCT_PRICE_RANGE.min && filters.filterPriceMax >= PRODUCT_PRICE_RANGE.max;
}

/**
 * The `filters` the list call sends. A price bound is sent only when the shopper moved it in from the slider's end:
 * at its ends the slider means "any price", so pieces under RM 1,000 (silver) and above RM 20,000 still list.
 */
export function listFiltersOf(place: ListPlace, filters: ListFilters): ProductFilters {
  const out: ProductFilters = { active: 'yes' };
  if (place.main) out.main = place.main;
  if (place.sub) out.sub = place.sub;
  if (filters.shapes.length > 0) out.shape = [...filters.shapes];
  if (filters.filterPriceMin > PRODUCT_PRICE_RANGE.min) out.min_price = filters.filterPriceMin;
  if (filters.filterPriceMax < PRODUCT_PRICE_RANGE.max) out.max_price = filters.filterPriceMax;
  return out;
}

/** GET /api/product/list?page={n}&limit=10&q={keyword}&filters={encoded} (storefront §7). */
export function productListPath(place: ListPlace, filters: ListFilters, page = 1, random: () => number = Math.random): string {
  const query = new URLSearchParams({ page: String(page), limit: String(PRODUCT_PAGE_SIZE) });
  const keyword = keywordOf(place.keyword);
  if (keyword) query.set('q', keyword);
  query.set('filters', encodeProductFilters(listFiltersOf(place, filters), random));
  return `/api/product/list?${query.toString()}`;
}
