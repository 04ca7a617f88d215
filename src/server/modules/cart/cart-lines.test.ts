import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingPriceSen } from '../../../domain/catalog/ring-size.ts';
import { colourOptions, diamondRingPrices, products, productVariants } from '../../db/schema/catalog.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { CATEGORY } from '../../db/seed/catalog-data/index.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { seedDiamonds } from '../../db/seed/diamonds.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { CART_LINE_LIMIT } from '../../../domain/orders/cart.ts';
import { CART_MESSAGES, INCOMPLETE_INSCRIPTION } from './requests.ts';

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

type Shopper = Awaited<ReturnType<typeof registeredShopper>>;

/** The first product of a category with its first colour option and ring-size ranges. */
async function pieceOf(categoryId: number) {
  const db = shop.database.db;
  const [product] = await db.select().from(products).where(eq(products.categoryId, categoryId)).orderBy(asc(products.id)).limit(1);
  const options = await db
    .select({ option: colourOptions })
    .from(colourOptions)
    .innerJoin(productVariants, eq(productVariants.id, colourOptions.variantId))
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(colourOptions.id));
  const ranges = await db.select().from(diamondRingPrices).where(eq(diamondRingPrices.productId, product.id));
  return { product, colour: options[0].option, ranges };
}

/** A stone that is available and in nobody's order, taken once per test. */
const usedStones = new Set<number>();
async function aFreeStone() {
  const stones = await shop.database.db.select().from(diamonds).where(and(eq(diamonds.isAvailable, true))).orderBy(asc(diamonds.id));
  const stone = stones.find((s) => s.reservedByOrderId === null && !usedStones.has(s.id))!;
  usedStones.add(stone.id);
  return stone;
}

const add = (shopper: Shopper | undefined, payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/user/cart', payload, headers: shopper?.auth ?? {} });
const cartOf = async (shopper: Shopper) => (await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: shopper.auth })).json().cart;
const noInscription = { text: '', font: '' };

describe('POST /api/user/cart: Add to Cart (storefront §4, §7)', () => {
  it('needs a login', async () => {
    const { product, colour } = await pieceOf(CATEGORY.weddingRing);
    const answer = await add(undefined, { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, diamond: {}, ring_size: 12, engrave: noInscription });
    expect(answer.statusCode).toBe(401);
  });

  it('adds a wedding band with its ring size and inscription, creating the cart; the price is never the browser’s', async () => {
    const shopper = await registeredShopper(shop.app);
    const { product, colour, ranges } = await pieceOf(CATEGORY.weddingRing);
    const answer = await add(shopper, { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, diamond: {}, ring_size: 20, engrave: { text: 'Selamanya', font: 'Cursive' }, price: 1 });
    expect(answer.json()).toEqual({ code: '200', message: CART_MESSAGES.added });
    const cart = await cartOf(shopper);
    expect(cart.items).toEqual([
      expect.objectContaining({ slug_id: product.slugId, ring_size: 20, engrave_text: 'Selamanya', engrave_font: 'Cursive', quantity: 1, price: settingPriceSen(colour.priceSen, ranges, 20) / 100, diamond: null }),
    ]);
    expect(cart.items[0].price).not.toBe(1);
  });

  it('a setting that needs a diamond takes an available stone by certificate number, ignoring the browser’s MYR_PRICE', async () => {
    const shopper = await registeredShopper(shop.app);
    const { product, colour } = await pieceOf(CATEGORY.engagementRing);
    const stone = await aFreeStone();
    const base = { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: noInscription };

    const without = await add(shopper, { ...base, diamond: {} });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(CART_MESSAGES.chooseDiamond);

    const answer = await add(shopper, { ...base, diamond: { STOCK_ID: stone.stockId, CERTIFICATE_NO: stone.certificateNo, MYR_PRICE: 1, SHAPE: stone.shape } });
    expect(answer.statusCode, answer.body).toBe(200);
    const [line] = (await cartOf(shopper)).items;
    expect(line.diamond).toMatchObject({ CERTIFICATE_NO: stone.certificateNo, MYR_PRICE: stone.priceSen / 100 });

    const twice = await add(shopper, { ...base, diamond: { STOCK_ID: stone.stockId } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CART_MESSAGES.diamondAlreadyInCart);
  });

  it('refuses an unavailable, reserved or unknown diamond, and a diamond on a piece that takes none', async () => {
    const shopper = await registeredShopper(shop.app);
    const db = shop.database.db;
    const { product, colour } = await pieceOf(CATEGORY.bridalSets);
    const base = { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: noInscription };

    const sold = await aFreeStone();
    await db.update(diamonds).set({ isAvailable: false }).where(eq(diamonds.id, sold.id));
    const soldAnswer = await add(shopper, { ...base, diamond: { CERTIFICATE_NO: sold.certificateNo } });
    expect(soldAnswer.statusCode).toBe(409);
    expect(soldAnswer.json()).toEqual({ code: '409', message: CART_MESSAGES.diamondUnavailable });

    const held = await aFreeStone();
    await db.update(diamonds).set({ reservedByOrderId: 999 }).where(eq(diamonds.id, held.id));
    expect((await add(shopper, { ...base, diamond: { CERTIFICATE_NO: held.certificateNo } })).statusCode).toBe(409);

    const unknown = await add(shopper, { ...base, diamond: { CERTIFICATE_NO: 'NO-SUCH-CERT' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CART_MESSAGES.diamondNotFound);

    const band = await pieceOf(CATEGORY.weddingRing);
    const free = await aFreeStone();
    const onBand = await add(shopper, { product_id: band.product.id, product_panel_setting_id: band.colour.id, quantity: 1, ring_size: 12, engrave: noInscription, diamond: { CERTIFICATE_NO: free.certificateNo } });
    expect(onBand.statusCode).toBe(400);
    expect(onBand.json().message).toBe(CART_MESSAGES.noDiamondHere);
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it("refuses another piece's colour option and an unknown or inactive piece", async () => {
    const shopper = await registeredShopper(shop.app);
    const band = await pieceOf(CATEGORY.weddingRing);
    const pendant = await pieceOf(CATEGORY.necklacesPendants);
    const wrong = await add(shopper, { product_id: band.product.id, product_panel_setting_id: pendant.colour.id, quantity: 1, diamond: {}, ring_size: 12, engrave: noInscription });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(CART_MESSAGES.wrongColourOption);
    const unknown = await add(shopper, { product_id: 999_999, product_panel_setting_id: band.colour.id, quantity: 1, diamond: {}, ring_size: 12, engrave: noInscription });
    expect(unknown.statusCode).toBe(404);

    const db = shop.database.db;
    await db.update(products).set({ isActive: false }).where(eq(products.id, band.product.id));
    try {
      const inactive = await add(shopper, { product_id: band.product.id, product_panel_setting_id: band.colour.id, quantity: 1, diamond: {}, ring_size: 12, engrave: noInscription });
      expect(inactive.statusCode).toBe(404);
      expect(inactive.json().message).toBe(CART_MESSAGES.pieceNotFound);
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, band.product.id));
    }
  });

  it('ring size (storefront §5, §9): within a diamondRing range, sizes 5 to 30; none for a pendant', async () => {
    const shopper = await registeredShopper(shop.app);
    const band = await pieceOf(CATEGORY.weddingRing);
    const line = (ring_size: unknown) => ({ product_id: band.product.id, product_panel_setting_id: band.colour.id, quantity: 1, diamond: {}, ring_size, engrave: noInscription });
    for (const size of [4, 31]) {
      const answer = await add(shopper, line(size));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(CART_MESSAGES.ringSizeOutOfRange(5, 30));
    }
    expect((await add(shopper, line(null))).json().message).toBe(CART_MESSAGES.chooseRingSize);
    expect((await add(shopper, line(0))).json().message).toBe(CART_MESSAGES.chooseRingSize);
    expect((await add(shopper, line(12.5))).statusCode).toBe(400);
    expect((await add(shopper, line(5))).statusCode).toBe(200);
    expect((await add(shopper, line(30))).statusCode).toBe(200);

    const pendant = await pieceOf(CATEGORY.necklacesPendants);
    const pendantLine = (ring_size: unknown) => ({ product_id: pendant.product.id, product_panel_setting_id: pendant.colour.id, quantity: 1, diamond: {}, ring_size, engrave: noInscription });
    expect((await add(shopper, pendantLine(12))).json().message).toBe(CART_MESSAGES.noRingSize);
    expect((await add(shopper, pendantLine(0))).statusCode).toBe(200);
    expect((await add(shopper, pendantLine(null))).statusCode).toBe(200);
    const items = (await cartOf(shopper)).items;
    expect(items.map((i: { ring_size: number | null }) => i.ring_size)).toEqual([5, 30, null, null]);
    expect(items[2].price).toBe(pendant.colour.priceSen / 100);
  });

  it("inscription (storefront §5): at most 12 characters, a known font, text and font both set or both empty — 'Please complete your Inscription.'", async () => {
    const shopper = await registeredShopper(shop.app);
    const band = await pieceOf(CATEGORY.weddingRing);
    const line = (engrave: object) => ({ product_id: band.product.id, product_panel_setting_id: band.colour.id, quantity: 1, diamond: {}, ring_size: 12, engrave });
    for (const half of [{ text: 'Love', font: '' }, { text: '', font: 'Classic' }, { text: '   ', font: 'Modern' }]) {
      const answer = await add(shopper, line(half));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: '400', message: INCOMPLETE_INSCRIPTION });
    }
    expect((await add(shopper, line({ text: 'x'.repeat(13), font: 'Classic' }))).statusCode).toBe(400);
    expect((await add(shopper, line({ text: 'Love', font: 'Comic Sans' }))).statusCode).toBe(400);
    expect((await add(shopper, line({ text: 'Twelve chars', font: 'Italic' }))).statusCode).toBe(200);
  });

  it('the quantity is always 1', async () => {
    const shopper = await registeredShopper(shop.app);
    const band = await pieceOf(CATEGORY.weddingRing);
    const answer = await add(shopper, { product_id: band.product.id, product_panel_setting_id: band.colour.id, quantity: 2, diamond: {}, ring_size: 12, engrave: noInscription });
    expect(answer.statusCode).toBe(400);
  });
});

describe('PUT /api/user/cart and DELETE /api/user/cart/{id}: own lines only', () => {
  it('changes the inscription of an own line, refuses an incomplete one and another shopper’s line', async () => {
    const owner = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const band = await pieceOf(CATEGORY.weddingRing);
    await add(owner, { product_id: band.product.id, product_panel_setting_id: band.colour.id, quantity: 1, diamond: {}, ring_size: 12, engrave: noInscription });
    const [line] = (await cartOf(owner)).items;
    const put = (shopper: Shopper, payload: object) => shop.app.inject({ method: 'PUT', url: '/api/user/cart', payload, headers: shopper.auth });

    expect((await put(owner, { id: line.id, quantity: 1, engrave: { text: 'A & B', font: 'Classic' } })).json()).toEqual({ code: '200', message: CART_MESSAGES.updated });
    expect((await cartOf(owner)).items[0]).toMatchObject({ engrave_text: 'A & B', engrave_font: 'Classic' });
    expect((await put(owner, { id: line.id, quantity: 1, engrave: { text: 'A & B', font: '' } })).json()).toEqual({ code: '400', message: INCOMPLETE_INSCRIPTION });
    const foreign = await put(other, { id: line.id, quantity: 1, engrave: { text: 'Mine', font: 'Modern' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CART_MESSAGES.lineNotFound);
    expect((await cartOf(owner)).items[0].engrave_text).toBe('A & B');
  });

  it("removes an own line; another shopper's or an unknown line is a 404", async () => {
    const owner = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const band = await pieceOf(CATEGORY.weddingRing);
    await add(owner, { product_id: band.product.id, product_panel_setting_id: band.colour.id, quantity: 1, diamond: {}, ring_size: 12, engrave: noInscription });
    const [line] = (await cartOf(owner)).items;
    const del = (shopper: Shopper, id: number | string) => shop.app.inject({ method: 'DELETE', url: `/api/user/cart/${id}`, headers: shopper.auth });

    expect((await del(other, line.id)).statusCode).toBe(404);
    expect((await cartOf(owner)).items).toHaveLength(1);
    expect((await del(owner, line.id)).json()).toEqual({ code: '200', message: CART_MESSAGES.removed });
    expect((await cartOf(owner)).items).toEqual([]);
    expect((await del(owner, line.id)).statusCode).toBe(404);
    expect((await del(owner, 'abc')).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/user/cart/${line.id}` })).statusCode).toBe(401);
  });
});

describe('a cart holds at most CART_LINE_LIMIT lines (issue 12, item 7)', () => {
  it('refuses a line beyond the limit with a clear message and keeps the cart as it was', async () => {
    const shopper = await registeredShopper(shop.app);
    const pendant = await pieceOf(CATEGORY.necklacesPendants);
    const line = { product_id: pendant.product.id, product_panel_setting_id: pendant.colour.id, quantity: 1, diamond: {}, ring_size: null, engrave: noInscription };
    for (let i = 0; i < CART_LINE_LIMIT; i++) expect((await add(shopper, line)).statusCode).toBe(200);
    const refused = await add(shopper, line);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CART_MESSAGES.cartFull);
    expect((await cartOf(shopper)).items).toHaveLength(CART_LINE_LIMIT);
  });
});
