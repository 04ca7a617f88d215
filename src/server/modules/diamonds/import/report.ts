/** The report file of a feed import: the counts, then every rejected row with its line and reason, by line. */
import { writeFile } from 'node:fs/promises';
import { FeedImportError } from './errors.ts';
import type { FeedRejection } from './feed.ts';
import type { FeedFormat } from './formats.ts';
import { t } from '../../../../domain/words/catalogue.ts';
import '../../../../domain/words/books/cms.ts';

export interface ImportCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  markedUnavailable: number;
}

/** "18 read, 10 inserted, 0 updated, 0 unchanged, 8 rejected, 0 marked unavailable" */
export function countsLine(c: ImportCounts): string {
  const n = (x: number) => x.toLocaleString('en');
  return `${n(c.read)} read, ${n(c.inserted)} inserted, ${n(c.updated)} updated, ${n(c.unchanged)} unchanged, ${n(c.rejected)} rejected, ${n(c.markedUnavailable)} marked unavailable`;
}

/** Where the report goes when `--report` is not given: next to the feed. */
export const defaultReportFile = (feedFile: string) => `${feedFile}.report.txt`;

export interface ReportContent {
  feedFile: string;
  format: FeedFormat;
  full: boolean;
  at: Date;
  counts: ImportCounts;
  rejections: FeedRejection[];
  notes: string[];
  seconds: number;
  /** Seconds per stage of the import. */
  stages: Record<string, number>;
}

export function reportText(r: ReportContent): string {
  const sorted = [...r.rejections].sort((a, b) => a.line - b.line);
  const lines = [
    `Diamond feed import report`,
    `feed: ${r.feedFile} (format ${r.format.id}, supplier ${r.format.supplier}${r.full ? ', --full' : ''})`,
    `imported: ${r.at.toISOString()}`,
    `result: ${countsLine(r.counts)}`,
    `time: ${r.seconds.toFixed(1)} s (${Object.entries(r.stages).map(([stage, s]) => `${stage} ${s.toFixed(1)} s`).join(', ')})`,
    ...r.notes.map((n) => `note: ${n}`),
    '',
  ];
  if (r.format.file === 'json') lines.push('For a JSON feed, "line N" is the N-th stone of the diamonds array.');
  if (!sorted.length) lines.push('No row was rejected.');
  else lines.push(`Rejected rows (${sorted.length.toLocaleString('en')}):`, ...sorted.map((x) => `line ${x.line}: ${x.reason}`));
  return lines.join('\n') + '\n';
}

export async function writeReport(file: string, content: ReportContent): Promise<void> {
  await writeFile(file, reportText(content), 'utf8');
}

/** Written before the import starts, so an unwritable report path stops it before any change. */
export async function writeReportPlaceholder(file: string): Promise<void> {
  try {
    await writeFile(file, 'Diamond feed import report\nThe import is running (or stopped before it finished).\n', 'utf8');
  } catch (error) {
    throw new FeedImportError(t('cms.feedImport.reportUnwritable', { file, problem: (error as Error).message }));
  }
}
