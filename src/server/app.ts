import { rateRoutes, startRatesJob } from './modules/rates/index.ts';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { watchStorefrontChanges, type StorefrontChanges } from './db/storefront-changes.ts';
import { apiDocs } from './http/docs.ts';
import { errorForLog } from './http/error-log.ts';
import { errorHandling, routerRefusals } from './http/error-handler.ts';
import { boundedJsonBodies } from './http/json-bodies.ts';
import { metrics } from './http/metrics.ts';
import { outboxBacklog } from './mail/outbox.ts';
import { watch } from './metrics/shop-metrics.ts';
import { oneOrigin } from './http/one-origin.ts';
import { requestContext, requestIdOf, REQUEST_ID_HEADER } from './http/request-context.ts';
import { securityHeaders } from './http/security.ts';
import { createSharedAnswers } from './http/shared-answers.ts';
import { FRAME_ORIGINS } from '../domain/shop/external-frames.ts';
import { chooseLocale } from '../domain/words/catalogue.ts';
import { contentRoutes, createContentService } from './modules/content/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { catalogRoutes, createCatalogService } from './modules/catalog/index.ts';
import { createDrawingProcess, createMediaService, inlineDrawer, mediaRoutes } from './modules/media/index.ts';
import { BRAND_NAME, type ShopSettings } from '../domain/contract/content.ts';
import { storefrontPages } from './web/pages.ts';
import { accounts } from './modules/accounts/index.ts';
import { cartRoutes, createCartService } from './modules/cart/index.ts';
import { ordersAndPayments } from './modules/orders/index.ts';
import { gatewayFormOrigins } from './modules/payments/index.ts';
import { eInvoicing } from './modules/e-invoices/index.ts';
import { backOffice, uploadedOriginal } from './modules/cms/index.ts';
import { createDiamondService, createLiveDiamondIndex, createStoneWatch, diamondRoutes, type DiamondService, type LiveDiamondIndex, startFeedWorker, startSearchThreads, type StoneWatch } from './modules/diamonds/index.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { createRateLimitStore } from './http/rate-limit-store.ts';
import { createHintService, hintRoutes } from './modules/hints/index.ts';
import { contactRoutes, createContactService } from './modules/messages/index.ts';
import { createSeoService, seoRoutes } from './modules/seo/index.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the server-rendered storefront from this React Router build; false for an API-only instance (tests). */
  pages?: { buildDir: string } | false;
  /** Pino options, or false for no logs. */
  logger?: boolean | object;
  /** Where the default logger writes (stdout when unset); tests read the log lines from here. */
  logStream?: NodeJS.WritableStream;
  /** The e-mail delivery worker, woken after a change that queued an e-mail (it polls otherwise). */
  mail?: { wake(): void };
  /** Run the order jobs (expired reservations, pending payments) every minute; tests run them by hand. */
  jobs?: boolean;
}

/** Builds the shop's Fastify instance: plumbing, API modules, then the storefront pages. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  chooseLocale(config.SHOP_LOCALE);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // errors are logged without the values a shopper sent (a failed query's parameters): error-log.ts
      serializers: { err: errorForLog },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.currentPassword', '*.refresh_token', '*.jwt', '*.token'], censor: '[hidden]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (req) => requestIdOf(req.headers[REQUEST_ID_HEADER]),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // the router's own refusals (a path parameter too long, a broken %-escape) leave in the shop's shape too
    frameworkErrors: routerRefusals,
    // Bounded work per connection: slow headers, a body that never arrives and idle sockets are cut off.
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // how often Node looks for requests past those limits (its default is every 30 s)
      connectionsCheckingInterval: 1_000,
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  requestContext(app);
  // SITE_ORIGIN set in production: other hosts are redirected there (health checks and metrics excepted)
  if (config.SITE_ORIGIN && config.NODE_ENV === 'production') oneOrigin(app, config.siteOrigin);
  errorHandling(app);
  // JSON bodies nested deeper than any the shop takes are refused before they are parsed
  boundedJsonBodies(app);
  // the browser posts the payment form to the real gateway's page when a merchant is configured
  await securityHeaders(app, { frameSources: [...FRAME_ORIGINS], formActions: gatewayFormOrigins(config) });
  // pages, scripts, styles and JSON leave compressed (pictures are WebP already); a light brotli level keeps CPU low
  // answers up to 64 KB are compressed in one synchronous call (a diamond page of ~20 KB takes ~0.3 ms): the stream
  // path costs more in stream objects and thread-pool hops than the compression itself (bench:http)
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  metrics(app, { token: config.METRICS_TOKEN });
  await apiDocs(app, BRAND_NAME);

  // Login, registration, password resets, Drop Hint and Contact Us are rate limited (in Redis when REDIS_URL is set).
  const limiter = createRateLimiter(createRateLimitStore(config.REDIS_URL), app.log);
  app.addHook('onClose', async () => limiter.close());
  const mailQueued = () => options.mail?.wake();

  // What the storefront shows and rarely changes is kept in memory until a change notice (storefront-changes.ts).
  const storefront = watchStorefrontChanges(database, app.log);
  app.addHook('onClose', async () => storefront.close());
  app.decorate('storefront', storefront);
  const content = createContentService(database.db, storefront, app.log);
  const shopSettings = () => content.shopSettings();
  app.decorate('shopSettings', shopSettings);
  const shared = createSharedAnswers(storefront, { name: 'storefront' });
  await app.register(contentRoutes, { content, shared });
  const catalog = createCatalogService(database.db, storefront);
  // pictures are drawn in a process of their own, replaced when it has grown (modules/media/drawer.ts)
  const drawer = config.IMAGE_DRAWING_PROCESS ? createDrawingProcess({ maxRssBytes: config.IMAGE_DRAWING_MAX_MB * 2 ** 20 }) : inlineDrawer();
  app.addHook('onClose', async () => drawer.close());
  const media = createMediaService({ cacheDir: config.imageCacheDir, brandName: BRAND_NAME, designOf: catalog.designOf, uploadOf: (id) => uploadedOriginal(database.db, id), concurrency: config.IMAGE_RENDER_CONCURRENCY, maxWaiting: config.IMAGE_RENDER_QUEUE, cacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 2 ** 20, newPictures: { limiter, perMinute: config.IMAGE_RENDERS_PER_MINUTE }, drawer });
  await app.register(mediaRoutes, { media });
  // figures /metrics reads at each scrape: the outbox's backlog and the picture queue
  const unwatched = [watch('outbox', () => outboxBacklog(database.db)), watch('pictureQueue', () => media.stats())];
  app.addHook('onClose', async () => unwatched.forEach((unwatch) => unwatch()));
  await app.register(catalogRoutes, { catalog, shared });
  // Each instance searches its own in-memory index of the diamonds, kept current by the database's change notices,
  // on its search threads where it has them (SEARCH_THREADS).
  const searchThreads = config.searchThreads > 0 ? startSearchThreads(config.searchThreads, app.log) : undefined;
  const diamondIndex = createLiveDiamondIndex(database, app.log, searchThreads);
  app.addHook('onClose', async () => diamondIndex.close());
  app.decorate('diamondIndex', diamondIndex);
  await app.register(systemRoutes, { ping: database.ping, indexBuilt: diamondIndex.built });
  // searches shoppers share (the first screen, a shape, a budget) are asked again and again; most others once: a
  // thousand kept (~10 KB each with their compressed forms) hold the shared ones without growing with the others
  const diamondAnswers = createSharedAnswers({ version: diamondIndex.version }, { name: 'diamonds', maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 });
  const diamondSearch = createDiamondService(database.db, diamondIndex, app.log);
  app.decorate('diamondSearch', diamondSearch);
  // what every page shows (categories and products, settings, home content), read at start so no shopper waits for it
  app.decorate('readStorefront', async () => {
    await Promise.all([catalog.categories(), content.shopSettings(), content.homeContent()]);
  });
  // open pages told when a stone they show is reserved, sold, hidden or repriced (ended first at a stop)
  const stoneWatch = createStoneWatch();
  const unwatchStones = diamondIndex.onStonesChanged(stoneWatch.tell);
  app.addHook('preClose', async () => (unwatchStones(), stoneWatch.close()));
  app.decorate('stoneWatch', stoneWatch);
  await app.register(diamondRoutes, { diamonds: diamondSearch, shared: diamondAnswers, watch: stoneWatch });
  const sessions = await accounts(app, { config, database, content, limiter, mailQueued });
  await app.register(cartRoutes, { cart: createCartService(database.db), callerOf: sessions.callerOf });
  const payments = await ordersAndPayments(app, { config, db: database.db, callerOf: sessions.callerOf, shopSettings, mailQueued, storefront, shared });
  app.decorate('payments', payments);
  const eInvoices = await eInvoicing(app, { config, db: database.db, callerOf: sessions.callerOf, shopSettings, mailQueued, limiter });
  app.decorate('eInvoices', eInvoices);
  // the back-office API (its services built in one place, each checking the staff role itself), its diamond search,
  // supplier feed uploads (imported in the background by the feed worker) and pricing rules
  const feedWorker = options.jobs ? startFeedWorker(database, app.log) : undefined;
  await backOffice(app, { bnmUrl: config.BNM_RATES_URL, db: database.db, siteOrigin: config.siteOrigin, shopSettings, mailQueued, diamondSearch, feedQueued: () => feedWorker?.wake(), gateway: payments.gateway, callerOf: sessions.callerOf });
  await app.register(rateRoutes, { db: database.db });
  if (options.jobs) {
    const jobs = payments.startJobs();
    const eInvoiceJobs = eInvoices.start();
    const rates = startRatesJob(database.db, config.BNM_RATES_URL, config.RATES_REFRESH_HOURS, app.log);
    app.addHook('onClose', async () => (jobs.stop(), eInvoiceJobs.stop(), rates.stop(), await feedWorker?.stop()));
  }
  const hints = createHintService({ db: database.db, limiter, siteOrigin: config.siteOrigin, shopSettings, productBySlug: catalog.productSummary, mailQueued });
  await app.register(hintRoutes, { hints });
  await app.register(contactRoutes, { contact: createContactService({ db: database.db, limiter, shopSettings, mailQueued }) });
  await app.register(seoRoutes, { seo: createSeoService({ siteOrigin: config.siteOrigin, catalog }) });

  if (options.pages) {
    await storefrontPages(app, { buildDir: path.resolve(options.pages.buildDir), origin: config.siteOrigin, storefrontVersion: storefront.version, diamondVersion: diamondIndex.version, pageAccessToken: sessions.pageAccessToken });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders and payments: the settlement and the gateway query, for the jobs and the tests. */
    payments: Awaited<ReturnType<typeof ordersAndPayments>>;
    /** e-Invoicing: MyInvois (or its sandbox) and a round of its job, for the tests. */
    eInvoices: Awaited<ReturnType<typeof eInvoicing>>;
    /** This instance's diamond search index (tests wait on it with `settled()`). */
    diamondIndex: LiveDiamondIndex;
    /** The open pages this instance tells of changed stones (tests count them). */
    stoneWatch: StoneWatch;
    /** The diamond search (the start reads a fitting inventory's stones ahead with `warm()`). */
    diamondSearch: DiamondService;
    /** Reads the storefront this instance keeps (the start does, beside building the diamond index). */
    readStorefront: () => Promise<void>;
    /** The shop's settings as this instance keeps them (the mail worker's sender reads them as each e-mail leaves). */
    shopSettings: () => Promise<ShopSettings>;
    /** This instance's storefront version, moved on by change notices (tests wait on it with `nextChange()`). */
    storefront: StorefrontChanges;
  }
}

/** TRUST_PROXY as Fastify takes it; a hop count becomes the function proxy-addr would make of it. */
function trustedProxies(setting: Config['TRUST_PROXY']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
