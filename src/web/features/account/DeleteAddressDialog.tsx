import { ADDRESS_MESSAGES } from '../../../domain/abroad/addresses';
import type { Address } from '../../../domain/contract/accounts';
import { t } from '../../../domain/words/catalogue';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** "Delete this address?": the address asked about, and Delete or Keep it. */
export function DeleteAddressDialog({ asking, deletingId, onConfirm, onClose }: { asking: Address | null; deletingId: number | null; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t('pages.addresses.deleteThisAddress')}
      confirmLabel={t('pages.addresses.delete')}
      cancelLabel={t('pages.addresses.keepIt')}
      busy={asking !== null && deletingId === asking.id}
      onConfirm={onConfirm}
      onClose={onClose}
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
  );
}
