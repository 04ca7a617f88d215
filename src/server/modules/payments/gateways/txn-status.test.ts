import { describe, expect, it } from 'vitest';
import { confirmedMonthsOf, failureOf, paymentAnswerOf } from './txn-status.ts';

describe("every gateway answer understood (eGHL's TxnStatus, domain.md §4)", () => {
  it('0 success and 16 captured pay the order; 1 failed fails it', () => {
    for (const via of ['callback', 'return', 'query'] as const) {
      expect(paymentAnswerOf('0', via)).toEqual({ status: 'captured' });
      expect(paymentAnswerOf('16', via)).toEqual({ status: 'captured' });
      expect(paymentAnswerOf('1', via)).toEqual({ status: 'failed' });
    }
  });

  it('-1 "does not exist" fails the attempt when the status query says it, and waits for the query otherwise', () => {
    expect(paymentAnswerOf('-1', 'query')).toEqual({ status: 'failed' });
    expect(paymentAnswerOf('-1', 'callback')).toEqual({ status: 'pending', why: 'not found yet' });
    expect(paymentAnswerOf('-1', 'return')).toEqual({ status: 'pending', why: 'not found yet' });
  });

  it('2 pending, -2 system error and 15 authorised (money only held) are asked about again', () => {
    expect(paymentAnswerOf('2', 'query')).toEqual({ status: 'pending', why: 'pending' });
    expect(paymentAnswerOf('-2', 'query')).toEqual({ status: 'pending', why: 'system error' });
    expect(paymentAnswerOf('15', 'query')).toEqual({ status: 'pending', why: 'authorised' });
  });

  it('9 reversed, 10 refunded and 31 reversal pending mean the money went back', () => {
    expect(paymentAnswerOf('9', 'query')).toEqual({ status: 'reversed', reversal: 'reversed' });
    expect(paymentAnswerOf('10', 'callback')).toEqual({ status: 'reversed', reversal: 'refunded' });
    expect(paymentAnswerOf('31', 'query')).toEqual({ status: 'reversed', reversal: 'reversal pending' });
  });

  it('anything else is unknown: left pending', () => {
    for (const status of ['', '3', '77', '0 ', 'x', '-3']) expect(paymentAnswerOf(status, 'query')).toEqual({ status: 'pending', why: 'unknown' });
  });

  it('-1 failed as never heard of (a later approval still settles it); 1 with "Buyer cancelled" cancelled by the shopper', () => {
    expect(failureOf({ txnStatus: '-1', txnMessage: 'Transaction does not exist' })).toBe('not found');
    expect(failureOf({ txnStatus: '1', txnMessage: 'Buyer cancelled' })).toBe('cancelled by buyer');
    expect(failureOf({ txnStatus: '1', txnMessage: 'Transaction Failed' })).toBe('declined');
    expect(failureOf({ txnStatus: null, txnMessage: null })).toBe('declined');
  });
});

describe('the bank’s word on a plan (eGHL: EPP_YN, EPPMonth)', () => {
  const word = (eppYn: string, eppMonth: string) => ({ eppYn, eppMonth });
  it('a plan is granted only by EPP_YN 1 with a month count', () => {
    expect(confirmedMonthsOf(word('1', '12'))).toBe(12);
    expect(confirmedMonthsOf(word('1', '06'))).toBe(6);
    expect(confirmedMonthsOf(word('0', '12'))).toBeNull();
    expect(confirmedMonthsOf(word('1', ''))).toBeNull();
    expect(confirmedMonthsOf(word('1', '0'))).toBeNull();
    expect(confirmedMonthsOf(word('', ''))).toBeNull();
  });
});
