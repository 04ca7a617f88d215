import type { FastifyInstance } from 'fastify';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Config } from '../../config.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/index.ts';
import { runEInvoiceJobs, startEInvoiceJobs, type EInvoiceDeps, type EInvoiceJobs } from './jobs.ts';
import { myInvoisApi } from './myinvois-api.ts';
import type { MyInvois } from './myinvois.ts';
import { eInvoiceRoutes } from './routes.ts';
import { myInvoisSandbox } from './sandbox.ts';
import { sandboxValidationPage } from './sandbox-page.ts';
import { createEInvoiceService } from './service.ts';

export interface EInvoicingOptions {
  config: Config;
  db: Database;
  callerOf: (token: string) => Promise<Caller>;
  shopSettings(): Promise<ShopSettings>;
  mailQueued(): void;
  /** Limits the TIN checks one account may have LHDN make. */
  limiter?: RateLimiter;
}

/** MyInvois itself with the ERP system's client credentials; else (a sandbox shop: config.ts) the shop's built-in sandbox. */
export function myInvoisOf(config: Config, db: Database): MyInvois {
  if (config.eInvoiceService === 'myinvois' && config.MYINVOIS_CLIENT_ID && config.MYINVOIS_CLIENT_SECRET)
    return myInvoisApi({ clientId: config.MYINVOIS_CLIENT_ID, clientSecret: config.MYINVOIS_CLIENT_SECRET, apiUrl: config.MYINVOIS_API_URL, portalUrl: config.MYINVOIS_PORTAL_URL });
  return myInvoisSandbox(db, config.siteOrigin);
}

/**
 * e-Invoicing to LHDN MyInvois (issue 27): its routes, the sandbox's validation page (without credentials), and the
 * job that makes the month's consolidated e-invoice and submits and polls the documents. Orders record documents
 * due (`issuing.ts`) in their own transactions; this module imports nothing from orders.
 */
export async function eInvoicing(app: FastifyInstance, options: EInvoicingOptions) {
  const { config, db } = options;
  const myinvois = myInvoisOf(config, db);
  const deps: EInvoiceDeps = { db, myinvois, shopSettings: options.shopSettings, log: app.log, siteOrigin: config.siteOrigin, mailQueued: options.mailQueued };
  let jobs: EInvoiceJobs | undefined;
  let kick: ReturnType<typeof setTimeout> | undefined;
  const run = (now?: Date, pollEveryMs?: number) => runEInvoiceJobs(deps, now, pollEveryMs);
  // a request or a resubmission is submitted at once rather than on the next round (when the jobs run here)
  const wake = () => {
    if (!jobs || kick) return;
    kick = setTimeout(() => {
      kick = undefined;
      void run().catch((error: unknown) => app.log.error({ err: error }, 'e-invoice job failed'));
    }, 50);
    kick.unref();
  };
  const service = createEInvoiceService({ db, myinvois, wake, log: app.log, limiter: options.limiter });
  await app.register(eInvoiceRoutes, { service, callerOf: options.callerOf });
  if (myinvois.kind === 'sandbox') await sandboxValidationPage(app, db);
  return {
    myinvois,
    service,
    run,
    start(): EInvoiceJobs {
      jobs = startEInvoiceJobs(deps, config.EINVOICE_JOB_SECONDS * 1000);
      return { stop: () => (jobs?.stop(), clearTimeout(kick)) };
    },
  };
}

// the face: what other modules use of this one (eslint.config.js refuses an import of its other files)
export { eInvoiceOnPaid, eInvoiceOnRefund } from './issuing.ts';
