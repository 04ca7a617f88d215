import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_METHOD_REFUSED } from '../../../domain/contract/orders.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orders, paymentAttempts } from '../../db/schema/orders.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { orderFixtures, startOrderShop } from './testing.ts';

let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(10);
  f = orderFixtures(shop);
});
afterAll(async () => shop?.close());

/** A shopper with a ring whose diamond costs `stoneSen` in the cart, and an address. */
async function ringOf(stoneSen: number) {
  const shopper = await registeredShopper(shop.app);
  const stone = await f.freeStone();
  await shop.database.db.update(diamonds).set({ priceSen: stoneSen }).where(eq(diamonds.id, stone.id));
  const cart = await f.ringInCart(shopper, stone.certificateNo);
  return { shopper, cart, address: await f.addressOf(shopper), order: { total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) } };
}

describe('money rules at the server', () => {
  it('FPX (DD) is refused above RM 30,000.00 with a 4xx naming the limit and offering card; a card pays the same order', async () => {
    const { shopper, address, order } = await ringOf(3_500_000);
    const refused = await f.place(shopper, { ...order, address_id: address, payment_method: 'DD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/RM 1\.00 to RM 30,000\.00.*card/);
    // the default method is FPX too
    expect((await f.place(shopper, { ...order, address_id: address })).statusCode).toBe(400);
    const placed = await f.place(shopper, { ...order, address_id: address, payment_method: 'CC' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.payment.fields.PymtMethod).toBe('CC');
  });

  it('Pay Now (PUT /api/order/update) refuses FPX above the limit too, and takes a card', async () => {
    const { shopper, address, order } = await ringOf(3_500_000);
    const placed = (await f.place(shopper, { ...order, address_id: address, payment_method: 'CC' })).json().order;
    const payNow = (method?: string) => shop.app.inject({ method: 'PUT', url: '/api/order/update', headers: shopper.auth, payload: { order_tracking_id: placed.OrderNumber, ...(method ? { payment_method: method } : {}) } });
    const refused = await payNow('DD');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/RM 30,000\.00.*card/);
    expect((await payNow('CC')).statusCode).toBe(200);
    expect((await payNow()).statusCode).toBe(200); // the order's own method: card
  });

  it('FPX takes an order within the limit', async () => {
    const { shopper, address, order } = await ringOf(1_000_000);
    expect((await f.place(shopper, { ...order, address_id: address, payment_method: 'DD' })).statusCode).toBe(200);
  });

  it('a total with more than two decimals, or below zero, is a 400 that says so', async () => {
    const { shopper, address, order } = await ringOf(1_000_000);
    const decimals = await f.place(shopper, { ...order, address_id: address, total_amount: order.total_amount + 0.004 });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().message).toContain('at most two decimals');
    const negative = await f.place(shopper, { ...order, address_id: address, total_amount: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('cannot be negative');
  });

  it('the payment methods come from the table: an unknown code is a 400 naming the allowed ones, at placing and at Pay Now; the database refuses one too', async () => {
    const { shopper, address, order } = await ringOf(100_000);
    for (const code of ['XX', 'STORE']) {
      const refused = await f.place(shopper, { ...order, address_id: address, payment_method: code });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().message).toContain(ORDER_PAYMENT_METHOD_REFUSED);
    }
    const placed = (await f.place(shopper, { ...order, address_id: address, payment_method: 'CC' })).json().order;
    const payNow = await shop.app.inject({ method: 'PUT', url: '/api/order/update', headers: shopper.auth, payload: { order_tracking_id: placed.OrderNumber, payment_method: 'INSTALMENT' } });
    expect(payNow.statusCode).toBe(400);
    expect(payNow.json().message).toContain('DD (FPX), CC (Card) or EPP (Instalments)');
    // the stored codes are checked against the table by the database (migration 0012)
    await expect(shop.database.db.update(orders).set({ paymentMethod: 'XX' as 'DD' }).where(eq(orders.trackingId, placed.OrderNumber))).rejects.toThrow();
    await expect(shop.database.db.update(paymentAttempts).set({ method: 'STORE' as 'DD' })).rejects.toThrow();
    expect((await shop.database.db.select({ method: orders.paymentMethod }).from(orders).where(eq(orders.trackingId, placed.OrderNumber)))[0].method).toBe('CC');
  });
});
