import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orders } from '../../db/schema/orders.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';
import { stones } from './stones.ts';

export const STONE_OFFER_MESSAGES = wordsOf('messages.cmsDiamond', {}, {
  held: (tracking: string) => t('messages.cmsDiamond.held', { tracking }),
});

type Stone = typeof diamonds.$inferSelect;
const byKey = (key: string) => or(eq(diamonds.certificateNo, key), eq(diamonds.stockId, key));

/** Any stone by its certificate or stock number, whatever its state, with the tracking id of the order that holds it. */
export async function stoneByKey(db: Database, key: string): Promise<{ diamond: Stone; heldBy: string | null } | undefined> {
  const [found] = await db.select({ diamond: diamonds, heldBy: orders.trackingId }).from(diamonds).leftJoin(orders, eq(orders.id, diamonds.reservedByOrderId)).where(byKey(key)).limit(1);
  return found;
}

/**
 * Staff show or hide a stone and set its price, in the caller's transaction: the stone is locked, and refused while an
 * order holds it (the held-stone guard: the order's price and stone stay as the shopper saw them). Answers the stone
 * as it was and its offer now.
 */
export async function changeStoneOffer(tx: Database, key: string, change: { isAvailable?: boolean; priceSen?: number }) {
  const [found] = await tx
    .select({ diamond: diamonds, heldBy: orders.trackingId })
    .from(diamonds)
    .leftJoin(orders, eq(orders.id, diamonds.reservedByOrderId))
    .where(byKey(key))
    .limit(1)
    .for('update', { of: diamonds });
  if (!found) throw new NotFoundError(STONE_OFFER_MESSAGES.notFound);
  const { diamond } = found;
  if (found.heldBy) throw new ConflictError(STONE_OFFER_MESSAGES.held(found.heldBy));
  const next = { isAvailable: change.isAvailable ?? diamond.isAvailable, priceSen: change.priceSen ?? diamond.priceSen };
  await stones.setOffer(tx, diamond.id, next);
  return { diamond, next };
}
