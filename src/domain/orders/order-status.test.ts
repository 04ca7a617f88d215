import { describe, expect, it } from 'vitest';
import { awaitsPayment, canMove, IllegalTransitionError, ORDER_STATUS as S, ORDER_STATUSES, ORDER_TRANSITIONS, transition } from './order-status.ts';

describe('the order state machine (issue 16)', () => {
  it('has the eight statuses, each with its allowed next statuses only', () => {
    expect(ORDER_STATUSES).toEqual(['Pending Payment', 'Paid', 'Payment Failed', 'Cancelled', 'In Production', 'Shipped', 'Delivered', 'Refunded']);
    for (const from of ORDER_STATUSES) for (const to of ORDER_TRANSITIONS[from]) expect(ORDER_STATUSES).toContain(to);
  });

  it('a payment settles or fails a pending order; a failed payment may be tried again (Pay Now)', () => {
    expect(canMove(S.pendingPayment, S.paid)).toBe(true);
    expect(canMove(S.pendingPayment, S.paymentFailed)).toBe(true);
    expect(canMove(S.paymentFailed, S.pendingPayment)).toBe(true);
    expect(canMove(S.paymentFailed, S.paid)).toBe(true);
    expect(awaitsPayment(S.paymentFailed)).toBe(true);
    expect(awaitsPayment(S.paid)).toBe(false);
  });

  it('cancellation only before any payment (account spec §9); a paid order is refunded instead', () => {
    expect(canMove(S.pendingPayment, S.cancelled)).toBe(true);
    for (const paid of [S.paid, S.inProduction, S.shipped, S.delivered]) {
      expect(canMove(paid, S.cancelled)).toBe(false);
      expect(canMove(paid, S.refunded)).toBe(true);
    }
  });

  it('goes forward through production, shipping and delivery, never back; cancelled and refunded are final', () => {
    expect(canMove(S.paid, S.inProduction)).toBe(true);
    expect(canMove(S.inProduction, S.shipped)).toBe(true);
    expect(canMove(S.shipped, S.delivered)).toBe(true);
    expect(canMove(S.shipped, S.inProduction)).toBe(false);
    expect(canMove(S.paid, S.shipped)).toBe(false);
    expect(ORDER_TRANSITIONS[S.cancelled]).toEqual([]);
    expect(ORDER_TRANSITIONS[S.refunded]).toEqual([]);
  });

  it('an illegal transition is refused with a clear message; a legal one records cause and actor', () => {
    expect(() => transition(S.cancelled, S.paid, 'late callback', { kind: 'gateway' })).toThrow(new IllegalTransitionError(S.cancelled, S.paid));
    expect(() => transition(S.cancelled, S.paid, 'late callback', { kind: 'gateway' })).toThrow('An order that is Cancelled cannot become Paid.');
    expect(transition(S.pendingPayment, S.paid, 'eGHL TxnStatus 0', { kind: 'gateway' })).toEqual({ from: S.pendingPayment, to: S.paid, cause: 'eGHL TxnStatus 0', actor: { kind: 'gateway' } });
  });
});
