import { shopLocale, type ShopLocale } from './catalogue.ts';

/**
 * Numbers, money and dates as the shop's one locale writes them (SHOP_LOCALE), in the shop's time zone. Every
 * screen, e-mail and message formats through here; no other file names a locale.
 */
export const SHOP_TIME_ZONE = 'Asia/Kuala_Lumpur';

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const intlLocale = (locale: ShopLocale): string => (locale === 'en-XA' ? 'en-MY' : locale);
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = shopLocale();
  const key = `n${locale}${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.NumberFormat(intlLocale(locale), options)));
  return found as Intl.NumberFormat;
}
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = shopLocale();
  const key = `d${locale}${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: SHOP_TIME_ZONE, ...options })));
  return found as Intl.DateTimeFormat;
}

/** 12,345 — a count or a whole number with the locale's separators. */
export const formatNumber = (n: number): string => numberFormat({}).format(n);

/** 12,345.6 or 12,345.60 — a decimal with at least `min` and at most `max` places. */
export const formatDecimal = (n: number, min: number, max = Math.max(min, 2)): string =>
  numberFormat({ minimumFractionDigits: min, maximumFractionDigits: max }).format(n);

/** An amount of whole ringgit with two places: 12,345.60 (the currency's sign comes from the catalogue). */
export const formatAmount = (ringgit: number): string => formatDecimal(ringgit, 2, 2);

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** 3 March 2026 */
export const formatDate = (value: Date | string | number): string => dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(value));

/** 3 Mar 2026, 2:05 pm */
export const formatDateTime = (value: Date | string | number): string => dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));

/** 2:05 pm */
export const formatTime = (value: Date | string | number): string => dateFormat({ hour: 'numeric', minute: '2-digit' }).format(toDate(value));

/** The full date and time as the locale writes it by default (the back-office's records). */
export const formatTimestamp = (value: Date | string | number): string => dateFormat({ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(toDate(value));

const lists = new Map<string, Intl.ListFormat>();
/** 'DD (FPX) or CC (Card)', 'a, b and c': a list as the locale joins it. */
export function formatList(items: readonly string[], joined: 'and' | 'or'): string {
  const locale = shopLocale();
  const key = `${locale}${joined}`;
  let found = lists.get(key);
  if (!found) lists.set(key, (found = new Intl.ListFormat(intlLocale(locale), { type: joined === 'or' ? 'disjunction' : 'conjunction' })));
  return found.format(items);
}

/** 'November 2026' — a month (YYYY-MM, as a consolidated e-invoice names its month). */
export const formatMonth = (month: string): string => dateFormat({ month: 'long', year: 'numeric' }).format(new Date(`${month}-15T00:00:00Z`));
