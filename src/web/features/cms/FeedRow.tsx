import { useState } from 'react';
import { FEED_FORMAT_OPTIONS } from '../../../domain/diamond-feeds';
import { shopApi } from '../../lib/api-client';
import { downloadText } from './upload-feed';
import type { FeedImport } from '../../../domain/contract/cms-diamonds';
import { formatDateTime, formatNumber } from '../../../domain/words/format';

export type { FeedImport };


const STATUS = { queued: 'Waiting', running: 'Importing', done: 'Imported', failed: 'Failed' } as const;
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
            #{feed.id} · {format} · {feed.type === 'lab' ? 'lab-grown' : 'natural'}
            {feed.full ? ' · full list' : ''} · {size(feed.size_bytes)}
          </p>
          <p className="text-xs text-stone">
            {feed.uploaded_by} · {when(feed.created_at)}
          </p>
        </div>
        <div className="text-sm">
          <p className={`text-[0.68rem] tracking-[0.2em] uppercase ${TONE[feed.status]}`}>{STATUS[feed.status]}</p>
          {feed.status === 'running' && (
            <div className="mt-2">
              <div className="h-1 w-full bg-pearl" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label="Part of the file read">
                <div className="h-1 bg-gold" style={{ width: `${percent}%` }} />
              </div>
              <p className="mt-1.5 text-xs text-stone tabular-nums">
                {n(feed.rows_read)} rows read · {percent < 100 ? `${percent}% of the file` : 'writing the inventory'}
              </p>
            </div>
          )}
          {feed.status === 'queued' && <p className="mt-1 text-xs text-stone">Waiting for the importer; it starts within a minute.</p>}
          {feed.status === 'done' && (
            <p className="mt-1 tabular-nums">
              {n(feed.rows_read)} read · {n(feed.inserted)} new · {n(feed.updated)} updated · {n(feed.unchanged)} unchanged · <span className={feed.rejected ? 'text-ruby' : ''}>{n(feed.rejected)} rejected</span>
              {feed.full && <> · {n(feed.marked_unavailable)} taken off sale</>}
            </p>
          )}
          {feed.status === 'failed' && <p className="mt-1 break-words text-ruby">{feed.error} Nothing of this feed was imported.</p>}
        </div>
        {feed.status === 'done' && (
          <div className="flex gap-5 text-[0.68rem] tracking-[0.2em] uppercase">
            <button type="button" onClick={() => void openReport()} aria-expanded={report !== null} className="hover:text-gold-deep">
              {report === null ? 'Report' : 'Hide report'}
            </button>
            {report !== null && (
              <button type="button" onClick={() => downloadText(reportName, report)} className="hover:text-gold-deep">
                Download
              </button>
            )}
          </div>
        )}
      </div>
      {report !== null && <pre className="max-h-96 overflow-auto bg-ivory/60 p-4 text-xs leading-relaxed whitespace-pre-wrap">{report}</pre>}
    </li>
  );
}
