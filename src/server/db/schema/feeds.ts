import { bigint, customType, index, integer, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A file's bytes (PostgreSQL bytea): pg answers a Buffer, PGlite a Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Supplier feeds uploaded in the back-office (issue 14), imported in the background by whichever instance claims
 * the row first (`FOR UPDATE SKIP LOCKED`). The file's bytes are kept here until the import ends, so a queued feed
 * survives a restart and any instance can import it; then only the counts and the report remain.
 */
export const feedImports = pgTable(
  'feed_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** rapnet-csv, idex-csv or vdb-json. */
    format: text('format').notNull(),
    type: text('type', { enum: ['natural', 'lab'] }).notNull(),
    full: boolean('full').notNull().default(false),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    file: bytes('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    inserted: integer('inserted'),
    updated: integer('updated'),
    unchanged: integer('unchanged'),
    rejected: integer('rejected'),
    markedUnavailable: integer('marked_unavailable'),
    report: text('report'),
    error: text('error'),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Moved on while the import runs; a running import not heard of for long was stopped with its instance. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('feed_imports_status').on(t.status, t.id)],
);
