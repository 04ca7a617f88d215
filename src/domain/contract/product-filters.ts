import { z } from 'zod';
import { t } from '../words/catalogue.ts';
import { unpadProductFilters, type ProductFilters } from '../catalog/product-filters.ts';
import { SHAPE_CODES } from '../diamonds/shapes.ts';
import { databaseId } from './fields.ts';

/** The server's check of the product list's `filters` value (storefront §7). */

export const productFiltersSchema = z
  .object({
    /** Main category id. */
    main: databaseId().optional(),
    /** Sub-category id. */
    sub: databaseId().optional(),
    /** Shape codes (e.g. ROUND), any of which matches. */
    shape: z.array(z.enum(SHAPE_CODES)).max(SHAPE_CODES.length).optional(),
    /** RM. */
    min_price: z.number().nonnegative().max(1_000_000).optional(),
    max_price: z.number().nonnegative().max(1_000_000).optional(),
    active: z.literal('yes'),
  })
  .strict()
  .refine((f) => f.min_price === undefined || f.max_price === undefined || f.min_price <= f.max_price, {
    error: () => t('validation.productFilters.minPriceMustNot'),
  });

export const FILTERS_GARBLED = t('validation.productFilters.theFiltersParameterCould');

/** The filters inside a `filters` value; an error message when it is garbled, tampered with or not valid. */
export function decodeProductFilters(value: string): { ok: true; filters: ProductFilters } | { ok: false; message: string } {
  if (value.length > 2000) return { ok: false, message: FILTERS_GARBLED };
  const text = unpadProductFilters(value);
  if (text === null) return { ok: false, message: FILTERS_GARBLED };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: FILTERS_GARBLED };
  }
  const parsed = productFiltersSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `filters.${issue.path.join('.') || 'value'}: ${issue.message}` };
  }
  return { ok: true, filters: parsed.data };
}

