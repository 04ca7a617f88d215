import { DEFAULT_PRICING_RULES } from '../../../domain/diamonds/pricing.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { saveShopSetting } from '../content/index.ts';
import { mergePricingRules, type PricingRulesFile } from '../diamonds/index.ts';
import { repriceEveryUnheldStone } from '../diamonds/index.ts';
import { PRICING_RULES_SETTING, rulesFileOf, storedPricingRules } from '../diamonds/index.ts';
import { requireStaff } from './staff.ts';

/** What saving the rules does to the stones already in the inventory: nothing until the next feed import. */
export const PRICING_RULES_NOTE =
  'Saved rules price the stones of the next feed import (uploaded here or from the command line); stones already in the inventory keep their prices until a feed brings them again, or until you reprice every stone now.';

/**
 * Diamond pricing rules for staff (issue 14): the US$→RM rate, the markup bands per type and the rounding, checked
 * with the `--rules` file's schema (import/rules.ts) and stored as a shop setting, audited in the same transaction.
 */
export function createCmsPricingRules(db: Database) {
  const answer = async (from: Database) => ({ rules: rulesFileOf(await storedPricingRules(from)), defaults: rulesFileOf(DEFAULT_PRICING_RULES), note: PRICING_RULES_NOTE });
  return {
    async read(caller: Caller | undefined) {
      requireStaff(caller);
      return answer(db);
    },

    /** Every stone no order holds priced by the stored rules now (diamonds/repricing.ts), with its audit record. */
    async reprice(caller: Caller | undefined): Promise<{ repriced: number }> {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const { repriced, rules } = await repriceEveryUnheldStone(tx);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'pricing.reprice', entity: 'pricing', entityKey: 'diamonds', before: null, after: { repriced, rules: rulesFileOf(rules) } });
        return { repriced };
      });
    },

    /** Saves the given rules laid over the current ones (a type's band list replaces that type's whole list). */
    async change(caller: Caller | undefined, change: PricingRulesFile) {
      const staff = requireStaff(caller);
      return db.transaction(async (tx) => {
        const before = rulesFileOf(await storedPricingRules(tx));
        const after = rulesFileOf(mergePricingRules(change, mergePricingRules(before)));
        if (JSON.stringify(after) === JSON.stringify(before)) return answer(tx);
        await saveShopSetting(tx, PRICING_RULES_SETTING, after);
        await recordAudit(tx, { actorUserId: staff.userId, action: 'pricing.update', entity: 'pricing', entityKey: 'diamonds', before, after });
        return answer(tx);
      });
    },
  };
}
