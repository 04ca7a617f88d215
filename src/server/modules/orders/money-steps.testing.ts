import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { senFromRinggit } from '../../../domain/money/money.ts';
import { orderStatusChanges } from '../../db/schema/orders.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { SANDBOX_PATH } from '../payments/index.ts';
import type { MoneyShop, Shopper } from './testing.ts';

export const APPROVED_CARD = '4111 1111 1111 1111';

/**
 * The steps of an order's money a test takes through the API of the money shop: placed with a plain ring (returnable),
 * paid at the sandbox, delivered by staff, returned by the shopper, received and inspected and refunded by staff.
 */
export function moneySteps(m: MoneyShop) {
  const { f, p, staff, api } = m;
  return {
    /** A plain ring (no engraving) with a fresh stone, ordered by `shopper` (a new one unless given), by card. */
    async placed(shopper?: Shopper) {
      const who = shopper ?? (await registeredShopper(m.shop.app));
      const stone = await f.freeStone();
      const { product, colour } = await f.engagementSetting();
      const added = await api('POST', '/api/user/cart', who, { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: { text: '', font: '' }, diamond: { CERTIFICATE_NO: stone.certificateNo } });
      if (added.statusCode !== 200) throw new Error(added.body);
      const cart = await f.cartOf(who);
      const placed = await f.place(who, { address_id: await f.addressOf(who), total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: 'CC' });
      if (placed.statusCode !== 200) throw new Error(placed.body);
      const { OrderNumber: trackingId, payment } = placed.json().order as { OrderNumber: string; payment: { fields: Record<string, string> } };
      return { shopper: who, trackingId, fields: payment.fields, totalSen: senFromRinggit(cart.total) };
    },

    /** A new payment form for the order (Pay Now). */
    async payNow(shopper: Shopper, trackingId: string): Promise<Record<string, string>> {
      const answer = await api('PUT', '/api/order/update', shopper, { order_tracking_id: trackingId, payment_method: 'CC' });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      return answer.json().order.payment.fields;
    },

    /** The shopper pays this form at the sandbox with the approved card (its refunds answered as `refund` says); its callback settles it. */
    async paid(fields: Record<string, string>, refund: 'success' | 'pending' | 'failure' = 'success') {
      const done = await p.post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'pay', card: APPROVED_CARD, callback: 'once', refund });
      expect(done.statusCode, done.body.slice(0, 300)).toBe(200);
    },

    /** Staff take a paid order to Delivered, yesterday. */
    async delivered(trackingId: string) {
      for (const move of [{ status: 'In Production' }, { status: 'Shipped', shipping_tracking_no: 'EX123456789MY' }, { status: 'Delivered' }]) {
        const moved = await api('PUT', `/api/cms/orders/${trackingId}/status`, staff, move);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const row = await p.orderRow(trackingId);
      await m
        .db()
        .update(orderStatusChanges)
        .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
        .where(and(eq(orderStatusChanges.orderId, row.id), eq(orderStatusChanges.toStatus, 'Delivered')));
    },

    /** The shopper asks to return every line of the order (on `on`, another instance, when given); the answer as it came. */
    async askReturn(shopper: Shopper, trackingId: string, on: TestShop = m.shop) {
      const order = (await api('GET', `/api/order/${trackingId}`, shopper)).json().order as { orders: { line_id: number }[] };
      return on.app.inject({ method: 'POST', url: `/api/order/${trackingId}/returns`, headers: shopper.auth, payload: { lines: order.orders.map((l) => l.line_id), reason: 'changedMind', note: 'Lovely, but not for me.' } });
    },

    /** Staff receive and inspect a return. */
    async inspected(number: string) {
      expect((await api('POST', `/api/cms/returns/${number}/received`, staff, { note: 'Parcel arrived sealed.' })).statusCode).toBe(200);
      const done = await api('POST', `/api/cms/returns/${number}/inspected`, staff, { note: 'Unworn, certificate matches.', relist: false });
      expect(done.statusCode, done.body).toBe(200);
    },

    refund: (number: string, payload: object = {}) => api('POST', `/api/cms/returns/${number}/refund`, staff, payload),
  };
}
