/**
 * Where the shop ships (account spec §9; domain.md §9): free insured shipping to 45 countries and regions, each
 * with its delivery window in working days and the import taxes its receiver pays to customs. The list below is
 * what a new shop starts with; staff edit it in the back-office (the shop setting `shippingCountries`, audited),
 * and the server reads the stored list. The policy names the windows and taxes of a few destinations; every other
 * destination takes the policy's longest international window (5–10 working days) and no tax estimate (its
 * customs' own rates apply), until staff set them.
 */
import { z } from 'zod';

/** The shop's home country: FPX, the +60 form, the 16 states. */
export const HOME_COUNTRY = 'MY';

export interface ShippingCountry {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** Delivery in working days (Monday to Friday), from dispatch. */
  days: { min: number; max: number };
  /** The receiver's import taxes in per cent of the goods' value, as a range (USA 0–7.25 %); null: not estimated. */
  taxPercent: { min: number; max: number } | null;
}

const policy = (code: string, min: number, max: number, tax: [number, number] | null): ShippingCountry => ({
  code,
  days: { min, max },
  taxPercent: tax ? { min: tax[0], max: tax[1] } : null,
});
/** The policy's window for a destination it does not name: its longest international one. */
const other = (code: string): ShippingCountry => policy(code, 5, 10, null);

export const DEFAULT_SHIPPING_COUNTRIES: readonly ShippingCountry[] = [
  policy('MY', 2, 5, [0, 0]),
  policy('SG', 3, 7, [7, 7]),
  policy('BN', 3, 7, [15, 15]),
  policy('AU', 4, 7, [10, 10]),
  policy('PH', 4, 7, [12, 12]),
  policy('US', 5, 10, [0, 7.25]),
  policy('ID', 5, 10, [10, 10]),
  ...['TH', 'VN', 'KH', 'NZ', 'CA', 'MX', 'BR', 'GB', 'IE', 'FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'CH', 'AT', 'SE', 'DK', 'NO', 'FI', 'PT', 'LU', 'JP', 'KR', 'CN', 'HK', 'MO', 'TW', 'IN', 'AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'IL', 'ZA'].map(other),
];

/** Sabah and Sarawak outskirts: up to 7 working days (the policy). */
export const EAST_MALAYSIA_STATES: readonly string[] = ['Sabah', 'Sarawak', 'Labuan'];
export const EAST_MALAYSIA_MAX_DAYS = 7;

const days = z.number().int().min(0).max(90);
const percent = z.number().min(0).max(100);
export const shippingCountrySchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'a country is its two-letter ISO code, e.g. SG'),
  days: z.object({ min: days, max: days }).refine((d) => d.min <= d.max, 'the fewest days come first'),
  taxPercent: z.object({ min: percent, max: percent }).refine((p) => p.min <= p.max, 'the lowest rate comes first').nullable(),
});
export const shippingCountriesSchema = z
  .array(shippingCountrySchema)
  .min(1)
  .max(250)
  .refine((list) => new Set(list.map((c) => c.code)).size === list.length, 'each country is listed once')
  .refine((list) => list.some((c) => c.code === HOME_COUNTRY), 'Malaysia stays on the list');

export function shippingCountryOf(list: readonly ShippingCountry[], code: string): ShippingCountry | undefined {
  return list.find((c) => c.code === code);
}
