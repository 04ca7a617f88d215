import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orderLines, orderRequests, orders, orderStatusChanges, paymentAttempts } from '../../db/schema/orders.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { saleHash } from '../payments/gateways/eghl-protocol.ts';
import { ORDER_MESSAGES } from './placing.ts';
import { orderFixtures, startOrderShop } from './testing.ts';

let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(60);
  f = orderFixtures(shop);
});
afterAll(async () => shop?.close());

describe('POST /api/order/create: placing an order (issue 16)', () => {
  it('re-prices the cart, reserves the stone, snapshots the lines, records the status and the payment attempt, and answers a signed payment form', async () => {
    const shopper = await registeredShopper(shop.app);
    const stone = await f.freeStone();
    const cart = await f.ringInCart(shopper, stone.certificateNo);
    const address = await f.addressOf(shopper);
    const answer = await f.place(shopper, { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: 'DD', remark: 'Gift wrap, please' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { order } = answer.json();
    expect(order).toMatchObject({ order_status: 'Pending Payment', total_amount: cart.total });
    expect(order.payment.fields).toMatchObject({ TransactionType: 'SALE', PymtMethod: 'DD', OrderNumber: order.OrderNumber, Amount: cart.total.toFixed(2), CurrencyCode: 'MYR', CustIP: '203.0.113.7' });
    expect(order.payment.fields.PaymentID.length).toBeLessThanOrEqual(20);
    expect(order.HashValue).toBe(saleHash(shop.app.payments.gateway.password, order.payment.fields));

    const db = shop.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.trackingId, order.OrderNumber));
    expect(row).toMatchObject({ userId: shopper.id, totalSen: Math.round(cart.total * 100), remark: 'Gift wrap, please', paymentMethod: 'DD' });
    expect(row.reservedUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await db.select().from(diamonds).where(eq(diamonds.id, stone.id)))[0].reservedByOrderId).toBe(row.id);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(line).toMatchObject({ engraveText: 'Selamanya', engraveFont: 'Cursive', ringSize: 12, diamondId: stone.id, diamondPriceSen: stone.priceSen });
    expect(line.priceSen + line.diamondPriceSen).toBe(row.totalSen);
    expect(line.diamond).toMatchObject({ CERTIFICATE_NO: stone.certificateNo, COLOR: stone.color, CLARITY: stone.clarity });
    expect(await db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row.id))).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'Pending Payment', actorKind: 'customer', actorUserId: shopper.id })]);
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, row.id))).toEqual([expect.objectContaining({ paymentId: order.payment.fields.PaymentID, amountSen: row.totalSen, status: 'pending' })]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.map((m) => m.kind)).toContain('order-received');
  });

  it('a tampered total is refused and nothing is ordered or reserved', async () => {
    const shopper = await registeredShopper(shop.app);
    const stone = await f.freeStone();
    const cart = await f.ringInCart(shopper, stone.certificateNo);
    const address = await f.addressOf(shopper);
    const answer = await f.place(shopper, { address_id: address, total_amount: 1, user_cart_id: cart.items.map((i) => i.id) });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ORDER_MESSAGES.totalChanged(Math.round(cart.total * 100)));
    expect(await shop.database.db.select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
    expect((await shop.database.db.select().from(diamonds).where(eq(diamonds.id, stone.id)))[0].reservedByOrderId).toBeNull();
  });

  it("needs the caller's own address unless paid at the store: 'Warning: Please select your shipping address!'", async () => {
    const shopper = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const othersAddress = await f.addressOf(other);
    const { colour } = await f.necklace();
    const cart = await shop.app.inject({ method: 'POST', url: '/api/user/cart', headers: shopper.auth, payload: { product_id: (await f.necklace()).product.id, product_panel_setting_id: colour.id, quantity: 1, diamond: {}, ring_size: null, engrave: { text: '', font: '' } } });
    expect(cart.statusCode).toBe(200);
    const { items, total } = await f.cartOf(shopper);
    for (const address_id of [undefined, othersAddress]) {
      const answer = await f.place(shopper, { address_id, total_amount: total, user_cart_id: items.map((i) => i.id) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(ORDER_MESSAGES.chooseAddress);
    }
  });

  it('Checkout at Store: a WEB token gets 403; a CMS token orders without address or online payment', async () => {
    const customer = await registeredShopper(shop.app);
    const staff = await f.staffMember();
    const stone = await f.freeStone();
    const cart = await f.ringInCart(staff, stone.certificateNo);
    const refused = await f.place(customer, { total_amount: cart.total, user_cart_id: [cart.items[0].id], pay_counter: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ORDER_MESSAGES.storeStaffOnly);
    const answer = await f.place(staff, { total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), pay_counter: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().order).toMatchObject({ payment: null, order_status: 'Pending Payment' });
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.trackingId, answer.json().order.OrderNumber));
    expect(row).toMatchObject({ payCounter: true, paymentMethod: 'STORE', address: null, reservedUntil: null });
  });

  it('a retried request with the same Idempotency-Key makes one order and answers the first answer; the key with another order is refused', async () => {
    const shopper = await registeredShopper(shop.app);
    const stone = await f.freeStone();
    const cart = await f.ringInCart(shopper, stone.certificateNo);
    const address = await f.addressOf(shopper);
    const payload = { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) };
    const key = { 'idempotency-key': `place-${shopper.id}-1` };
    const [first, second] = await Promise.all([f.place(shopper, payload, key), f.place(shopper, payload, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().order).toEqual(first.json().order);
    const third = await f.place(shopper, payload, key);
    expect(third.json().order).toEqual(first.json().order);
    expect(await shop.database.db.select().from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(1);
    const reused = await f.place(shopper, { ...payload, remark: 'changed' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(ORDER_MESSAGES.keyReused);
    expect(await shop.database.db.select().from(orderRequests).where(eq(orderRequests.userId, shopper.id))).toHaveLength(1);
  });

  it('50 shoppers order one stone at once: exactly one order holds it, the others are told it is unavailable', async () => {
    const stone = await f.freeStone();
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => registeredShopper(shop.app)));
    const ready = await Promise.all(
      shoppers.map(async (shopper) => {
        const cart = await f.ringInCart(shopper, stone.certificateNo);
        return { shopper, address: await f.addressOf(shopper), cart };
      }),
    );
    const answers = await Promise.all(ready.map(({ shopper, address, cart }) => f.place(shopper, { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) })));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) expect(lost.json()).toEqual({ code: '409', message: ORDER_MESSAGES.unavailable });
    const holders = await shop.database.db.select().from(orders).where(eq(orders.trackingId, won[0].json().order.OrderNumber));
    expect((await shop.database.db.select().from(diamonds).where(eq(diamonds.id, stone.id)))[0].reservedByOrderId).toBe(holders[0].id);
    const ordersForStone = await shop.database.db.select().from(orderLines).where(eq(orderLines.diamondId, stone.id));
    expect(ordersForStone).toHaveLength(1);
  }, 60_000);

  it('the direct-buy piece checks out the same way, priced by the server', async () => {
    const shopper = await registeredShopper(shop.app);
    const address = await f.addressOf(shopper);
    const { colour } = await f.necklace();
    const answer = await f.place(shopper, { address_id: address, total_amount: colour.priceSen / 100, product_panel_setting_id: colour.id, payment_method: 'CC' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().order.payment.fields).toMatchObject({ PymtMethod: 'CC', Amount: (colour.priceSen / 100).toFixed(2) });
    const tampered = await f.place(shopper, { address_id: address, total_amount: 1, product_panel_setting_id: colour.id });
    expect(tampered.statusCode).toBe(409);
    const { colour: ring } = await f.engagementSetting();
    const ringDirect = await f.place(shopper, { address_id: address, total_amount: 1, product_panel_setting_id: ring.id });
    expect(ringDirect.statusCode).toBe(400);
    expect(ringDirect.json().message).toBe(ORDER_MESSAGES.directBuyNeedsNoSize);
  });

  it('refuses unknown fields (a price), a foreign cart line and an empty order', async () => {
    const shopper = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const address = await f.addressOf(shopper);
    const stone = await f.freeStone();
    const othersCart = await f.ringInCart(other, stone.certificateNo);
    expect((await f.place(shopper, { address_id: address, total_amount: 1, user_cart_id: [othersCart.items[0].id], price: 1 })).statusCode).toBe(400);
    const foreign = await f.place(shopper, { address_id: address, total_amount: othersCart.total, user_cart_id: [othersCart.items[0].id] });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(ORDER_MESSAGES.notInCart);
    const empty = await f.place(shopper, { address_id: address, total_amount: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ORDER_MESSAGES.nothingToOrder);
    expect((await shop.app.inject({ method: 'POST', url: '/api/order/create', payload: { total_amount: 0 } })).statusCode).toBe(401);
  });
});
