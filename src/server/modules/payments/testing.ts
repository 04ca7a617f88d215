import { eq } from 'drizzle-orm';
import { orders, paymentAttempts } from '../../db/schema/orders.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import type { orderFixtures, Shopper } from '../orders/testing.ts';
import { signResponse, type EghlResponse } from './gateways/eghl-protocol.ts';

/** Test helpers for payments: a placed order with its gateway form, the gateway's signed answer, the stored rows. */
export function paymentFixtures(shop: TestShop, f: ReturnType<typeof orderFixtures>) {
  const db = shop.database.db;
  const form = (fields: object) => new URLSearchParams(fields as Record<string, string>).toString();
  return {
    /** Posts a form as a browser or the gateway does, to this shop or another instance. */
    post: (url: string, fields: object, on: TestShop = shop) => on.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(fields) }),

    /** A shopper's placed order for a ring with a fresh stone, its payment form, and the stone. */
    async placedOrder(shopper?: Shopper) {
      const who = shopper ?? (await registeredShopper(shop.app));
      const stone = await f.freeStone();
      const cart = await f.ringInCart(who, stone.certificateNo);
      const address = await f.addressOf(who);
      const answer = await f.place(who, { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      const order = answer.json().order as { OrderNumber: string; payment: { action: string; fields: Record<string, string> } };
      return { shopper: who, stone, order, fields: order.payment.fields };
    },

    /** The gateway's answer to a payment form, signed with the shop's (sandbox) merchant password. */
    gatewayAnswer(fields: Record<string, string>, status: string, overrides: Partial<EghlResponse> = {}, password = shop.app.payments.gateway.password): EghlResponse {
      const { HashValue: _h, HashValue2: _h2, ...rest } = { HashValue: '', HashValue2: '', TxnID: `T${Math.random().toString(36).slice(2, 10)}`, ServiceID: fields.ServiceID, PaymentID: fields.PaymentID, OrderNumber: fields.OrderNumber, TxnStatus: status, Amount: fields.Amount, CurrencyCode: fields.CurrencyCode, AuthCode: status === '0' ? 'AUTH01' : '', TxnMessage: status === '0' ? 'Transaction Successful' : 'Transaction Failed', IssuingBank: 'Maybank2u', Param6: '', Param7: '', ...overrides };
      return signResponse(password, rest);
    },

    async orderRow(trackingId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.trackingId, trackingId));
      return row;
    },

    async attemptRow(paymentId: string) {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, paymentId));
      return row;
    },
  };
}
