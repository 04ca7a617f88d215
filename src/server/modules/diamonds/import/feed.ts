/**
 * Opens a supplier feed file and hands out its rows as field values (`FEED_FIELDS` order), each with its line:
 * CSV — the physical line in the file (header = line 1); JSON — the position in the diamonds array (1 = first).
 * Everything that stops the whole file from being read (missing file, unreadable header, broken JSON) is a
 * `FeedImportError` raised before any row; a row that cannot be split is handed out as a rejection.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { csvRecordBatches } from './csv.ts';
import { FeedImportError } from './errors.ts';
import { t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/cms.ts';
import { FEED_FIELDS, missingColumns, normaliseHeader, resolveColumns, type FeedField, type FeedFormat } from './formats.ts';

export interface FeedRow {
  line: number;
  /** Raw text of each field, `FEED_FIELDS` order; '' when the feed does not give it. */
  values: string[];
}
export interface FeedRejection {
  line: number;
  reason: string;
}
export interface FeedBatch {
  rows: FeedRow[];
  rejected: FeedRejection[];
}

export interface OpenedFeed {
  batches: AsyncGenerator<FeedBatch>;
  totalBytes: number;
  /** Bytes of the file read so far. */
  bytesRead(): number;
}

/** Read size of the feed file. */
const READ_CHUNK_BYTES = 1 << 20;
/** Rows per batch of a JSON feed. */
const JSON_BATCH_ROWS = 10_000;

/** The feed file's size; a FeedImportError when it is missing or not a file. */
export async function feedFileSize(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (info.isFile()) return info.size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = t('cms.feedImport.feed');
    throw new FeedImportError(code === 'ENOENT' ? t('cms.feedImport.fileMissing', { what, file }) : t('cms.feedImport.fileUnreadable', { what, file, problem: (error as Error).message }));
  }
  throw new FeedImportError(t('cms.feedImport.notAFile', { file }));
}

export async function openFeed(file: string, format: FeedFormat): Promise<OpenedFeed> {
  const totalBytes = await feedFileSize(file);
  return format.file === 'csv' ? openCsvFeed(file, format, totalBytes) : openJsonFeed(file, format, totalBytes);
}

async function openCsvFeed(file: string, format: FeedFormat, totalBytes: number): Promise<OpenedFeed> {
  let bytes = 0;
  async function* text(): AsyncGenerator<string> {
    const decoder = new StringDecoder('utf8');
    for await (const chunk of createReadStream(file, { highWaterMark: READ_CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      yield decoder.write(chunk);
    }
    const tail = decoder.end();
    if (tail) yield tail;
  }
  const records = csvRecordBatches(text());
  // the header: the first record of the first batch
  let first = await records.next();
  while (!first.done && first.value.length === 0) first = await records.next();
  if (first.done) throw new FeedImportError(t('cms.feedImport.empty', { file }));
  const [header, ...firstRows] = first.value;
  const unreadable = async (message: string) => {
    await records.return(undefined); // closes the file
    return new FeedImportError(message);
  };
  if (header.problem) throw await unreadable(t('cms.feedImport.headerUnreadable', { line: String(header.line), file, problem: header.problem }));
  const columns = resolveColumns(format, header.cells);
  const missing = missingColumns(format, columns);
  if (missing.length)
    throw await unreadable(
      t('cms.feedImport.headerColumnsMissing', { line: String(header.line), file, format: format.id, missing: missing.join('; '), header: header.cells.slice(0, 30).join(', ') }),
    );
  const width = header.cells.length;

  function batch(records: typeof firstRows): FeedBatch {
    const rows: FeedRow[] = [];
    const rejected: FeedRejection[] = [];
    for (const r of records) {
      if (r.problem) rejected.push({ line: r.line, reason: r.problem });
      else if (r.cells.length < width || (r.cells.length > width && r.cells.slice(width).some((c) => c.trim() !== '')))
        rejected.push({ line: r.line, reason: t('cms.feedReport.fieldCount', { fields: String(r.cells.length), width: String(width) }) });
      else {
        const values = new Array<string>(columns.length);
        for (let f = 0; f < columns.length; f++) values[f] = columns[f] >= 0 ? r.cells[columns[f]] : '';
        rows.push({ line: r.line, values });
      }
    }
    return { rows, rejected };
  }
  async function* batches(): AsyncGenerator<FeedBatch> {
    if (firstRows.length) yield batch(firstRows);
    for await (const more of records) yield batch(more);
  }
  return { batches: batches(), totalBytes, bytesRead: () => bytes };
}

/** Where a VDB answer keeps its stones: a plain array, or `response.body.diamonds` (also `body.diamonds`, `diamonds`). */
function diamondsArray(doc: unknown): unknown[] | undefined {
  if (Array.isArray(doc)) return doc;
  const at = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);
  for (const found of [at(at(at(doc, 'response'), 'body'), 'diamonds'), at(at(doc, 'body'), 'diamonds'), at(doc, 'diamonds')])
    if (Array.isArray(found)) return found;
  return undefined;
}

async function openJsonFeed(file: string, format: FeedFormat, totalBytes: number): Promise<OpenedFeed> {
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new FeedImportError(t('cms.feedImport.notJson', { file, problem: (error as Error).message }));
  }
  const items = diamondsArray(doc);
  if (!items)
    throw new FeedImportError(t('cms.feedImport.noDiamondsArray', { file, shape: '{ "response": { "body": { "diamonds": [...] } } }' }));

  // each key of the feed → the field it holds (or none), decided once per distinct key
  const spellings = new Map<string, number>();
  FEED_FIELDS.forEach((field: FeedField, i) => {
    for (const name of format.columns[field] ?? []) if (!spellings.has(normaliseHeader(name))) spellings.set(normaliseHeader(name), i);
  });
  const fieldOfKey = new Map<string, number>();
  const fieldOf = (key: string): number => {
    let at = fieldOfKey.get(key);
    if (at === undefined) fieldOfKey.set(key, (at = spellings.get(normaliseHeader(key)) ?? -1));
    return at;
  };
  const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

  async function* batches(): AsyncGenerator<FeedBatch> {
    for (let start = 0; start < items!.length; start += JSON_BATCH_ROWS) {
      const rows: FeedRow[] = [];
      const rejected: FeedRejection[] = [];
      for (let i = start; i < Math.min(items!.length, start + JSON_BATCH_ROWS); i++) {
        const item = items![i];
        if (!item || typeof item !== 'object' || Array.isArray(item)) {
          rejected.push({ line: i + 1, reason: t('cms.feedReport.notAStone') });
          continue;
        }
        const values = new Array<string>(FEED_FIELDS.length).fill('');
        for (const [key, value] of Object.entries(item)) {
          const at = fieldOf(key);
          if (at >= 0 && values[at] === '') values[at] = text(value);
        }
        rows.push({ line: i + 1, values });
      }
      yield { rows, rejected };
    }
  }
  return { batches: batches(), totalBytes, bytesRead: () => totalBytes };
}
