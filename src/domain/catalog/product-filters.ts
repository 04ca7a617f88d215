import type { ShapeCode } from '../diamonds/shapes.ts';

/**
 * The product list's `filters` query value (storefront §7): main, sub, shape, min_price, max_price, active=yes,
 * encoded with random padding exactly as the web client sends them. The encoding is
 *   base64url( PAD + JSON + PAD )   with PAD = FILTER_PADDING random letters and digits on each side,
 * so the same filters never give the same URL twice; the server strips the padding and checks the JSON
 * (contract/product-filters.ts). This module stays free of schema code: every listing page loads it.
 */

export const FILTER_PADDING = 6;
/** Product list price range in RM (storefront §9): the slider's bounds and defaults, step 0.01. */
export const PRODUCT_PRICE_RANGE = { min: 1000, max: 20000, step: 0.01 } as const;
/** Product list page size (storefront §9). */
export const PRODUCT_PAGE_SIZE = 10;

/** What the product list filters by (the JSON inside the `filters` value); checked by contract/product-filters.ts. */
export interface ProductFilters {
  /** Main category id. */
  main?: number;
  /** Sub-category id. */
  sub?: number;
  /** Shape codes (e.g. ROUND), any of which matches. */
  shape?: ShapeCode[];
  /** RM. */
  min_price?: number;
  max_price?: number;
  active: 'yes';
}

const PAD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function padding(random: () => number): string {
  let out = '';
  for (let i = 0; i < FILTER_PADDING; i++) out += PAD_ALPHABET[Math.floor(random() * PAD_ALPHABET.length)];
  return out;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error('not base64url');
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The `filters` value the web client sends. */
export function encodeProductFilters(filters: ProductFilters, random: () => number = Math.random): string {
  return toBase64Url(`${padding(random)}${JSON.stringify(filters)}${padding(random)}`);
}

/** The JSON text inside a `filters` value with its padding removed, or null when the value is garbled. */
export function unpadProductFilters(value: string): string | null {
  if (value.length > 2000) return null;
  try {
    const text = fromBase64Url(value);
    const pad = new RegExp(`^[A-Za-z0-9]{${FILTER_PADDING}}([\\s\\S]*)[A-Za-z0-9]{${FILTER_PADDING}}$`).exec(text);
    return pad ? pad[1] : null;
  } catch {
    return null;
  }
}

/**
 * A typed price box value as the listing keeps it (storefront §5, account §5): commas stripped, absolute value,
 * clamped to the range; NaN becomes the bound.
 */
export function clampPrice(typed: string | number, range: { min: number; max: number } = PRODUCT_PRICE_RANGE, fallback = range.min): number {
  const n = Math.abs(typeof typed === 'number' ? typed : Number(String(typed).replace(/,/g, '').trim()));
  if (!Number.isFinite(n)) return fallback;
  return Math.min(range.max, Math.max(range.min, Math.round(n * 100) / 100));
}

/** Min and max kept in order (min ≤ max): crossed values swap. */
export function orderedPriceRange(min: number, max: number): [number, number] {
  return min <= max ? [min, max] : [max, min];
}
