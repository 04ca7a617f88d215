import { Link } from 'react-router';
import type { Address } from '../../../domain/contract/accounts';
import { formatAddressPhone } from '../abroad/phone';
import { t } from '../../../domain/words/catalogue';

/** One address of the book: name, phone, address, postcode, city and state, the default mark, Edit and Delete. */
export function AddressCard({ address, onDelete, deleting }: { address: Address; onDelete: () => void; deleting: boolean }) {
  return (
    <article aria-label={t('account.addressCard.addressOf', { name: address.name })} className={`flex w-full flex-col border p-6 sm:p-7 ${address.is_default ? 'border-gold/60' : 'border-pearl'}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-2xl break-words">{address.name}</h3>
        {address.is_default && <span className="mt-1 shrink-0 border border-gold/60 px-2 py-1 text-[0.65rem] tracking-[0.2em] text-gold-deep uppercase">{t('account.addressCard.default')}</span>}
      </div>
      <address className="mt-4 text-sm leading-relaxed break-words text-stone not-italic">
        <span className="block whitespace-pre-line text-ink">{address.address}</span>
        <span className="block">
          {address.postal} {address.city}
        </span>
        <span className="block">
          {address.state ? `${address.state}, ${address.country}` : address.country}
        </span>
        <span className="mt-3 block">{formatAddressPhone(address.country, address.phone)}</span>
      </address>
      <div className="mt-auto flex gap-6 pt-6 text-[0.7rem] tracking-[0.2em] uppercase">
        <Link to={`/addresses/edit/${address.id}`} className="border-b border-ink/40 pb-0.5 hover:border-gold hover:text-gold-deep">
          {t('account.addressCard.edit')}<span className="sr-only"> {t('account.addressCard.theAddressOf', { name: address.name })}</span>
        </Link>
        <button type="button" onClick={onDelete} disabled={deleting} className="border-b border-transparent pb-0.5 text-stone uppercase hover:border-ruby hover:text-ruby disabled:opacity-50">
          {deleting ? t('account.addressCard.deleting') : t('account.addressCard.delete')}
          <span className="sr-only"> {t('account.addressCard.theAddressOf', { name: address.name })}</span>
        </button>
      </div>
    </article>
  );
}
