/**
 * The brand and the constants the browser needs on every page, kept free of schema code so that pages do not
 * carry the validation library for them (the contract modules re-export them).
 */

/** The channel header value of the web storefront: `{brand slug}-web` (account §7). */
export const webChannelFor = (brandSlug: string): string => `${brandSlug}-web`;
/** The browser-storage key of the session token object: `_{brand slug}token` (account §3). */
export const tokenStorageKeyFor = (brandSlug: string): string => `_${brandSlug}token`;

export const BRAND_NAME = 'Kilau';
export const BRAND_SLUG = 'kilau';
export const WEB_CHANNEL = webChannelFor(BRAND_SLUG);
export const TOKEN_STORAGE_KEY = tokenStorageKeyFor(BRAND_SLUG);

/** Every review card is rated five stars (storefront §9). */
export const REVIEW_STARS = 5;
/** The home page shows five review cards (storefront §2, §9). */
export const HOME_REVIEW_COUNT = 5;
