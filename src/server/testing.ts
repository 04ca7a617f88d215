import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openTestDatabase } from './db/testing.ts';

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
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = await openTestDatabase();
  if (options.seed) await options.seed(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    VAR_DIR: path.resolve('var/test'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-test-secret',
    SITE_ORIGIN: 'http://shop.test',
    LOG_LEVEL: 'silent',
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
