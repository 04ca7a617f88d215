import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Address } from '../../domain/contract/accounts';
import { errorNotice, NoticeArea, noticeOfAnswer, successNotice, useNotice, type Notice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { AccountShell } from '../features/account/AccountShell';
import { CreateAddress } from '../features/account/CreateAddress';
import { DeleteAddressDialog } from '../features/account/DeleteAddressDialog';
import { SavedAddresses } from '../features/account/SavedAddresses';
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
      <CreateAddress
        open={formOpen}
        onOpen={() => {
          dismiss();
          setCreating(true);
        }}
        onSaved={(message) => {
          setCreating(false);
          show(successNotice(message));
          void load();
        }}
        onBack={addresses.length > 0 ? () => setCreating(false) : undefined}
      />
      <SavedAddresses addresses={addresses} deletingId={deletingId} onDelete={setAsking} />
      <DeleteAddressDialog
        asking={asking}
        deletingId={deletingId}
        onConfirm={() => {
          if (asking) void remove(asking).finally(() => setAsking(null));
        }}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
