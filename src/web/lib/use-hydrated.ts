import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and during hydration, true once the page runs in the browser. Forms keep their submit button
 * disabled until then, so an early click cannot send a password as a plain form (in the address bar).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
