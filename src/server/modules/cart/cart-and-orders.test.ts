import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingPriceSen } from '../../../domain/catalog/ring-size.ts';
import { carts, cartItems } from '../../db/schema/cart.ts';
import { colourOptions, diamondRingPrices, productVariants, products } from '../../db/schema/catalog.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { seedDiamonds } from '../../db/seed/diamonds.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedDiamonds(handle, 5);
    },
  });
});
afterAll(async () => shop?.close());

/** A ring of the demo catalogue with its first colour option and its ring-size ranges. */
async function aRing() {
  const db = shop.database.db;
  const [ring] = await db.select().from(products).where(eq(products.categoryId, 8)).orderBy(asc(products.id)).limit(1);
  const [colour] = await db.select({ option: colourOptions }).from(colourOptions).innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId)).where(eq(productVariants.productId, ring.id)).limit(1);
  const ranges = await db.select().from(diamondRingPrices).where(eq(diamondRingPrices.productId, ring.id));
  return { ring, colour: colour.option, ranges };
}

describe('GET /api/user/cart: the caller’s cart priced by the server', () => {
  it('needs a login; a new shopper’s cart is empty', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/cart' })).statusCode).toBe(401);
    const shopper = await registeredShopper(shop.app);
    const answer = await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: shopper.auth });
    expect(answer.json()).toEqual({ code: '200', message: 'OK', cart: { items: [], subtotal: 0, total: 0 } });
  });

  it('prices a line as colour price + ring-size range price, adds the diamond, and shows only the owner’s cart', async () => {
    const db = shop.database.db;
    const owner = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const { ring, colour, ranges } = await aRing();
    const [stone] = await db.select().from(diamonds).limit(1);
    const [cart] = await db.insert(carts).values({ userId: owner.id }).returning();
    await db.insert(cartItems).values({ cartId: cart.id, productId: ring.id, colourOptionId: colour.id, ringSize: 26, engraveText: 'Forever', engraveFont: 'Script', diamondId: stone.id });

    const answer = (await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: owner.auth })).json();
    const lineSen = settingPriceSen(colour.priceSen, ranges, 26);
    expect(answer.cart.items).toEqual([
      expect.objectContaining({ slug_id: ring.slugId, product_name: ring.name, name: colour.colour, ring_size: 26, engrave_text: 'Forever', engrave_font: 'Script', quantity: 1, price: lineSen / 100, is_available: true }),
    ]);
    expect(answer.cart.items[0].diamond).toMatchObject({ CERTIFICATE_NO: stone.certificateNo, MYR_PRICE: stone.priceSen / 100 });
    expect(answer.cart.subtotal).toBe((lineSen + stone.priceSen) / 100);
    expect(answer.cart.total).toBe(answer.cart.subtotal);

    await db.update(diamonds).set({ isAvailable: false }).where(eq(diamonds.id, stone.id));
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: owner.auth })).json().cart.items[0].is_available).toBe(false);
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: other.auth })).json().cart.items).toEqual([]);
  });
});

describe('GET /api/order/list: Order History', () => {
  it('lists the caller’s own orders with their lines, newest first, and nobody else’s', async () => {
    const db = shop.database.db;
    const owner = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const { ring, colour } = await aRing();
    const [order] = await db.insert(orders).values({ trackingId: `KL-${owner.id}-1`, userId: owner.id, status: 'Pending Payment', totalSen: 512_300, paymentMethod: 'DD' }).returning();
    await db.insert(orderLines).values({ orderId: order.id, productId: ring.id, colourOptionId: colour.id, slugId: ring.slugId, productName: ring.name, thumbnail: '/images/p.webp', colourName: colour.colour, weightGrams: 3.2, ringSize: 12, priceSen: 512_300 });

    const mine = (await shop.app.inject({ method: 'GET', url: '/api/order/list?page=1&limit=50', headers: owner.auth })).json();
    expect(mine.orders).toEqual([
      {
        order_tracking_id: `KL-${owner.id}-1`,
        order_status: 'Pending Payment',
        created_date: expect.any(String),
        order_total: 5123,
        orders: [expect.objectContaining({ slug_id: ring.slugId, product_name: ring.name, price: 5123, weight: 3.2, name: colour.colour, ring_size: 12, quantity: 1, diamond: null })],
      },
    ]);
    expect((await shop.app.inject({ method: 'GET', url: '/api/order/list', headers: other.auth })).json().orders).toEqual([]);
    expect((await shop.app.inject({ method: 'GET', url: '/api/order/list' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'GET', url: '/api/order/list?limit=500', headers: owner.auth })).statusCode).toBe(400);
  });
});
