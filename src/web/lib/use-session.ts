import { useMemo, useSyncExternalStore } from 'react';
import type { AccessClaims } from '../../domain/shop/session';
import { decodeClaims, parseTokens, storedTokenSnapshot, subscribeToSession } from './session-store';

export interface SessionView {
  /** False on the server and in the first render of the browser, so both render the visitor's view. */
  loggedIn: boolean;
  claims: AccessClaims | null;
}

/** Whether this browser holds a session token; re-renders on login, refresh and logout (in any tab). */
export function useSession(): SessionView {
  const raw = useSyncExternalStore(subscribeToSession, storedTokenSnapshot, () => null);
  return useMemo(() => {
    const tokens = parseTokens(raw);
    return { loggedIn: tokens !== null, claims: tokens ? decodeClaims(tokens.jwt) : null };
  }, [raw]);
}
