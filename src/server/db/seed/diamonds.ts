/**
 * Loads generated demo diamonds in bulk: COPY … FROM STDIN streamed through pg-copy-streams on a PostgreSQL
 * server, COPY FROM '/dev/blob' batch by batch on embedded PGlite. Never holds more than one batch in memory.
 * A big load drops the table's secondary indexes and unique constraints first and builds them again at the end,
 * all in one transaction (a failed load leaves the table as it was), then ANALYZEs the table.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';
import type { DatabaseHandle } from '../client.ts';
import type { DiamondRow } from '../../modules/diamonds/stone-row.ts';
import { generateDiamondBatches, STOCK_ID_PREFIX } from './diamond-generator.ts';

export type DiamondSeedProgress = (done: number, total: number) => void;

export interface DiamondSeedOptions {
  /** PRNG seed; default: the first stock number, so each added lot differs from the previous one. */
  seed?: number;
  /** Number of the first new stone; default: one after the highest KL stock number already stored. */
  startStockNo?: number;
  /** Share of lab-grown stones (default 0.5). */
  labShare?: number;
  /**
   * From this many new stones on (and no fewer than already stored) the secondary indexes and unique constraints
   * are dropped and built again after the load, which is faster than keeping them up. Default 100,000.
   */
  rebuildIndexesFrom?: number;
}

/** Stones per COPY batch. */
const BATCH_SIZE = 10_000;
/** Measured on 1,000,000 stones into PostgreSQL 15 here: 16 s with the rebuild, 26 s keeping the indexes up. */
export const REBUILD_INDEXES_FROM = 100_000;

/** The columns written, in the order of each COPY line (`copyLine`); the supplier feed import uses them too. */
export const DIAMOND_COPY_COLUMNS = [
  'stock_id', 'certificate_no', 'certificate_link', 'lab', 'type', 'shape', 'carat', 'color', 'clarity', 'cut', 'polish',
  'symmetry', 'fluorescence', 'depth_pct', 'table_pct', 'length_mm', 'width_mm', 'height_mm', 'price_sen',
  'cost_usd_cents', 'supplier', 'image_url', 'video_url', 'is_available',
] as const;
const COPY_SQL = `COPY diamonds (${DIAMOND_COPY_COLUMNS.join(', ')}) FROM STDIN`;

/** COPY text format: backslash, tab, newline and carriage return are escaped. */
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const text = (value: string) =>
  NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!) : value;

/** One stone as a COPY text line. */
export function copyLine(r: DiamondRow): string {
  return (
    `${text(r.stockId)}\t${text(r.certificateNo)}\t${text(r.certificateLink)}\t${text(r.lab)}\t${r.type}\t${text(r.shape)}\t` +
    `${r.carat}\t${text(r.color)}\t${text(r.clarity)}\t${r.cut === null ? '\\N' : text(r.cut)}\t${text(r.polish)}\t${text(r.symmetry)}\t` +
    `${text(r.fluorescence)}\t${r.depthPct}\t${r.tablePct}\t${r.lengthMm}\t${r.widthMm}\t${r.heightMm}\t` +
    `${Math.round(r.priceSen)}\t${Math.round(r.costUsdCents)}\t${text(r.supplier)}\t${text(r.imageUrl)}\t` +
    `${text(r.videoUrl)}\t${r.isAvailable ? 't' : 'f'}\n`
  );
}

/** Streams COPY text chunks through one `COPY … FROM STDIN` on a PostgreSQL server connection (pg-copy-streams). */
export async function copyChunksToServer(
  client: pg.PoolClient | pg.Client,
  copySql: string,
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<void> {
  await pipeline(Readable.from(chunks, { highWaterMark: 1 }), client.query(copyStreams.from(copySql)));
}

/** On embedded PGlite: the same `COPY … FROM STDIN` statement run once per chunk, reading it from '/dev/blob'. */
export async function copyChunksToPglite(
  sql: PGlite | Transaction,
  copySql: string,
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<void> {
  const fromBlob = copySql.replace('STDIN', `'/dev/blob'`);
  for await (const chunk of chunks) await sql.query(fromBlob, [], { blob: new Blob([chunk]) });
}

/** Anything that runs one SQL statement: a pg client or a PGlite transaction. */
export interface Sql {
  query<T = Record<string, unknown>>(statement: string): Promise<{ rows: T[] }>;
}

async function scalar(sql: Sql, statement: string): Promise<number> {
  const { rows } = await sql.query<{ n: string | number | null }>(statement);
  return Number(rows[0]?.n ?? 0);
}

const STORED_COUNT = `select count(*) as n from diamonds`;
const MAX_STOCK_NO = `select coalesce(max(substring(stock_id from ${STOCK_ID_PREFIX.length + 1})::bigint), 0) as n
  from diamonds where stock_id ~ '^${STOCK_ID_PREFIX}[0-9]+$'`;

/** The number for the next generated stone: one after the highest KL stock number stored. */
export async function nextStockNo(handle: DatabaseHandle): Promise<number> {
  return (await withSql(handle, (sql) => scalar(sql, MAX_STOCK_NO))) + 1;
}

/** Generates `count` stones and loads them into the `diamonds` table. */
export async function seedDiamonds(
  handle: DatabaseHandle,
  count: number,
  onProgress?: DiamondSeedProgress,
  options: DiamondSeedOptions = {},
): Promise<void> {
  if (count <= 0) return;
  const startStockNo = options.startStockNo ?? (await nextStockNo(handle));
  const batches = generateDiamondBatches(count, {
    seed: options.seed ?? startStockNo,
    startStockNo,
    labShare: options.labShare,
    batchSize: BATCH_SIZE,
  });
  const rebuildFrom = options.rebuildIndexesFrom ?? REBUILD_INDEXES_FROM;
  let done = 0;
  const progressed = (n: number) => {
    done += n;
    onProgress?.(done, count);
  };
  onProgress?.(0, count);

  if (handle.pool) {
    const client = await handle.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      const rebuild = await dropIndexesForBigLoad(client, count, rebuildFrom);
      await copyChunksToServer(client, COPY_SQL, copyChunks(batches, progressed));
      await rebuild();
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    await handle.pool.query('ANALYZE diamonds');
    return;
  }

  if (handle.pglite) {
    await handle.pglite.transaction(async (tx) => {
      const rebuild = await dropIndexesForBigLoad(tx, count, rebuildFrom);
      await copyChunksToPglite(tx, COPY_SQL, copyChunks(batches, progressed));
      await rebuild();
    });
    await handle.pglite.query('ANALYZE diamonds');
    return;
  }
  throw new Error('seedDiamonds needs a PostgreSQL pool or a PGlite engine');
}

/** One COPY text chunk per batch of stones; progress is counted once a chunk has been taken. */
function* copyChunks(batches: Iterable<DiamondRow[]>, progressed: (n: number) => void): Generator<string> {
  for (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += copyLine(row);
    yield chunk;
    progressed(batch.length);
  }
}

/** Runs `work` with a plain SQL runner of the handle. */
async function withSql<T>(handle: DatabaseHandle, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (handle.pool) return work(handle.pool);
  if (handle.pglite) return work(handle.pglite);
  throw new Error('no SQL runner on this database handle');
}

interface IndexRow {
  name: string;
  definition: string;
  constraint_definition: string | null;
}

/**
 * When the load is big next to what is stored, drops the secondary indexes and the unique constraints that no
 * foreign key needs (the primary key stays) and returns the function that builds them again.
 */
export async function dropIndexesForBigLoad(sql: Sql, count: number, from: number): Promise<() => Promise<void>> {
  if (count < from || count < (await scalar(sql, STORED_COUNT))) return async () => {};
  const { rows } = await sql.query<IndexRow>(`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition,
           pg_get_constraintdef(c.oid) as constraint_definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid and c.contype in ('u', 'p')
    where x.indrelid = 'diamonds'::regclass and not x.indisprimary
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = x.indexrelid)
    order by i.relname`);
  for (const index of rows) {
    if (index.constraint_definition) await sql.query(`ALTER TABLE diamonds DROP CONSTRAINT "${index.name}"`);
    else await sql.query(`DROP INDEX "${index.name}"`);
  }
  return async () => {
    for (const index of rows) {
      if (index.constraint_definition) await sql.query(`ALTER TABLE diamonds ADD CONSTRAINT "${index.name}" ${index.constraint_definition}`);
      else await sql.query(index.definition);
    }
  };
}
