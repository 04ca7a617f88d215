import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderRefund, OrderReturn } from '../../../domain/contract/orders.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import { RETURN_REASONS, type ReturnReason } from '../../../domain/orders/returns.ts';
import type { Database } from '../../db/client.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { orderReturnLines, orderReturns, refunds } from '../../db/schema/returns.ts';
import { orderCauseInWords } from '../../../domain/orders/order-causes.ts';

/** The reason as a shopper reads it ('' for money after a cancellation, which has none). */
export const reasonText = (reason: string | null): string => (reason ? (RETURN_REASONS[reason as ReturnReason] ?? reason) : '');

/** An order's returns and refunds as its page shows them (GET /api/order/{tracking}). */
export async function returnsAndRefunds(db: Database, orderId: number): Promise<{ returns: OrderReturn[]; refunds: OrderRefund[] }> {
  const rets = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id));
  if (rets.length === 0) return { returns: [], refunds: [] };
  const ids = rets.map((r) => r.id);
  const [lines, made] = await Promise.all([
    db.select({ returnId: orderReturnLines.returnId, lineId: orderReturnLines.orderLineId, paidSen: orderReturnLines.paidSen, productName: orderLines.productName }).from(orderReturnLines).innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId)).where(inArray(orderReturnLines.returnId, ids)),
    db.select().from(refunds).where(inArray(refunds.returnId, ids)).orderBy(asc(refunds.id)),
  ]);
  const numberOf = new Map(rets.map((r) => [r.id, r.number]));
  return {
    returns: rets.map((r) => ({
      number: r.number,
      kind: r.kind,
      status: r.status,
      reason: reasonText(r.reason),
      note: r.kind === 'payment after cancellation' ? orderCauseInWords(r.note) : r.note,
      fee: ringgitFromSen(r.feeSen),
      due: ringgitFromSen(r.dueSen),
      lines: lines.filter((l) => l.returnId === r.id).map((l) => ({ line_id: l.lineId, product_name: l.productName, paid: ringgitFromSen(l.paidSen) })),
      created_date: r.createdAt.toISOString(),
    })),
    refunds: made.map((f) => ({
      return_number: numberOf.get(f.returnId) ?? '',
      amount: ringgitFromSen(f.amountSen),
      channel: f.channel,
      status: f.status,
      reference: f.reference,
      created_date: f.createdAt.toISOString(),
      refunded_date: f.status === 'refunded' ? (f.settledAt?.toISOString() ?? null) : null,
    })),
  };
}
