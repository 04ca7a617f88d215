import { CURRENCY_DECIMALS, HOME_CURRENCY } from '../../../domain/money/currencies';
import { t } from '../../../domain/words/catalogue';
import { formatConverted } from '../../../domain/money/currency-words';
import { useAbroadPreferences } from './preferences';
import { useRates } from './use-rates';

/**
 * An amount in sen also shown in the shopper's currency ('≈ S$1,370.38'), in the browser only; nothing in RM, on the
 * server or without a rate. The charge stays in RM (the pickers say so).
 */
export function Converted({ sen, className = '' }: { sen: number; className?: string }) {
  const [{ currency }] = useAbroadPreferences();
  const rates = useRates(currency !== HOME_CURRENCY);
  const rate = rates.find((r) => r.currency === currency);
  if (currency === HOME_CURRENCY || !rate) return null;
  return (
    <span data-converted={currency} className={`text-stone tabular-nums ${className}`}>
      {t('abroad.currency.approx', { amount: formatConverted(sen, rate, CURRENCY_DECIMALS[currency], currency) })}
    </span>
  );
}
