import { describe, expect, it } from 'vitest';
import { signResponse } from './eghl-protocol.ts';
import { eghlProtocolGateway, newPaymentId } from './eghl.ts';

/** What eGHL's messages become in the shop's terms (payments/gateway.ts): the answer, the words kept, the order's history. */
const merchant = { serviceId: 'KLF', password: 'sit12345', paymentUrl: 'https://test2pay.ghl.com/IPGSG/Payment.aspx' };
const gateway = eghlProtocolGateway('eGHL', merchant, { query: async () => undefined, refund: async () => ({ outcome: 'pending', reference: '' }) });
const answer = (TxnStatus: string, TxnMessage: string) =>
  signResponse(merchant.password, { TxnID: 'T1', ServiceID: 'KLF', PaymentID: 'KL1', OrderNumber: 'KL20261127ABC123', TxnStatus, Amount: '100.00', CurrencyCode: 'MYR', AuthCode: '', TxnMessage, IssuingBank: 'Maybank', Param6: '', Param7: '' });
const messageOf = (TxnStatus: string, TxnMessage = '') => {
  const verified = gateway.verify(answer(TxnStatus, TxnMessage), 'callback');
  if (!('message' in verified)) throw new Error(verified.refused);
  return verified.message;
};

describe('eGHL’s messages in the shop’s terms', () => {
  it('the order’s history says the gateway’s TxnMessage, or, without one, TxnStatus 0 for an approval and 1 for a failure', () => {
    expect(messageOf('0', 'Transaction Successful').said).toBe('Transaction Successful');
    expect(messageOf('0').said).toBe('TxnStatus 0');
    expect(messageOf('16').said).toBe('TxnStatus 0');
    expect(messageOf('1').said).toBe('TxnStatus 1');
    expect(messageOf('9').said).toBe('TxnStatus 1');
  });

  it('the attempt keeps TxnID, TxnStatus and TxnMessage in its list of messages, as eGHL wrote them', () => {
    expect(messageOf('1', 'Buyer cancelled').record).toMatchObject({ txnStatus: '1', txnMessage: 'Buyer cancelled', entry: { TxnID: 'T1', TxnStatus: '1', TxnMessage: 'Buyer cancelled' } });
  });

  it('why an attempt failed is read back from what it kept', () => {
    expect(gateway.failureOf(messageOf('1', 'Buyer cancelled').record)).toBe('cancelled by buyer');
    expect(gateway.failureOf({ txnStatus: '-1', txnMessage: '' })).toBe('not found');
  });

  it('a PaymentID is at most 20 characters, new for each attempt', () => {
    const id = newPaymentId();
    expect(id).toMatch(/^KL[0-9A-Z]{1,18}$/);
    expect(id.length).toBeLessThanOrEqual(20);
    expect(newPaymentId()).not.toBe(id);
    expect(gateway.newPaymentId(Date.now())).toMatch(/^KL/);
  });
});
