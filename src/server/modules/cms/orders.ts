import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { calendarDate, safeText } from '../../../domain/contract/fields.ts';
import { addSen, ringgitFromSen, sen } from '../../../domain/money/money.ts';
import type { CmsOrder } from '../../../domain/contract/cms-orders.ts';
import { ORDER_STATUS, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderLines, orders, orderStatusChanges, paymentAttempts } from '../../db/schema/orders.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { BANK_TRANSFER_METHOD } from '../../../domain/payments/payment-methods.ts';
import { DESTINATION_MESSAGES as REVIEW_MESSAGES } from '../../../domain/payments/payment-destinations.ts';
import type { Caller } from '../accounts/index.ts';
import { auditTrail, recordAudit } from '../audit/index.ts';
import { diamondLineText } from '../orders/index.ts';
import { inMoveTransaction, moveOrder, type OrderMoveDeps } from '../orders/index.ts';
import { requireStaff } from './staff.ts';
import { cmsInstalmentOf } from './instalment-plans.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';
import { orderCause, orderCauseInWords } from '../../../domain/orders/order-causes.ts';

/**
 * The moves staff make from the back-office, and what each needs. Refunded is not one: an order becomes Refunded when
 * its refunds give back everything paid (the returns queue, orders/refunds.ts), so money always moves with it.
 */
export const STAFF_MOVES = [ORDER_STATUS.paid, ORDER_STATUS.inProduction, ORDER_STATUS.shipped, ORDER_STATUS.delivered, ORDER_STATUS.cancelled] as const;

/** The moves staff may make from a status now: the state machine's moves that are staff's, Paid only for an order paid at the store. */
export function staffMovesFrom(status: OrderStatus, payAtStore: boolean): OrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((to) => (STAFF_MOVES as readonly OrderStatus[]).includes(to) && (to !== ORDER_STATUS.paid || payAtStore));
}

export const orderSearchSchema = z.object({
  q: safeText().max(100).optional(),
  status: z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]]).optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  /** The delivery country (ISO code, issue 28). */
  country: z.string().regex(/^[A-Za-z]{2}$/, 'The country is its two-letter ISO code, e.g. SG.').transform((c) => c.toUpperCase()).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type OrderSearch = z.output<typeof orderSearchSchema>;

export const orderMoveSchema = z.strictObject({
  status: z.enum(STAFF_MOVES, `The status must be one of ${STAFF_MOVES.join(', ')}.`),
  note: safeText({ multiline: true }).max(500).default(''),
  shipping_tracking_no: safeText().max(60).optional(),
});
export type OrderMove = z.output<typeof orderMoveSchema>;

export const CMS_ORDER_MESSAGES = wordsOf('messages.cmsOrder');

/** The database and what the moves' e-mails need (the orders' one door writes them). */
export type CmsOrderDeps = OrderMoveDeps;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The back-office's orders: search, detail with everything staff need, and moves along the state machine. */
export function createCmsOrders(deps: CmsOrderDeps) {
  const { db } = deps;
  return {
    async list(caller: Caller | undefined, search: OrderSearch) {
      requireStaff(caller);
      const where: SQL[] = [];
      if (search.q) {
        const like = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(orders.trackingId, like), ilike(users.email, like), ilike(users.name, like))!);
      }
      if (search.status) where.push(eq(orders.status, search.status));
      if (search.country) where.push(eq(orders.countryCode, search.country));
      if (search.from) where.push(gte(orders.createdAt, new Date(`${search.from}T00:00:00+08:00`)));
      if (search.to) where.push(lt(orders.createdAt, new Date(new Date(`${search.to}T00:00:00+08:00`).getTime() + DAY_MS)));
      const rows = await db
        .select({ trackingId: orders.trackingId, status: orders.status, totalSen: orders.totalSen, createdAt: orders.createdAt, payCounter: orders.payCounter, countryCode: orders.countryCode, customer: users.name, email: users.email, total: sql<number>`count(*) over ()` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(search.limit)
        .offset((search.page - 1) * search.limit);
      return {
        total: Number(rows[0]?.total ?? 0),
        orders: rows.map((r) => ({ tracking_id: r.trackingId, status: r.status as OrderStatus, total: ringgitFromSen(r.totalSen), created_at: r.createdAt.toISOString(), pay_at_store: r.payCounter, country: r.countryCode, customer: r.customer, email: r.email })),
      };
    },

    async detail(caller: Caller | undefined, trackingId: string): Promise<CmsOrder> {
      requireStaff(caller);
      const [row] = await db.select({ order: orders, customer: { id: users.id, name: users.name, email: users.email, phone: users.phone } }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.trackingId, trackingId)).limit(1);
      if (!row) throw new NotFoundError(CMS_ORDER_MESSAGES.notFound);
      const { order } = row;
      const [lines, attempts, history, audit] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
        db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.id)),
        db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id)).orderBy(orderStatusChanges.id),
        auditTrail(db, { entity: 'order', entityKey: order.trackingId }, 50),
      ]);
      return {
        tracking_id: order.trackingId,
        status: order.status as OrderStatus,
        moves: staffMovesFrom(order.status as OrderStatus, order.payCounter || order.paymentMethod === BANK_TRANSFER_METHOD).filter((to) => !(order.reviewHold && to === ORDER_STATUS.shipped)),
        abroad: { country: order.countryCode, billing_country: order.billingCountry, review_hold: order.reviewHold, currency_shown: order.currencyShown, rate_shown: order.rateShown },
        total: ringgitFromSen(order.totalSen),
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
        reserved_until: order.reservedUntil?.toISOString() ?? null,
        pay_at_store: order.payCounter,
        payment_method: order.paymentMethod,
        instalment: cmsInstalmentOf(order.instalment ?? null, attempts, order.totalSen),
        remark: order.remark,
        shipping_tracking_no: order.shippingTrackingNo,
        address: order.address ?? null,
        customer: row.customer,
        lines: lines.map((l) => ({
          product_name: l.productName,
          slug_id: l.slugId,
          thumbnail: l.thumbnail,
          colour: l.colourName,
          ring_size: l.ringSize,
          engraving: l.engraveText ? `${l.engraveText} (${l.engraveFont})` : '',
          price: ringgitFromSen(l.priceSen),
          diamond: l.diamond ? { text: diamondLineText(l.diamond), price: ringgitFromSen(l.diamondPriceSen), certificate_link: l.diamond.CERTIFICATE_LINK } : null,
          line_total: ringgitFromSen(addSen(sen(l.priceSen), sen(l.diamondPriceSen))),
        })),
        payments: attempts.map((a) => ({ payment_id: a.paymentId, method: a.method, amount: ringgitFromSen(a.amountSen), status: a.status, reversal: a.reversal ?? null, message: a.txnMessage ?? '', bank: a.issuingBank ?? '', at: a.createdAt.toISOString() })),
        history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, cause: orderCauseInWords(h.cause), actor: h.actorKind, at: h.createdAt.toISOString() })),
        audit: audit.map((a) => ({ action: a.action, actor: a.actor, at: a.at.toISOString(), before: a.before, after: a.after })),
      };
    },

    /**
     * Moves an order along the state machine for staff, through the orders' one door (what each move does is its
     * table: a cancelled order's stones back on sale; a store order paid at the counter sells its stones, leaves the
     * cart and is confirmed by e-mail; a shipped one e-mails the carrier's tracking number), with the audit record and
     * the status history in the same transaction. Shipping needs a tracking number.
     */
    async move(caller: Caller | undefined, trackingId: string, move: OrderMove) {
      const staff = requireStaff(caller);
      await inMoveTransaction(deps, async (tx, context) => {
        const [order] = await tx.select().from(orders).where(eq(orders.trackingId, trackingId)).limit(1).for('update');
        if (!order) throw new NotFoundError(CMS_ORDER_MESSAGES.notFound);
        const to = move.status as OrderStatus;
        if (to === ORDER_STATUS.shipped && !move.shipping_tracking_no) throw new BadRequestError(CMS_ORDER_MESSAGES.trackingNoNeeded);
        if (to === ORDER_STATUS.paid && !order.payCounter && order.paymentMethod !== BANK_TRANSFER_METHOD) throw new BadRequestError(CMS_ORDER_MESSAGES.paidOnlyAtStore);
        if (to === ORDER_STATUS.shipped && order.reviewHold) throw new ConflictError(REVIEW_MESSAGES.heldForReview);
        const also = to === ORDER_STATUS.shipped ? { shippingTrackingNo: move.shipping_tracking_no } : {};
        const moved = await moveOrder(tx, context, order, { to, cause: move.note || orderCause('movedByStaff', { to }), actor: { kind: 'staff', userId: staff.userId }, also });
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'order.status',
          entity: 'order',
          entityKey: order.trackingId,
          before: { status: order.status, shipping_tracking_no: order.shippingTrackingNo },
          after: { status: to, shipping_tracking_no: moved.shippingTrackingNo, note: move.note },
        });
      });
      return this.detail(caller, trackingId);
    },
  };
}
