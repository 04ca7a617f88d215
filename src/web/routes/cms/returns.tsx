import { Link, useSearchParams } from 'react-router';
import type { CmsReturnSummary } from '../../../domain/contract/cms-returns';
import { RETURN_STATUSES } from '../../../domain/returns';
import { Spinner } from '../../components/Spinner';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { formatRinggit, formatShopDate } from '../../lib/format';
import type { Route } from './+types/returns';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: 'Returns · Back-office', description: 'Returns and refunds to make.', path: '/cms/returns' });
}

const STEP_LABELS: Record<string, string> = { requested: 'Requested', received: 'Received', inspected: 'Inspected', refunded: 'Refunded', refused: 'Refused' };

/** The returns queue (issue 26): every return and every payment to give back after a cancellation, by step. */
export default function CmsReturns() {
  return (
    <StaffShell title="Returns">
      <ReturnsQueue />
    </StaffShell>
  );
}

function ReturnsQueue() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const { answer } = useCmsAnswer<{ total: number; returns: CmsReturnSummary[] }>(`/api/cms/returns${status ? `?status=${encodeURIComponent(status)}` : ''}`);
  const tab = (value: string, label: string) => (
    <button
      key={value || 'all'}
      type="button"
      aria-pressed={status === value}
      onClick={() => setParams(value ? { status: value } : {})}
      className={`border px-4 py-2 text-[0.7rem] tracking-[0.2em] uppercase transition-colors ${status === value ? 'border-ink bg-ink text-white' : 'border-pearl bg-white hover:border-ink'}`}
    >
      {label}
    </button>
  );
  return (
    <div className="grid gap-8">
      <nav aria-label="Steps" className="flex flex-wrap gap-2">
        {tab('', 'All')}
        {RETURN_STATUSES.map((s) => tab(s, STEP_LABELS[s]))}
      </nav>
      {!answer ? (
        <Spinner label="Loading returns…" />
      ) : answer.code !== '200' ? (
        <p className="text-ruby">{answer.message}</p>
      ) : answer.returns.length === 0 ? (
        <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">No returns at this step.</p>
      ) : (
        <div className="overflow-x-auto border border-pearl bg-white">
          <table className="w-full text-left text-sm" data-cms-returns="">
            <thead className="border-b border-pearl text-[0.65rem] tracking-[0.2em] text-stone uppercase">
              <tr>
                <th className="px-5 py-3 font-normal">Return</th>
                <th className="px-5 py-3 font-normal">Asked</th>
                <th className="px-5 py-3 font-normal">Customer</th>
                <th className="px-5 py-3 font-normal">Step</th>
                <th className="px-5 py-3 text-right font-normal">To refund</th>
                <th className="px-5 py-3 text-right font-normal">Refunded</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-pearl">
              {answer.returns.map((r) => (
                <tr key={r.number} className="hover:bg-ivory/60">
                  <td className="px-5 py-3">
                    <Link to={`/cms/returns/${encodeURIComponent(r.number)}`} className="font-medium hover:text-gold-deep">
                      {r.number}
                    </Link>
                    {r.kind !== 'return' && <span className="block text-xs text-ruby">Payment after cancellation</span>}
                  </td>
                  <td className="px-5 py-3 text-stone">{formatShopDate(r.created_at)}</td>
                  <td className="px-5 py-3">
                    <span className="block">{r.customer || '—'}</span>
                    <span className="block text-stone">{r.email}</span>
                  </td>
                  <td className="px-5 py-3">{STEP_LABELS[r.status]}</td>
                  <td className="px-5 py-3 text-right tabular-nums">{formatRinggit(r.due)}</td>
                  <td className="px-5 py-3 text-right tabular-nums">{formatRinggit(r.refunded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
