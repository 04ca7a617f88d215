import { HOME_CURRENCY, currencyShown, offeredCurrencies, type ShownCurrency } from '../../../domain/money/currencies';
import type { ExchangeRateShown } from '../../../domain/contract/abroad';
import { useAbroadPreferences } from './preferences';
import { useRates } from './use-rates';

export interface CurrencyShown {
  /** The currency amounts are shown in: the shopper's while it has a rate, else RM. */
  currency: ShownCurrency;
  /** Its rate (none for RM). */
  rate: ExchangeRateShown | undefined;
  /** What the picker offers: RM and the currencies with a rate now. */
  offered: ShownCurrency[];
}

/**
 * The currency the shopper reads prices in (issue 41), as every converted amount and the picker use it: a remembered
 * currency without a rate falls back to RM, silently. `always` reads the rates even while RM is chosen (the picker).
 */
export function useShownCurrency(always = false): CurrencyShown {
  const [{ currency: wanted }] = useAbroadPreferences();
  const rates = useRates(always || wanted !== HOME_CURRENCY);
  const rated = rates.map((r) => r.currency);
  const currency = currencyShown(wanted, rated);
  return { currency, rate: rates.find((r) => r.currency === currency), offered: offeredCurrencies(rated) };
}
