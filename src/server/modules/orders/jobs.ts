import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../domain/order-status.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema/orders.ts';
import type { QueryPayment } from '../payments/query.ts';
import { settlePayment, type SettlementDeps } from '../payments/settlement.ts';
import { moveOrder } from './status-changes.ts';

/** At most this many orders or attempts per run; the next run takes the rest. */
const BATCH = 50;

/**
 * Unpaid orders whose reservation has run out are cancelled with their cause and their stones go back on sale (the
 * trigger tells every instance's search). Rows are claimed with `FOR UPDATE SKIP LOCKED`, so with several instances
 * running this job each order is cancelled exactly once. Answers how many were cancelled.
 */
export async function expireReservations(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id, status: orders.status, reservedUntil: orders.reservedUntil })
      .from(orders)
      .where(and(inArray(orders.status, [ORDER_STATUS.pendingPayment, ORDER_STATUS.paymentFailed]), lt(orders.reservedUntil, now)))
      .orderBy(orders.reservedUntil)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const order of due) {
      await moveOrder(tx, order, ORDER_STATUS.cancelled, 'the reservation expired before payment', { kind: 'system' }, { reservedUntil: null });
    }
    return due.length;
  });
}

/**
 * Payment attempts still pending after `afterMinutes` are asked about at the gateway (and again every `afterMinutes`),
 * and settled by its answer exactly as a callback would. Each attempt is claimed (its query time set) with
 * `SKIP LOCKED` in a short transaction first, so one instance asks about it once per round. Answers how many settled.
 */
export async function recheckPendingPayments(deps: SettlementDeps, query: QueryPayment, afterMinutes: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - afterMinutes * 60_000);
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.createdAt, before), or(isNull(paymentAttempts.queriedAt), lt(paymentAttempts.queriedAt, before))))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx.update(paymentAttempts).set({ queriedAt: sql`now()` }).where(inArray(paymentAttempts.id, ids));
    return tx
      .select({ paymentId: paymentAttempts.paymentId, amountSen: paymentAttempts.amountSen, method: paymentAttempts.method, orderNumber: orders.trackingId })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(inArray(paymentAttempts.id, ids));
  });
  let settled = 0;
  for (const attempt of claimed) {
    const answer = await query(attempt);
    if (!answer) continue;
    const result = await settlePayment(deps, answer, 'query');
    if (result.outcome === 'paid' || result.outcome === 'failed') settled++;
  }
  return settled;
}

export interface OrderJobs {
  stop(): void;
}

/** Runs both jobs every `everyMs` on this instance (several instances may run them: the claims keep them apart). */
export function startOrderJobs(deps: SettlementDeps, query: QueryPayment, recheckMinutes: number, everyMs = 60_000): OrderJobs {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireReservations(deps.db);
      await recheckPendingPayments(deps, query, recheckMinutes);
    } catch (error) {
      deps.log.error({ err: error instanceof Error ? error.message : String(error) }, 'order jobs failed; trying again next round');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
