import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../../domain/contract/orders.ts';
import { addSen, ringgitFromSen, sen, senFromRinggit, sumSen, timesSen } from '../../../domain/money/money.ts';
import { settingPriceSen } from '../../../domain/catalog/ring-size.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { diamondRingPrices } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';

/**
 * Issue 24 (money as sen end to end): the cart answer carries each line's total in RM (`line_total`), added up by the
 * server in sen — the unit price × quantity + the diamond's price — so the cart and checkout screens show it and add
 * nothing up themselves. The line totals add up to the total, and the order placed from the cart keeps the same
 * amounts.
 */
let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(12);
  f = orderFixtures(shop);
});
afterAll(async () => shop?.close());

const cartOf = async (auth: Record<string, string>) => {
  const answer = await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: auth });
  expect(answer.statusCode).toBe(200);
  return cartSchema.parse(answer.json().cart);
};

describe('GET /api/user/cart: each line’s total, priced by the server in sen', () => {
  it('answers line_total = price × quantity + the diamond’s MYR_PRICE, computed in sen, and the line totals add up to the total', async () => {
    const db = shop.database.db;
    const shopper = await registeredShopper(shop.app);
    const ring = await f.engagementSetting();
    const necklace = await f.necklace();
    const ranges = await db.select().from(diamondRingPrices).where(eq(diamondRingPrices.productId, ring.product.id));
    const [first, second] = [await f.freeStone(), await f.freeStone()];
    const [cart] = await db.insert(carts).values({ userId: shopper.id }).returning();
    // a ring with its stone at a dear ring size, a second ring bought twice with its stone, a necklace on its own
    const wanted = [
      { productId: ring.product.id, colourOptionId: ring.colour.id, ringSize: 26, quantity: 1, stone: first },
      { productId: ring.product.id, colourOptionId: ring.colour.id, ringSize: 14, quantity: 2, stone: second },
      { productId: necklace.product.id, colourOptionId: necklace.colour.id, ringSize: null, quantity: 1, stone: null },
    ];
    for (const w of wanted) {
      await db.insert(cartItems).values({ cartId: cart.id, productId: w.productId, colourOptionId: w.colourOptionId, ringSize: w.ringSize, quantity: w.quantity, diamondId: w.stone?.id ?? null });
    }

    const answer = await cartOf(shopper.auth);
    const items = [...answer.items].sort((a, b) => a.id - b.id);
    expect(items).toHaveLength(3);
    const expectedSen = wanted.map((w) => {
      const unitSen = settingPriceSen(w.productId === ring.product.id ? ring.colour.priceSen : necklace.colour.priceSen, w.productId === ring.product.id ? ranges : [], w.ringSize);
      return addSen(timesSen(unitSen, w.quantity), sen(w.stone?.priceSen ?? 0));
    });
    items.forEach((item, i) => {
      expect(item.line_total).toBe(ringgitFromSen(expectedSen[i]));
      expect(senFromRinggit(item.line_total)).toBe(addSen(timesSen(senFromRinggit(item.price), item.quantity), senFromRinggit(item.diamond?.MYR_PRICE ?? 0)));
    });
    expect(items[1].quantity).toBe(2);
    expect(items[2].line_total).toBe(items[2].price);
    expect(sumSen(items.map((i) => senFromRinggit(i.line_total)))).toBe(senFromRinggit(answer.subtotal));
    expect(answer.total).toBe(answer.subtotal);
  });

  it('keeps in the placed order the amounts the cart showed line by line', async () => {
    const db = shop.database.db;
    const shopper = await registeredShopper(shop.app);
    const stone = await f.freeStone();
    const cart = await f.ringInCart(shopper, stone.certificateNo);
    const shown = await cartOf(shopper.auth);
    const placed = await f.place(shopper, { address_id: await f.addressOf(shopper), total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: 'CC' });
    expect(placed.statusCode, placed.body).toBe(200);

    const [order] = await db.select().from(orders).where(eq(orders.trackingId, placed.json().order.OrderNumber));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
    expect(lines.map((l) => ringgitFromSen(addSen(sen(l.priceSen), sen(l.diamondPriceSen))))).toEqual(shown.items.map((i) => i.line_total));
    expect(order.totalSen).toBe(senFromRinggit(shown.total));
  });
});
