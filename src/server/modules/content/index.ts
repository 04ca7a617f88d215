/** The content module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { selectShopSettingRows } from './queries.ts';
export { saveHomeBlock, saveShopSetting } from './saving.ts';
export type { ContentService } from './service.ts';
export { SHIPPING_COUNTRIES_SETTING, storedShippingCountries } from './shipping-countries.ts';

// what other modules use of this one
export { contentRoutes } from './routes.ts';
export { createContentService } from './service.ts';
