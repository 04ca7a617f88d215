import { Link } from 'react-router';
import type { OrderEInvoice as OrderEInvoiceAnswer } from '../../../domain/contract/e-invoices';
import { t } from '../../../domain/words/catalogue';
import { formatMonth } from '../../../domain/words/format';
import { eyebrowClass, textLinkClass } from '../../components/ui';
import { formatShopDate } from '../../lib/format';
import { ValidationQr } from './ValidationQr';
import { statusTone, type kindWords, type statusWords } from './words';

type Document = OrderEInvoiceAnswer['documents'][number];

/**
 * One e-invoice document of an order: its kind, number and status, what its status means, and once LHDN validated it
 * its UUID, validation link and QR code and (but for a consolidated one) a printable copy.
 */
export function EInvoiceDocument({ d, trackingId, statuses, kinds }: { d: Document; trackingId: string; statuses: ReturnType<typeof statusWords>; kinds: ReturnType<typeof kindWords> }) {
  return (
    <li className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between" data-e-invoice={d.code_number}>
      <div className="min-w-0 text-sm">
        {d.kind !== 'invoice' && <p className={eyebrowClass}>{kinds[d.kind]}</p>}
        <p className="mt-1 flex flex-wrap items-center gap-3">
          <span className="font-serif text-lg text-ink">{d.code_number}</span>
          <span className={`border px-2 py-0.5 text-[0.7rem] tracking-[0.15em] uppercase ${statusTone(d.status)}`} data-testid="e-invoice-status">
            {statuses[d.status]}
          </span>
        </p>
        {d.kind === 'consolidated' && d.month && <p className="mt-2 text-stone">{t('eInvoices.order.consolidated', { month: formatMonth(d.month) })}</p>}
        {d.status === 'valid' && d.validated_at && <p className="mt-2 text-stone">{t('eInvoices.order.valid', { date: formatShopDate(d.validated_at) })}</p>}
        {d.status === 'due' && <p className="mt-2 text-stone">{t('eInvoices.order.preparing')}</p>}
        {['submitting', 'submitted'].includes(d.status) && <p className="mt-2 text-stone">{t('eInvoices.order.waiting')}</p>}
        {d.status === 'invalid' && <p className="mt-2 text-stone">{t('eInvoices.order.invalid')}</p>}
        {d.uuid && d.status === 'valid' && (
          <p className="mt-2 break-all text-stone">
            {t('eInvoices.order.uuid')} <span className="text-ink tabular-nums">{d.uuid}</span>
          </p>
        )}
        {d.validation_link && (
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <a href={d.validation_link} target="_blank" rel="noreferrer" className={textLinkClass} data-testid="e-invoice-link">
              {t('eInvoices.order.openValidation')}
            </a>
            {d.kind !== 'consolidated' && (
              <Link to={`/orders/${encodeURIComponent(trackingId)}/e-invoice/${encodeURIComponent(d.code_number)}`} className={textLinkClass}>
                {t('eInvoices.order.print')}
              </Link>
            )}
          </p>
        )}
      </div>
      {d.validation_link && <ValidationQr link={d.validation_link} label={t('eInvoices.order.qrCode')} />}
    </li>
  );
}
