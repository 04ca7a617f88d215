import { z } from 'zod';
import { dollarsFromCents, ringgitFromSen, senFromRinggit } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import type { diamonds } from '../../db/schema/diamonds.ts';
import { NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { changeStoneOffer, stoneByKey, STONE_OFFER_MESSAGES } from '../diamonds/index.ts';
import { requireStaff } from './staff.ts';

export const diamondChangeSchema = z
  .strictObject({
    is_available: z.boolean().optional(),
    price_myr: z.number().positive('The price must be above RM 0.').max(10_000_000).multipleOf(0.01, 'The price has at most two decimals.').optional(),
  })
  .refine((c) => c.is_available !== undefined || c.price_myr !== undefined, 'Say what to change: is_available or price_myr.');
export type DiamondChange = z.output<typeof diamondChangeSchema>;

export const CMS_DIAMOND_MESSAGES = STONE_OFFER_MESSAGES;

const row = (d: typeof diamonds.$inferSelect, heldBy: string | null) => ({
  id: d.id,
  stock_id: d.stockId,
  certificate_no: d.certificateNo,
  certificate_link: d.certificateLink,
  lab: d.lab,
  type: d.type,
  shape: d.shape,
  carat: d.carat,
  color: d.color,
  clarity: d.clarity,
  cut: d.cut,
  price: ringgitFromSen(d.priceSen),
  cost_usd: dollarsFromCents(d.costUsdCents),
  supplier: d.supplier,
  is_available: d.isAvailable,
  held_by_order: heldBy,
});

/**
 * The inventory for staff (issue 14): any stone by its certificate or stock number, whatever its state (the storefront's
 * search lists only offered ones), and the two changes staff make — hide or show a stone, set its price, through the
 * diamonds module's held-stone guard (diamonds/stone-offer.ts) — audited in the change's transaction. The diamonds trigger tells every instance's search at commit.
 */
export function createCmsDiamonds(db: Database) {
  return {
    async lookup(caller: Caller | undefined, key: string) {
      requireStaff(caller);
      const found = await stoneByKey(db, key.trim());
      if (!found) throw new NotFoundError(CMS_DIAMOND_MESSAGES.notFound);
      return row(found.diamond, found.heldBy);
    },

    async change(caller: Caller | undefined, key: string, change: DiamondChange) {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const { diamond, next } = await changeStoneOffer(tx, key, { isAvailable: change.is_available, priceSen: change.price_myr !== undefined ? senFromRinggit(change.price_myr) : undefined });
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'diamond.update',
          entity: 'diamond',
          entityKey: diamond.certificateNo,
          before: { is_available: diamond.isAvailable, price: ringgitFromSen(diamond.priceSen) },
          after: { is_available: next.isAvailable, price: ringgitFromSen(next.priceSen) },
        });
      });
      return this.lookup(caller, key);
    },
  };
}
