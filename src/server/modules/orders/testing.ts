import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { colourOptions, products, productVariants } from '../../db/schema/catalog.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { CATEGORY } from '../../db/seed/catalog-data/index.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { seedContent } from '../../db/seed/content.ts';
import { seedDiamonds } from '../../db/seed/diamonds.ts';
import { startTestShop, type TestShop, type TestShopOptions } from '../../testing.ts';
import { login, bearer, registeredShopper } from '../accounts/testing.ts';
import { paymentFixtures } from '../payments/testing.ts';

export type Shopper = Awaited<ReturnType<typeof registeredShopper>>;

/** A shop with the demo catalogue, its settings (for the e-mails) and `stones` generated diamonds. */
export function startOrderShop(stones: number, options: Omit<TestShopOptions, 'seed'> = {}): Promise<TestShop> {
  return startTestShop({
    ...options,
    seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
      await seedDiamonds(handle, stones);
    },
  });
}

/** Test helpers for orders: shoppers with a ring and a diamond in their cart, an address, the cart's total. */
export function orderFixtures(shop: TestShop) {
  const db = shop.database.db;
  const taken = new Set<number>();

  return {
    /** An offered stone no other test of the file took. */
    async freeStone() {
      const [stone] = await db
        .select()
        .from(diamonds)
        .where(and(eq(diamonds.isAvailable, true), isNull(diamonds.reservedByOrderId), taken.size ? notInArray(diamonds.id, [...taken]) : undefined))
        // the least dear first: a ring with it stays within every payment method's limits (FPX: RM 30,000), whatever
        // the demo inventory's mix of grades
        .orderBy(asc(diamonds.priceSen), asc(diamonds.id))
        .limit(1);
      taken.add(stone.id);
      return stone;
    },

    async engagementSetting() {
      const [product] = await db.select().from(products).where(eq(products.categoryId, CATEGORY.engagementRing)).orderBy(asc(products.id)).limit(1);
      const [row] = await db.select({ option: colourOptions }).from(colourOptions).innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId)).where(eq(productVariants.productId, product.id)).limit(1);
      return { product, colour: row.option };
    },

    async necklace() {
      const [product] = await db.select().from(products).where(eq(products.categoryId, CATEGORY.necklacesPendants)).orderBy(asc(products.id)).limit(1);
      const [row] = await db.select({ option: colourOptions }).from(colourOptions).innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId)).where(eq(productVariants.productId, product.id)).limit(1);
      return { product, colour: row.option };
    },

    /** Puts a ring with this stone in the shopper's cart; answers the cart as the server prices it. */
    async ringInCart(shopper: Shopper, certificateNo: string) {
      const { product, colour } = await this.engagementSetting();
      const added = await shop.app.inject({
        method: 'POST',
        url: '/api/user/cart',
        headers: shopper.auth,
        payload: { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: { text: 'Selamanya', font: 'Cursive' }, diamond: { CERTIFICATE_NO: certificateNo } },
      });
      if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
      return this.cartOf(shopper);
    },

    async cartOf(shopper: Shopper): Promise<{ items: { id: number; is_available: boolean }[]; total: number; subtotal: number }> {
      return (await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: shopper.auth })).json().cart;
    },

    async addressOf(shopper: Shopper): Promise<number> {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/user/address',
        headers: shopper.auth,
        payload: { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', is_default: true },
      });
      if (answer.statusCode !== 200) throw new Error(`address failed: ${answer.body}`);
      const list = (await shop.app.inject({ method: 'GET', url: '/api/user/address', headers: shopper.auth })).json().addresses as { id: number }[];
      return list[0].id;
    },

    /** A shopper whose role is staff (CMS), logged in again so the token says so. */
    async staffMember(): Promise<Shopper> {
      const shopper = await registeredShopper(shop.app);
      await db.update(users).set({ role: 'CMS' }).where(eq(users.id, shopper.id));
      const tokens = await login(shop.app, shopper.email, shopper.password);
      return { ...shopper, tokens, auth: bearer(tokens.jwt) };
    },

    place(shopper: Shopper, payload: object, headers: Record<string, string> = {}) {
      return shop.app.inject({ method: 'POST', url: '/api/order/create', headers: { ...shopper.auth, ...headers }, payload, remoteAddress: '203.0.113.7' });
    },
  };
}

/**
 * What a test file about money (orders paid, refunded, in instalments, e-invoiced) works with: a shop with the demo
 * catalogue and `stones` diamonds, its order and payment fixtures, a staff member, the database and the API as a
 * shopper, staff or a visitor calls it.
 */
export interface MoneyShop {
  shop: TestShop;
  f: ReturnType<typeof orderFixtures>;
  p: ReturnType<typeof paymentFixtures>;
  staff: Shopper;
  db(): TestShop['database']['db'];
  api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Shopper, payload?: object): Promise<LightMyRequestResponse>;
}

/**
 * Starts the money shop before the file's tests (closed after them) and answers it for the file's top level: each of
 * `shop`, `f`, `p` and `staff` reads through to what was started, so a file writes
 * `const { shop, f, p, staff, db, api } = moneyShop(40);` once.
 */
export function moneyShop(stones: number, options: Omit<TestShopOptions, 'seed'> = {}): MoneyShop {
  type Started = Pick<MoneyShop, 'shop' | 'f' | 'p' | 'staff'>;
  let started: Started | undefined;
  beforeAll(async () => {
    const shop = await startOrderShop(stones, options);
    const f = orderFixtures(shop);
    started = { shop, f, p: paymentFixtures(shop, f), staff: await f.staffMember() };
  }, 240_000);
  afterAll(async () => started?.shop.close());
  const now = (): Started => {
    if (!started) throw new Error('The money shop starts before the tests (beforeAll).');
    return started;
  };
  const readThrough = <K extends keyof Started>(key: K): Started[K] =>
    new Proxy({} as Started[K], {
      get: (_, name) => Reflect.get(now()[key], name),
      has: (_, name) => Reflect.has(now()[key], name),
      ownKeys: () => Reflect.ownKeys(now()[key]),
      getOwnPropertyDescriptor: (_, name) => {
        const found = Reflect.getOwnPropertyDescriptor(now()[key], name);
        return found && { ...found, configurable: true };
      },
    });
  return {
    shop: readThrough('shop'),
    f: readThrough('f'),
    p: readThrough('p'),
    staff: readThrough('staff'),
    db: () => now().shop.database.db,
    api: (method, url, who, payload) => now().shop.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) }),
  };
}
