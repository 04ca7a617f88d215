import { useId } from 'react';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatTimestamp } from '../../../domain/words/format';
import { auditActionInWords, auditNoteOf, type AuditEntry } from '../../../domain/orders/audit-words';

/** Parts the back-office's record pages share (an order, a return): a labelled fact, and the audit trail. */

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-[0.65rem] tracking-[0.2em] text-stone uppercase">{label}</dt>
      <dd className="mt-1 whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** Who changed the record, what and when (newest first), with the note they wrote, or nothing when it has no audit records. */
export function AuditTrail({ audit }: { audit: (AuditEntry & { actor: string; at: string })[] }) {
  const heading = useId();
  if (audit.length === 0) return null;
  return (
    <section className="border border-pearl bg-white p-6 text-sm" aria-labelledby={heading}>
      <h2 id={heading} className="text-2xl">
        {t('cms.order.auditTrail')}
      </h2>
      <ol className="mt-3 grid gap-2 text-stone">
        {audit.map((a, i) => {
          const note = auditNoteOf(a);
          return (
            <li key={i}>
              <span className="text-ink">{auditActionInWords(a)}</span> · {a.actor} · {formatTimestamp(a.at)}
              {note && <span className="block break-words">{t('cms.audit.note', { note })}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
