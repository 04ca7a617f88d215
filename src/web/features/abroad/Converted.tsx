import { CURRENCY_DECIMALS, HOME_CURRENCY } from '../../../domain/money/currencies';
import { t } from '../../../domain/words/catalogue';
import { formatConverted } from '../../../domain/money/currency-words';
import { useShownCurrency } from './use-shown-currency';

/**
 * An RM amount in sen also shown in the shopper's currency ('≈ S$1,370.38'), in the browser only; nothing in RM, on
 * the server or without a rate. The one way every storefront price is shown converted (issue 41): small, beneath the
 * RM amount it guides (`inline` within a sentence). The charge stays in RM (the picker says so).
 */
export function Converted({ sen, inline = false }: { sen: number; inline?: boolean }) {
  const { currency, rate } = useShownCurrency();
  if (currency === HOME_CURRENCY || !rate) return null;
  return (
    <span data-converted={currency} className={`font-normal text-stone tabular-nums ${inline ? '' : 'block text-xs tracking-normal'}`}>
      {t('abroad.currency.approx', { amount: formatConverted(sen, rate, CURRENCY_DECIMALS[currency], currency) })}
    </span>
  );
}
