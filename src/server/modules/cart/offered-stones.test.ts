import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diamonds } from '../../db/schema/diamonds.ts';
import { colourOptions, products, productVariants } from '../../db/schema/catalog.ts';
import { CATEGORY } from '../../db/seed/catalog-data/index.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { seedDiamonds } from '../../db/seed/diamonds.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { CART_MESSAGES } from './requests.ts';

/**
 * "Is this stone still offered" (issue 13): asked in one place (diamonds/offered.ts) by the stone's page, the cart
 * when a line is added (inside the adding transaction, the stone locked) and the cart each time it is read.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedDiamonds(handle, 8);
    },
  });
});
afterAll(async () => shop?.close());

const taken = new Set<number>();
async function aFreeStone() {
  const stones = await shop.database.db.select().from(diamonds).where(and(eq(diamonds.isAvailable, true), isNull(diamonds.reservedByOrderId))).orderBy(asc(diamonds.id));
  const stone = stones.find((s) => !taken.has(s.id))!;
  taken.add(stone.id);
  return stone;
}

async function anEngagementSetting() {
  const db = shop.database.db;
  const [product] = await db.select().from(products).where(eq(products.categoryId, CATEGORY.engagementRing)).orderBy(asc(products.id)).limit(1);
  const [row] = await db.select({ option: colourOptions }).from(colourOptions).innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId)).where(eq(productVariants.productId, product.id)).limit(1);
  return { product, colour: row.option };
}

const ringWith = async (certificateNo: string) => {
  const { product, colour } = await anEngagementSetting();
  return { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: { text: '', font: '' }, diamond: { CERTIFICATE_NO: certificateNo } };
};

describe('a stone reserved between two steps of the ring builder (issue 13)', () => {
  it('offered when chosen, reserved by an order before Add to Cart: the stone page answers 404 and Add to Cart 409 with a clear message', async () => {
    const shopper = await registeredShopper(shop.app);
    const stone = await aFreeStone();
    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificateNo}` })).statusCode).toBe(200);

    await shop.database.db.update(diamonds).set({ reservedByOrderId: 4242 }).where(eq(diamonds.id, stone.id));

    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificateNo}` })).statusCode).toBe(404);
    const added = await shop.app.inject({ method: 'POST', url: '/api/user/cart', payload: await ringWith(stone.certificateNo), headers: shopper.auth });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({ code: '409', message: CART_MESSAGES.diamondUnavailable });
  });

  it('in the cart, then sold to someone else: the line reads unavailable and still counts in the total until removed', async () => {
    const shopper = await registeredShopper(shop.app);
    const stone = await aFreeStone();
    const added = await shop.app.inject({ method: 'POST', url: '/api/user/cart', payload: await ringWith(stone.certificateNo), headers: shopper.auth });
    expect(added.statusCode, added.body).toBe(200);
    const cartOf = async () => (await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: shopper.auth })).json().cart;
    expect((await cartOf()).items[0].is_available).toBe(true);

    await shop.database.db.update(diamonds).set({ isAvailable: false }).where(eq(diamonds.id, stone.id));
    const cart = await cartOf();
    expect(cart.items[0].is_available).toBe(false);
    expect(cart.subtotal).toBe(cart.items[0].price + cart.items[0].diamond.MYR_PRICE);
  });

  it.skipIf(!process.env.DATABASE_URL)('an order reserving the stone while Add to Cart runs: the adding transaction waits for it and refuses the stone', async () => {
    const shopper = await registeredShopper(shop.app);
    const stone = await aFreeStone();
    const pool = shop.database.pool!;
    const order = await pool.connect();
    try {
      await order.query('begin');
      await order.query('update diamonds set reserved_by_order_id = 4343 where id = $1', [stone.id]);
      // Add to Cart starts while the order's transaction holds the stone: it must wait on the stone's row …
      const adding = shop.app.inject({ method: 'POST', url: '/api/user/cart', payload: await ringWith(stone.certificateNo), headers: shopper.auth });
      const early = await Promise.race([adding.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);
      expect(early).toBe('waiting');
      await order.query('commit');
      // … and, once the order has committed, see the stone reserved.
      const answer = await adding;
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(CART_MESSAGES.diamondUnavailable);
    } finally {
      order.release();
    }
    const cart = (await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: shopper.auth })).json().cart;
    expect(cart.items).toEqual([]);
  });
});
