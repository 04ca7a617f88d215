import type { NavigationType } from 'react-router';

/** The key of the location the document was loaded at (set by the root route as it first renders in the browser). */
let documentKey: string | undefined;

export function noteDocumentLocation(key: string): void {
  if (typeof window !== 'undefined') documentKey ??= key;
}

/**
 * Whether the shopper came to this page with the browser's own buttons — Back, Forward or Reload — rather than by
 * visiting it (a link, a button, an address typed). A page that forgets a choice on a visit (the diamond search
 * forgets the chosen diamond, storefront §4) keeps it then, so the ring builder survives the browser's buttons.
 */
export function arrivedThroughHistory(navigationType: NavigationType, key: string): boolean {
  if (navigationType !== 'POP') return false;
  // Back or Forward between the shop's own pages
  if (documentKey !== undefined && key !== documentKey) return true;
  // the document itself: loaded again (Reload) or from the browser's history
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}
