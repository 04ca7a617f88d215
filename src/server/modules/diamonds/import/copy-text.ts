/**
 * Step 1 of a feed import: the feed's rows turned into the shop's stones (stones.ts) and written as COPY text, each
 * line led by the row's line in the feed; a row that cannot be a stone is counted as rejected with its reason.
 */
import { copyLine } from '../../../db/seed/diamonds.ts';
import type { FeedRejection, OpenedFeed } from './feed.ts';
import { toStone, type StoneContext } from './stones.ts';

/** Rows read, stones accepted so far and every rejected row: counted as the feed is read, then by the checks. */
export interface FeedTally {
  read: number;
  accepted: number;
  rejections: FeedRejection[];
}

/** Characters of COPY text sent at once, and lines joined into one string as they come. */
const COPY_CHUNK_CHARS = 4 << 20;
const LINES_PER_GROUP = 256;

/**
 * The COPY text, in chunks of about COPY_CHUNK_CHARS; `batchRead` is told after each batch of rows. Lines are joined
 * in small groups right away: a long string built by `+=` keeps every line's pieces alive until it is sent, and
 * collecting those costs more than the parsing.
 */
export async function* feedCopyText(feed: OpenedFeed, context: StoneContext, tally: FeedTally, batchRead: () => void): AsyncGenerator<string> {
  let lines: string[] = [];
  let groups: string[] = [];
  let chars = 0;
  for await (const batch of feed.batches) {
    for (const r of batch.rejected) tally.rejections.push(r);
    tally.read += batch.rejected.length + batch.rows.length;
    for (const row of batch.rows) {
      const stone = toStone(row.values, context);
      if (typeof stone === 'string') {
        tally.rejections.push({ line: row.line, reason: stone });
        continue;
      }
      tally.accepted++;
      lines.push(`${row.line}\t${copyLine(stone)}`);
      if (lines.length === LINES_PER_GROUP) {
        const group = lines.join('');
        groups.push(group);
        chars += group.length;
        lines = [];
      }
    }
    batchRead();
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
