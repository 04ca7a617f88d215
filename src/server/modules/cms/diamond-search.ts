import { eq, inArray } from 'drizzle-orm';
import { dollarsFromCents, ringgitFromSen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Caller } from '../accounts/index.ts';
import type { DiamondService } from '../diamonds/index.ts';
import { requireStaff } from './staff.ts';

/** What the back-office search says about its reach. */
export const CMS_SEARCH_NOTE =
  'The search lists the stones shoppers can buy now, as the storefront does; a hidden stone, or one an order holds, is found by its certificate or stock number.';

/**
 * The inventory search for staff (issue 14): the storefront's own search (the in-memory index, its filters and sorts,
 * `DiamondService.list`) answers the page and the exact total; each stone then gets what only staff see — the
 * supplier, the cost in US$ and its state now, read from the database.
 */
export function createCmsDiamondSearch(db: Database, search: DiamondService) {
  return {
    async list(caller: Caller | undefined, type: string, body: unknown, query: unknown) {
      requireStaff(caller);
      const found = await search.list(type, body, query);
      const certificates = found.data.map((d) => d.CERTIFICATE_NO);
      const staffOnly = certificates.length
        ? await db
            .select({ certificateNo: diamonds.certificateNo, costUsdCents: diamonds.costUsdCents, supplier: diamonds.supplier, isAvailable: diamonds.isAvailable, heldBy: orders.trackingId, priceSen: diamonds.priceSen })
            .from(diamonds)
            .leftJoin(orders, eq(orders.id, diamonds.reservedByOrderId))
            .where(inArray(diamonds.certificateNo, certificates))
        : [];
      const byCertificate = new Map(staffOnly.map((s) => [s.certificateNo, s]));
      const stones = found.data.map((d) => {
        const s = byCertificate.get(d.CERTIFICATE_NO);
        return {
          certificate_no: d.CERTIFICATE_NO,
          stock_id: d.STOCK_ID,
          lab: d.LAB,
          shape: d.SHAPE,
          carat: d.CARAT,
          color: d.COLOR,
          clarity: d.CLARITY,
          cut: d.CUT,
          price: s ? ringgitFromSen(s.priceSen) : d.MYR_PRICE,
          cost_usd: s ? dollarsFromCents(s.costUsdCents) : null,
          supplier: s?.supplier ?? '',
          state: !s ? 'gone' : s.heldBy ? 'held' : s.isAvailable ? 'offered' : 'hidden',
          held_by_order: s?.heldBy ?? null,
        };
      });
      return { stones, total: found.total, page: found.page, limit: found.limit, sort: found.sort, facets: found.facets, note: CMS_SEARCH_NOTE };
    },
  };
}
