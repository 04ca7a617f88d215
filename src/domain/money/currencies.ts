/**
 * Prices in the shopper's currency (issue 28): the currencies the picker offers, the one suggested for a shipping
 * country, and an amount in sen shown in another currency at a rate. The charge is always in RM; a converted amount
 * is a guide. Rates are RM for `unit` units of the currency (Bank Negara Malaysia quotes some per 100 units).
 *
 * Rounding: the converted amount is RM ÷ (rate ÷ unit), taken to the currency's smallest unit (cents; whole rupiah)
 * half away from zero, once — never summed from rounded parts.
 */
import { sen } from './money.ts';
import { HOME_COUNTRY } from '../abroad/shipping-countries.ts';

export const SHOWN_CURRENCIES = ['MYR', 'SGD', 'USD', 'AUD', 'EUR', 'GBP', 'BND', 'IDR', 'PHP', 'CNY', 'HKD'] as const;
export type ShownCurrency = (typeof SHOWN_CURRENCIES)[number];
export const HOME_CURRENCY: ShownCurrency = 'MYR';
/**
 * The rate staff may set by hand, RM for one unit of a currency: from a millionth of a ringgit (the rupiah and the
 * dong are worth a few ten-thousandths; the database keeps eight decimals of a rate) to RM 100,000.
 */
export const STAFF_RATE_MIN = 0.000001;
export const STAFF_RATE_MAX = 100_000;
export const isShownCurrency = (code: string): code is ShownCurrency => (SHOWN_CURRENCIES as readonly string[]).includes(code);

/**
 * Where a rate comes from (issue 41): the dated starting rate a fresh shop ships with, Bank Negara Malaysia's last
 * fetched one (used over it), or staff's (used over both).
 */
export const RATE_SOURCES = ['start', 'bnm', 'staff'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

/** The currencies the picker offers (issue 41): RM, and another only while it has a rate, in the shop's order. */
export function offeredCurrencies(rated: readonly string[]): ShownCurrency[] {
  return SHOWN_CURRENCIES.filter((code) => code === HOME_CURRENCY || rated.includes(code));
}

/** The currency amounts are shown in: the shopper's while it has a rate, else RM (a remembered one without a rate falls back silently). */
export function currencyShown(wanted: ShownCurrency, rated: readonly string[]): ShownCurrency {
  return offeredCurrencies(rated).includes(wanted) ? wanted : HOME_CURRENCY;
}

/** Decimal places each currency is written with (ISO 4217 minor units as shops show them: rupiah without sen). */
export const CURRENCY_DECIMALS: Record<ShownCurrency, number> = { MYR: 2, SGD: 2, USD: 2, AUD: 2, EUR: 2, GBP: 2, BND: 2, IDR: 0, PHP: 2, CNY: 2, HKD: 2 };

const EURO_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'];
const BY_COUNTRY: Record<string, ShownCurrency> = { MY: 'MYR', SG: 'SGD', US: 'USD', AU: 'AUD', GB: 'GBP', BN: 'BND', ID: 'IDR', PH: 'PHP', CN: 'CNY', HK: 'HKD' };

/** The currency suggested to a shopper delivering to this country: its own when offered, else US dollars (RM at home). */
export function suggestedCurrency(countryCode: string): ShownCurrency {
  if (countryCode === HOME_COUNTRY) return HOME_CURRENCY;
  if (EURO_COUNTRIES.includes(countryCode)) return 'EUR';
  return BY_COUNTRY[countryCode] ?? 'USD';
}

export interface ExchangeRate {
  currency: string;
  /** RM for `unit` units of the currency. */
  rate: number;
  unit: number;
}

/**
 * An amount in sen in the other currency, in that currency's smallest units (cents; whole rupiah), rounded half away
 * from zero: sen × unit ÷ rate, then to the currency's decimals.
 */
export function convertedMinorUnits(amount: number, rate: ExchangeRate, decimals: number): number {
  const majorUnits = (sen(amount) * rate.unit) / (rate.rate * 100);
  const scaled = majorUnits * 10 ** decimals;
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9);
}
