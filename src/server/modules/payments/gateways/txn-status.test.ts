import { describe, expect, it } from 'vitest';
import { paymentAnswerOf } from './txn-status.ts';

describe("every gateway answer understood (eGHL's TxnStatus, domain.md §4)", () => {
  it('0 success and 16 captured pay the order; 1 failed fails it', () => {
    for (const via of ['callback', 'return', 'query'] as const) {
      expect(paymentAnswerOf('0', via)).toEqual({ kind: 'paid' });
      expect(paymentAnswerOf('16', via)).toEqual({ kind: 'paid' });
      expect(paymentAnswerOf('1', via)).toEqual({ kind: 'failed' });
    }
  });

  it('-1 "does not exist" fails the attempt when the status query says it, and waits for the query otherwise', () => {
    expect(paymentAnswerOf('-1', 'query')).toEqual({ kind: 'failed' });
    expect(paymentAnswerOf('-1', 'callback')).toEqual({ kind: 'pending', why: 'not found yet' });
    expect(paymentAnswerOf('-1', 'return')).toEqual({ kind: 'pending', why: 'not found yet' });
  });

  it('2 pending, -2 system error and 15 authorised (money only held) are asked about again', () => {
    expect(paymentAnswerOf('2', 'query')).toEqual({ kind: 'pending', why: 'pending' });
    expect(paymentAnswerOf('-2', 'query')).toEqual({ kind: 'pending', why: 'system error' });
    expect(paymentAnswerOf('15', 'query')).toEqual({ kind: 'pending', why: 'authorised' });
  });

  it('9 reversed, 10 refunded and 31 reversal pending mean the money went back', () => {
    expect(paymentAnswerOf('9', 'query')).toEqual({ kind: 'returned', reversal: 'reversed' });
    expect(paymentAnswerOf('10', 'callback')).toEqual({ kind: 'returned', reversal: 'refunded' });
    expect(paymentAnswerOf('31', 'query')).toEqual({ kind: 'returned', reversal: 'reversal pending' });
  });

  it('anything else is unknown', () => {
    for (const status of ['', '3', '77', '0 ', 'x', '-3']) expect(paymentAnswerOf(status, 'query')).toEqual({ kind: 'unknown' });
  });
});
