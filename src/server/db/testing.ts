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
  const fresh = await newServerDatabase(url);
  const handle = await openDatabase({ url: fresh.url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` names (its name from TEST_DB_PREFIX, so CI drops
 * leftovers), for a test or a shop process the test starts: its address and how to drop it.
 */
export async function newServerDatabase(serverUrl: string, label = ''): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const prefix = (process.env.TEST_DB_PREFIX ?? 'kilau_test').replace(/[^a-z0-9_]/g, '');
  const name = `${prefix}_${label ? `${label}_` : ''}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { name, url: target.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
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
