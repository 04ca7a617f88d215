/** The content module's face: what other modules may use of it. */

// what other modules use of this one
export { selectShopSettingRows } from './queries.ts';
export { saveHomeBlock, saveShopSetting } from './saving.ts';
export type { ContentService } from './service.ts';
export { SHIPPING_COUNTRIES_SETTING, storedShippingCountries } from './shipping-countries.ts';
