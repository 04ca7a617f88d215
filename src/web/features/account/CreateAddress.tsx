import type { ComponentProps } from 'react';
import { t } from '../../../domain/words/catalogue';
import { buttonClass, panelClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { AddressForm } from './AddressForm';

type FormProps = ComponentProps<typeof AddressForm>;

/** Create New Address: the form, open (always when the book is empty), or the button that opens it. */
export function CreateAddress({ open, onOpen, onSaved, onBack }: { open: boolean; onOpen: () => void; onSaved: FormProps['onSaved']; onBack: FormProps['onBack'] }) {
  return open ? (
    <section aria-labelledby="create-address-heading" className={`${panelClass} max-w-3xl`}>
      <h2 id="create-address-heading" className="mb-8 text-3xl">
        {t('pages.addresses.createNewAddress')}
      </h2>
      <AddressForm
        mode="create"
        save={(fields) => shopApi.post('/api/user/address', fields)}
        onSaved={onSaved}
        onBack={onBack}
      />
    </section>
  ) : (
    <div>
      <button type="button" className={buttonClass} onClick={onOpen}>
        {t('pages.addresses.createNewAddress')}
      </button>
    </div>
  );
}
