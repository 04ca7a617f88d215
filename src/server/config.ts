import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCALE, SHOP_LOCALES, type ShopLocale } from '../domain/words/catalogue.ts';

/** Every setting of the shop, read from the environment once. Each has a default that works on a fresh machine. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the shop, used for absolute links (social images, e-mails, canonical URLs). */
  SITE_ORIGIN: z.url().optional(),
  /** PostgreSQL server; unset means the embedded database under VAR_DIR. */
  DATABASE_URL: z.string().optional(),
  /** The storefront build (React Router + Vite) that is served. */
  BUILD_DIR: z.string().default('build'),
  /** Where the embedded database, image cache and generated secrets live. */
  VAR_DIR: z.string().default('var'),
  /** Signing secret for access tokens; unset means one generated once and kept in VAR_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  /** A refresh token unused for this long expires; each use issues a new one. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** A session ends this many days after its login however often it is refreshed; the shopper then logs in again. */
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(90),
  /** SMTP server for e-mail (smtp://user:pass@host:port); unset keeps e-mails in the outbox and logs them. */
  SMTP_URL: z.string().optional(),
  /** The From of the shop's e-mails; unset: the shop's own e-mail address from its settings, named with the brand (mail/sender.ts). */
  MAIL_FROM: z.string().optional(),
  /**
   * Which proxies may name the client's address in X-Forwarded-For: unset trusts none (the address is the
   * peer's, so a caller cannot dodge per-IP rate limits); 'true' trusts every hop, a number that many hops,
   * otherwise a comma-separated list of proxy addresses or CIDR ranges (e.g. the load balancer's).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v)),
  /** Redis for rate limits and cross-instance notices; unset keeps them in this process. */
  REDIS_URL: z.string().optional(),
  /** The shop's language and the way it writes numbers, money and dates (src/domain/words): en-MY, or en-XA (pseudo, for testing). */
  SHOP_LOCALE: z.enum(SHOP_LOCALES).default(DEFAULT_LOCALE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How log lines are written: JSON (one object a line, for a machine) or pretty (for a person); unset: pretty in a terminal, else JSON (http/log-format.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /**
   * Shop processes sharing the port (one per core). Unset: the machine's cores in production when the shop has a
   * PostgreSQL server and Redis (rate limits count across processes), else 1; and 1 whatever the cores once 100,000
   * stones or more are offered and the shop has search threads (processes.ts, shopProcessesFor). The embedded database belongs to one
   * process, so more than 1 needs DATABASE_URL.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Worker threads of each shop process that answer diamond searches over its one index in shared memory
   * (modules/diamonds/search/search-threads.ts), started once an index holds 100,000 stones or more; 0: the
   * process's own thread searches. Unset: the machine's cores in production, else 0.
   */
  SEARCH_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  /** Diamonds generated on the first start of an empty database. */
  SEED_DIAMONDS: z.coerce.number().int().min(0).default(20000),
  /** Load the demo shop into an empty database at start. */
  SEED_ON_START: z.stringbool().default(true),
  /** Bearer token that opens /metrics to a monitoring system elsewhere; unset: /metrics answers the machine itself only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A request's headers must arrive within this time (slow-header clients are cut off). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** A whole request, body included, must arrive within this time. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** A connection that sends or receives nothing for this long is closed (longer than the keep-alive time below). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(75_000),
  /**
   * An idle keep-alive connection is closed after this long: longer than a proxy in front keeps its idle upstream
   * connections (a load balancer's 60 s), so the proxy never reuses one at the moment the shop closes it.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(65_000),
  // media settings (picture service bounds) below this line
  /** Pictures drawn at the same time (each drawing keeps a CPU core busy for about 0.1 s). */
  IMAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** New pictures that may wait to be drawn; beyond them a new one is answered 503 with Retry-After. */
  IMAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Size of the picture cache in VAR_DIR/images, in MB; the least recently used pictures go when it is full. */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(512),
  /** New pictures (not yet in the cache) drawn for one address per minute; beyond that 429. Cached pictures are never limited. */
  IMAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  /**
   * Pictures are rasterised in a process of the shop's own, replaced by a fresh one once a drawing leaves it above
   * IMAGE_DRAWING_MAX_MB resident (the memory libvips leaves behind goes with it); false draws in the shop's process.
   */
  IMAGE_DRAWING_PROCESS: z.stringbool().default(true),
  IMAGE_DRAWING_MAX_MB: z.coerce.number().int().min(64).default(256),
  /**
   * V8's old generation may grow to (1 + this / 100) × what survived the last full collection before it collects
   * again; 0 leaves V8's own factor (up to ×4 under load, and it keeps the grown pages). Smaller: less memory, more
   * collections. 50 keeps the shop's heap at about 120 MB where V8's own factor lets it reach 240 MB (bench:soak).
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(50),
  /** eGHL merchant (ServiceID, 3 characters) and its password; unset: the sandbox gateway inside the shop takes payments (no money moves). */
  EGHL_SERVICE_ID: z.string().length(3).optional(),
  EGHL_MERCHANT_PASSWORD: z.string().min(1).optional(),
  /**
   * Serve the sandbox gateway (no money moves) on a shop with DATABASE_URL and no eGHL merchant: a staging shop or a
   * test run. The embedded database (the demo shop) always has it while no merchant is set; a shop on a PostgreSQL
   * server with neither a merchant nor this setting refuses to start, so a live shop never takes pretend payments.
   */
  PAYMENT_SANDBOX: z.stringbool().default(false),
  /** eGHL's payment page (the test page by default) and its status-query address. */
  EGHL_PAYMENT_URL: z.url().default('https://test2pay.ghl.com/IPGSG/Payment.aspx'),
  EGHL_QUERY_URL: z.url().default('https://test2pay.ghl.com/IPGSG/Payment.aspx'),
  /**
   * LHDN MyInvois (e-invoices): the ERP system's client id and secret from the MyInvois portal; unset, the shop's
   * built-in MyInvois sandbox answers its submissions (nothing reaches LHDN). Never stored in the database or logged.
   */
  MYINVOIS_CLIENT_ID: z.string().min(1).optional(),
  MYINVOIS_CLIENT_SECRET: z.string().min(1).optional(),
  /** MyInvois's API (identity service and e-invoicing API; pre-production by default) and its portal (validation links). */
  MYINVOIS_API_URL: z.url().default('https://preprod-api.myinvois.hasil.gov.my'),
  MYINVOIS_PORTAL_URL: z.url().default('https://preprod.myinvois.hasil.gov.my'),
  /** How often the e-invoice job looks for documents to submit and asks about submitted ones (MyInvois: every 3–5 s at most). */
  EINVOICE_JOB_SECONDS: z.coerce.number().int().min(3).max(3600).default(5),
  /** How long an unpaid order holds its diamonds before it is cancelled. */
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** A payment still pending after this long is asked about again at the gateway. */
  PAYMENT_RECHECK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(3),
  /** Bank Negara Malaysia's exchange-rate API, asked for the rates prices are shown at abroad (a stand-in in tests). */
  BNM_RATES_URL: z.url().default('https://api.bnm.gov.my/public/exchange-rate'),
  /** How often the rates are fetched again. */
  RATES_REFRESH_HOURS: z.coerce.number().int().min(1).max(24 * 7).default(24),
});

export type Config = z.infer<typeof schema> & {
  siteOrigin: string;
  jwtSecret: string;
  pgliteDir: string;
  imageCacheDir: string;
  paymentGateway: 'eghl' | 'sandbox';
  /** Where e-invoices go: LHDN's MyInvois with the shop's credentials, or the built-in sandbox of a sandbox shop. */
  eInvoiceService: 'myinvois' | 'sandbox';
  /** Shop processes to run (WEB_CONCURRENCY or its default). */
  processes: number;
  /** Diamond search threads per process (SEARCH_THREADS or its default). */
  searchThreads: number;
};

/** Why a shop would not start without a way to take payments (named settings, for the operator). */
export const PAYMENTS_NOT_CONFIGURED =
  'The shop has a PostgreSQL database (DATABASE_URL) but no way to take payments: set EGHL_SERVICE_ID and EGHL_MERCHANT_PASSWORD for the eGHL merchant, or PAYMENT_SANDBOX=true for the sandbox gateway (no money moves; staging and tests only).';
/** Why a shop taking real payments would not start without real e-invoicing (Malaysian law: issue 27). */
export const EINVOICES_NOT_CONFIGURED =
  "The shop takes real payments (eGHL) but cannot issue e-invoices: set MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET for LHDN's MyInvois. The built-in MyInvois sandbox serves only a shop whose payments go to the sandbox gateway.";
export const MYINVOIS_HALF_CONFIGURED = 'Set both MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET for MyInvois, or neither.';
export const EGHL_HALF_CONFIGURED = 'Set both EGHL_SERVICE_ID and EGHL_MERCHANT_PASSWORD for the eGHL merchant, or neither.';
export const EMBEDDED_IS_ONE_PROCESS =
  'WEB_CONCURRENCY above 1 needs a PostgreSQL server (DATABASE_URL): the embedded database belongs to one process. Unset WEB_CONCURRENCY, or set it to 1.';

/**
 * The settings from the environment. `takesPayments: false` is for the command-line tools (seed, user:create,
 * import:diamonds), which open the database but never take a payment, so they need no gateway.
 */
/** A setting is missing or wrong: the message says which and how to fix it (no stack trace is needed). */
export class ConfigurationError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, { takesPayments = true }: { takesPayments?: boolean } = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigurationError(`The shop's configuration is not valid:\n${lines}`);
  }
  const c = parsed.data;
  const varDir = path.resolve(c.VAR_DIR);
  const paymentGateway = gatewayKindOf(c, takesPayments);
  return {
    ...c,
    siteOrigin: (c.SITE_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    jwtSecret: c.JWT_SECRET ?? keptSecret(varDir, 'jwt-secret'),
    paymentGateway,
    eInvoiceService: eInvoiceServiceOf(c, paymentGateway, takesPayments),
    pgliteDir: path.join(varDir, 'pglite'),
    imageCacheDir: path.join(varDir, 'images'),
    processes: processesOf(c),
    searchThreads: c.SEARCH_THREADS ?? (c.NODE_ENV === 'production' ? os.availableParallelism() : 0),
  };
}

/**
 * SHOP_LOCALE alone, read before anything else is loaded (shop-locale.ts), so texts taken at load time are in the
 * shop's language too; a wrong value is reported by loadConfig.
 */
export function shopLocaleOf(env: NodeJS.ProcessEnv = process.env): ShopLocale {
  const parsed = schema.shape.SHOP_LOCALE.safeParse(env.SHOP_LOCALE);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}

/** WEB_CONCURRENCY, or the cores of the machine where every process sees the same shop (a server database, Redis). */
function processesOf(c: z.infer<typeof schema>): number {
  if (c.WEB_CONCURRENCY !== undefined) {
    if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) throw new ConfigurationError(`The shop's configuration is not valid:\n  ${EMBEDDED_IS_ONE_PROCESS}`);
    return c.WEB_CONCURRENCY;
  }
  return c.NODE_ENV === 'production' && c.DATABASE_URL && c.REDIS_URL ? os.availableParallelism() : 1;
}

/** Where payments go: eGHL with a merchant; else the sandbox, only on the embedded database or when asked for. */
function gatewayKindOf(c: z.infer<typeof schema>, takesPayments: boolean): 'eghl' | 'sandbox' {
  if (Boolean(c.EGHL_SERVICE_ID) !== Boolean(c.EGHL_MERCHANT_PASSWORD)) throw new ConfigurationError(`The shop's configuration is not valid:\n  ${EGHL_HALF_CONFIGURED}`);
  if (c.EGHL_SERVICE_ID && c.EGHL_MERCHANT_PASSWORD) return 'eghl';
  if (takesPayments && c.DATABASE_URL && !c.PAYMENT_SANDBOX) throw new ConfigurationError(`The shop's configuration is not valid:\n  ${PAYMENTS_NOT_CONFIGURED}`);
  return 'sandbox';
}

/** Where e-invoices go: MyInvois with credentials; the sandbox only beside the sandbox gateway (no fake e-invoice for real money). */
function eInvoiceServiceOf(c: z.infer<typeof schema>, paymentGateway: 'eghl' | 'sandbox', takesPayments: boolean): 'myinvois' | 'sandbox' {
  if (Boolean(c.MYINVOIS_CLIENT_ID) !== Boolean(c.MYINVOIS_CLIENT_SECRET)) throw new ConfigurationError(`The shop's configuration is not valid:\n  ${MYINVOIS_HALF_CONFIGURED}`);
  if (c.MYINVOIS_CLIENT_ID && c.MYINVOIS_CLIENT_SECRET) return 'myinvois';
  if (takesPayments && paymentGateway === 'eghl') throw new ConfigurationError(`The shop's configuration is not valid:\n  ${EINVOICES_NOT_CONFIGURED}`);
  return 'sandbox';
}

/** A random secret made on first use and kept in the var folder, so tokens survive a restart. */
function keptSecret(varDir: string, name: string): string {
  const file = path.join(varDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(varDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
