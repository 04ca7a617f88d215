import { Link, useSearchParams } from 'react-router';
import type { CmsReturnSummary } from '../../../domain/contract/cms-returns';
import { RETURN_STATUSES } from '../../../domain/orders/returns';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { Spinner } from '../../components/Spinner';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { returnStepWords } from '../../../domain/orders/return-words';
import { formatRinggit, formatShopDate } from '../../lib/format';
import type { Route } from './+types/returns';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.returns.returnsBackOffice'), description: t('cms.returns.returnsAndRefundsToMake'), path: '/cms/returns' });
}

/** The returns queue (issue 26): every return and every payment to give back after a cancellation, by step. */
export default function CmsReturns() {
  return (
    <StaffShell title={t('cms.returns.returns')}>
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
      <nav aria-label={t('cms.returns.steps')} className="flex flex-wrap gap-2">
        {tab('', t('cms.returns.all'))}
        {RETURN_STATUSES.map((s) => tab(s, returnStepWords(s)))}
      </nav>
      {!answer ? (
        <Spinner label={t('cms.returns.loadingReturns')} />
      ) : answer.code !== '200' ? (
        <p className="text-ruby">{answer.message}</p>
      ) : answer.returns.length === 0 ? (
        <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{t('cms.returns.noReturnsAtThisStep')}</p>
      ) : (
        <div className="overflow-x-auto border border-pearl bg-white">
          <table className="w-full text-left text-sm" data-cms-returns="">
            <thead className="border-b border-pearl text-[0.65rem] tracking-[0.2em] text-stone uppercase">
              <tr>
                <th className="px-5 py-3 font-normal">{t('cms.returns.return')}</th>
                <th className="px-5 py-3 font-normal">{t('cms.returns.asked')}</th>
                <th className="px-5 py-3 font-normal">{t('cms.returns.customer')}</th>
                <th className="px-5 py-3 font-normal">{t('cms.returns.step')}</th>
                <th className="px-5 py-3 text-right font-normal">{t('cms.returns.toRefund')}</th>
                <th className="px-5 py-3 text-right font-normal">{t('cms.returns.refunded')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-pearl">
              {answer.returns.map((r) => (
                <tr key={r.number} className="hover:bg-ivory/60">
                  <td className="px-5 py-3">
                    <Link to={`/cms/returns/${encodeURIComponent(r.number)}`} className="font-medium hover:text-gold-deep">
                      {r.number}
                    </Link>
                    {r.kind !== 'return' && <span className="block text-xs text-ruby">{t('cms.returns.paymentAfterCancellation')}</span>}
                  </td>
                  <td className="px-5 py-3 text-stone">{formatShopDate(r.created_at)}</td>
                  <td className="px-5 py-3">
                    <span className="block">{r.customer || '—'}</span>
                    <span className="block text-stone">{r.email}</span>
                  </td>
                  <td className="px-5 py-3">{returnStepWords(r.status)}</td>
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
