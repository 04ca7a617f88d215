import type { ReturnStatus } from './returns';
import { t } from '../words/catalogue';

/** The words of a return's step, as the order page and the back-office show it. */
export function returnStepWords(status: ReturnStatus): string {
  const words: Record<ReturnStatus, string> = {
    requested: t('orders.returnSteps.requested'),
    received: t('orders.returnSteps.received'),
    inspected: t('orders.returnSteps.inspected'),
    refunded: t('orders.returnSteps.refunded'),
    refused: t('orders.returnSteps.refused'),
  };
  return words[status];
}

/** The words of a refund's state (pending, refunded, refused), as the back-office return page shows it. */
export function refundStateWords(state: 'pending' | 'refunded' | 'refused'): string {
  const words = {
    pending: t('names.refundStatuses.pending'),
    refunded: t('names.refundStatuses.refunded'),
    refused: t('names.refundStatuses.refused'),
  };
  return words[state];
}
