import { chooseLocale } from '../domain/words/catalogue.ts';
import { shopLocaleOf } from './config.ts';

/**
 * Chooses the shop's language (SHOP_LOCALE) before the rest of the shop is loaded: imported first by every entry
 * point, so even texts read when a module loads (the messages of the API's schemas) are in that language.
 */
chooseLocale(shopLocaleOf());
