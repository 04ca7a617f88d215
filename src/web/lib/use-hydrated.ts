import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and during hydration, true once the page runs in the browser: for what can only be drawn there.
 * Not for disabling buttons and forms until then: a tap or a form sent before the scripts run is held and carried out
 * once they do (scripts-after-paint.server.ts; forms: components/EarlyForm.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
