import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringgitFromSen, senFromRinggit, sumSen } from '../../../domain/money/money.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { CMS_API_PREFIX } from '../cms/routes.ts';
import { TXN_STATUS } from '../payments/gateways/eghl-protocol.ts';
import { CALLBACK_PATH } from '../payments/gateway.ts';
import { paymentFixtures } from '../payments/testing.ts';
import { expireReservations } from './jobs.ts';
import { MOVE_EFFECTS } from './move-effects.ts';
import { ORDER_MESSAGES } from './placing.ts';
import { inMoveTransaction } from './status-changes.ts';
import { orderFixtures, startOrderShop, type Shopper } from './testing.ts';

/**
 * A cart that forgets what was ordered (issue 41, "Things from an unpaid order ride into the next one"): the lines an
 * order is placed with leave the cart in the placing transaction; an order cancelled unpaid — by the shopper, staff or
 * the expiry job — gives them back once, marked with its number; a paid order never does. Against the real database.
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

type CartLine = { id: number; product_name: string; is_available: boolean; from_cancelled_order: string | null; engrave_text: string; ring_size: number | null; diamond: { CERTIFICATE_NO: string } | null };
const cartOf = async (who: Shopper) => (await f.cartOf(who)) as unknown as { items: CartLine[]; total: number };
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Shopper, payload?: object) => shop.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A pendant added to the shopper's cart (the reported trap's piece). */
async function pendantInCart(who: Shopper) {
  const { product, colour } = await f.necklace();
  const added = await api('POST', '/api/user/cart', who, { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, diamond: {}, ring_size: null, engrave: { text: '', font: '' } });
  expect(added.statusCode, added.body).toBe(200);
  return product.name;
}

/** A shopper with a ring (and its stone) and a pendant in the cart, and an address. */
async function shopperWithCart() {
  const shopper = await registeredShopper(shop.app);
  const stone = await f.freeStone();
  await f.ringInCart(shopper, stone.certificateNo);
  const pendant = await pendantInCart(shopper);
  return { shopper, stone, pendant, address: await f.addressOf(shopper), cart: await cartOf(shopper) };
}

/** Places an order of the named cart lines; answers its number (and its payment form, for an online method). */
async function placed(who: Shopper, address: number, lines: CartLine[], method: 'BT' | 'DD' | 'CC') {
  const answer = await f.place(who, { address_id: address, total_amount: await totalOf(who, lines), user_cart_id: lines.map((l) => l.id), payment_method: method });
  expect(answer.statusCode, answer.body).toBe(200);
  const order = answer.json().order as { OrderNumber: string; payment: { fields: Record<string, string> } | null };
  return { tracking: order.OrderNumber, fields: order.payment?.fields ?? {} };
}

/** What the named lines cost together, as the cart prices them (line totals added up in sen). */
async function totalOf(who: Shopper, lines: CartLine[]): Promise<number> {
  const answer = (await api('GET', '/api/user/cart', who)).json().cart.items as (CartLine & { line_total: number })[];
  return ringgitFromSen(sumSen(answer.filter((i) => lines.some((l) => l.id === i.id)).map((i) => senFromRinggit(i.line_total))));
}

const orderedNames = async (tracking: string) => (await shop.database.db.select({ name: orderLines.productName }).from(orderLines).where(eq(orderLines.orderId, (await p.orderRow(tracking)).id))).map((l) => l.name).sort();

describe('placing an order takes the ordered lines out of the cart (issue 41)', () => {
  it('the lines ordered leave the cart as the order is placed; a line not ordered stays; a direct buy takes nothing', async () => {
    const { shopper, pendant, address, cart } = await shopperWithCart();
    const ring = cart.items.find((i) => i.product_name !== pendant)!;
    const { tracking } = await placed(shopper, address, [ring], 'BT');
    expect((await p.orderRow(tracking)).cartLinesTaken).toBe(true);
    expect((await cartOf(shopper)).items.map((i) => i.product_name)).toEqual([pendant]);

    const { colour } = await f.necklace();
    const direct = await f.place(shopper, { address_id: address, total_amount: colour.priceSen / 100, product_panel_setting_id: colour.id, payment_method: 'BT' });
    expect(direct.statusCode, direct.body).toBe(200);
    expect((await p.orderRow(direct.json().order.OrderNumber)).cartLinesTaken).toBe(false);
    expect((await cartOf(shopper)).items.map((i) => i.product_name)).toEqual([pendant]);
  });

  it('two orders of the same cart line at once: one is placed, the other refused, and the line is ordered once', async () => {
    const shopper = await registeredShopper(shop.app);
    await pendantInCart(shopper);
    const address = await f.addressOf(shopper);
    const { items, total } = await cartOf(shopper);
    const order = { address_id: address, total_amount: total, user_cart_id: items.map((i) => i.id), payment_method: 'BT' };
    const answers = await Promise.all([f.place(shopper, order), f.place(shopper, order)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(ORDER_MESSAGES.notInCart);
    expect((await api('GET', '/api/order/list?page=1&limit=50', shopper)).json().orders).toHaveLength(1);
    expect((await cartOf(shopper)).items).toEqual([]);
  });
});

describe('an order cancelled unpaid gives its lines back to the cart, once (issue 41)', () => {
  it('a pending bank-transfer order cancelled by the shopper: both lines back, marked with the order, the stone offered again; cancelled twice, given back once', async () => {
    const { shopper, stone, address, cart } = await shopperWithCart();
    const { tracking } = await placed(shopper, address, cart.items, 'BT');
    expect((await cartOf(shopper)).items).toEqual([]);

    expect((await api('POST', `/api/order/${tracking}/cancel`, shopper)).statusCode).toBe(200);
    const back = (await cartOf(shopper)).items;
    expect(back).toHaveLength(2);
    for (const line of back) expect(line).toMatchObject({ from_cancelled_order: tracking, is_available: true });
    expect(back.find((l) => l.diamond)).toMatchObject({ diamond: { CERTIFICATE_NO: stone.certificateNo }, engrave_text: 'Selamanya', ring_size: 12 });
    expect((await p.orderRow(tracking)).cartLinesBackAt).not.toBeNull();

    // a second cancel (a retried click), the expiry job, and the cancel's effects run once more on the order: nothing more
    expect((await api('POST', `/api/order/${tracking}/cancel`, shopper)).statusCode).toBe(200);
    await expireReservations(shop.app.payments.moves, new Date(Date.now() + 10 * 24 * 60 * 60_000));
    await cancelEffectsAgain(tracking);
    expect((await cartOf(shopper)).items.map((i) => i.id).sort()).toEqual(back.map((i) => i.id).sort());

    // removed by the shopper, a given-back line stays removed
    await api('DELETE', `/api/user/cart/${back[0].id}`, shopper);
    await cancelEffectsAgain(tracking);
    expect((await cartOf(shopper)).items).toHaveLength(1);
  });

  it('a card payment declined keeps the lines out of the cart (the order waits with Pay Now); cancelled by staff, they come back', async () => {
    const { shopper, address, cart } = await shopperWithCart();
    const { tracking, fields } = await placed(shopper, address, cart.items, 'CC');
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.failed))).body).toBe('OK');
    expect((await p.orderRow(tracking)).status).toBe('Payment Failed');
    expect((await cartOf(shopper)).items).toEqual([]);

    const staff = await f.staffMember();
    expect((await api('PUT', `${CMS_API_PREFIX}/orders/${tracking}/status`, staff, { status: 'Cancelled', note: 'the shopper called' })).statusCode).toBe(200);
    expect((await cartOf(shopper)).items.map((i) => i.from_cancelled_order)).toEqual([tracking, tracking]);
  });

  it('a given-back line is bought only when checked out with; the next order holds what was named, each line once', async () => {
    const { shopper, pendant, address, cart } = await shopperWithCart();
    const first = await placed(shopper, address, cart.items, 'BT');
    await pendantInCart(shopper);
    const fresh = (await cartOf(shopper)).items;
    const second = await placed(shopper, address, fresh, 'BT');
    expect(await orderedNames(second.tracking)).toEqual([pendant]);

    expect((await api('POST', `/api/order/${first.tracking}/cancel`, shopper)).statusCode).toBe(200);
    const back = (await cartOf(shopper)).items;
    expect(back.every((l) => l.from_cancelled_order === first.tracking)).toBe(true);
    const third = await placed(shopper, address, back, 'BT');
    expect(await orderedNames(third.tracking)).toEqual(cart.items.map((i) => i.product_name).sort());
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it('a given-back stone sold meanwhile is unavailable in the cart, as any cart line’s', async () => {
    const { shopper, stone, address, cart } = await shopperWithCart();
    const { tracking } = await placed(shopper, address, cart.items, 'BT');
    expect((await api('POST', `/api/order/${tracking}/cancel`, shopper)).statusCode).toBe(200);
    const rival = await registeredShopper(shop.app);
    const rivalCart = await f.ringInCart(rival, stone.certificateNo);
    const rivalAddress = await f.addressOf(rival);
    expect((await f.place(rival, { address_id: rivalAddress, total_amount: rivalCart.total, user_cart_id: rivalCart.items.map((i) => i.id), payment_method: 'BT' })).statusCode).toBe(200);
    const ring = (await cartOf(shopper)).items.find((l) => l.diamond)!;
    expect(ring).toMatchObject({ from_cancelled_order: tracking, is_available: false });
  });

  it('a paid order never gives its lines back; a direct buy cancelled gives nothing back', async () => {
    const { shopper, address, cart } = await shopperWithCart();
    const { tracking, fields } = await placed(shopper, address, cart.items, 'CC');
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success))).body).toBe('OK');
    expect((await p.orderRow(tracking)).status).toBe('Paid');
    expect((await api('POST', `/api/order/${tracking}/cancel`, shopper)).statusCode).toBe(409);
    await cancelEffectsAgain(tracking);
    expect((await cartOf(shopper)).items).toEqual([]);
    expect((await p.orderRow(tracking)).cartLinesBackAt).toBeNull();

    const { colour } = await f.necklace();
    const direct = await f.place(shopper, { address_id: address, total_amount: colour.priceSen / 100, product_panel_setting_id: colour.id, payment_method: 'BT' });
    expect((await api('POST', `/api/order/${direct.json().order.OrderNumber}/cancel`, shopper)).statusCode).toBe(200);
    expect((await cartOf(shopper)).items).toEqual([]);
  });
});

/** The effects of Cancelled run once more on the order as it now is, past the state machine: a duplicate notice at its worst. */
async function cancelEffectsAgain(tracking: string) {
  await inMoveTransaction(shop.app.payments.moves, async (tx, context) => {
    const [order] = await tx.select().from(orders).where(eq(orders.trackingId, tracking));
    for (const effect of MOVE_EFFECTS.Cancelled!.does) await effect(tx, order, context);
  });
}
