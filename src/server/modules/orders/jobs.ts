import { and, inArray, lt } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { orders } from '../../db/schema/orders.ts';
import { claimPendingAttempts } from '../payments/index.ts';
import type { QueryPayment } from '../payments/index.ts';
import { measure } from '../../metrics/shop-metrics.ts';
import { recheckPendingRefunds } from './refunds.ts';
import { settlePayment, type SettlementDeps } from './settlement.ts';
import { inMoveTransaction, moveOrder, type OrderMoveDeps } from './status-changes.ts';
import { orderCause } from '../../../domain/orders/order-causes.ts';

/** At most this many orders or attempts per run; the next run takes the rest. */
const BATCH = 50;

/**
 * Unpaid orders whose reservation has run out are cancelled with their cause, through the one door (`moveOrder`:
 * their stones go back on sale and the trigger tells every instance's search). Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so with several instances running this job each order is cancelled exactly once. Answers
 * how many were cancelled.
 */
export async function expireReservations(deps: OrderMoveDeps, now = new Date()): Promise<number> {
  const expired = await inMoveTransaction(deps, async (tx, context) => {
    const due = await tx
      .select({ id: orders.id, status: orders.status, reservedUntil: orders.reservedUntil })
      .from(orders)
      .where(and(inArray(orders.status, [ORDER_STATUS.pendingPayment, ORDER_STATUS.paymentFailed]), lt(orders.reservedUntil, now)))
      .orderBy(orders.reservedUntil)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const order of due) {
      await moveOrder(tx, context, order, { to: ORDER_STATUS.cancelled, cause: orderCause('reservationExpired'), actor: { kind: 'system' } });
    }
    return due.length;
  });
  measure.reservationsExpired(expired);
  return expired;
}

/**
 * Payment attempts still pending after `afterMinutes` are asked about at the gateway (and again every `afterMinutes`),
 * and settled by its answer exactly as a callback would. Payments claims each attempt for one instance per round.
 * Answers how many settled.
 */
export async function recheckPendingPayments(deps: SettlementDeps, query: QueryPayment, afterMinutes: number, now = new Date()): Promise<number> {
  const claimed = await claimPendingAttempts(deps.db, afterMinutes, now, BATCH);
  let settled = 0;
  for (const attempt of claimed) {
    const answer = await query(attempt);
    if (!answer) {
      measure.paymentRequeried('no answer');
      continue;
    }
    const result = await settlePayment(deps, answer, 'query');
    measure.paymentRequeried(result.outcome === 'already' ? 'settled before' : result.outcome);
    if (result.outcome === 'paid' || result.outcome === 'failed') settled++;
  }
  return settled;
}

export interface OrderJobs {
  stop(): void;
}

/** Runs the jobs (reservations, pending payments, pending refunds) every `everyMs` on this instance (several instances may run them: the claims keep them apart). */
export function startOrderJobs(deps: SettlementDeps, query: QueryPayment, recheckMinutes: number, everyMs = 60_000): OrderJobs {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireReservations(deps);
      await recheckPendingPayments(deps, query, recheckMinutes);
      await recheckPendingRefunds(deps, recheckMinutes);
    } catch (error) {
      deps.log.error({ err: error }, 'order jobs failed; trying again next round');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
