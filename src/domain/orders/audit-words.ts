import { orderStatusInWords } from './order-status';
import { returnStepWords } from './return-words';
import { isReturnStatus } from './returns';
import { t } from '../words/catalogue';
import '../words/books/cms';

/** A staff change as the audit log keeps it: its action code and the record's fields after it. */
export interface AuditEntry {
  action: string;
  after?: Record<string, unknown> | null;
}

/** Each action's words, written out so the catalogue's check finds every key read. */
const ACTION_WORDS: Record<string, () => string> = {
  'category.update': () => t('cms.auditActions.categoryUpdate'),
  'content.update': () => t('cms.auditActions.contentUpdate'),
  'diamond.update': () => t('cms.auditActions.diamondUpdate'),
  'e-invoice.resubmit': () => t('cms.auditActions.eInvoiceResubmit'),
  'email.resend': () => t('cms.auditActions.emailResend'),
  'feed.upload': () => t('cms.auditActions.feedUpload'),
  'instalment-plans.update': () => t('cms.auditActions.instalmentPlansUpdate'),
  'order.review': () => t('cms.auditActions.orderReview'),
  'pricing.reprice': () => t('cms.auditActions.pricingReprice'),
  'pricing.update': () => t('cms.auditActions.pricingUpdate'),
  'product.create': () => t('cms.auditActions.productCreate'),
  'product.picture.remove': () => t('cms.auditActions.productPictureRemove'),
  'product.picture.upload': () => t('cms.auditActions.productPictureUpload'),
  'product.update': () => t('cms.auditActions.productUpdate'),
  'rate.override': () => t('cms.auditActions.rateOverride'),
  'return.refund': () => t('cms.auditActions.returnRefund'),
  'settings.update': () => t('cms.auditActions.settingsUpdate'),
  'shipping.update': () => t('cms.auditActions.shippingUpdate'),
  'subcategory.create': () => t('cms.auditActions.subcategoryCreate'),
  'subcategory.delete': () => t('cms.auditActions.subcategoryDelete'),
  'subcategory.reorder': () => t('cms.auditActions.subcategoryReorder'),
  'subcategory.update': () => t('cms.auditActions.subcategoryUpdate'),
};

/**
 * What a staff change was, in the back-office's words ('Moved to Shipped', 'Alternate-address check cleared'); an
 * action the shop does not know yet reads as its code.
 */
export function auditActionInWords(entry: AuditEntry): string {
  if (entry.action === 'order.status') return t('cms.auditActions.orderStatus', { status: orderStatusInWords(String(entry.after?.status ?? '')) });
  const step = entry.action.startsWith('return.') ? entry.action.slice('return.'.length) : '';
  if (isReturnStatus(step)) return t('cms.auditActions.returnStep', { status: returnStepWords(step) });
  const words = Object.hasOwn(ACTION_WORDS, entry.action) ? ACTION_WORDS[entry.action] : undefined;
  return words ? words() : entry.action;
}

/** The note staff wrote with the change, if any. */
export function auditNoteOf(entry: AuditEntry): string | null {
  const note = entry.after?.note;
  return typeof note === 'string' && note.trim() ? note : null;
}
