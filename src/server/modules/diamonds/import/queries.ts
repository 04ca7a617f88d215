/**
 * The SQL of a feed import, on either engine. The parsed rows are COPYed into a temporary table (`diamond_feed`,
 * no indexes, dropped at commit), checked there, then merged into `diamonds` with one INSERT … SELECT … ON
 * CONFLICT (certificate_no) DO UPDATE that skips rows whose values are all equal (so `updated_at` stays).
 * A big first load (mostly new stones, at least as many as stored) instead drops the secondary indexes and unique
 * constraints, updates and inserts with plain statements and builds the indexes again (like the demo seeder).
 */
import type { DatabaseHandle } from '../../../db/client.ts';
import { copyChunksToPglite, copyChunksToServer, DIAMOND_COPY_COLUMNS } from '../../../db/seed/diamonds.ts';

/** One statement runner inside the import's transaction, plus COPY into a table. */
export interface ImportSql {
  query<T>(statement: string, params?: unknown[]): Promise<T[]>;
  copy(copySql: string, chunks: AsyncIterable<string>): Promise<void>;
}

/** Runs `work` in one transaction on a connection of its own (server) or on the embedded engine. */
export async function inTransaction<T>(handle: DatabaseHandle, work: (sql: ImportSql) => Promise<T>): Promise<T> {
  if (handle.pool) {
    const client = await handle.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <R>(statement: string, params?: unknown[]) => (await client.query(statement, params)).rows as R[],
        copy: (copySql, chunks) => copyChunksToServer(client, copySql, chunks),
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  if (handle.pglite)
    return handle.pglite.transaction((tx) =>
      work({
        query: async <R>(statement: string, params?: unknown[]) => (await tx.query<R>(statement, params)).rows,
        copy: (copySql, chunks) => copyChunksToPglite(tx, copySql, chunks),
      }),
    );
  throw new Error('the feed import needs a PostgreSQL pool or a PGlite engine');
}

/** Runs one statement outside a transaction (ANALYZE). */
export async function runStatement(handle: DatabaseHandle, statement: string): Promise<void> {
  if (handle.pool) await handle.pool.query(statement);
  else if (handle.pglite) await handle.pglite.query(statement);
}

/** Every written column but the key: a row is unchanged when all of these are equal. */
const VALUE_COLUMNS = DIAMOND_COPY_COLUMNS.filter((c) => c !== 'certificate_no');
const list = (prefix: string, columns: readonly string[]) => columns.map((c) => `${prefix}${c}`).join(', ');

export const CREATE_FEED_TABLE = `
  CREATE TEMP TABLE diamond_feed (
    line integer NOT NULL,
    stock_id text NOT NULL, certificate_no text NOT NULL, certificate_link text NOT NULL, lab text NOT NULL,
    type text NOT NULL, shape text NOT NULL, carat numeric(5, 2) NOT NULL, color text NOT NULL, clarity text NOT NULL,
    cut text, polish text NOT NULL, symmetry text NOT NULL, fluorescence text NOT NULL,
    depth_pct numeric(4, 1) NOT NULL, table_pct numeric(4, 1) NOT NULL, length_mm numeric(5, 2) NOT NULL,
    width_mm numeric(5, 2) NOT NULL, height_mm numeric(5, 2) NOT NULL, price_sen integer NOT NULL,
    cost_usd_cents integer NOT NULL, supplier text NOT NULL, image_url text NOT NULL, video_url text NOT NULL,
    is_available boolean NOT NULL
  ) ON COMMIT DROP`;

/** COPY text lines: the row's line in the feed, a tab, then `copyLine` of the stone. */
export const COPY_FEED = `COPY diamond_feed (line, ${DIAMOND_COPY_COLUMNS.join(', ')}) FROM STDIN`;

export interface Duplicate {
  line: number;
  value: string;
  first_line: number;
}

/** Drops every later row of a certificate (or stock id) the feed names twice; answers them with the first row's line. */
export const dropDuplicates = (column: 'certificate_no' | 'stock_id') => `
  DELETE FROM diamond_feed f
  USING (SELECT ${column}, min(line) AS first_line FROM diamond_feed GROUP BY ${column} HAVING count(*) > 1) d
  WHERE f.${column} = d.${column} AND f.line > d.first_line
  RETURNING f.line, f.${column} AS value, d.first_line`;

export interface StockClash {
  line: number;
  stock_id: string;
  certificate_no: string;
}

/** Drops rows whose stock id already belongs to another certificate in the inventory (stock_id is unique). */
export const DROP_STOCK_CLASHES = `
  DELETE FROM diamond_feed f
  USING diamonds d
  WHERE d.stock_id = f.stock_id AND d.certificate_no <> f.certificate_no
  RETURNING f.line, f.stock_id, d.certificate_no`;

/**
 * Inserts new certificates and updates changed ones; rows equal to the stored stone are left out up front (an
 * anti-join, so an unchanged stone is not even locked) and by the ON CONFLICT … WHERE. `xmax = 0` marks an insert.
 */
export const UPSERT = `
  WITH changed AS (
    INSERT INTO diamonds (${DIAMOND_COPY_COLUMNS.join(', ')})
    SELECT ${list('f.', DIAMOND_COPY_COLUMNS)} FROM diamond_feed f
    WHERE NOT EXISTS (
      SELECT 1 FROM diamonds d
      WHERE d.certificate_no = f.certificate_no AND (${list('d.', VALUE_COLUMNS)}) IS NOT DISTINCT FROM (${list('f.', VALUE_COLUMNS)})
    )
    ON CONFLICT (certificate_no) DO UPDATE SET ${VALUE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
    WHERE (${list('diamonds.', VALUE_COLUMNS)}) IS DISTINCT FROM (${list('excluded.', VALUE_COLUMNS)})
    RETURNING (xmax = 0) AS inserted
  )
  SELECT (count(*) FILTER (WHERE inserted))::int AS inserted, (count(*) FILTER (WHERE NOT inserted))::int AS updated FROM changed`;

/** Stones stored, and feed rows whose certificate is not stored yet. */
export const COUNT_STORED_AND_NEW = `
  SELECT (SELECT count(*) FROM diamonds)::int AS stored,
         (SELECT count(*) FROM diamond_feed f WHERE NOT EXISTS (SELECT 1 FROM diamonds d WHERE d.certificate_no = f.certificate_no))::int AS new`;

/** Big load, indexes dropped: the stored stones whose values changed. */
export const UPDATE_CHANGED = `
  WITH changed AS (
    UPDATE diamonds d SET (${VALUE_COLUMNS.join(', ')}, updated_at) = (${list('f.', VALUE_COLUMNS)}, now())
    FROM diamond_feed f
    WHERE d.certificate_no = f.certificate_no AND (${list('d.', VALUE_COLUMNS)}) IS DISTINCT FROM (${list('f.', VALUE_COLUMNS)})
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM changed`;

/** Big load, indexes dropped: the stones not stored yet. */
export const INSERT_NEW = `
  WITH added AS (
    INSERT INTO diamonds (${DIAMOND_COPY_COLUMNS.join(', ')})
    SELECT ${list('f.', DIAMOND_COPY_COLUMNS)} FROM diamond_feed f
    WHERE NOT EXISTS (SELECT 1 FROM diamonds d WHERE d.certificate_no = f.certificate_no)
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM added`;

/** `--full`: the supplier's available stones the feed no longer lists become unavailable ($1 = supplier). */
export const MARK_MISSING_UNAVAILABLE = `
  WITH marked AS (
    UPDATE diamonds d SET is_available = false, updated_at = now()
    WHERE d.supplier = $1 AND d.is_available
      AND NOT EXISTS (SELECT 1 FROM diamond_feed f WHERE f.certificate_no = d.certificate_no)
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM marked`;
