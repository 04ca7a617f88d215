import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_METHOD_REFUSED, orderCreateSchema, PAYMENT_METHOD_REFUSED, PAYMENT_METHODS, payNowSchema } from '../contract/orders.ts';
import { fpxLimitMessage } from './payment-limits.ts';
import { AT_STORE_METHOD, DEFAULT_ONLINE_METHOD, methodRefusal, ONLINE_PAYMENT_METHODS, PAYMENT_METHOD_CODES, PAYMENT_METHOD_TABLE, paymentMethodOf } from './payment-methods.ts';

describe('the table of payment methods', () => {
  it('holds FPX (the default), card, instalments by card, paid at the store (staff only, no gateway) and bank transfer (no gateway)', () => {
    expect(PAYMENT_METHOD_CODES).toEqual(['DD', 'CC', 'EPP', 'STORE', 'BT']);
    expect(ONLINE_PAYMENT_METHODS).toEqual(['DD', 'CC', 'EPP']);
    expect(DEFAULT_ONLINE_METHOD).toBe('DD');
    expect(AT_STORE_METHOD).toBe('STORE');
    expect(paymentMethodOf('STORE')).toMatchObject({ gateway: null, usedBy: ['staff'], shortLabel: 'At the store' });
    expect(paymentMethodOf('BT')).toMatchObject({ gateway: null, usedBy: ['shopper', 'staff'], shortLabel: 'Transfer' });
    expect(PAYMENT_METHOD_TABLE.map((m) => m.shortLabel)).toEqual(['FPX', 'Card', 'Instalments', 'At the store', 'Transfer']);
    expect(paymentMethodOf('XX')).toBeUndefined();
  });

  it('a method’s limits come from the table: FPX refuses beyond RM 1.00 to RM 30,000.00, a card takes any total', () => {
    expect(methodRefusal('DD', 3_000_000)).toBeNull();
    expect(methodRefusal('DD', 3_000_001)).toBe(fpxLimitMessage(3_000_001));
    expect(methodRefusal('DD', 99)).toBe(fpxLimitMessage(99));
    expect(methodRefusal('CC', 99_999_999)).toBeNull();
  });

  it('the contract takes the table’s online methods and refuses another code naming the allowed ones', () => {
    expect(PAYMENT_METHODS).toEqual(ONLINE_PAYMENT_METHODS);
    expect(PAYMENT_METHOD_REFUSED).toBe('The payment method must be DD (FPX), CC (Card) or EPP (Instalments).');
    const order = { total_amount: 10, user_cart_id: [1] };
    expect(orderCreateSchema.parse(order).payment_method).toBe('DD');
    expect(ORDER_PAYMENT_METHOD_REFUSED).toBe('The payment method must be DD (FPX), CC (Card), EPP (Instalments) or BT (Transfer).');
    expect(orderCreateSchema.parse({ ...order, payment_method: 'BT' }).payment_method).toBe('BT');
    for (const code of ['XX', 'STORE', 'dd']) {
      const parsed = orderCreateSchema.safeParse({ ...order, payment_method: code });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(ORDER_PAYMENT_METHOD_REFUSED);
      expect(payNowSchema.safeParse({ order_tracking_id: 'KL1', payment_method: code }).error?.issues[0].message).toBe(PAYMENT_METHOD_REFUSED);
    }
  });
});
