import { Link } from 'react-router';
import type { Address } from '../../../domain/contract/accounts';
import { placeLine } from '../../../domain/abroad/address-countries';
import { t } from '../../../domain/words/catalogue';
import { textLinkClass } from '../../components/ui';
import { formatAddressPhone } from '../abroad/phone';
import { ChoiceCard } from './ChoiceCard';

/** Checkout's delivery address: one card per address of the address book, or where to add one when it is empty. */
export function DeliveryAddresses({ addresses, chosen, onChoose, staff }: { addresses: Address[]; chosen: number | null; onChoose: (id: number) => void; staff: boolean }) {
  return (
    <section aria-labelledby="address-heading">
      <h2 id="address-heading" className="text-3xl">
        {t('pages.checkout.deliveryAddress')}
      </h2>
      {addresses.length === 0 ? (
        <p className="mt-4 text-stone">
          {t('pages.checkout.yourAddressBookIs')}{' '}
          <Link to="/addresses" className={`text-ink ${textLinkClass}`}>
            {t('pages.checkout.addAnAddress')}
          </Link>{' '}
          {t('pages.checkout.toHaveYourOrder')}{staff ? t('pages.checkout.orCheckOutAt') : ''}.
        </p>
      ) : (
        <fieldset className="mt-4 grid gap-3">
          <legend className="sr-only">{t('pages.checkout.deliverTo')}</legend>
          {addresses.map((a) => (
            <ChoiceCard key={a.id} name="address" value={a.id} checked={chosen === a.id} onChoose={() => onChoose(a.id)} title={a.name}>
              <span className="block text-stone">{a.address}</span>
              <span className="block text-stone">
                {placeLine(a)}
              </span>
              <span className="block text-stone">{formatAddressPhone(a.country, a.phone)}</span>
            </ChoiceCard>
          ))}
          <Link to="/addresses" className={`justify-self-start text-[0.7rem] tracking-[0.2em] uppercase ${textLinkClass}`}>
            {t('pages.checkout.addANewAddress')}
          </Link>
        </fieldset>
      )}
    </section>
  );
}
