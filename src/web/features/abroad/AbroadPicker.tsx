import { useId } from 'react';
import { HOME_CURRENCY, isShownCurrency } from '../../../domain/money/currencies';
import { t } from '../../../domain/words/catalogue';
import { formatDate } from '../../../domain/words/format';
import { labelClass } from '../../components/ui';
import { useHydrated } from '../../lib/use-hydrated';
import { useAbroadPreferences } from './preferences';
import { useShownCurrency } from './use-shown-currency';
import { useShippingCountries } from './use-shipping-countries';

const selectClass = 'mt-1 block w-full border border-stone/40 bg-white px-3 py-2 text-sm focus:border-ink focus:outline-none';

/**
 * Deliver to and currency (issue 28): remembered in this browser; the charge is always in RM. Only RM and the
 * currencies with a rate are offered, and the guide note gives the day of the rate used (issue 41).
 */
export function AbroadPicker({ className = '' }: { className?: string }) {
  const hydrated = useHydrated();
  const [preferences, change] = useAbroadPreferences();
  const countries = useShippingCountries();
  const { currency, rate, offered } = useShownCurrency(true);
  const countryId = useId();
  const currencyId = useId();
  // the page is drawn on the server with the destination alone: country names come from each side's own Intl data,
  // which may spell some differently, so the whole list is drawn once the page runs in the browser
  const listed = hydrated ? countries : countries.filter((c) => c.code === preferences.country);
  return (
    <div className={`grid grid-cols-2 gap-3 text-sm ${className}`}>
      <div>
        <label htmlFor={countryId} className={labelClass}>
          {t('abroad.delivery.shipTo')}
        </label>
        <select id={countryId} disabled={!hydrated} value={preferences.country} onChange={(e) => change({ country: e.target.value })} className={selectClass}>
          {listed.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={currencyId} className={labelClass}>
          {t('abroad.currency.picker')}
        </label>
        <select id={currencyId} disabled={!hydrated} value={currency} onChange={(e) => isShownCurrency(e.target.value) && change({ currency: e.target.value })} className={selectClass}>
          {offered.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <p className="col-span-2 min-h-[2.5em] text-xs text-stone">
        {currency !== HOME_CURRENCY && t('abroad.currency.chargedInRm', { currency })}
        {rate?.date ? ` ${t('abroad.currency.ratesOf', { date: formatDate(`${rate.date}T12:00:00Z`) })}` : ''}
      </p>
    </div>
  );
}
