/**
 * Imports a supplier feed into the diamond inventory (`npm run import:diamonds`), all in one transaction:
 *  1. the rows are read and turned into the shop's codes and prices (stones.ts); a row that cannot be is rejected
 *     with its line and reason — nothing is dropped silently;
 *  2. the stones stream into a temporary table (COPY); later rows of a certificate or stock number seen before in
 *     the feed, and rows whose stock id belongs to another certificate in the inventory, are rejected there;
 *  3. one upsert keyed on the certificate number inserts new stones and updates changed ones; equal ones stay
 *     untouched (their `updated_at` too). A big first load takes the faster way of queries.ts;
 *  4. with `full`, the supplier's stones the feed does not list (rejected rows included) become unavailable.
 * `kilau.bulk_import` is on for the transaction, so the per-stone change trigger stays quiet; one
 * `diamonds_reload` notice, delivered at commit, asks every running shop to rebuild its search index (sent only
 * when something changed). The report file lists the counts and every rejected row.
 */
import type { DiamondKind, PricingRules } from '../../../../domain/diamonds/pricing.ts';
import { DEFAULT_PRICING_RULES } from '../../../../domain/diamonds/pricing.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { copyLine, dropIndexesForBigLoad, REBUILD_INDEXES_FROM } from '../../../db/seed/diamonds.ts';
import { BULK_IMPORT_SETTING, DIAMOND_RELOAD_CHANNEL } from '../channels.ts';
import { FeedImportError } from './errors.ts';
import { openFeed, type FeedRejection } from './feed.ts';
import { FEED_FORMAT_IDS, FEED_FORMATS, isFeedFormatId } from './formats.ts';
import {
  COPY_FEED,
  COUNT_STORED_AND_NEW,
  CREATE_FEED_TABLE,
  DROP_STOCK_CLASHES,
  dropDuplicates,
  inTransaction,
  INSERT_NEW,
  MARK_MISSING_UNAVAILABLE,
  runStatement,
  UPDATE_CHANGED,
  UPSERT,
  type Duplicate,
  type ImportSql,
  type StockClash,
} from './queries.ts';
import { defaultReportFile, writeReport, writeReportPlaceholder, type ImportCounts } from './report.ts';
import { toStone, type StoneContext } from './stones.ts';
import { t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/cms.ts';

export interface ImportOptions {
  file: string;
  /** rapnet-csv, idex-csv or vdb-json. */
  format: string;
  /** For rows that do not say it (VDB's `type` does); default natural. */
  type?: DiamondKind;
  /** Mark the supplier's stones missing from the feed unavailable. */
  full?: boolean;
  rules?: PricingRules;
  /** Default: next to the feed, FILE.report.txt. */
  reportFile?: string;
  /** New stones from which a load at least as big as the inventory rebuilds the indexes (default 100,000). */
  rebuildIndexesFrom?: number;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportProgress {
  stage: 'reading' | 'applying';
  rows: number;
  bytes: number;
  totalBytes: number;
}

export interface ImportSummary extends ImportCounts {
  reportFile: string;
  /** Seconds in all, and per stage (reading + COPY, checks, writing the inventory, …). */
  seconds: number;
  stages: Record<string, number>;
  notes: string[];
}

/** Characters of COPY text sent at once, and lines joined into one string as they come. */
const COPY_CHUNK_CHARS = 4 << 20;
const LINES_PER_GROUP = 256;
/** After a change of at least this many stones the table's planner statistics are refreshed (ANALYZE). */
const ANALYZE_FROM_CHANGES = 1_000;
/** Memory for the import's joins and index builds over a big feed (on a server; PGlite keeps its defaults). */
const SERVER_SETTINGS = [`SET LOCAL work_mem = '256MB'`, `SET LOCAL maintenance_work_mem = '256MB'`];

export async function importDiamondFeed(handle: DatabaseHandle, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  if (!isFeedFormatId(options.format))
    throw new FeedImportError(t('cms.feedImport.unknownFormat', { format: options.format, formats: FEED_FORMAT_IDS.join(', ') }));
  const format = FEED_FORMATS[options.format];
  const reportFile = options.reportFile ?? defaultReportFile(options.file);
  const context: StoneContext = { format, defaultType: options.type ?? 'natural', rules: options.rules ?? DEFAULT_PRICING_RULES };
  const feed = await openFeed(options.file, format);
  await writeReportPlaceholder(reportFile);

  const rejections: FeedRejection[] = [];
  let read = 0;
  let accepted = 0;
  const progress = (stage: ImportProgress['stage']) =>
    options.onProgress?.({ stage, rows: read, bytes: feed.bytesRead(), totalBytes: feed.totalBytes });

  /**
   * The COPY text, in chunks of about COPY_CHUNK_CHARS. Lines are joined in small groups right away: a long string
   * built by `+=` keeps every line's pieces alive until it is sent, and collecting those costs more than the parsing.
   */
  async function* copyText(): AsyncGenerator<string> {
    let lines: string[] = [];
    let groups: string[] = [];
    let chars = 0;
    for await (const batch of feed.batches) {
      for (const r of batch.rejected) rejections.push(r);
      read += batch.rejected.length + batch.rows.length;
      for (const row of batch.rows) {
        const stone = toStone(row.values, context);
        if (typeof stone === 'string') {
          rejections.push({ line: row.line, reason: stone });
          continue;
        }
        accepted++;
        lines.push(`${row.line}\t${copyLine(stone)}`);
        if (lines.length === LINES_PER_GROUP) {
          const group = lines.join('');
          groups.push(group);
          chars += group.length;
          lines = [];
        }
      }
      progress('reading');
      if (chars >= COPY_CHUNK_CHARS) {
        yield groups.join('');
        groups = [];
        chars = 0;
      }
    }
    groups.push(lines.join(''));
    const rest = groups.join('');
    if (rest) yield rest;
  }

  const stages: Record<string, number> = {};
  let lapStart = started;
  const lap = (name: string) => {
    const now = performance.now();
    stages[name] = (stages[name] ?? 0) + Math.round(now - lapStart) / 1000;
    lapStart = now;
  };
  const notes: string[] = [];

  const result = await inTransaction(handle, async (sql) => {
    await sql.query(`SET LOCAL ${BULK_IMPORT_SETTING} = 'on'`);
    if (handle.pool) for (const setting of SERVER_SETTINGS) await sql.query(setting);
    await sql.query(CREATE_FEED_TABLE);
    await sql.copy(COPY_FEED, copyText());
    lap('reading and COPY');
    progress('applying');

    await sql.query('ANALYZE diamond_feed');
    for (const [column, what] of [['certificate_no', t('cms.feedReport.fields.certificateNumber')], ['stock_id', t('cms.feedReport.fields.stockNumber')]] as const)
      for (const d of await sql.query<Duplicate>(dropDuplicates(column))) {
        const value = column === 'stock_id' ? d.value.slice(format.stockTag.length) : d.value;
        rejections.push({ line: d.line, reason: t('cms.feedReport.duplicate', { what, value, line: String(d.first_line) }) });
        accepted--;
      }
    for (const c of await sql.query<StockClash>(DROP_STOCK_CLASHES)) {
      rejections.push({ line: c.line, reason: t('cms.feedReport.stockNumberTaken', { stock: c.stock_id, certificate: c.certificate_no }) });
      accepted--;
    }
    lap('checks');

    const { inserted, updated } = await writeInventory(sql, options.rebuildIndexesFrom ?? REBUILD_INDEXES_FROM);
    lap('writing the inventory');

    let markedUnavailable = 0;
    if (options.full && accepted > 0) [{ n: markedUnavailable }] = await sql.query<{ n: number }>(MARK_MISSING_UNAVAILABLE, [format.supplier]);
    else if (options.full) notes.push('--full was not applied: no row was accepted, so no stone is marked unavailable');
    if (inserted + updated + markedUnavailable > 0) await sql.query(`NOTIFY ${DIAMOND_RELOAD_CHANNEL}`);
    lap('--full and notice');
    return { inserted, updated, markedUnavailable };
  });
  lap('commit');

  const counts: ImportCounts = {
    read,
    inserted: result.inserted,
    updated: result.updated,
    unchanged: accepted - result.inserted - result.updated,
    rejected: rejections.length,
    markedUnavailable: result.markedUnavailable,
  };
  if (counts.inserted + counts.updated + counts.markedUnavailable >= ANALYZE_FROM_CHANGES) {
    await runStatement(handle, 'ANALYZE diamonds');
    lap('ANALYZE');
  }
  const seconds = (performance.now() - started) / 1000;
  await writeReport(reportFile, { feedFile: options.file, format, full: !!options.full, at: new Date(), counts, rejections, notes, seconds, stages });
  return { ...counts, reportFile, seconds, stages, notes };
}

/**
 * New stones in, changed stones updated: one upsert; or, for a big first load (at least `rebuildFrom` new stones
 * and no fewer than stored), with the secondary indexes and unique constraints dropped and built again.
 */
async function writeInventory(sql: ImportSql, rebuildFrom: number): Promise<{ inserted: number; updated: number }> {
  const [{ stored, new: fresh }] = await sql.query<{ stored: number; new: number }>(COUNT_STORED_AND_NEW);
  if (fresh < rebuildFrom || fresh < stored) {
    const [counts] = await sql.query<{ inserted: number; updated: number }>(UPSERT);
    return counts;
  }
  const rebuild = await dropIndexesForBigLoad({ query: async <T>(statement: string) => ({ rows: await sql.query<T>(statement) }) }, fresh, rebuildFrom);
  const [{ n: updated }] = await sql.query<{ n: number }>(UPDATE_CHANGED);
  const [{ n: inserted }] = await sql.query<{ n: number }>(INSERT_NEW);
  await rebuild();
  return { inserted, updated };
}
