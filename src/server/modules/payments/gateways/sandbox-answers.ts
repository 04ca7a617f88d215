import { t } from '../../../../domain/words/catalogue.ts';
import { TXN_STATUS } from './eghl-protocol.ts';
import '../../../../domain/words/books/sandbox.ts';

/**
 * The sandbox gateway's testing option "Status query answers": what its status query says about a payment instead of
 * the payment's own result, so every answer eGHL can give reaches the shop's re-query job.
 */
export const QUERY_ANSWERS = {
  notFound: { label: () => t('sandbox.testing.queryAnswers.notFound'), txnStatus: TXN_STATUS.notFound, message: 'Transaction does not exist' },
  systemError: { label: () => t('sandbox.testing.queryAnswers.systemError'), txnStatus: TXN_STATUS.systemError, message: 'System error, please try again later' },
  reversed: { label: () => t('sandbox.testing.queryAnswers.reversed'), txnStatus: TXN_STATUS.reversed, message: 'Transaction reversed' },
  refunded: { label: () => t('sandbox.testing.queryAnswers.refunded'), txnStatus: TXN_STATUS.refunded, message: 'Transaction refunded' },
  reversalPending: { label: () => t('sandbox.testing.queryAnswers.reversalPending'), txnStatus: TXN_STATUS.reversalPending, message: 'Reversal pending' },
  authorised: { label: () => t('sandbox.testing.queryAnswers.authorised'), txnStatus: TXN_STATUS.authorised, message: 'Transaction authorised' },
  captured: { label: () => t('sandbox.testing.queryAnswers.captured'), txnStatus: TXN_STATUS.captured, message: 'Transaction captured' },
  unknown: { label: () => t('sandbox.testing.queryAnswers.unknown'), txnStatus: '77', message: 'Unknown status' },
} as const;
export type QueryAnswer = keyof typeof QUERY_ANSWERS;
export const isQueryAnswer = (value: string): value is QueryAnswer => Object.hasOwn(QUERY_ANSWERS, value);
