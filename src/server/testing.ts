import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openTestDatabase } from './db/testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from './mail/testing.ts';
import { mailSenderOf } from './mail/sender.ts';
import { createMailWorker, type MailWorker } from './mail/worker.ts';

export interface TestShop {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole shop built in-process on a fresh database (embedded PGlite, or a new database on the
 * PostgreSQL server named by DATABASE_URL), for integration tests that speak HTTP through `app.inject`.
 */
export interface TestShopOptions {
  pages?: boolean;
  seed?: (db: DatabaseHandle) => Promise<void>;
  env?: Record<string, string>;
  /** Log with the shop's own logger settings (at env LOG_LEVEL) into this stream. */
  logStream?: NodeJS.WritableStream;
  mail?: { wake(): void };
  /** Another instance of the shop on this database (`anotherHandleOf` in db/testing.ts); closed with the shop. */
  database?: DatabaseHandle;
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = options.database ?? (await openTestDatabase());
  if (options.seed) await options.seed(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    VAR_DIR: path.resolve('var/test'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-test-secret',
    SITE_ORIGIN: 'http://shop.test',
    LOG_LEVEL: 'silent',
    // tests take payments at the sandbox gateway, whatever the database
    PAYMENT_SANDBOX: 'true',
    ...options.env,
  });
  const logger = options.logStream ? undefined : options.env?.LOG_LEVEL === 'info' ? { level: 'error' } : false;
  const app = await buildApp({ config, database, pages: options.pages ? { buildDir: config.BUILD_DIR } : false, logger, logStream: options.logStream, mail: options.mail });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface TestShopWithMail extends TestShop {
  /** What the shop's e-mails delivered: the messages a shopper (or the shop) would receive. */
  smtp: TestSmtpServer;
  mail: MailWorker;
}

const QUIET = { info() {}, warn() {}, error() {} };

/**
 * The test shop with its e-mail outbox delivered as it would be in production: a mail worker, woken by every e-mail
 * the shop writes, sends it over SMTP to a test server that keeps what it receives.
 */
export async function startTestShopWithMail(options: Omit<TestShopOptions, 'mail'> = {}): Promise<TestShopWithMail> {
  const smtp = await startTestSmtpServer();
  const mailbox = { wake: () => {} };
  let shop: TestShop;
  try {
    shop = await startTestShop({ ...options, mail: mailbox });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  // the sender as the shop's start makes it (main.ts): MAIL_FROM, else the shop's own address from its settings
  const mail = createMailWorker({ db: shop.database.db, smtpUrl: smtp.url, from: mailSenderOf(shop.config.MAIL_FROM, shop.app.shopSettings), log: QUIET, pollMs: 60_000 });
  mailbox.wake = () => mail.wake();
  mail.start();
  return {
    ...shop,
    smtp,
    mail,
    close: async () => {
      await mail.stop();
      await shop.close();
      await smtp.close();
    },
  };
}
