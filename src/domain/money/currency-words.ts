/** An amount shown in the shopper's currency, as the catalogue writes it ('S$1,370.38', 'Rp16,595,745'). */
import { convertedMinorUnits, type ExchangeRate, type ShownCurrency } from './currencies.ts';
import { t } from '../words/catalogue.ts';
import { formatDecimal } from '../words/format.ts';

const SIGNS: Record<ShownCurrency, () => string> = {
  MYR: () => t('abroad.signs.MYR'),
  SGD: () => t('abroad.signs.SGD'),
  USD: () => t('abroad.signs.USD'),
  AUD: () => t('abroad.signs.AUD'),
  EUR: () => t('abroad.signs.EUR'),
  GBP: () => t('abroad.signs.GBP'),
  BND: () => t('abroad.signs.BND'),
  IDR: () => t('abroad.signs.IDR'),
  PHP: () => t('abroad.signs.PHP'),
  CNY: () => t('abroad.signs.CNY'),
  HKD: () => t('abroad.signs.HKD'),
};

/** An amount in sen in another currency at a rate, with its sign and decimals. */
export function formatConverted(amount: number, rate: ExchangeRate, decimals: number, currency: ShownCurrency): string {
  const minor = convertedMinorUnits(amount, rate, decimals);
  return t('abroad.money', { sign: SIGNS[currency](), amount: formatDecimal(minor / 10 ** decimals, decimals, decimals) });
}
