import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/tokens.ts';
import { paymentGateway } from '../payments/gateway.ts';
import { paymentQuery } from '../payments/query.ts';
import { paymentRoutes } from '../payments/routes.ts';
import { sandboxGatewayRoutes } from '../payments/sandbox.ts';
import { createSandboxLedger } from '../payments/sandbox-ledger.ts';
import type { SettlementDeps } from '../payments/settlement.ts';
import { startOrderJobs, type OrderJobs } from './jobs.ts';
import { orderRoutes } from './routes.ts';
import { createOrderService } from './service.ts';

export interface OrdersOptions {
  config: Config;
  db: Database;
  callerOf: (token: string) => Promise<Caller>;
  shopSettings(): Promise<ShopSettings>;
  mailQueued(): void;
}

/**
 * Orders and payments: placing and paying orders, the gateway's callback and return, the sandbox gateway while no
 * eGHL merchant is configured. Answers the settlement's parts (for the jobs and the tests) and a starter of the jobs
 * that cancel expired reservations and ask the gateway about pending payments.
 */
export async function ordersAndPayments(app: FastifyInstance, options: OrdersOptions) {
  const { config, db } = options;
  const gateway = await paymentGateway(config, db);
  const sandbox = gateway.kind === 'sandbox' ? createSandboxLedger(db, gateway) : null;
  const settlement: SettlementDeps = { db, gateway, siteOrigin: config.siteOrigin, shopSettings: options.shopSettings, mailQueued: options.mailQueued, log: app.log };
  const query = paymentQuery(gateway, sandbox);
  const orders = createOrderService({ db, gateway, siteOrigin: config.siteOrigin, reservationMinutes: config.ORDER_RESERVATION_MINUTES, shopSettings: options.shopSettings, mailQueued: options.mailQueued });
  await app.register(orderRoutes, { orders, callerOf: options.callerOf });
  // the gateway (and the sandbox's pages) post forms: only the routes in this plugin read form bodies, every other
  // route of the shop takes JSON alone
  await app.register(async (forms) => {
    await forms.register(formBody, { bodyLimit: 16 * 1024 });
    await forms.register(paymentRoutes, { settlement });
    if (sandbox) {
      await forms.register(sandboxGatewayRoutes, {
        gateway,
        ledger: sandbox,
        log: app.log,
        // the sandbox calls the shop's callback as eGHL does, through the shop's own HTTP handling
        deliverCallback: async (url, fields) => {
          // The callback address came in a form the shop signed (any of its instances, each with its own address
          // when SITE_ORIGIN is left to its default), so it is one of the shop's own: delivered to this instance,
          // which settles it in the shared database as any instance would. Nothing leaves the process.
          const target = new URL(url);
          await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
        },
      });
    }
  });
  return {
    gateway,
    settlement,
    query,
    startJobs: (): OrderJobs => startOrderJobs(settlement, query, config.PAYMENT_RECHECK_MINUTES),
  };
}
