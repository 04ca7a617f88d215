import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client.ts';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default,
 * or, when DATABASE_URL names a PostgreSQL server, a new database on it that is dropped on close.
 */
export async function openTestDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle> {
  if (!url) return openDatabase({ pgliteDir: 'memory', pgliteImage: await migratedImage() });
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
 * An embedded database's files just after the migrations, which every test file's database starts from: creating the
 * engine's files (initdb) and migrating took 5.5 s of a test file's start on this machine at load 10, loading them 1.5 s.
 * Kept in node_modules/.cache under a key of the migrations and the engine's version, so each change of either makes
 * it once (the first test file to need it; a second one meanwhile makes its own).
 */
async function migratedImage(): Promise<Blob> {
  const key = createHash('sha256');
  key.update(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) key.update(file).update(readFileSync(full));
  }
  const cacheDir = path.resolve('node_modules', '.cache', 'kilau');
  const cached = path.join(cacheDir, `pglite-migrated-${key.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const handle = await openDatabase({ pgliteDir: 'memory' });
  await handle.migrate();
  const image = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, cached);
  return image;
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
