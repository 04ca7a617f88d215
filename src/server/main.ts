import './shop-locale.ts';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigurationError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { EmbeddedDatabaseInUse } from './db/embedded-lock.ts';
import { errorForLog, messageForLog, type LoggedError } from './http/error-log.ts';
import { listenAndSayOpen } from './http/open-address.ts';
import { seedDemoShop } from './db/seed/index.ts';
import { mailSenderOf } from './mail/sender.ts';
import { createMailWorker } from './mail/worker.ts';
import { isShopProcess, runShopProcesses, shopProcessesFor } from './processes.ts';
import { stones, THREADED_FROM_STONES } from './modules/diamonds/index.ts';

/**
 * Starts the shop: configuration → database (migrated, demo data on first start) → app → listen; with several
 * processes (WEB_CONCURRENCY) this process prepares the database once and starts them (processes.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // read by V8 at every full collection, so it takes effect when set here: the heap stays near what it holds
  if (config.HEAP_GROWING_PERCENT > 0) setFlagsFromString(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);
  if (config.processes > 1 && !isShopProcess()) {
    const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
    await database.migrate();
    if (config.SEED_ON_START) await seedDemoShop(database, { diamonds: config.SEED_DIAMONDS, log: (m) => console.log(m) });
    const processes = shopProcessesFor(config, await stones.offeredCount(database.db), THREADED_FROM_STONES);
    await database.close();
    runShopProcesses(processes, { info: (m) => console.log(m), error: (m) => console.error(m) });
    return;
  }
  // a server connection that ends is logged once the app's logger exists (the pool replaces the connection)
  const connections = { lost: (_error: Error) => {} };
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir, onConnectionLost: (error) => connections.lost(error) });
  if (!isShopProcess()) await database.migrate();
  // the worker needs the app's logger; the app needs to wake the worker after a change that queued an e-mail
  const mailbox = { wake: () => {} };
  const app = await buildApp({ config, database, pages: { buildDir: config.BUILD_DIR }, mail: mailbox, jobs: true });
  connections.lost = (error) => app.log.warn({ err: error }, 'a database connection ended; the pool opens a new one');
  if (config.SEED_ON_START && !isShopProcess()) {
    await seedDemoShop(database, { diamonds: config.SEED_DIAMONDS, log: (m) => app.log.info(m) });
  }
  // Build the diamond search index now, so the first shopper does not wait for it (about 10 s at a million stones),
  // then read its stones ahead where the inventory fits in memory (a search nobody made before reads no database);
  // read the storefront (catalogue, settings, home content) meanwhile.
  // One of several processes takes connections only once its index is built: the port is shared, so a connection
  // goes to a process that answers it from memory.
  const indexed = Promise.all([
    app.diamondIndex.current().then(() => app.diamondSearch.warm()),
    app.readStorefront(),
  ]).catch((error: unknown) => app.log.error({ err: error }, 'the diamond search index or the storefront could not be read at start'));
  const mail = createMailWorker({ db: database.db, smtpUrl: config.SMTP_URL, from: mailSenderOf(config.MAIL_FROM, app.shopSettings), log: app.log });
  mailbox.wake = () => mail.wake();
  mail.start();
  if (isShopProcess()) await indexed;
  await listenAndSayOpen(app, { host: config.HOST, port: config.PORT });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await mail.stop();
      await database.close();
    } finally {
      clearTimeout(deadline);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // a failed query (a seed, a migration) is told without its parameters: error-log.ts
  console.error(messageForLog(error));
  // a configuration error or a database open elsewhere says all there is to say; anything else is a fault, with where it happened
  if (error instanceof Error && !(error instanceof ConfigurationError) && !(error instanceof EmbeddedDatabaseInUse)) console.error((errorForLog(error) as LoggedError).stack);
  process.exit(1);
});
