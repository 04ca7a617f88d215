import { t } from '../../../domain/words/catalogue';
import { formatTimestamp } from '../../../domain/words/format';

/** Parts the back-office's record pages share (an order, a return): a labelled fact, and the audit trail. */

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-[0.65rem] tracking-[0.2em] text-stone uppercase">{label}</dt>
      <dd className="mt-1 whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** Who changed the record, what and when (newest first), or nothing when it has no audit records. */
export function AuditTrail({ audit }: { audit: { action: string; actor: string; at: string }[] }) {
  if (audit.length === 0) return null;
  return (
    <section className="border border-pearl bg-white p-6 text-sm">
      <h2 className="text-2xl">{t('cms.order.auditTrail')}</h2>
      <ol className="mt-3 grid gap-2 text-stone">
        {audit.map((a, i) => (
          <li key={i}>
            {a.action} · {a.actor} · {formatTimestamp(a.at)}
          </li>
        ))}
      </ol>
    </section>
  );
}
