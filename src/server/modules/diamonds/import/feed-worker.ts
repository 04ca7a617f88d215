/**
 * The feed worker (issue 14): imports uploaded supplier feeds in the background, one at a time per instance, with the
 * shop's importer (`importDiamondFeed`, one transaction: a failure leaves nothing half-imported). A queued feed is
 * claimed with `FOR UPDATE SKIP LOCKED` and marked running in that short transaction, so with several instances each
 * feed is imported exactly once. Progress (rows and bytes read) is written to the row as the feed is read — on a
 * PostgreSQL server; the embedded database has one connection, which the import holds to its end. A running import
 * whose instance stopped (no heartbeat for STALE_MINUTES) is marked failed; its import was rolled back with it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client.ts';
import { feedImports } from '../../../db/schema/feeds.ts';
import { messageForLog } from '../../../http/error-log.ts';
import { measure } from '../../../metrics/shop-metrics.ts';
import type { DiamondKind } from '../../../../domain/diamonds/pricing.ts';
import { importDiamondFeed, type ImportProgress } from './service.ts';
import { storedPricingRules } from './stored-rules.ts';
import { t } from '../../../../domain/words/catalogue.ts';

/** A running import's heartbeat moves on this often; without one for STALE_MINUTES its instance is gone. */
const HEARTBEAT_MS = 30_000;
export const STALE_MINUTES = 10;
/** Progress is written at most this often. */
const PROGRESS_MS = 1_000;

export interface FeedLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

type Claimed = { id: number; fileName: string; format: string; type: DiamondKind; full: boolean; file: Uint8Array | null };

/** Claims the oldest queued feed for this instance (null when none is waiting or every one is taken). */
export async function claimNextFeed(handle: DatabaseHandle): Promise<Claimed | null> {
  return handle.db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: feedImports.id })
      .from(feedImports)
      .where(eq(feedImports.status, 'queued'))
      .orderBy(asc(feedImports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(feedImports)
      .set({ status: 'running', startedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(and(eq(feedImports.id, next.id), eq(feedImports.status, 'queued')))
      .returning({ id: feedImports.id, fileName: feedImports.fileName, format: feedImports.format, type: feedImports.type, full: feedImports.full, file: feedImports.file });
    return claimed ?? null;
  });
}

/** Imports a claimed feed and records its end: done with its counts and report, or failed with its error. */
export async function importClaimedFeed(handle: DatabaseHandle, feed: Claimed, log: FeedLog): Promise<'done' | 'failed'> {
  const { db } = handle;
  const dir = await mkdtemp(path.join(tmpdir(), 'kilau-feed-'));
  const file = path.join(dir, feed.format === 'vdb-json' ? 'feed.json' : 'feed.csv');
  const reportFile = path.join(dir, 'report.txt');
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (p: ImportProgress) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_MS) return;
    lastWrite = now;
    writing = writing.then(() =>
      db.update(feedImports).set({ rowsRead: p.rows, bytesRead: p.bytes, heartbeatAt: sql`now()` }).where(and(eq(feedImports.id, feed.id), eq(feedImports.status, 'running'))).catch(() => {}),
    );
  };
  const heartbeat = setInterval(() => {
    writing = writing.then(() => db.update(feedImports).set({ heartbeatAt: sql`now()` }).where(and(eq(feedImports.id, feed.id), eq(feedImports.status, 'running'))).catch(() => {}));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await writeFile(file, feed.file ?? new Uint8Array());
    const rules = await storedPricingRules(db);
    const summary = await importDiamondFeed(handle, { file, format: feed.format, type: feed.type, full: feed.full, rules, reportFile, onProgress });
    // the report names the uploaded file, not the temporary copy
    const report = (await readFile(reportFile, 'utf8')).replace(`feed: ${file} (`, `feed: ${feed.fileName} (upload #${feed.id}, `);
    clearInterval(heartbeat);
    await writing;
    await db
      .update(feedImports)
      .set({
        status: 'done', file: null, report, finishedAt: sql`now()`, rowsRead: summary.read, bytesRead: sql`${feedImports.sizeBytes}`,
        inserted: summary.inserted, updated: summary.updated, unchanged: summary.unchanged, rejected: summary.rejected, markedUnavailable: summary.markedUnavailable,
      })
      .where(eq(feedImports.id, feed.id));
    measure.feedImported('done', { inserted: summary.inserted, updated: summary.updated, unchanged: summary.unchanged, rejected: summary.rejected, marked_unavailable: summary.markedUnavailable });
    log.info({ feed: feed.id, read: summary.read, rejected: summary.rejected }, 'supplier feed imported');
    return 'done';
  } catch (error) {
    clearInterval(heartbeat);
    await writing;
    // kept for staff and logged: a failed query's parameters (the feed's rows) are left out
    const message = messageForLog(error).replaceAll(file, feed.fileName);
    await db.update(feedImports).set({ status: 'failed', file: null, error: message.slice(0, 2000), finishedAt: sql`now()` }).where(eq(feedImports.id, feed.id));
    measure.feedImported('failed');
    log.error({ feed: feed.id, err: message }, 'supplier feed import failed; nothing of it was applied');
    return 'failed';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Running imports whose instance stopped (no heartbeat for STALE_MINUTES) are failed; answers how many. */
export async function failStoppedImports(handle: DatabaseHandle, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALE_MINUTES * 60_000);
  const stopped = await handle.db
    .update(feedImports)
    .set({ status: 'failed', file: null, error: t('messages.cmsFeed.shopStopped'), finishedAt: sql`now()` })
    .where(and(eq(feedImports.status, 'running'), lt(feedImports.heartbeatAt, before)))
    .returning({ id: feedImports.id });
  stopped.forEach(() => measure.feedImported('stopped'));
  return stopped.length;
}

/** Claims and imports queued feeds until none is left; answers how many were imported (done or failed). */
export async function importQueuedFeeds(handle: DatabaseHandle, log: FeedLog): Promise<number> {
  let handled = 0;
  for (let feed = await claimNextFeed(handle); feed; feed = await claimNextFeed(handle)) {
    await importClaimedFeed(handle, feed, log);
    handled++;
  }
  return handled;
}

export interface FeedWorker {
  /** Look for queued feeds now (after an upload). */
  wake(): void;
  /** Stop looking; waits for the import under way. */
  stop(): Promise<void>;
}

/** Looks for queued feeds every `everyMs` on this instance, and at once when woken. */
export function startFeedWorker(handle: DatabaseHandle, log: FeedLog, everyMs = 60_000): FeedWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        await failStoppedImports(handle);
        await importQueuedFeeds(handle, log);
      } catch (error) {
        log.error({ err: error }, 'feed worker failed; trying again next round');
      } finally {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      }
    })();
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  setImmediate(tick);
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
