import { z } from 'zod';
import { openingHoursSchema, readShopSettings, shopAddressSchema, shopGeoSchema, shopSettingsSchema, socialLinkSchema, type ShopSettings, type ShopSettingsReading } from '../../../domain/contract/content.ts';
import { everyTextPlain } from '../../../domain/contract/fields.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { t } from '../../../domain/words/catalogue.ts';
import type { Caller } from '../accounts/tokens.ts';
import { recordAudit } from '../audit/record.ts';
import { selectShopSettingRows } from '../content/queries.ts';
import { saveShopSetting } from '../content/saving.ts';
import { requireStaff } from './staff.ts';

/**
 * The shop's details staff may change (issue 14 "Content and settings"): the name shoppers see, the company, address,
 * telephone, fax, e-mail, opening hours, social links, the map and the showroom's place on it. The brand slug and what follows from it (the
 * channel header, the browser's storage key) stay as set up, since changing them would sign every shopper out.
 */
export const shopDetailsChangeSchema = z.strictObject({
  brandName: z.string().trim().min(1).max(60).optional(),
  companyName: z.string().trim().min(1).max(120).optional(),
  companyRegistrationNo: z.string().trim().max(60).optional(),
  address: shopAddressSchema.optional(),
  telephone: z.string().trim().min(1).max(40).optional(),
  fax: z.string().trim().max(40).optional(),
  email: z.email().optional(),
  openingHours: z.array(openingHoursSchema).min(1).max(10).optional(),
  socialLinks: z.array(socialLinkSchema).max(10).optional(),
  mapEmbedUrl: shopSettingsSchema.shape.mapEmbedUrl.optional(),
  geo: shopGeoSchema.optional(),
  taxIdentity: shopSettingsSchema.shape.taxIdentity,
}).superRefine(everyTextPlain());
export type ShopDetailsChange = z.output<typeof shopDetailsChangeSchema>;

/**
 * The back-office's shop details. A stored setting that does not read stops neither the storefront nor this screen:
 * staff see the settings the shop uses, with the stored ones it could not read named (`unreadable`), and saving such a
 * setting writes it anew. `storefrontSettings` is what the storefront shows (the last good settings), read in their place.
 */
export function createCmsSettings(db: Database, storefrontSettings: () => Promise<ShopSettings>) {
  const reading = async (tx: Database, fallback: ShopSettings): Promise<ShopSettingsReading & { stored: Map<string, unknown> }> => {
    const rows = await selectShopSettingRows(tx);
    return { ...readShopSettings(rows, fallback), stored: new Map(rows.map((r) => [r.key, r.value])) };
  };
  return {
    async read(caller: Caller | undefined): Promise<ShopSettingsReading> {
      requireStaff(caller);
      const { settings, unreadable } = await reading(db, await storefrontSettings());
      return { settings, unreadable };
    },

    /** Changes the given details, checked as a whole settings object, in one transaction with its audit record. */
    async change(caller: Caller | undefined, change: ShopDetailsChange): Promise<ShopSettingsReading> {
      const staff = requireStaff(caller);
      // read before the transaction: on the embedded database a read beside an open transaction would wait for it
      const fallback = await storefrontSettings();
      await db.transaction(async (tx) => {
        const { settings: before, unreadable, stored } = await reading(tx, fallback);
        const merged = shopSettingsSchema.safeParse({ ...before, ...change });
        if (!merged.success) {
          const [issue] = merged.error.issues;
          throw new BadRequestError(issue ? `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}` : t('messages.errors.settingsNotValid'));
        }
        const unread = new Set<string>(unreadable.map((u) => u.key));
        const changed = (Object.keys(change) as (keyof ShopDetailsChange)[]).filter((k) => unread.has(k) || JSON.stringify(before[k]) !== JSON.stringify(merged.data[k]));
        // a setting added after the shop was set up (geo) has no row yet: written as a new one
        for (const key of changed)
          await saveShopSetting(tx, key, merged.data[key]);
        if (changed.length > 0) {
          await recordAudit(tx, {
            actorUserId: staff.userId,
            action: 'settings.update',
            entity: 'settings',
            entityKey: 'shop',
            // a setting that did not read is recorded as it was stored
            before: Object.fromEntries(changed.map((k) => [k, unread.has(k) ? stored.get(k) : before[k]])),
            after: Object.fromEntries(changed.map((k) => [k, merged.data[k]])),
          });
        }
      });
      return this.read(caller);
    },
  };
}
