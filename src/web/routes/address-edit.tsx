import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { countryCodeOf } from '../../domain/address-countries';
import type { Address } from '../../domain/contract/accounts';
import { HOME_COUNTRY } from '../../domain/shipping-countries';
import { errorNotice, successNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { panelClass } from '../components/ui';
import { AccountShell } from '../features/account/AccountShell';
import { AddressForm, type AddressFormValues } from '../features/account/AddressForm';
import { accountPageMeta } from '../features/account/meta';
import { shopApi } from '../lib/api-client';
import type { Route } from './+types/address-edit';
import type { AddressBookState } from './addresses';
import { t } from '../../domain/words/catalogue';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.addressEdit.editAddress'), description: t('pages.addressEdit.changeAnAddressOf'), path: `/addresses/edit/${params.updateid}` });
}

export default function EditAddress({ params }: Route.ComponentProps) {
  return (
    <AccountShell title={t('pages.addressEdit.editAddress')}>
      <EditAddressScreen id={params.updateid} />
    </AccountShell>
  );
}

/** Edit mode of the address form: on code 200 back to /addresses with the server's message (account §4). */
function EditAddressScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const [initial, setInitial] = useState<AddressFormValues | null>(null);
  const backToBook = (state: AddressBookState) => navigate('/addresses', { state });

  useEffect(() => {
    let live = true;
    void shopApi.get<{ address: Address }>(`/api/user/address/${encodeURIComponent(id)}`).then((answer) => {
      if (!live || !answer) return;
      const a = answer.address;
      if (answer.code === '200' && a) {
        setInitial({ name: a.name, phone: a.phone, address: a.address, postal: a.postal, city: a.city, state: a.state, country: countryCodeOf(a.country) ?? HOME_COUNTRY, is_default: a.is_default });
      } else {
        navigate('/addresses', { replace: true, state: { notice: errorNotice(answer.message) } satisfies AddressBookState });
      }
    });
    return () => {
      live = false;
    };
  }, [id, navigate]);

  if (!initial) return <Spinner label={t('pages.addressEdit.loadingTheAddress')} />;
  return (
    <section className={`${panelClass} max-w-3xl`}>
      <AddressForm
        mode="edit"
        initial={initial}
        save={(fields) => shopApi.put('/api/user/address', { id: Number(id), ...fields })}
        onSaved={(message) => backToBook({ notice: successNotice(message) })}
      />
    </section>
  );
}
