import { z } from 'zod';
import { component } from './components.ts';
import { safeText, says } from './fields.ts';
import { visible } from '../shop/visible-text.ts';
import { RATE_SOURCES, STAFF_RATE_MAX, STAFF_RATE_MIN } from '../money/currencies.ts';
import { shippingCountriesSchema, shippingCountrySchema } from '../abroad/shipping-countries.ts';

/** Selling abroad (issue 28): the shipping list as the storefront reads it. */

export const shippingDestinationSchema = component('ShippingDestination', shippingCountrySchema.extend({ name: z.string() }));
export type ShippingDestination = z.infer<typeof shippingDestinationSchema>;
export const shippingCountriesAnswerSchema = component('ShippingCountriesAnswer', z.object({ code: z.string(), message: z.string(), countries: z.array(shippingDestinationSchema) }));

/** The back-office's shipping list: each country as stored (GET and PUT /api/cms/shipping-countries). */
export const cmsShippingCountriesAnswerSchema = component('CmsShippingCountriesAnswer', z.object({ code: z.string(), message: z.string(), countries: shippingCountriesSchema }));

/** A currency's rate as prices are shown at: RM for `unit` units, its day, and whether it is the starting one, BNM's or staff's. */
export const exchangeRateSchema = component(
  'ExchangeRate',
  z.object({ currency: z.string(), rate: z.number(), unit: z.number().int(), date: z.string().nullable(), source: z.enum(RATE_SOURCES) }),
);
export type ExchangeRateShown = z.infer<typeof exchangeRateSchema>;
export const exchangeRatesAnswerSchema = component('ExchangeRatesAnswer', z.object({ code: z.string(), message: z.string(), rates: z.array(exchangeRateSchema) }));

/** PUT /api/cms/exchange-rates/{currency}: staff's rate (RM for one unit of the currency), or null to use BNM's again. */
const rateRange = says('validation.abroad.aRateFromTo', { min: String(STAFF_RATE_MIN), max: STAFF_RATE_MAX.toLocaleString('en') });
export const rateOverrideSchema = z.strictObject({ rate: z.number().positive(says('validation.abroad.aRateIsAbove')).min(STAFF_RATE_MIN, rateRange).max(STAFF_RATE_MAX, rateRange).nullable() });
export const rateRefreshAnswerSchema = component('RateRefreshAnswer', z.object({ code: z.string(), message: z.string(), ok: z.boolean(), updated: z.number().int(), rates: z.array(exchangeRateSchema) }));

/** POST /api/cms/orders/{tracking}/review: staff cleared the alternate-address check. */
export const reviewClearedSchema = z.strictObject({ note: visible(safeText({ multiline: true }).max(500), 'note').default('') });

/** The shipping list as staff edit it. */
export const shippingCountriesChangeSchema = z.strictObject({ countries: shippingCountriesSchema });
