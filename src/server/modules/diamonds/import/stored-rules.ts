/**
 * The shop's pricing rules as staff set them in the back-office (issue 14): a shop setting holding a rules object of
 * the `--rules` file's shape (rules.ts), laid over DEFAULT_PRICING_RULES. Feed imports — uploaded or `npm run
 * import:diamonds` without `--rules` — price with these.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_PRICING_RULES, type PricingRules } from '../../../../domain/diamonds/pricing.ts';
import type { Database } from '../../../db/client.ts';
import { shopSettings } from '../../../db/schema/content.ts';
import { mergePricingRules, pricingRulesFileSchema, type PricingRulesFile } from './rules.ts';

/** The shop setting's key (beside the shop's details in `shop_settings`; the storefront's settings leave it out). */
export const PRICING_RULES_SETTING = 'diamondPricingRules';

/** Rules as JSON holds them: the last band of each type without `upToUsd`. */
export function rulesFileOf(rules: PricingRules): Required<PricingRulesFile> {
  const bands = (list: PricingRules['markup']['natural']) => list.map((b) => (Number.isFinite(b.upToUsd) ? { upToUsd: b.upToUsd, factor: b.factor } : { factor: b.factor }));
  return { usdToMyr: rules.usdToMyr, rounding: rules.rounding, markup: { natural: bands(rules.markup.natural), lab: bands(rules.markup.lab) } };
}

/** The stored rules over the defaults; the defaults when none are stored (or what is stored no longer reads). */
export async function storedPricingRules(db: Database): Promise<PricingRules> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, PRICING_RULES_SETTING));
  if (!row) return DEFAULT_PRICING_RULES;
  const parsed = pricingRulesFileSchema.safeParse(row.value);
  return parsed.success ? mergePricingRules(parsed.data) : DEFAULT_PRICING_RULES;
}
