import type { FastifyInstance } from 'fastify';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/index.ts';
import { createAuditService } from '../audit/index.ts';
import type { DiamondService } from '../diamonds/index.ts';
import { createCmsCatalogue } from './catalogue.ts';
import { createCmsCategories } from './categories.ts';
import { createCmsCustomers } from './customers.ts';
import { cmsDiamondRoutes } from './diamond-routes.ts';
import { createCmsDiamondSearch } from './diamond-search.ts';
import { createCmsDiamonds } from './diamonds.ts';
import { dashboard } from './dashboard.ts';
import { createCmsFeedImports } from './feed-imports.ts';
import { createCmsHomeContent } from './home-content.ts';
import { createCmsInbox } from './inbox.ts';
import { createCmsOrders } from './orders.ts';
import { createCmsPictures } from './pictures.ts';
import { createCmsPricingRules } from './pricing-rules.ts';
import { createCmsProducts } from './products.ts';
import { cmsRoutes } from './routes.ts';
import { createCmsSettings } from './settings.ts';
import { createCmsSubcategories } from './subcategories.ts';
import { createCmsReturns } from './returns.ts';
import { createCmsInstalmentPlans } from './instalment-plans.ts';
import { createCmsAbroad } from './abroad.ts';
import type { RefundDeps } from '../orders/index.ts';

export interface BackOfficeDeps {
  db: Database;
  siteOrigin: string;
  shopSettings(): Promise<ShopSettings>;
  /** Wakes the e-mail worker after a change queued an e-mail. */
  mailQueued(): void;
  /** The storefront's diamond search, which the inventory search uses. */
  diamondSearch: DiamondService;
  /** Wakes the feed worker after an upload queued a feed. */
  feedQueued(): void;
  /** The payment gateway, which refunds card payments. */
  gateway: RefundDeps['gateway'];
  /** Bank Negara Malaysia's exchange-rate API (staff fetch the rates now). */
  bnmUrl: string;
}

/**
 * Every service of the back-office, built here and nowhere else; each checks the staff role itself. The module keeps
 * the name `cms`, the specification's name of the staff role and its screens (/cms), though it is no content manager:
 * it holds the screens' routes, authorisation and audit, and writes no table of its own — each change calls the
 * table's owner (catalog, content, rates, diamonds, orders, mail's `enqueueEmail`) inside the screen's transaction,
 * with the audit record in the same one (src/server/architecture.test.ts, OWNERS).
 */
export function createBackOfficeServices(deps: BackOfficeDeps) {
  const { db } = deps;
  const settings = createCmsSettings(db, deps.shopSettings);
  return {
    dashboard: {
      // the figures, and the stored settings the shop could not read (staff are sent to Shop details to save them)
      read: async (caller: Caller | undefined) => ({ ...(await dashboard(db, caller)), settings_unreadable: (await settings.read(caller)).unreadable.map((u) => u.key) }),
    },
    orders: createCmsOrders({ db, siteOrigin: deps.siteOrigin, shopSettings: deps.shopSettings, mailQueued: deps.mailQueued }),
    inbox: createCmsInbox({ db, mailQueued: deps.mailQueued }),
    customers: createCmsCustomers(db),
    diamonds: createCmsDiamonds(db),
    products: createCmsProducts(db),
    catalogue: createCmsCatalogue(db),
    pictures: createCmsPictures(db),
    settings,
    categories: createCmsCategories(db),
    subcategories: createCmsSubcategories(db),
    homeContent: createCmsHomeContent(db),
    diamondSearch: createCmsDiamondSearch(db, deps.diamondSearch),
    feeds: createCmsFeedImports(db, { queued: deps.feedQueued }),
    pricing: createCmsPricingRules(db),
    instalmentPlans: createCmsInstalmentPlans(db),
    audit: createAuditService(db),
    abroad: createCmsAbroad(db, deps.bnmUrl),
    returns: createCmsReturns({ db, siteOrigin: deps.siteOrigin, shopSettings: deps.shopSettings, mailQueued: deps.mailQueued, gateway: deps.gateway }),
  };
}
export type BackOfficeServices = ReturnType<typeof createBackOfficeServices>;

/** The back-office API (`/api/cms`): its services, and its routes, which only staff may call. */
export async function backOffice(app: FastifyInstance, deps: BackOfficeDeps & { callerOf: (token: string) => Promise<Caller> }): Promise<BackOfficeServices> {
  const services = createBackOfficeServices(deps);
  await app.register(cmsRoutes, { services, callerOf: deps.callerOf });
  await app.register(cmsDiamondRoutes, { services, callerOf: deps.callerOf });
  return services;
}

// the face: what other modules use of this one (eslint.config.js refuses an import of its other files)
export { uploadedOriginal } from './pictures.ts';
