import type { FastifyInstance } from 'fastify';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/index.ts';
import { createPayments } from '../payments/index.ts';
import { startOrderJobs, type OrderJobs } from './jobs.ts';
import { orderRoutes } from './routes.ts';
import { createOrderService } from './service.ts';
import { settlePayment, type SettlementDeps } from './settlement.ts';
import type { OrderMoveDeps } from './status-changes.ts';
import type { StorefrontChanges } from '../../db/storefront-changes.ts';
import type { SharedAnswers } from '../../http/shared-answers.ts';

export interface OrdersOptions {
  config: Config;
  db: Database;
  callerOf: (token: string) => Promise<Caller>;
  shopSettings(): Promise<ShopSettings>;
  mailQueued(): void;
  /** The storefront's version and its shared answers (the instalment plans offered are one). */
  storefront: Pick<StorefrontChanges, 'version'>;
  shared: SharedAnswers;
}

/**
 * Orders and their payments: placing and paying orders, and the settlement of the gateway's answers (the payments
 * module keeps the gateway and its attempts; orders registers the settlement with its routes, so payments imports
 * nothing from orders). Answers what moving orders and settling payments need (for the jobs and the tests) and a
 * starter of the jobs that cancel expired reservations and ask the gateway about pending payments.
 */
export async function ordersAndPayments(app: FastifyInstance, options: OrdersOptions) {
  const { config, db } = options;
  const payments = await createPayments(app, { config, db, storefront: options.storefront, shared: options.shared });
  const moves: OrderMoveDeps = { db, siteOrigin: config.siteOrigin, shopSettings: options.shopSettings, mailQueued: options.mailQueued };
  const settlement: SettlementDeps = { ...moves, gateway: payments.gateway, log: app.log };
  const orders = createOrderService({ ...moves, gateway: payments.gateway, reservationMinutes: config.ORDER_RESERVATION_MINUTES });
  await app.register(orderRoutes, { orders, callerOf: options.callerOf });
  await payments.routes((form, via) => settlePayment(settlement, form, via));
  return {
    gateway: payments.gateway,
    moves,
    settlement,
    query: payments.query,
    startJobs: (): OrderJobs => startOrderJobs(settlement, payments.query, config.PAYMENT_RECHECK_MINUTES),
  };
}

// the face: what other modules use of this one (eslint.config.js refuses an import of its other files)
export { clearReviewHold } from './destination.ts';
export { diamondLineText } from './emails.ts';
export { deliveredAt, refundTarget } from './refund-facts.ts';
export { refundReturn } from './refunds.ts';
export type { RefundDeps } from './refunds.ts';
export { moveReturn } from './return-steps.ts';
export { reasonText } from './returns-read.ts';
export { inMoveTransaction, moveOrder } from './status-changes.ts';
export type { OrderMoveDeps } from './status-changes.ts';
