import { useState } from 'react';
import { FEED_FORMAT_OPTIONS } from '../../../domain/diamonds/feeds';
import { shopApi } from '../../lib/api-client';
import { downloadText } from './upload-feed';
import type { FeedImport } from '../../../domain/contract/cms-diamonds';
import { formatDateTime, formatNumber } from '../../../domain/words/format';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export type { FeedImport };


const STATUS = { queued: t('cms.feedRow.waiting'), running: t('cms.feedRow.importing'), done: t('cms.feedRow.imported'), failed: t('cms.feedRow.failed') } as const;
const TONE = { queued: 'text-stone', running: 'text-gold-deep', done: 'text-ink', failed: 'text-ruby' } as const;
const n = (x: number | null) => formatNumber(x ?? 0);
const when = (iso: string) => formatDateTime(iso);
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** One uploaded feed: what it is, who sent it, its progress while it imports, then its counts and report. */
export function FeedRow({ feed }: { feed: FeedImport }) {
  const [report, setReport] = useState<string | null>(null);
  const percent = feed.size_bytes > 0 ? Math.min(100, Math.round((feed.bytes_read / feed.size_bytes) * 100)) : 0;
  const format = FEED_FORMAT_OPTIONS.find((f) => f.id === feed.format)?.label ?? feed.format;
  async function openReport() {
    if (report !== null) return setReport(null);
    const answer = await shopApi.get<{ feed: { report: string | null } }>(`/api/cms/feeds/${feed.id}`);
    if (answer?.code === '200') setReport(answer.feed?.report ?? '');
  }
  const reportName = `${feed.file_name.replace(/\.[^.]+$/, '')}.report.txt`;
  return (
    <li className="grid gap-4 px-6 py-5" data-feed={feed.id} data-feed-status={feed.status}>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]">
        <div className="min-w-0">
          <p className="truncate font-medium" title={feed.file_name}>
            {feed.file_name}
          </p>
          <p className="text-xs text-stone">
            #{feed.id} · {format} · {feed.type === 'lab' ? t('cms.feedRow.labGrown') : t('cms.feedRow.natural')}
            {feed.full ? ' ' + t('cms.feedRow.fullList') : ''} · {size(feed.size_bytes)}
          </p>
          <p className="text-xs text-stone">
            {feed.uploaded_by} · {when(feed.created_at)}
          </p>
        </div>
        <div className="text-sm">
          <p className={`text-[0.68rem] tracking-[0.2em] uppercase ${TONE[feed.status]}`}>{STATUS[feed.status]}</p>
          {feed.status === 'running' && (
            <div className="mt-2">
              <div className="h-1 w-full bg-pearl" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={t('cms.feedRow.partOfTheFile')}>
                <div className="h-1 bg-gold" style={{ width: `${percent}%` }} />
              </div>
              <p className="mt-1.5 text-xs text-stone tabular-nums">
                {t('cms.feedRow.rowsRead', { rowsread: n(feed.rows_read) })} {percent < 100 ? t('cms.feedRow.ofTheFile', { percent }) : t('cms.feedRow.writingTheInventory')}
              </p>
            </div>
          )}
          {feed.status === 'queued' && <p className="mt-1 text-xs text-stone">{t('cms.feedRow.waitingForTheImporter')}</p>}
          {feed.status === 'done' && (
            <p className="mt-1 tabular-nums">
              {t('cms.feedRow.readNewUpdatedUnchanged', { rowsread: n(feed.rows_read), inserted: n(feed.inserted), updated: n(feed.updated), unchanged: n(feed.unchanged) })} <span className={feed.rejected ? 'text-ruby' : ''}>{n(feed.rejected)} {t('cms.feedRow.rejected')}</span>
              {feed.full && <> {t('cms.feedRow.takenOffSale', { markedunavailable: n(feed.marked_unavailable) })}</>}
            </p>
          )}
          {feed.status === 'failed' && <p className="mt-1 break-words text-ruby">{feed.error} {t('cms.feedRow.nothingOfThisFeed')}</p>}
        </div>
        {feed.status === 'done' && (
          <div className="flex gap-5 text-[0.68rem] tracking-[0.2em] uppercase">
            <button type="button" onClick={() => void openReport()} aria-expanded={report !== null} className="hover:text-gold-deep">
              {report === null ? t('cms.feedRow.report') : t('cms.feedRow.hideReport')}
            </button>
            {report !== null && (
              <button type="button" onClick={() => downloadText(reportName, report)} className="hover:text-gold-deep">
                {t('cms.feedRow.download')}
              </button>
            )}
          </div>
        )}
      </div>
      {report !== null && <pre className="max-h-96 overflow-auto bg-ivory/60 p-4 text-xs leading-relaxed whitespace-pre-wrap">{report}</pre>}
    </li>
  );
}
