import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { QueryPayment } from './gateway.ts';
import { paymentGateway } from './gateway-choice.ts';
import { paymentRoutes, type SettleMessage } from './routes.ts';
import { sandboxGatewayRoutes } from './gateways/sandbox-pages.ts';
import { instalmentPlanRoutes, offeredPlans } from './instalment-plans.ts';
import type { StorefrontChanges } from '../../db/storefront-changes.ts';
import type { SharedAnswers } from '../../http/shared-answers.ts';

/**
 * Payments: the gateway (the real one with a merchant, else the sandbox inside the shop), its status query, and the
 * routes it answers to — its callback and the shopper's return, settled by whoever registers them (the orders
 * module), and the sandbox's own pages. Knows nothing of orders.
 */
export async function createPayments(app: FastifyInstance, options: { config: Config; db: Database; storefront: Pick<StorefrontChanges, 'version'>; shared: SharedAnswers }) {
  const { gateway, sandbox } = await paymentGateway(options.config, options.db);
  const query: QueryPayment = (payment) => gateway.query(payment);
  // the instalment plans offered now, kept until the storefront changes (a staff change to the plans is one)
  const plans = offeredPlans(options.db, options.storefront);
  await app.register(instalmentPlanRoutes, { offered: plans, shared: options.shared });
  return {
    gateway,
    query,
    plans,
    /** Registers the gateway's ways back, settled by `settle`, and the sandbox's pages when it takes the payments. */
    async routes(settle: SettleMessage): Promise<void> {
      // the gateway (and the sandbox's pages) post forms: only the routes in this plugin read form bodies, every other
      // route of the shop takes JSON alone
      await app.register(async (forms) => {
        await forms.register(formBody, { bodyLimit: 16 * 1024 });
        await forms.register(paymentRoutes, { settle });
        if (sandbox) {
          await forms.register(sandboxGatewayRoutes, {
            gateway,
            ledger: sandbox,
            log: app.log,
            // the sandbox calls the shop's callback as the real gateway does, through the shop's own HTTP handling
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
    },
  };
}

export type Payments = Awaited<ReturnType<typeof createPayments>>;

// the face: what other modules use of this one (eslint.config.js refuses an import of its other files)
export { claimPendingAttempts, lockedAttempt, recordAnswer, startPayment } from './attempts.ts';
export type { PaymentAttempt } from './attempts.ts';
export { SANDBOX_PATH } from './gateway.ts';
export type { MessageVia, PaymentGateway, QueryPayment, RefundAnswer, StoredPayment } from './gateway.ts';
export { cmsPlanOf, readPlans, replacePlans } from './instalment-plans.ts';
export type { Settlement } from './routes.ts';

// the face: what other modules use of this one (eslint.config.js refuses an import of its other files)
export { gatewayFormOrigins } from './gateway-choice.ts';
