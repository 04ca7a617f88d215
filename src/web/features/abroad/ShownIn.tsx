import { CURRENCY_DECIMALS, isShownCurrency } from '../../../domain/money/currencies';
import { senFromRinggit } from '../../../domain/money/money';
import { t } from '../../../domain/words/catalogue';
import { formatConverted } from '../../../domain/money/currency-words';

/**
 * An order's total as the shopper saw it in their currency, at the rate kept with the order; charged in RM. On the
 * order page with its rate; `compact` in Order History, the amount alone beneath the total it belongs to.
 */
export function ShownIn({ shown, totalRm, compact = false }: { shown: { currency: string; rate: number }; totalRm: number; compact?: boolean }) {
  if (!isShownCurrency(shown.currency)) return null;
  const amount = t('abroad.currency.approx', { amount: formatConverted(senFromRinggit(totalRm), { currency: shown.currency, rate: shown.rate, unit: 1 }, CURRENCY_DECIMALS[shown.currency], shown.currency) });
  if (compact)
    return (
      <dd className="text-xs text-stone tabular-nums lining-nums" data-testid="shown-in">
        {amount}
      </dd>
    );
  return (
    <p className="mt-1 text-sm text-stone" data-testid="shown-in">
      {amount} · {t('abroad.currency.shownAt', { currency: shown.currency, rate: String(shown.rate) })}
    </p>
  );
}
