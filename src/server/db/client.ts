import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The shop's database, the same type whether embedded (PGlite) or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on a server (bulk loads use COPY through it). */
  pool?: pg.Pool;
  /** The embedded engine when on PGlite. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The embedded engine's buffer pool. PostgreSQL's 128 MB default is written through at start, so it is all resident
 * (304 MB RSS for an opened PGlite against 178 MB with 16 MB, measured on the demo shop's 20,000 stones); the shop
 * keeps what it reads often in its own memory (catalogue, search index), so a small pool is enough.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** The schema's migrations, applied in order (drizzle-kit). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; 'memory' keeps it in memory (tests). */
  pgliteDir?: string;
  /** The files an embedded database in memory starts from (a dump of one already made: tests start from a migrated one). */
  pgliteImage?: Blob;
  poolSize?: number;
  /** Told whenever a server connection ends unexpectedly (logged by the shop); the pool replaces the connection. */
  onConnectionLost?: (error: Error) => void;
}

/** How long a request waits for a connection to the PostgreSQL server before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // a server that does not answer is a fault of that moment: a request waits this long, then is told so (503)
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // dead peers behind a proxy or a failover are found by TCP instead of waiting on a silent socket
      keepAlive: true,
    });
    // A connection can end at any moment (a server restart, a failover, an idle-timeout proxy). pg emits 'error' on
    // the client, and an 'error' nobody listens to ends the process. The pool listens only while a client is idle, so
    // every client gets a listener for its whole life: a client lent to a request or a transaction that loses its
    // connection fails its query (the request is answered 503, the transaction rolls back with the server) and the
    // pool drops it when it comes back (it is no longer queryable), opening a new one for the next request.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionLost?.(error));
    });
    pool.on('error', () => {
      /* an idle client lost its connection: the listener above was told; the pool replaces it */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  return openEmbedded(options);
}

/** The embedded database: in memory, or in a folder this process alone has open (embedded-lock.ts). */
async function openEmbedded(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') mkdirSync(dir, { recursive: true });
  // taken before PGlite reads a file; refused (EmbeddedDatabaseInUse) while another process has the folder open
  const lock = dir === 'memory' ? undefined : lockEmbeddedDatabase(dir);
  let pglite: PGlite;
  try {
    // one options object: PGlite reads its second argument only when the first names a folder
    pglite = new PGlite({
      ...(dir === 'memory' ? {} : { dataDir: dir }),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
    });
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const native = drizzlePglite(pglite, { schema });
  const db = native as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(native, { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
