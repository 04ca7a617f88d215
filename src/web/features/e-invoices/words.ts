import type { EInvoiceKind, EInvoiceStatus } from '../../../domain/contract/e-invoices';
import { t } from '../../../domain/words/catalogue';

/** A document's status and kind in the catalogue's words. */
export const statusWords = (): Record<EInvoiceStatus, string> => ({
  due: t('eInvoices.status.due'),
  submitting: t('eInvoices.status.submitting'),
  submitted: t('eInvoices.status.submitted'),
  valid: t('eInvoices.status.valid'),
  invalid: t('eInvoices.status.invalid'),
  cancelled: t('eInvoices.status.cancelled'),
});
export const kindWords = (): Record<EInvoiceKind, string> => ({
  invoice: t('eInvoices.kinds.invoice'),
  consolidated: t('eInvoices.kinds.consolidated'),
  'refund note': t('eInvoices.kinds.refundNote'),
});
/** The tone of a status badge. */
export const statusTone = (status: EInvoiceStatus) => (status === 'valid' ? 'border-gold text-gold-deep' : status === 'invalid' ? 'border-ruby/50 text-ruby' : 'border-stone/40 text-stone');
