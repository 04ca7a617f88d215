import { useEffect, useState } from 'react';
import { takeSession } from '../../lib/shop-session';

/** Why the shop sent the shopper here mid-flow (e.g. 'Log in to save your ring and continue'), read once. */
export function LoginReason() {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    const saved = takeSession<string>('loginReason');
    if (typeof saved === 'string' && saved) setReason(saved);
  }, []);
  if (!reason) return null;
  return (
    <p role="status" className="mx-auto mt-6 max-w-xl border border-gold/50 bg-ivory px-5 py-3 text-center text-sm text-ink">
      {reason}
    </p>
  );
}
