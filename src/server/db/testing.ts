import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default,
 * or, when DATABASE_URL names a PostgreSQL server, a new database on it that is dropped on close.
 */
export async function openTestDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle> {
  if (!url) {
    const handle = await openDatabase({ pgliteDir: 'memory' });
    await handle.migrate();
    return handle;
  }
  const prefix = (process.env.TEST_DB_PREFIX ?? 'kilau_test').replace(/[^a-z0-9_]/g, '');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Another connection to a test database, as a second instance of the shop has: its own pool on the PostgreSQL server
 * (its listeners hold their own connections); the one embedded engine itself on PGlite, left open on close.
 */
export async function anotherHandleOf(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (!handle.pool) return { ...handle, close: async () => {} };
  const url = (handle.pool.options as { connectionString: string }).connectionString;
  return openDatabase({ url, poolSize: 4 });
}
