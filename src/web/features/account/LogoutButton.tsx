import { useState } from 'react';
import { shopApi } from '../../lib/api-client';
import { t } from '../../../domain/words/catalogue';

/** Ends the session (account §4 "Logout clears the session credential and reloads the page"). */
export function LogoutButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void shopApi.logout();
      }}
    >
      {busy ? t('account.logoutButton.loggingOut') : t('account.logoutButton.logout')}
    </button>
  );
}
