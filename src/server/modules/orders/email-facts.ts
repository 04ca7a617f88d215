import { eq } from 'drizzle-orm';
import { addSen, sen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { orders } from '../../db/schema/orders.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { abroadLinesOf } from './destination.ts';
import { diamondLineText, type OrderForEmail } from './emails.ts';

/** What an order e-mail says, read from the order as stored (its customer and its line snapshots). */
export async function orderEmailFacts(tx: Database, order: typeof orders.$inferSelect): Promise<OrderForEmail> {
  const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return {
    trackingId: order.trackingId,
    totalSen: order.totalSen,
    customerName: user?.name ?? '',
    to: user?.email ?? '',
    payAtStore: order.payCounter,
    instalment: order.instalment ?? null,
    abroadLines: abroadLinesOf(order),
    lines: lines.map((l) => ({
      productName: l.productName,
      colourName: l.colourName,
      ringSize: l.ringSize,
      settingSen: l.priceSen,
      diamond: l.diamond ? { text: diamondLineText(l.diamond), sen: l.diamondPriceSen } : null,
      lineSen: addSen(sen(l.priceSen), sen(l.diamondPriceSen)),
    })),
  };
}
