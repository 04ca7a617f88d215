import type { ShippingCountry } from '../../../domain/abroad/shipping-countries.ts';
import { isShownCurrency, HOME_CURRENCY } from '../../../domain/money/currencies.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { t } from '../../../domain/words/catalogue.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { saveShopSetting } from '../content/index.ts';
import { SHIPPING_COUNTRIES_SETTING, storedShippingCountries } from '../content/index.ts';
import { clearReviewHold } from '../orders/index.ts';
import { overrideRate } from '../rates/index.ts';
import { refreshRates } from '../rates/index.ts';
import { storedRates } from '../rates/index.ts';
import { requireStaff } from './staff.ts';

/**
 * Selling abroad in the back-office (issue 28): the shipping list (countries, delivery windows, import taxes), the
 * exchange rates (BNM's, fetched now on demand, and staff's override of any of them), and clearing the
 * alternate-address check of an order — each change audited in its transaction.
 */
export function createCmsAbroad(db: Database, bnmUrl: string) {
  return {
    async shippingCountries(caller: Caller | undefined) {
      requireStaff(caller);
      return storedShippingCountries(db);
    },

    async changeShippingCountries(caller: Caller | undefined, countries: ShippingCountry[]) {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const before = await storedShippingCountries(tx);
        await saveShopSetting(tx, SHIPPING_COUNTRIES_SETTING, countries);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'shipping.update', entity: 'shipping', entityKey: 'countries', before: { countries: before }, after: { countries } });
        return countries;
      });
    },

    async rates(caller: Caller | undefined) {
      requireStaff(caller);
      return storedRates(db);
    },

    async refreshRates(caller: Caller | undefined) {
      requireStaff(caller);
      const outcome = await refreshRates(db, bnmUrl);
      return { ...outcome, rates: await storedRates(db) };
    },

    /** Staff's rate for a currency (RM for one unit), or null to show BNM's again. */
    async overrideRate(caller: Caller | undefined, currency: string, rate: number | null) {
      const staff = requireStaff(caller);
      const code = currency.toUpperCase();
      if (!isShownCurrency(code) || code === HOME_CURRENCY) throw new BadRequestError(t('abroad.cms.currencyNotShown'));
      await db.transaction(async (tx) => {
        const { before, after, unit } = await overrideRate(tx, code, rate);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'rate.override', entity: 'exchange-rate', entityKey: code, before: { rate: before, unit }, after: { rate: after, unit } });
      });
      return storedRates(db);
    },

    async clearReview(caller: Caller | undefined, trackingId: string, note: string) {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const cleared = await clearReviewHold(tx, trackingId);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'order.review', entity: 'order', entityKey: cleared.trackingId, before: { review_hold: true }, after: { review_hold: false, note } });
      });
    },
  };
}
