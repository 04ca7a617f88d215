import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/accounts.ts';
import { feedImports } from '../../../db/schema/feeds.ts';
import type { FeedFormatId } from './formats.ts';

/** A supplier feed as uploaded, with the options its import reads it by. */
export interface QueuedFeed {
  fileName: string;
  format: FeedFormatId;
  type: 'natural' | 'lab';
  full: boolean;
  file: Uint8Array;
  uploadedBy: number;
}

/**
 * The queue of supplier feeds: an uploaded feed is stored as a queued import (in the caller's transaction), which the
 * feed worker (feed-worker.ts) claims and imports in the background; its progress and report are read from here.
 */
export async function queueFeed(tx: Database, feed: QueuedFeed): Promise<number> {
  const [row] = await tx
    .insert(feedImports)
    .values({ fileName: feed.fileName, format: feed.format, type: feed.type, full: feed.full, file: feed.file, sizeBytes: feed.file.length, uploadedBy: feed.uploadedBy })
    .returning({ id: feedImports.id });
  return row.id;
}

const columns = {
  id: feedImports.id,
  file_name: feedImports.fileName,
  format: feedImports.format,
  type: feedImports.type,
  full: feedImports.full,
  status: feedImports.status,
  size_bytes: feedImports.sizeBytes,
  bytes_read: feedImports.bytesRead,
  rows_read: feedImports.rowsRead,
  inserted: feedImports.inserted,
  updated: feedImports.updated,
  unchanged: feedImports.unchanged,
  rejected: feedImports.rejected,
  marked_unavailable: feedImports.markedUnavailable,
  error: feedImports.error,
  uploaded_by: users.email,
  created_at: feedImports.createdAt,
  started_at: feedImports.startedAt,
  finished_at: feedImports.finishedAt,
};

/** A feed import's row as the API writes it: its times in ISO 8601. */
function asAnswer<R extends { created_at: Date; started_at: Date | null; finished_at: Date | null }>(row: R) {
  return { ...row, created_at: row.created_at.toISOString(), started_at: row.started_at?.toISOString() ?? null, finished_at: row.finished_at?.toISOString() ?? null };
}

/** The last 50 feeds queued, newest first. */
export async function queuedFeeds(db: Database) {
  const rows = await db.select(columns).from(feedImports).innerJoin(users, eq(users.id, feedImports.uploadedBy)).orderBy(desc(feedImports.id)).limit(50);
  return rows.map(asAnswer);
}

/** One feed's import with its report (the CLI's report file) once it has ended; undefined for an unknown id. */
export async function queuedFeed(db: Database, id: number) {
  const [row] = await db
    .select({ ...columns, report: feedImports.report })
    .from(feedImports)
    .innerJoin(users, eq(users.id, feedImports.uploadedBy))
    .where(eq(feedImports.id, id));
  return row && asAnswer(row);
}
