import { useSyncExternalStore } from 'react';

/** Calls `changed` once the page's load event has fired (at once if it has). */
function subscribe(changed: () => void): () => void {
  if (document.readyState === 'complete') return () => {};
  window.addEventListener('load', changed, { once: true });
  return () => window.removeEventListener('load', changed);
}

/**
 * False on the server, during hydration and until the page has loaded (its first screen's pictures and scripts in);
 * true after: for what may start only once the first screen is in, so as not to take its bandwidth.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
