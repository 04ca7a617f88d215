import { randomBytes } from 'node:crypto';
import { signResponse, TXN_STATUS, type EghlResponse } from './eghl.ts';

/**
 * The sandbox gateway's own record of the payments it took (in memory: it is a test gateway inside one shop), so its
 * status query answers as eGHL's does. A payment answered 'pending' settles as approved when next asked about.
 */
export interface SandboxLedger {
  record(response: EghlResponse, settlesAs?: 'approved' | 'declined'): void;
  /** The signed answer to a status query, or undefined when the sandbox never saw the payment. */
  query(paymentId: string): EghlResponse | undefined;
}

export function createSandboxLedger(password: string): SandboxLedger {
  const payments = new Map<string, { response: EghlResponse; settlesAs?: 'approved' | 'declined' }>();
  return {
    record(response, settlesAs) {
      payments.set(response.PaymentID, { response, settlesAs });
      if (payments.size > 10_000) payments.delete(payments.keys().next().value!);
    },
    query(paymentId) {
      const entry = payments.get(paymentId);
      if (!entry) return undefined;
      if (entry.response.TxnStatus === TXN_STATUS.pending && entry.settlesAs) {
        const approved = entry.settlesAs === 'approved';
        const { HashValue: _h, HashValue2: _h2, ...fields } = entry.response;
        entry.response = signResponse(password, {
          ...fields,
          TxnStatus: approved ? TXN_STATUS.success : TXN_STATUS.failed,
          TxnMessage: approved ? 'Transaction Successful' : 'Transaction Failed',
          AuthCode: approved ? randomBytes(3).toString('hex').toUpperCase() : '',
        });
      }
      return entry.response;
    },
  };
}
