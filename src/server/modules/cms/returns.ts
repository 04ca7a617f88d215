import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CmsReturn, CmsReturnSearch, ReturnInspection, ReturnRefund, ReturnStep } from '../../../domain/contract/cms-returns.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import type { OrderStatus } from '../../../domain/orders/order-status.ts';
import { RETURN_MESSAGES, RETURN_STEPS } from '../../../domain/orders/returns.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { orderReturnLines, orderReturns, refunds } from '../../db/schema/returns.ts';
import { NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { auditTrail } from '../audit/index.ts';
import { diamondLineText } from '../orders/index.ts';
import { deliveredAt, refundTarget } from '../orders/index.ts';
import { refundReturn, type RefundDeps } from '../orders/index.ts';
import { moveReturn } from '../orders/index.ts';
import { reasonText } from '../orders/index.ts';
import { requireStaff } from './staff.ts';
import { orderCauseInWords } from '../../../domain/orders/order-causes.ts';

export const CMS_RETURN_MESSAGES = wordsOf('messages.cmsReturn');

/** The back-office's returns queue: the list by step, one return with everything staff need, its steps and its refund. */
export function createCmsReturns(deps: RefundDeps) {
  const { db } = deps;
  return {
    async list(caller: Caller | undefined, search: CmsReturnSearch) {
      requireStaff(caller);
      const where: SQL[] = search.status ? [eq(orderReturns.status, search.status)] : [];
      const rows = await db
        .select({
          ret: orderReturns,
          trackingId: orders.trackingId,
          customer: users.name,
          email: users.email,
          refunded: sql<string>`coalesce((select sum(${refunds.amountSen}) from ${refunds} where ${refunds.returnId} = ${orderReturns.id} and ${refunds.status} = 'refunded'), 0)`,
          total: sql<number>`count(*) over ()`,
        })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
        .limit(search.limit)
        .offset((search.page - 1) * search.limit);
      return {
        total: Number(rows[0]?.total ?? 0),
        returns: rows.map((r) => ({
          number: r.ret.number,
          kind: r.ret.kind,
          status: r.ret.status,
          tracking_id: r.trackingId,
          customer: r.customer,
          email: r.email,
          due: ringgitFromSen(r.ret.dueSen),
          refunded: ringgitFromSen(Number(r.refunded)),
          created_at: r.ret.createdAt.toISOString(),
        })),
      };
    },

    async detail(caller: Caller | undefined, number: string): Promise<CmsReturn> {
      requireStaff(caller);
      const [row] = await db.select({ ret: orderReturns, order: orders, customer: { name: users.name, email: users.email } }).from(orderReturns).innerJoin(orders, eq(orders.id, orderReturns.orderId)).innerJoin(users, eq(users.id, orders.userId)).where(eq(orderReturns.number, number)).limit(1);
      if (!row) throw new NotFoundError(RETURN_MESSAGES.notFound);
      const { ret, order } = row;
      const [lines, made, audit, delivered, target] = await Promise.all([
        db.select({ line: orderLines, paidSen: orderReturnLines.paidSen }).from(orderReturnLines).innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId)).where(eq(orderReturnLines.returnId, ret.id)),
        db.select().from(refunds).where(eq(refunds.returnId, ret.id)).orderBy(asc(refunds.id)),
        auditTrail(db, { entity: 'return', entityKey: ret.number }, 50),
        deliveredAt(db, order.id),
        refundTarget(db, ret, order, false),
      ]);
      const live = made.find((f) => f.status !== 'refused');
      const refundable = ret.status !== 'refused' && live?.status !== 'refunded' && (ret.kind !== 'return' || ret.status === 'inspected');
      const steps: CmsReturn['steps'] = [];
      if (ret.kind === 'return') steps.push(...RETURN_STEPS[ret.status].filter((s) => s === 'received' || s === 'inspected'));
      if (refundable) steps.push('refund');
      if (!live && RETURN_STEPS[ret.status].includes('refused')) steps.push('refused');
      return {
        number: ret.number,
        kind: ret.kind,
        status: ret.status,
        steps,
        reason: reasonText(ret.reason),
        note: ret.kind === 'payment after cancellation' ? orderCauseInWords(ret.note) : ret.note,
        fee: ringgitFromSen(ret.feeSen),
        due: ringgitFromSen(ret.dueSen),
        received_note: ret.receivedNote,
        inspected_note: ret.inspectedNote,
        refused_note: ret.refusedNote,
        relisted_at: ret.relistedAt?.toISOString() ?? null,
        created_at: ret.createdAt.toISOString(),
        order: { tracking_id: order.trackingId, status: order.status as OrderStatus, total: ringgitFromSen(order.totalSen), delivered_at: delivered?.toISOString() ?? null },
        customer: row.customer,
        lines: lines.map(({ line, paidSen }) => ({ product_name: line.productName, colour: line.colourName, diamond: line.diamond ? diamondLineText(line.diamond) : null, engraving: line.engraveText, paid: ringgitFromSen(paidSen) })),
        payment: { method: target.method, payment_id: target.attempt?.paymentId ?? null, paid: ringgitFromSen(target.paidSen), refunded: ringgitFromSen(target.refundedSen), left: ringgitFromSen(target.leftSen), refund_channel: target.attempt ? target.channel : 'bank transfer' },
        refunds: made.map((f) => ({ amount: ringgitFromSen(f.amountSen), channel: f.channel, status: f.status, reference: f.reference, message: f.message, at: f.createdAt.toISOString(), refunded_at: f.status === 'refunded' ? (f.settledAt?.toISOString() ?? null) : null })),
        audit: audit.map((a) => ({ action: a.action, actor: a.actor, at: a.at.toISOString(), after: a.after })),
      };
    },

    async step(caller: Caller | undefined, number: string, to: 'received' | 'inspected' | 'refused', step: ReturnStep | ReturnInspection) {
      const staff = requireStaff(caller);
      await moveReturn(deps, staff, number, to, step);
      return this.detail(caller, number);
    },

    async refund(caller: Caller | undefined, number: string, request: ReturnRefund) {
      const staff = requireStaff(caller);
      const outcome = await refundReturn(deps, staff, number, request);
      return { outcome, detail: await this.detail(caller, number) };
    },
  };
}
export type CmsReturns = ReturnType<typeof createCmsReturns>;
