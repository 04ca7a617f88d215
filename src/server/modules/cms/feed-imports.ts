import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/tokens.ts';
import { recordAudit } from '../audit/record.ts';
import { FeedImportError } from '../diamonds/import/errors.ts';
import { openFeed } from '../diamonds/import/feed.ts';
import { queuedFeed, queuedFeeds, queueFeed } from '../diamonds/import/feed-queue.ts';
import { FEED_FORMAT_IDS, FEED_FORMATS } from '../diamonds/import/formats.ts';
import { requireStaff } from './staff.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';


const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The upload's options, in the query string (the body is the file itself). */
export const feedUploadQuerySchema = z.strictObject({
  format: z.enum(FEED_FORMAT_IDS, `Choose the feed's format: ${FEED_FORMAT_IDS.join(', ')}.`),
  type: z.enum(['natural', 'lab'], 'Choose natural or lab for rows that do not say it.').default('natural'),
  full: flag.default(false),
  name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[^\p{Cc}/\\]+$/u, 'A file name without control characters or slashes.')
    .default('feed'),
});
export type FeedUpload = z.output<typeof feedUploadQuerySchema>;

export const CMS_FEED_MESSAGES = wordsOf('messages.cmsFeed');

/** A first look at the bytes, so a file of the wrong kind is refused at once rather than failing in the background. */
function checkKind(format: FeedUpload['format'], file: Uint8Array): void {
  if (file.length === 0) throw new BadRequestError(CMS_FEED_MESSAGES.empty);
  const start = Buffer.from(file.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (!start) throw new BadRequestError(CMS_FEED_MESSAGES.empty);
  const json = start.startsWith('{') || start.startsWith('[');
  if (format === 'vdb-json' && !json) throw new BadRequestError(CMS_FEED_MESSAGES.notJson);
  if (format !== 'vdb-json' && (json || start.includes('\u0000'))) throw new BadRequestError(CMS_FEED_MESSAGES.notCsv);
}

/**
 * A CSV feed's header is read now with the importer's own reader, from a copy of the file's first lines, so a feed
 * of the wrong format (no column for a required field) is refused at once with the importer's message.
 */
async function checkCsvHeader(upload: FeedUpload, file: Uint8Array): Promise<void> {
  if (upload.format === 'vdb-json') return;
  const head = file.subarray(0, 64 * 1024);
  const end = head.length < file.length ? head.lastIndexOf(10) + 1 : head.length;
  const dir = await mkdtemp(path.join(tmpdir(), 'kilau-feed-head-'));
  const copy = path.join(dir, 'head.csv');
  try {
    await writeFile(copy, head.subarray(0, end > 0 ? end : head.length));
    await openFeed(copy, FEED_FORMATS[upload.format]);
  } catch (error) {
    if (error instanceof FeedImportError) throw new BadRequestError(error.message.replaceAll(`'${copy}'`, `'${upload.name}'`));
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Supplier feeds uploaded by staff (issue 14): checked, then queued with their options by the diamonds import's feed
 * queue (diamonds/import/feed-queue.ts) with the audit record, in one transaction; its feed worker imports it in the
 * background with the shop's importer; staff follow its progress and read its report.
 */
export function createCmsFeedImports(db: Database, opts: { queued?: () => void } = {}) {
  return {
    async upload(caller: Caller | undefined, upload: FeedUpload, file: Uint8Array) {
      const staff = requireStaff(caller);
      checkKind(upload.format, file);
      await checkCsvHeader(upload, file);
      const id = await db.transaction(async (tx) => {
        const queued = await queueFeed(tx, { fileName: upload.name, format: upload.format, type: upload.type, full: upload.full, file, uploadedBy: staff.userId });
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'feed.upload',
          entity: 'feed',
          entityKey: String(queued),
          before: null,
          after: { file_name: upload.name, format: upload.format, type: upload.type, full: upload.full, size_bytes: file.length },
        });
        return queued;
      });
      opts.queued?.();
      return this.detail(caller, id);
    },

    async list(caller: Caller | undefined) {
      requireStaff(caller);
      return queuedFeeds(db);
    },

    /** One import with its report (the CLI's report file) once it has ended. */
    async detail(caller: Caller | undefined, id: number) {
      requireStaff(caller);
      const feed = await queuedFeed(db, id);
      if (!feed) throw new NotFoundError(CMS_FEED_MESSAGES.notFound);
      return feed;
    },
  };
}
