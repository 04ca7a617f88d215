import { z } from 'zod';
import { openingHoursSchema, shopAddressSchema, shopGeoSchema, shopSettingsFromRows, shopSettingsSchema, socialLinkSchema, type ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/content.ts';
import { BadRequestError } from '../../errors.ts';
import type { Caller } from '../accounts/tokens.ts';
import { recordAudit } from '../audit/record.ts';
import { selectShopSettingRows } from '../content/queries.ts';
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
});
export type ShopDetailsChange = z.output<typeof shopDetailsChangeSchema>;

export function createCmsSettings(db: Database) {
  return {
    async read(caller: Caller | undefined): Promise<ShopSettings> {
      requireStaff(caller);
      return shopSettingsFromRows(await selectShopSettingRows(db));
    },

    /** Changes the given details, checked as a whole settings object, in one transaction with its audit record. */
    async change(caller: Caller | undefined, change: ShopDetailsChange): Promise<ShopSettings> {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const before = shopSettingsFromRows(await selectShopSettingRows(tx));
        const merged = shopSettingsSchema.safeParse({ ...before, ...change });
        if (!merged.success) throw new BadRequestError(merged.error.issues[0]?.message ?? 'These shop details are not valid.');
        const changed = (Object.keys(change) as (keyof ShopDetailsChange)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(merged.data[k]));
        // a setting added after the shop was set up (geo) has no row yet: written as a new one
        for (const key of changed)
          await tx
            .insert(shopSettings)
            .values({ key, value: merged.data[key] })
            .onConflictDoUpdate({ target: shopSettings.key, set: { value: merged.data[key], updatedAt: new Date() } });
        if (changed.length > 0) {
          await recordAudit(tx, {
            actorUserId: staff.userId,
            action: 'settings.update',
            entity: 'settings',
            entityKey: 'shop',
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after: Object.fromEntries(changed.map((k) => [k, merged.data[k]])),
          });
        }
      });
      return shopSettingsFromRows(await selectShopSettingRows(db));
    },
  };
}
