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
  return t('cms.feedReport.counts', { read: n(c.read), inserted: n(c.inserted), updated: n(c.updated), unchanged: n(c.unchanged), rejected: n(c.rejected), unavailable: n(c.markedUnavailable) });
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
  const stages = Object.entries(r.stages).map(([stage, s]) => t('cms.feedReport.stage', { stage, seconds: s.toFixed(1) }));
  const lines = [
    t('cms.feedReport.title'),
    t('cms.feedReport.feed', { file: r.feedFile, format: r.format.id, supplier: r.format.supplier, full: r.full ? t('cms.feedReport.fullFlag') : '' }),
    t('cms.feedReport.imported', { at: r.at.toISOString() }),
    t('cms.feedReport.result', { counts: countsLine(r.counts) }),
    t('cms.feedReport.time', { seconds: r.seconds.toFixed(1), stages: stages.join(', ') }),
    ...r.notes.map((note) => t('cms.feedReport.note', { note })),
    '',
  ];
  if (r.format.file === 'json') lines.push(t('cms.feedReport.jsonLines'));
  if (!sorted.length) lines.push(t('cms.feedReport.noneRejected'));
  else lines.push(t('cms.feedReport.rejectedRows', { count: sorted.length }), ...sorted.map((x) => t('cms.feedReport.rejectedRow', { line: x.line, reason: x.reason })));
  return lines.join('\n') + '\n';
}

export async function writeReport(file: string, content: ReportContent): Promise<void> {
  await writeFile(file, reportText(content), 'utf8');
}

/** Written before the import starts, so an unwritable report path stops it before any change. */
export async function writeReportPlaceholder(file: string): Promise<void> {
  try {
    await writeFile(file, `${t('cms.feedReport.title')}\n${t('cms.feedReport.running')}\n`, 'utf8');
  } catch (error) {
    throw new FeedImportError(t('cms.feedImport.reportUnwritable', { file, problem: (error as Error).message }));
  }
}
