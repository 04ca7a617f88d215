import { orderStatusInWords } from './order-status';
import { returnStepWords } from './return-words';
import { isReturnStatus } from './returns';
import { t } from './words/catalogue';
import './words/books/cms';

/** A staff change as the audit log keeps it: its action code and the record's fields after it. */
export interface AuditEntry {
  action: string;
  after?: Record<string, unknown> | null;
}

const ACTION_KEYS = {
  'category.update': 'categoryUpdate',
  'content.update': 'contentUpdate',
  'diamond.update': 'diamondUpdate',
  'e-invoice.resubmit': 'eInvoiceResubmit',
  'email.resend': 'emailResend',
  'feed.upload': 'feedUpload',
  'instalment-plans.update': 'instalmentPlansUpdate',
  'order.review': 'orderReview',
  'pricing.reprice': 'pricingReprice',
  'pricing.update': 'pricingUpdate',
  'product.create': 'productCreate',
  'product.picture.remove': 'productPictureRemove',
  'product.picture.upload': 'productPictureUpload',
  'product.update': 'productUpdate',
  'rate.override': 'rateOverride',
  'return.refund': 'returnRefund',
  'settings.update': 'settingsUpdate',
  'shipping.update': 'shippingUpdate',
  'subcategory.create': 'subcategoryCreate',
  'subcategory.delete': 'subcategoryDelete',
  'subcategory.reorder': 'subcategoryReorder',
  'subcategory.update': 'subcategoryUpdate',
} as const;

/**
 * What a staff change was, in the back-office's words ('Moved to Shipped', 'Alternate-address check cleared'); an
 * action the shop does not know yet reads as its code.
 */
export function auditActionInWords(entry: AuditEntry): string {
  const status = typeof entry.after?.status === 'string' ? entry.after.status : '';
  if (entry.action === 'order.status') return t('cms.auditActions.orderStatus', { status: orderStatusInWords(status) });
  const step = entry.action.startsWith('return.') ? entry.action.slice('return.'.length) : '';
  if (isReturnStatus(step) && step !== 'refunded') return t('cms.auditActions.returnStep', { status: returnStepWords(step) });
  const key = (ACTION_KEYS as Record<string, (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS]>)[entry.action];
  return key ? t(`cms.auditActions.${key}`) : entry.action;
}

/** The note staff wrote with the change, if any. */
export function auditNoteOf(entry: AuditEntry): string | null {
  const note = entry.after?.note;
  return typeof note === 'string' && note.trim() ? note : null;
}
