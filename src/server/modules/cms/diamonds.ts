import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { dollarsFromCents, ringgitFromSen, senFromRinggit } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orders } from '../../db/schema/orders.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/tokens.ts';
import { recordAudit } from '../audit/record.ts';
import { stones } from '../diamonds/stones.ts';
import { requireStaff } from './staff.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';

export const diamondChangeSchema = z
  .strictObject({
    is_available: z.boolean().optional(),
    price_myr: z.number().positive('The price must be above RM 0.').max(10_000_000).multipleOf(0.01, 'The price has at most two decimals.').optional(),
  })
  .refine((c) => c.is_available !== undefined || c.price_myr !== undefined, 'Say what to change: is_available or price_myr.');
export type DiamondChange = z.output<typeof diamondChangeSchema>;

export const CMS_DIAMOND_MESSAGES = wordsOf('messages.cmsDiamond', {}, {
  held: (tracking: string) => t('messages.cmsDiamond.held', { tracking }),
});

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
 * search lists only offered ones), and the two changes staff make — hide or show a stone, set its price — audited in
 * the change's transaction. The diamonds trigger tells every instance's search at commit.
 */
export function createCmsDiamonds(db: Database) {
  async function find(key: string) {
    const [found] = await db
      .select({ diamond: diamonds, heldBy: orders.trackingId })
      .from(diamonds)
      .leftJoin(orders, eq(orders.id, diamonds.reservedByOrderId))
      .where(or(eq(diamonds.certificateNo, key), eq(diamonds.stockId, key)))
      .limit(1);
    return found;
  }
  return {
    async lookup(caller: Caller | undefined, key: string) {
      requireStaff(caller);
      const found = await find(key.trim());
      if (!found) throw new NotFoundError(CMS_DIAMOND_MESSAGES.notFound);
      return row(found.diamond, found.heldBy);
    },

    async change(caller: Caller | undefined, key: string, change: DiamondChange) {
      const staff = requireStaff(caller);
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ diamond: diamonds, heldBy: orders.trackingId })
          .from(diamonds)
          .leftJoin(orders, eq(orders.id, diamonds.reservedByOrderId))
          .where(or(eq(diamonds.certificateNo, key), eq(diamonds.stockId, key)))
          .limit(1)
          .for('update', { of: diamonds });
        if (!found) throw new NotFoundError(CMS_DIAMOND_MESSAGES.notFound);
        const { diamond } = found;
        if (found.heldBy) throw new ConflictError(CMS_DIAMOND_MESSAGES.held(found.heldBy));
        const next = { isAvailable: change.is_available ?? diamond.isAvailable, priceSen: change.price_myr !== undefined ? senFromRinggit(change.price_myr) : diamond.priceSen };
        await stones.setOffer(tx, diamond.id, next);
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
