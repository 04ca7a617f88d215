/**
 * Money is integer sen inside the shop; RM with two decimals at the edges (API fields such as `price`, `MYR_PRICE`,
 * `total`). `Sen` is branded: a plain number becomes sen only through `sen` (a database integer, checked) or
 * `senFromRinggit` (an RM amount from the API, rounded to the sen), and sums and products of sen stay sen through
 * `addSen`, `sumSen` and `timesSen`. These are the only places money is computed; the only division by 100 is here,
 * on the way out (`ringgitFromSen`, `formatRM`). A test (src/server/money-arithmetic.test.ts) fails on arithmetic
 * with RM amounts anywhere else.
 */
import { t } from '../words/catalogue.ts';
import { formatAmount } from '../words/format.ts';

declare const senBrand: unique symbol;
export type Sen = number & { readonly [senBrand]: 'sen' };

/** A whole number of sen (a database integer, a constant of the shop); anything else is refused, never rounded. */
export function sen(n: number): Sen {
  if (!Number.isSafeInteger(n)) throw new RangeError(`An amount of money must be a whole number of sen (got ${n}).`);
  return n as Sen;
}

export const ZERO_SEN = sen(0);

/** An RM amount (as the API and the catalogue give it, e.g. 3959.5) in sen, rounded to the nearest sen. */
export function senFromRinggit(rm: number): Sen {
  return sen(Math.round(rm * 100));
}

/** An RM amount that is whole sen: at most two decimals (3959.00 or 3959.5, never 3959.004). */
export function isWholeSen(rm: number): boolean {
  return Math.abs(rm * 100 - Math.round(rm * 100)) < 1e-6;
}

/** An RM amount without sen (20000, not 1234.50): shown without decimals. */
export function isWholeRinggit(rm: number): boolean {
  return Math.round(rm * 100) % 100 === 0;
}

/** Sen (a computed `Sen` or a database integer, checked) as the RM amount the API answers (e.g. 395950 → 3959.5). */
export function ringgitFromSen(amount: number): number {
  return sen(amount) / 100;
}

/** A sum of amounts in sen. */
export function addSen(...amounts: readonly Sen[]): Sen {
  return sumSen(amounts);
}

export function sumSen(amounts: Iterable<Sen>): Sen {
  let total = 0;
  for (const amount of amounts) total += amount;
  return sen(total);
}

/** An amount taken a whole number of times (a unit price × a quantity). */
export function timesSen(amount: Sen, quantity: number): Sen {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`A quantity must be a whole number (got ${quantity}).`);
  return sen(amount * quantity);
}

/** A supplier's cost given in cents (USD) as dollars, for pricing and the back-office. */
export function dollarsFromCents(cents: number): number {
  return cents / 100;
}

/** Dollars (USD) as whole cents, as a supplier cost is kept. */
export function centsFromDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A price per unit (e.g. per hundredth of a carat): a rate to compare stones by, never an amount to charge. */
export function senPerUnit(amount: number, units: number): number {
  return sen(amount) / units;
}

/** Sen as a plain decimal with two places and no separators ('8039.00'), as a payment gateway writes amounts. */
export function decimalFromSen(amount: number): string {
  const whole = sen(amount);
  if (whole < 0) throw new RangeError(`An amount must not be negative (got ${whole}).`);
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Whole sen of a plain decimal with two places ('8039.00' → 803900); NaN when it is not one. */
export function senFromDecimal(text: string): number {
  const m = /^(\d{1,13})\.(\d{2})$/.exec(text);
  return m ? Number(m[1]) * 100 + Number(m[2]) : Number.NaN;
}

/** 'RM 12,345.60' — two decimals and thousands separators, as the spec shows amounts. */
export function formatRM(amount: number): string {
  return t('common.money', { amount: formatAmount(ringgitFromSen(amount)) });
}

/** What is left of an amount once another is taken from it (a payment less its refunds); never below zero. */
export function senLeft(amount: Sen, taken: Sen): Sen {
  if (taken > amount) throw new RangeError(`Cannot take ${taken} sen from ${amount} sen.`);
  return sen(amount - taken);
}

/** A fee fixed in US dollars (the policy's return shipping fees) in sen at the shop's US$→RM rate, rounded to the sen. */
export function senOfDollarsAt(dollars: number, usdToMyr: number): Sen {
  return senFromRinggit(dollars * usdToMyr);
}

/**
 * The tax an amount that includes it holds, at `percent` (e.g. 10 % sales tax in RM 110.00 is RM 10.00), rounded to
 * the sen: what an e-invoice line declares of a tax-inclusive price.
 */
export function taxIncludedIn(amount: Sen, percent: number): Sen {
  if (!(percent >= 0 && percent <= 100)) throw new RangeError(`A tax rate is a percentage from 0 to 100 (got ${percent}).`);
  return sen(Math.round((amount * percent) / (100 + percent)));
}

/** The price of one of `quantity` items that together cost `amount`, rounded to the sen (an e-invoice line's unit price). */
export function unitSenOf(amount: Sen, quantity: number): Sen {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`A quantity must be a whole number above 0 (got ${quantity}).`);
  return sen(Math.round(amount / quantity));
}

/** A percentage of an amount (an import tax on a value), rounded half up to the sen. */
export function senAtPercent(amount: Sen, percent: number): Sen {
  return sen(Math.round((amount * percent) / 100));
}
