import { Spinner } from '../../components/Spinner';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import type { Route } from './+types/audit';
import type { AuditRecord as AuditRow } from '../../../domain/contract/cms-office';
import { formatTimestamp } from '../../../domain/words/format';
import { auditActionInWords } from '../../../domain/orders/audit-words';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.audit.auditLogBackOffice'), description: t('cms.audit.everyChangeStaffMade'), path: '/cms/audit' });
}


const changes = (row: AuditRow) =>
  Object.keys({ ...row.before, ...row.after })
    .filter((k) => JSON.stringify(row.before?.[k]) !== JSON.stringify(row.after?.[k]))
    .map((k) => `${k}: ${String(row.before?.[k] ?? '—')} → ${String(row.after?.[k] ?? '—')}`)
    .join('; ');

/** The audit log (issue 14): every staff change, newest first. Read only: nothing here edits it. */
export default function Audit() {
  return (
    <StaffShell title={t('cms.audit.auditLog')}>
      <AuditTable />
    </StaffShell>
  );
}

function AuditTable() {
  const { answer } = useCmsAnswer<{ audit: AuditRow[] }>('/api/cms/audit');
  if (!answer) return <Spinner label={t('cms.audit.loadingTheAuditLog')} />;
  if (answer.code !== '200') return <p className="text-ruby">{answer.message}</p>;
  if (answer.audit.length === 0) return <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{t('cms.audit.noStaffChangesYet')}</p>;
  return (
    // a region of its own that a keyboard can scroll sideways on a narrow screen
    <div className="overflow-x-auto border border-pearl bg-white" tabIndex={0} role="region" aria-label={t('cms.audit.auditLog')}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-pearl text-[0.65rem] tracking-[0.2em] text-stone uppercase">
          <tr>
            <th className="px-5 py-3 font-normal">{t('cms.audit.when')}</th>
            <th className="px-5 py-3 font-normal">{t('cms.audit.who')}</th>
            <th className="px-5 py-3 font-normal">{t('cms.audit.what')}</th>
            <th className="px-5 py-3 font-normal">{t('cms.audit.record')}</th>
            <th className="px-5 py-3 font-normal">{t('cms.audit.change')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-pearl">
          {answer.audit.map((row) => (
            <tr key={row.id}>
              <td className="px-5 py-3 whitespace-nowrap text-stone">{formatTimestamp(row.at)}</td>
              <td className="px-5 py-3">{row.actor}</td>
              <td className="px-5 py-3" data-action={row.action}>
                {auditActionInWords(row)}
              </td>
              <td className="px-5 py-3">
                {row.entity} {row.entityKey}
              </td>
              <td className="px-5 py-3 text-stone">{changes(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
