import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_API_PREFIX } from '../cms/routes.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import type { TestShop } from '../../testing.ts';
import { expireReservations } from '../orders/jobs.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';
import { TXN_STATUS } from '../payments/gateways/eghl-protocol.ts';
import { CALLBACK_PATH } from '../payments/gateway.ts';
import { paymentFixtures } from '../payments/testing.ts';
import { changeStoneOffer, STONE_OFFER_MESSAGES } from './stone-offer.ts';

/**
 * The stone's door (`diamonds/stones.ts`): whoever moves an order — the shopper placing it, the gateway's answer, the
 * expiry job, staff — its stones are reserved, sold or put back on sale through the one door, and this instance's
 * search follows at the change notice.
 */
let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
let p: ReturnType<typeof paymentFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(40);
  f = orderFixtures(shop);
  p = paymentFixtures(shop, f);
});
afterAll(async () => shop?.close());

type Stone = Awaited<ReturnType<typeof f.freeStone>>;
const stateOf = async (stone: Stone) => {
  const [row] = await shop.database.db.select({ isAvailable: diamonds.isAvailable, reservedByOrderId: diamonds.reservedByOrderId }).from(diamonds).where(eq(diamonds.id, stone.id));
  return { available: row.isAvailable, held: row.reservedByOrderId !== null };
};

/** Whether the search lists the stone, once the change notices received so far are applied. */
async function searched(stone: Stone): Promise<boolean> {
  const type = stone.type === 'lab' ? 'labgrowndiamond' : 'naturaldiamond';
  const payload = { shape: stone.shape, carat: [stone.carat, stone.carat], totalprice_min: stone.priceSen / 100, totalprice_max: stone.priceSen / 100 };
  const answer = await shop.app.inject({ method: 'POST', url: `/api/diamond/list/${type}?limit=60`, payload });
  return (answer.json() as { data: { CERTIFICATE_NO: string }[] }).data.some((d) => d.CERTIFICATE_NO === stone.certificateNo);
}
/** The search follows the stone's state (the notice arrives at commit, asynchronously on a server). */
const searchShows = (stone: Stone, listed: boolean) => expect.poll(() => searched(stone), { timeout: 3_000, interval: 25 }).toBe(listed);

const staffMove = (staff: { auth: object }, tracking: string, body: object) =>
  shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/orders/${tracking}/status`, headers: staff.auth as Record<string, string>, payload: body });

describe("the stone's door", () => {
  it('staff may not hide or reprice a stone an order holds (the held-stone guard); a free stone takes its new price', async () => {
    const { db } = shop.database;
    const { stone, order } = await p.placedOrder();
    await expect(db.transaction((tx) => changeStoneOffer(tx, stone.certificateNo, { isAvailable: false }))).rejects.toThrow(STONE_OFFER_MESSAGES.held(order.OrderNumber));
    expect(await stateOf(stone)).toEqual({ available: true, held: true });
    const free = await f.freeStone();
    const changed = await db.transaction((tx) => changeStoneOffer(tx, free.certificateNo, { priceSen: free.priceSen + 100 }));
    expect(changed.next).toEqual({ isAvailable: true, priceSen: free.priceSen + 100 });
    const [row] = await db.select({ priceSen: diamonds.priceSen }).from(diamonds).where(eq(diamonds.id, free.id));
    expect(row.priceSen).toBe(free.priceSen + 100);
  });

  it('an order placed reserves its stone (gone from the search); the approved payment sells it', async () => {
    await shop.app.diamondIndex.current();
    const { stone, order, fields } = await p.placedOrder();
    expect(await stateOf(stone)).toEqual({ available: true, held: true });
    await searchShows(stone, false);
    expect((await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success))).body).toBe('OK');
    expect((await p.orderRow(order.OrderNumber)).status).toBe('Paid');
    expect(await stateOf(stone)).toEqual({ available: false, held: true });
    await searchShows(stone, false);
  });

  it('the expiry job cancels an unpaid order and puts its stone back on sale and in the search', async () => {
    const { stone, order } = await p.placedOrder();
    await searchShows(stone, false);
    expect(await expireReservations(shop.app.payments.moves, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await p.orderRow(order.OrderNumber)).status).toBe('Cancelled');
    expect(await stateOf(stone)).toEqual({ available: true, held: false });
    await searchShows(stone, true);
  });

  it('staff cancelling an unpaid order put its stone back on sale; staff settling a store order sell it', async () => {
    const staff = await f.staffMember();
    const { stone, order } = await p.placedOrder();
    expect((await staffMove(staff, order.OrderNumber, { status: 'Cancelled', note: 'the shopper called to cancel' })).statusCode).toBe(200);
    expect(await stateOf(stone)).toEqual({ available: true, held: false });
    await searchShows(stone, true);

    const counterStone = await f.freeStone();
    const cart = await f.ringInCart(staff, counterStone.certificateNo);
    const placed = await f.place(staff, { total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), pay_counter: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const tracking = placed.json().order.OrderNumber as string;
    expect(await stateOf(counterStone)).toEqual({ available: true, held: true });
    expect((await staffMove(staff, tracking, { status: 'Paid', note: 'paid at the counter' })).statusCode).toBe(200);
    expect(await stateOf(counterStone)).toEqual({ available: false, held: true });
    await searchShows(counterStone, false);
  });

  it('a paid order cannot be cancelled: the state machine refuses and its stone stays sold', async () => {
    const { stone, order, fields } = await p.placedOrder();
    await p.post(CALLBACK_PATH, p.gatewayAnswer(fields, TXN_STATUS.success));
    // a paid order cannot be cancelled: the state machine refuses, the stone stays sold
    const staff = await f.staffMember();
    expect((await staffMove(staff, order.OrderNumber, { status: 'Cancelled' })).statusCode).toBe(409);
    expect(await stateOf(stone)).toEqual({ available: false, held: true });
  });
});
