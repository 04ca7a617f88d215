/**
 * The shopper's own pages, by their route pattern (src/web/routes.ts): drawn by the server for the shopper whose page
 * session cookie comes with the request (never kept, never shared, `Cache-Control: private, no-store`); for a visitor
 * without one they are the same for everybody (the login check runs in the browser).
 */
export const PERSONAL_PAGES: ReadonlySet<string> = new Set([
  '/cart',
  '/checkout',
  '/orders',
  '/orders/:trackingid',
  '/orders/:trackingid/e-invoice/:number',
  '/profile',
  '/addresses',
  '/addresses/edit/:updateid',
]);

/** How a personal page drawn for its shopper is sent: for that browser only, never stored. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * Pages drawn from one shopper's choices named in their address (the ring confirmation: setting, size, inscription,
 * diamond), by their route pattern: drawn afresh for whoever asks, never kept nor shared (`private, no-store`), so the
 * shared page cache never holds a page per distinct choice; drawn as the shopper when their page session comes with it.
 */
export const CHOICE_PAGES: ReadonlySet<string> = new Set(['/wizard-completed']);
