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
  const fresh = await newServerDatabase(url, '', await migratedTemplate(url));
  const handle = await openDatabase({ url: fresh.url, poolSize: 4 });
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
  const cacheDir = path.resolve('node_modules', '.cache', 'kilau');
  const cached = path.join(cacheDir, `pglite-migrated-${migrationsKey()}.tar`);
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
 * On a PostgreSQL server, the same: a database just after the migrations (named by the prefix and the migrations' key,
 * so CI drops it with the rest), which each test file's database is created from (CREATE DATABASE … TEMPLATE).
 * Made once per server: under another name, then renamed, so a file never copies a half-migrated one.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `${testDatabasePrefix()}_migrated_${migrationsKey()}`;
  const exists = async () => (await onServer(serverUrl, `select 1 from pg_database where datname = '${name}'`)).rowCount === 1;
  if (await exists()) return name;
  const building = await newServerDatabase(serverUrl, 'building');
  const handle = await openDatabase({ url: building.url, poolSize: 1 });
  await handle.migrate();
  await handle.close();
  // the closed pool's server processes may still be ending: the rename waits for them, a few times 200 ms at most
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, `alter database ${building.name} rename to ${name}`);
      return name;
    } catch (error) {
      if (await exists()) {
        await building.drop();
        return name;
      }
      if (attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

let key: string | undefined;
/** What the migrations and the embedded engine's version are, in 16 hex digits. */
function migrationsKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

const testDatabasePrefix = () => (process.env.TEST_DB_PREFIX ?? 'kilau_test').replace(/[^a-z0-9_]/g, '');

async function onServer(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server `serverUrl` names (its name from TEST_DB_PREFIX, so CI drops leftovers),
 * empty or a copy of `template`, for a test or a shop process the test starts: its address and how to drop it.
 */
export async function newServerDatabase(serverUrl: string, label = '', template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${testDatabasePrefix()}_${label ? `${label}_` : ''}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { name, url: target.toString(), drop: async () => void (await onServer(serverUrl, `drop database if exists ${name} with (force)`)) };
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
