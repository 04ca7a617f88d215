import { useId } from 'react';
import { countryCodeOf } from '../../../domain/abroad/address-countries';
import type { Address } from '../../../domain/contract/accounts';
import { HOME_COUNTRY } from '../../../domain/abroad/shipping-countries';
import { t } from '../../../domain/words/catalogue';
import { labelClass } from '../../components/ui';
import { AbroadPicker } from '../abroad/AbroadPicker';
import { Converted } from '../abroad/Converted';
import { DeliveryNote } from '../abroad/DeliveryNote';
import { useShippingCountries } from '../abroad/use-shipping-countries';

/** The ISO code of an address's country (Malaysia when none). */
export const addressCountry = (address: Address | undefined): string => (address ? (countryCodeOf(address.country) ?? HOME_COUNTRY) : HOME_COUNTRY);

/**
 * Checkout abroad (issue 28): when the chosen address's parcel arrives and its import taxes, the total in the
 * shopper's currency (charged in RM), and — for a card — the country of its billing address.
 */
export function AbroadCheckout({ address, totalSen, card, billing, onBilling }: { address: Address | undefined; totalSen: number; card: boolean; billing: string; onBilling: (code: string) => void }) {
  const countries = useShippingCountries();
  const billingId = useId();
  return (
    <div className="mt-5 grid gap-4 border-t border-pearl pt-5">
      {address && <DeliveryNote country={addressCountry(address)} state={address.state} valueSen={totalSen} />}
      <p className="text-sm" data-testid="checkout-converted">
        <Converted sen={totalSen} />
      </p>
      {card && (
        <div>
          <label htmlFor={billingId} className={labelClass}>
            {t('abroad.payment.billingCountry')}
          </label>
          <select id={billingId} value={billing} onChange={(e) => onBilling(e.target.value)} className="mt-1 block w-full border border-stone/40 bg-white px-3 py-2 text-sm focus:border-ink focus:outline-none">
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <AbroadPicker />
    </div>
  );
}
