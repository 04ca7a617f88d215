import { CURRENCY_DECIMALS, isShownCurrency } from '../../../domain/currencies';
import { senFromRinggit } from '../../../domain/money';
import { t } from '../../../domain/words/catalogue';
import { formatConverted } from '../../../domain/currency-words';

/** An order's total as the shopper saw it in their currency, at the rate kept with the order; charged in RM. */
export function ShownIn({ shown, totalRm }: { shown: { currency: string; rate: number }; totalRm: number }) {
  if (!isShownCurrency(shown.currency)) return null;
  const amount = formatConverted(senFromRinggit(totalRm), { currency: shown.currency, rate: shown.rate, unit: 1 }, CURRENCY_DECIMALS[shown.currency], shown.currency);
  return (
    <p className="mt-1 text-sm text-stone" data-testid="shown-in">
      {t('abroad.currency.approx', { amount })} · {t('abroad.currency.shownAt', { currency: shown.currency, rate: String(shown.rate) })}
    </p>
  );
}
