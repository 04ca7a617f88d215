import { eq } from 'drizzle-orm';
import { DEFAULT_SHIPPING_COUNTRIES, shippingCountriesSchema, type ShippingCountry } from '../../../domain/abroad/shipping-countries.ts';
import type { Database } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/content.ts';

/** The shop setting that holds the shipping list (beside the shop's details in `shop_settings`). */
export const SHIPPING_COUNTRIES_SETTING = 'shippingCountries';

/**
 * The countries and regions the shop ships to, with their delivery windows and import taxes, as staff set them in
 * the back-office; the policy's list (src/domain/abroad/shipping-countries.ts) while none is stored or what is stored no
 * longer reads.
 */
export async function storedShippingCountries(db: Database): Promise<readonly ShippingCountry[]> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, SHIPPING_COUNTRIES_SETTING));
  if (!row) return DEFAULT_SHIPPING_COUNTRIES;
  const parsed = shippingCountriesSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_SHIPPING_COUNTRIES;
}
