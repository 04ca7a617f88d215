import { and, eq, inArray, ne } from 'drizzle-orm';
import type { OrderDetail, ReturnRequest } from '../../../domain/contract/orders.ts';
import { returnReasonOptions } from '../../../domain/contract/orders.ts';
import { addSen, ringgitFromSen, sen, senLeft, senOfDollarsAt, sumSen, type Sen } from '../../../domain/money/money.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { faultClaimedInTime, guaranteeEnds, lineNotReturnable, RETURN_MESSAGES, RETURN_POLICY, returnFeeUsd, withinGuarantee, workingDaysAfter, type ReturnReason } from '../../../domain/orders/returns.ts';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import type { Caller } from '../accounts/index.ts';
import { shopUsdToMyr } from './dollar-rate.ts';
import { lockCustomerMoney } from './customer-lock.ts';
import { orderEmailFacts } from './email-facts.ts';
import { ORDER_MESSAGES } from './placing.ts';
import { deliveredAt, nextReturnNumber } from './refund-facts.ts';
import { returnRequestedEmail } from './return-emails.ts';
import { inMoveTransaction, type OrderMoveDeps } from './status-changes.ts';

type Order = typeof orders.$inferSelect;
type Line = typeof orderLines.$inferSelect;

/** What the shopper paid for a line: the setting and its diamond. */
export const paidForLine = (l: Line): Sen => addSen(sen(l.priceSen), sen(l.diamondPriceSen));

/** Lines of the order already in a return that was not refused. */
async function linesInReturns(db: Database, orderId: number): Promise<Set<number>> {
  const rows = await db
    .select({ lineId: orderReturnLines.orderLineId })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'refused')));
  return new Set(rows.map((r) => r.lineId));
}

/** The customer's earlier returns (not refused): the first within Malaysia travels free. */
async function earlierReturns(db: Database, userId: number): Promise<number> {
  const rows = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(eq(orders.userId, userId), eq(orderReturns.kind, 'return'), ne(orderReturns.status, 'refused')));
  return rows.length;
}

/** The return fee for a reason, in US dollars and in sen at the shop's US$→RM rate (dollar-rate.ts). */
async function returnFee(db: Database, order: Order, reason: ReturnReason): Promise<{ usd: number; feeSen: Sen }> {
  const usd = returnFeeUsd({ reason, country: order.address?.country ?? '', earlierReturns: await earlierReturns(db, order.userId) });
  if (usd === 0) return { usd, feeSen: sen(0) };
  return { usd, feeSen: senOfDollarsAt(usd, await shopUsdToMyr(db)) };
}

/** What the order's page offers while the refund guarantee of a delivered order runs (null otherwise). */
export async function returnOffer(db: Database, order: Order, lines: Line[], now = new Date()): Promise<OrderDetail['return_offer']> {
  if (order.status !== ORDER_STATUS.delivered) return null;
  const delivered = await deliveredAt(db, order.id);
  if (!delivered || !withinGuarantee(delivered, now)) return null;
  const taken = await linesInReturns(db, order.id);
  const fee = await returnFee(db, order, 'changedMind');
  return {
    until: guaranteeEnds(delivered).toISOString(),
    fault_until: workingDaysAfter(delivered, RETURN_POLICY.faultClaimWorkingDays).toISOString(),
    fee: ringgitFromSen(fee.feeSen),
    fee_usd: fee.usd,
    reasons: returnReasonOptions(),
    lines: lines.map((l) => {
      const whyNot = taken.has(l.id) ? RETURN_MESSAGES.alreadyReturned : lineNotReturnable(l);
      return { line_id: l.id, product_name: l.productName, paid: ringgitFromSen(paidForLine(l)), returnable: whyNot === null, why_not: whyNot };
    }),
  };
}

/**
 * A shopper asks to return lines of their delivered order (issue 26): within the refund guarantee (a fault within its
 * working days), lines of this order that are not engraved and not already returned. The return gets its own number,
 * refunds the lines' paid prices less the return shipping fee where the policy applies (none for a fault), and is
 * e-mailed with what to send and where. Checked and written with the customer's money locked first (the fee counts their
 * returns across every order, so two requests for two orders at once are decided one after the other) and the order's
 * row locked, so two requests cannot return one line twice. Answers the return's number.
 */
export async function requestReturn(deps: OrderMoveDeps, caller: Caller, trackingId: string, request: ReturnRequest, now = new Date()): Promise<string> {
  return inMoveTransaction(deps, async (tx, context) => {
    await lockCustomerMoney(tx, caller.userId);
    const [order] = await tx.select().from(orders).where(and(eq(orders.trackingId, trackingId), eq(orders.userId, caller.userId))).limit(1).for('update');
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (order.status !== ORDER_STATUS.delivered) throw new ConflictError(RETURN_MESSAGES.notDelivered);
    const delivered = await deliveredAt(tx, order.id);
    if (!delivered) throw new ConflictError(RETURN_MESSAGES.notDelivered);
    if (request.reason === 'fault' ? !faultClaimedInTime(delivered, now) : !withinGuarantee(delivered, now)) throw new ConflictError(request.reason === 'fault' ? RETURN_MESSAGES.faultTooLate : RETURN_MESSAGES.outsideWindow);
    if (request.reason === 'other' && request.note.trim() === '') throw new BadRequestError(RETURN_MESSAGES.noteNeeded);

    const wanted = [...new Set(request.lines)];
    const lines = await tx.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, wanted)));
    if (lines.length !== wanted.length) throw new BadRequestError(RETURN_MESSAGES.unknownLine);
    for (const line of lines) {
      const whyNot = lineNotReturnable(line);
      if (whyNot) throw new ConflictError(`${line.productName}: ${whyNot}`);
    }
    const taken = await linesInReturns(tx, order.id);
    if (lines.some((l) => taken.has(l.id))) throw new ConflictError(RETURN_MESSAGES.alreadyReturned);

    const { feeSen } = await returnFee(tx, order, request.reason);
    const paidSen = sumSen(lines.map(paidForLine));
    const dueSen = paidSen > feeSen ? senLeft(paidSen, feeSen) : sen(0);
    const number = await nextReturnNumber(tx, order);
    const [ret] = await tx.insert(orderReturns).values({ number, orderId: order.id, kind: 'return', reason: request.reason, note: request.note, feeSen, dueSen }).returning();
    await tx.insert(orderReturnLines).values(lines.map((l) => ({ returnId: ret.id, orderLineId: l.id, paidSen: paidForLine(l) })));
    const facts = await orderEmailFacts(tx, order);
    await enqueueEmail(tx, returnRequestedEmail(facts, { number, reason: request.reason, feeSen, dueSen, lines: lines.map((l) => ({ productName: l.productName, paidSen: paidForLine(l) })) }, context.settings, context.siteOrigin));
    context.mailWritten = true;
    return number;
  });
}
