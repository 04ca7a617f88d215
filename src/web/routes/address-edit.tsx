import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { countryCodeOf } from '../../domain/abroad/address-countries';
import type { Address } from '../../domain/contract/accounts';
import { HOME_COUNTRY } from '../../domain/abroad/shipping-countries';
import { errorNotice, successNotice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { panelClass } from '../components/ui';
import { AccountShell } from '../features/account/AccountShell';
import { AddressForm, type AddressFormValues } from '../features/account/AddressForm';
import { accountPageMeta } from '../features/account/meta';
import { shopApi } from '../lib/api-client';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/address-edit';
import type { AddressBookState } from './addresses';
import { t } from '../../domain/words/catalogue';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.addressEdit.editAddress'), description: t('pages.addressEdit.changeAnAddressOf'), path: `/addresses/edit/${params.updateid}` });
}

/** The address to edit, drawn by the server for the shopper it knows (null for a visitor, or not theirs: read in the browser). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { address: await drawnFor<Address>(context, `/api/user/address/${encodeURIComponent(params.updateid)}`, (body) => body.address) };
}

export default function EditAddress({ params, loaderData }: Route.ComponentProps) {
  const drawn = loaderData?.address ?? null;
  return (
    <AccountShell title={t('pages.addressEdit.editAddress')} drawnByServer={drawn !== null}>
      <EditAddressScreen key={params.updateid} id={params.updateid} drawn={drawn} />
    </AccountShell>
  );
}

/** The form's values of a saved address. */
const formValuesOf = (a: Address): AddressFormValues => ({ name: a.name, phone: a.phone, address: a.address, postal: a.postal, city: a.city, state: a.state, country: countryCodeOf(a.country) ?? HOME_COUNTRY, is_default: a.is_default });

/** Edit mode of the address form: on code 200 back to /addresses with the server's message (account §4). */
function EditAddressScreen({ id, drawn }: { id: string; drawn: Address | null }) {
  const navigate = useNavigate();
  const [initial, setInitial] = useState<AddressFormValues | null>(() => (drawn ? formValuesOf(drawn) : null));
  const backToBook = (state: AddressBookState) => navigate('/addresses', { state });

  useEffect(() => {
    // drawn by the server: the form is already filled in (and may be being typed in)
    if (drawn) return;
    let live = true;
    void shopApi.get<{ address: Address }>(`/api/user/address/${encodeURIComponent(id)}`).then((answer) => {
      if (!live || !answer) return;
      const a = answer.address;
      if (answer.code === '200' && a) {
        setInitial(formValuesOf(a));
      } else {
        navigate('/addresses', { replace: true, state: { notice: errorNotice(answer.message) } satisfies AddressBookState });
      }
    });
    return () => {
      live = false;
    };
  }, [id, navigate, drawn]);

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
