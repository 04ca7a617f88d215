import type { OrderListEntry } from '../../../domain/contract/orders.ts';
import { ringgitFromSen } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/tokens.ts';
import * as q from './queries.ts';

export type OrderService = ReturnType<typeof createOrderService>;

/** Order History: the caller's own orders with their lines, as they were when ordered. */
export function createOrderService(db: Database) {
  return {
    async list(caller: Caller, page: number, limit: number): Promise<OrderListEntry[]> {
      const rows = await q.ordersOf(db, caller.userId, limit, (page - 1) * limit);
      const lines = await q.linesOf(db, rows.map((o) => o.id));
      return rows.map((order) => ({
        order_tracking_id: order.trackingId,
        order_status: order.status,
        created_date: order.createdAt.toISOString(),
        order_total: ringgitFromSen(order.totalSen),
        orders: lines
          .filter((l) => l.orderId === order.id)
          .map((l) => ({
            slug_id: l.slugId,
            thumbnail: l.thumbnail,
            product_name: l.productName,
            price: ringgitFromSen(l.priceSen),
            weight: l.weightGrams,
            name: l.colourName,
            ring_size: l.ringSize,
            quantity: l.quantity,
            engrave_text: l.engraveText,
            engrave_font: l.engraveFont,
            diamond: l.diamond ? { ...l.diamond } : null,
          })),
      }));
    },
  };
}
