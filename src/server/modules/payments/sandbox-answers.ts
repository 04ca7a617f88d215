import { TXN_STATUS } from './eghl.ts';

/**
 * The sandbox gateway's testing option "Status query answers": what its status query says about a payment instead of
 * the payment's own result, so every answer eGHL can give reaches the shop's re-query job.
 */
export const QUERY_ANSWERS = {
  notFound: { label: 'Transaction does not exist (-1)', txnStatus: TXN_STATUS.notFound, message: 'Transaction does not exist' },
  systemError: { label: 'System error (-2)', txnStatus: TXN_STATUS.systemError, message: 'System error, please try again later' },
  reversed: { label: 'Reversed (9)', txnStatus: TXN_STATUS.reversed, message: 'Transaction reversed' },
  refunded: { label: 'Refunded (10)', txnStatus: TXN_STATUS.refunded, message: 'Transaction refunded' },
  reversalPending: { label: 'Reversal pending (31)', txnStatus: TXN_STATUS.reversalPending, message: 'Reversal pending' },
  authorised: { label: 'Authorised, not captured (15)', txnStatus: TXN_STATUS.authorised, message: 'Transaction authorised' },
  captured: { label: 'Captured (16)', txnStatus: TXN_STATUS.captured, message: 'Transaction captured' },
  unknown: { label: 'An unknown status (77)', txnStatus: '77', message: 'Unknown status' },
} as const;
export type QueryAnswer = keyof typeof QUERY_ANSWERS;
export const isQueryAnswer = (value: string): value is QueryAnswer => Object.hasOwn(QUERY_ANSWERS, value);
