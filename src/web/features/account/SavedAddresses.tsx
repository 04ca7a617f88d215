import type { Address } from '../../../domain/contract/accounts';
import { t } from '../../../domain/words/catalogue';
import { AddressCard } from './AddressCard';

/** The address book's saved addresses, one card each with Delete, or the words of an empty book. */
export function SavedAddresses({ addresses, deletingId, onDelete }: { addresses: Address[]; deletingId: number | null; onDelete: (address: Address) => void }) {
  return addresses.length > 0 ? (
    <section aria-labelledby="saved-addresses-heading">
      <h2 id="saved-addresses-heading" className="sr-only">
        {t('pages.addresses.savedAddresses')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {addresses.map((address) => (
          <li key={address.id} className="flex">
            <AddressCard address={address} deleting={deletingId === address.id} onDelete={() => onDelete(address)} />
          </li>
        ))}
      </ul>
    </section>
  ) : (
    <p className="text-stone">{t('pages.addresses.yourAddressBookIs')}</p>
  );
}
