import type { ReturnStatus } from '../../../domain/returns';
import { t } from '../../../domain/words/catalogue';

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
