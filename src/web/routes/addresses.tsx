import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ADDRESS_MESSAGES } from '../../domain/addresses';
import type { Address } from '../../domain/contract/accounts';
import { errorNotice, NoticeArea, noticeOfAnswer, successNotice, useNotice, type Notice } from '../components/Notice';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Spinner } from '../components/Spinner';
import { buttonClass, panelClass } from '../components/ui';
import { AccountShell } from '../features/account/AccountShell';
import { AddressCard } from '../features/account/AddressCard';
import { AddressForm } from '../features/account/AddressForm';
import { accountPageMeta } from '../features/account/meta';
import { shopApi } from '../lib/api-client';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/addresses';
import { t } from '../../domain/words/catalogue';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('pages.addresses.myAddressBook'), description: t('pages.addresses.theDeliveryAddressesSaved'), path: '/addresses' });
}

/** The address book, drawn by the server for the shopper it knows (null for a visitor: read in the browser). */
export async function loader({ context }: Route.LoaderArgs) {
  return { addresses: await drawnFor<Address[]>(context, '/api/user/address', (body) => body.addresses) };
}

export default function Addresses({ loaderData }: Route.ComponentProps) {
  const drawn = loaderData?.addresses ?? null;
  return (
    <AccountShell title={t('pages.addresses.myAddressBook')} intro={t('pages.addresses.intro')} drawnByServer={drawn !== null}>
      <AddressBook drawn={drawn} />
    </AccountShell>
  );
}

/** A notice handed over by the edit screen when it comes back here. */
export interface AddressBookState {
  notice?: Notice;
}

/** The cards and the create form (account §2, §4): create refreshes the list; delete asks, deletes, refreshes, tells. */
function AddressBook({ drawn }: { drawn: Address[] | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { notice, show, dismiss } = useNotice((location.state as AddressBookState | null)?.notice ?? null);
  const [addresses, setAddresses] = useState<Address[] | null>(drawn);
  const [creating, setCreating] = useState(false);
  const [asking, setAsking] = useState<Address | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const load = useCallback(async () => {
    const answer = await shopApi.get<{ addresses: Address[] }>('/api/user/address');
    if (!answer) return;
    if (answer.code === '200') setAddresses(answer.addresses ?? []);
    else {
      setAddresses([]);
      show(errorNotice(answer.message));
    }
  }, [show]);

  useEffect(() => {
    void load();
  }, [load]);

  // The message from the edit screen is shown once; a reload should not show it again.
  useEffect(() => {
    if ((location.state as AddressBookState | null)?.notice) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  /** Deletes an address the shopper has confirmed deleting in the shop's dialog. */
  async function remove(address: Address) {
    dismiss();
    setDeletingId(address.id);
    const answer = await shopApi.delete(`/api/user/address/${address.id}`);
    setDeletingId(null);
    if (!answer) return;
    await load();
    show(noticeOfAnswer(answer));
  }

  if (!addresses) return <Spinner label={t('pages.addresses.loadingYourAddresses')} />;
  const formOpen = creating || addresses.length === 0;
  return (
    <div className="flex flex-col gap-10">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      {formOpen ? (
        <section aria-labelledby="create-address-heading" className={`${panelClass} max-w-3xl`}>
          <h2 id="create-address-heading" className="mb-8 text-3xl">
            {t('pages.addresses.createNewAddress')}
          </h2>
          <AddressForm
            mode="create"
            save={(fields) => shopApi.post('/api/user/address', fields)}
            onSaved={(message) => {
              setCreating(false);
              show(successNotice(message));
              void load();
            }}
            onBack={addresses.length > 0 ? () => setCreating(false) : undefined}
          />
        </section>
      ) : (
        <div>
          <button type="button" className={buttonClass} onClick={() => {
              dismiss();
              setCreating(true);
            }}>
            {t('pages.addresses.createNewAddress')}
          </button>
        </div>
      )}
      {addresses.length > 0 ? (
        <section aria-labelledby="saved-addresses-heading">
          <h2 id="saved-addresses-heading" className="sr-only">
            {t('pages.addresses.savedAddresses')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {addresses.map((address) => (
              <li key={address.id} className="flex">
                <AddressCard address={address} deleting={deletingId === address.id} onDelete={() => setAsking(address)} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-stone">{t('pages.addresses.yourAddressBookIs')}</p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('pages.addresses.deleteThisAddress')}
        confirmLabel={t('pages.addresses.delete')}
        cancelLabel={t('pages.addresses.keepIt')}
        busy={asking !== null && deletingId === asking.id}
        onConfirm={() => {
          if (asking) void remove(asking).finally(() => setAsking(null));
        }}
        onClose={() => setAsking(null)}
      >
        {asking && (
          <address className="not-italic">
            <span className="block font-serif text-xl text-ink">{asking.name}</span>
            <span className="mt-1 block whitespace-pre-line text-ink">{asking.address}</span>
            <span className="block">
              {asking.postal} {asking.city}
            </span>
          </address>
        )}
        <p className="mt-4">{ADDRESS_MESSAGES.deleteConfirm}</p>
      </ConfirmDialog>
    </div>
  );
}
