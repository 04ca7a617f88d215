import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diamonds } from '../../db/schema/diamonds.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import type { TestShop } from '../../testing.ts';
import { CMS_API_PREFIX } from '../cms/routes.ts';
import { TXN_STATUS } from '../payments/gateways/eghl-protocol.ts';
import { CALLBACK_PATH, SANDBOX_PATH } from '../payments/gateway.ts';
import { paymentFixtures } from '../payments/testing.ts';
import { expireReservations, recheckPendingPayments } from './jobs.ts';
import { MOVE_EFFECTS } from './move-effects.ts';
import { orderFixtures, startOrderShop, type Shopper } from './testing.ts';

/**
 * An order's move carries its effects whoever makes it (move-effects.ts, applied by `moveOrder`): Paid through the
 * gateway's callback, the re-query job or staff at the store sells the stones, clears the reservation and writes the
 * confirmation (the ordered lines left the cart as the order was placed); Cancelled by the expiry job or staff puts
 * the stones back on sale, clears the reservation and gives the cart its lines back, without an e-mail.
 */
let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
let p: ReturnType<typeof paymentFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(30);
  f = orderFixtures(shop);
  p = paymentFixtures(shop, f);
});
afterAll(async () => shop?.close());

const db = () => shop.database.db;
const stoneState = async (id: number) => {
  const [row] = await db().select().from(diamonds).where(eq(diamonds.id, id));
  return { available: row.isAvailable, held: row.reservedByOrderId !== null };
};
const mailsTo = async (who: Shopper, kind: string) => (await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, who.email), eq(emailOutbox.kind, kind)))).length;
const staffMove = (staff: Shopper, tracking: string, body: object) => shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/orders/${tracking}/status`, headers: staff.auth, payload: body });

/** Paid, whoever made it: stone sold, reservation cleared, paid time set, the cart line still gone, one confirmation written. */
async function expectPaidEffects(who: Shopper, tracking: string, stoneId: number) {
  const row = await p.orderRow(tracking);
  expect(row).toMatchObject({ status: 'Paid', reservedUntil: null });
  expect(row.paidAt).not.toBeNull();
  expect(await stoneState(stoneId)).toEqual({ available: false, held: true });
  expect((await f.cartOf(who)).items).toEqual([]);
  expect(await mailsTo(who, 'order-confirmation')).toBe(1);
}

describe('what a move of an order does, through each caller', () => {
  it('the table says what Paid, Payment Failed, Cancelled and Shipped do; other moves change only the status', () => {
    expect(Object.keys(MOVE_EFFECTS).sort()).toEqual(['Cancelled', 'Paid', 'Payment Failed', 'Shipped']);
    // stones back on sale, the cart lines given back
    expect(MOVE_EFFECTS.Cancelled?.does).toHaveLength(2);
    // stones sold, the cart lines of an order placed before they left the cart at placing removed, the e-invoice due
    // when the order needs its own, the confirmation written
    expect(MOVE_EFFECTS.Paid?.does).toHaveLength(4);
    expect(MOVE_EFFECTS.Paid?.sets?.()).toMatchObject({ reservedUntil: null, paidAt: expect.any(Date) });
    expect(MOVE_EFFECTS.Cancelled?.sets?.()).toEqual({ reservedUntil: null });
  });

  it('Paid by the gateway’s callback', async () => {
    const { shopper, stone, order, fields } = await p.placedOrder();
    expect((await f.cartOf(shopper)).items).toEqual([]);
    expect(await mailsTo(shopper, 'order-confirmation')).toBe(0);
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success))).body).toBe('OK');
    await expectPaidEffects(shopper, order.OrderNumber, stone.id);
  });

  it('Paid by the re-query job', async () => {
    const { shopper, stone, order, fields } = await p.placedOrder();
    expect((await p.post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'pending', callback: 'never' })).statusCode).toBe(200);
    expect((await p.orderRow(order.OrderNumber)).status).toBe('Pending Payment');
    const { settlement, query } = shop.app.payments;
    expect(await recheckPendingPayments(settlement, query, 3, new Date(Date.now() + 4 * 60_000))).toBeGreaterThanOrEqual(1);
    await expectPaidEffects(shopper, order.OrderNumber, stone.id);
  });

  it('Paid by staff for an order paid at the store', async () => {
    const staff = await f.staffMember();
    const stone = await f.freeStone();
    const cart = await f.ringInCart(staff, stone.certificateNo);
    const placed = await f.place(staff, { total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), pay_counter: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const tracking = placed.json().order.OrderNumber as string;
    expect((await f.cartOf(staff)).items).toEqual([]);
    expect((await staffMove(staff, tracking, { status: 'Paid', note: 'paid at the counter' })).statusCode).toBe(200);
    await expectPaidEffects(staff, tracking, stone.id);
  });

  it('Cancelled by the expiry job and by staff: stones back on sale, reservation cleared, the ring back in the cart, no e-mail', async () => {
    const expiring = await p.placedOrder();
    const byStaff = await p.placedOrder();
    const staff = await f.staffMember();
    expect((await staffMove(staff, byStaff.order.OrderNumber, { status: 'Cancelled', note: 'the shopper called' })).statusCode).toBe(200);
    expect(await expireReservations(shop.app.payments.moves, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    for (const { shopper, stone, order } of [expiring, byStaff]) {
      expect(await p.orderRow(order.OrderNumber)).toMatchObject({ status: 'Cancelled', reservedUntil: null });
      expect(await stoneState(stone.id)).toEqual({ available: true, held: false });
      expect((await f.cartOf(shopper)).items).toEqual([expect.objectContaining({ from_cancelled_order: order.OrderNumber, is_available: true })]);
      const mails = await db().select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
      expect(mails.map((m) => m.kind)).toEqual(['order-received']);
    }
  });

  it('staff cannot mark an online order paid: nothing of Paid happens until the gateway approves it', async () => {
    const { shopper, stone, order, fields } = await p.placedOrder();
    const staff = await f.staffMember();
    // staff may not mark an online order paid: refused before anything is written
    expect((await staffMove(staff, order.OrderNumber, { status: 'Paid' })).statusCode).toBe(400);
    expect(await stoneState(stone.id)).toEqual({ available: true, held: true });
    expect((await f.cartOf(shopper)).items).toEqual([]);
    expect(await mailsTo(shopper, 'order-confirmation')).toBe(0);
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success))).body).toBe('OK');
    await expectPaidEffects(shopper, order.OrderNumber, stone.id);
  });
});
