import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE } from '../modules/accounts/page-session.ts';
import { registeredShopper } from '../modules/accounts/testing.ts';
import { orderFixtures, startOrderShop } from '../modules/orders/testing.ts';
import { paymentFixtures } from '../modules/payments/testing.ts';
import type { TestShop } from '../testing.ts';
import { SANDBOX_PATH } from '../modules/payments/gateway.ts';
import { formatRinggit } from '../../web/lib/format.ts';

const MYKAD_BUYER = { kind: 'mykad', name: 'Nur Aisyah binti Ahmad', id_number: '900101-14-5678', tin: '', email: 'aisyah@example.my', phone: '+60123456789' };

/**
 * Issue 39, item 2: the shopper's own pages drawn by the server. Login sets an HttpOnly page session cookie beside the
 * spec's tokens; the server draws the cart for the shopper it names — never kept, never shared, never another's — and
 * the cookie authorises nothing in the API.
 */
let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(40, { pages: true });
  await shop.app.storefront.ready;
  f = orderFixtures(shop);
}, 120_000);
afterAll(() => shop?.close());

/** A shopper with a ring in the cart, logged in once more to get the page session cookie a browser keeps. */
async function shopperWithRing() {
  const shopper = await registeredShopper(shop.app);
  const stone = await f.freeStone();
  await f.ringInCart(shopper, stone.certificateNo);
  const login = await shop.app.inject({ method: 'POST', url: '/api/login', payload: { email: shopper.email, password: shopper.password } });
  expect(login.statusCode).toBe(200);
  const setCookie = String(login.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  return { ...shopper, stone, setCookie, cookie, tokens: login.json() as { jwt: string; refresh_token: string } };
}

const page = (url: string, cookie?: string) => shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe("the shopper's own pages", () => {
  it('login sets the page session cookie HttpOnly, SameSite=Lax, on the whole site; logout clears it', async () => {
    const a = await shopperWithRing();
    expect(a.cookie.startsWith(`${PAGE_SESSION_COOKIE}=`)).toBe(true);
    expect(a.setCookie).toMatch(/; HttpOnly/i);
    expect(a.setCookie).toMatch(/; SameSite=Lax/i);
    expect(a.setCookie).toMatch(/; Path=\//i);
    const out = await shop.app.inject({ method: 'POST', url: '/api/logout', payload: { refresh_token: a.tokens.refresh_token } });
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=; Max-Age=0`));
    // the old cookie draws nothing of the ended session
    const after = await page('/cart', a.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(a.stone.certificateNo);
  });

  it('the cart is drawn by the server for its shopper, never for another, never kept: private, no-store', async () => {
    const [a, b] = [await shopperWithRing(), await shopperWithRing()];
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const cart = await page('/cart', own.cookie);
      expect(cart.statusCode).toBe(200);
      expect(cart.headers['cache-control']).toBe('private, no-store');
      expect(cart.body).toContain(own.stone.certificateNo);
      expect(cart.body).not.toContain(other.stone.certificateNo);
      expect(cart.body).not.toContain('Loading your cart');
    }
    // a visitor gets the page every visitor gets, with nobody's cart in it, from the kept page
    const visitor = await page('/cart');
    expect(visitor.statusCode).toBe(200);
    expect(String(visitor.headers['cache-control'] ?? '')).not.toContain('private');
    for (const s of [a, b]) expect(visitor.body).not.toContain(s.stone.certificateNo);
    // a page's data asked on a move within the shop is as personal as the page
    const data = await page('/cart.data', a.cookie);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.body).toContain(a.stone.certificateNo);
    expect(data.body).not.toContain(b.stone.certificateNo);
  });

  it("order history, an order, the profile and the address book are drawn for their shopper, never another's", async () => {
    const p = paymentFixtures(shop, f);
    const a = await shopperWithRing();
    const b = await shopperWithRing();
    const { order, stone } = await p.placedOrder(a);
    const tracking = order.OrderNumber;
    // the order's own content: its diamond's certificate (the address of an order page names its tracking id anyway)
    for (const url of ['/orders', `/orders/${tracking}`]) {
      const own = await page(url, a.cookie);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.body).toContain(tracking);
      expect(own.body).toContain(stone.certificateNo);
      const other = await page(url, b.cookie);
      expect(other.body).not.toContain(stone.certificateNo);
    }
    const profile = await page('/profile', a.cookie);
    expect(profile.body).toContain(a.email);
    expect((await page('/profile', b.cookie)).body).not.toContain(a.email);
    const book = await page('/addresses', a.cookie);
    expect(book.body).toContain('12 Jalan Bukit Bintang');
    expect((await page('/addresses', b.cookie)).body).not.toContain('12 Jalan Bukit Bintang');
    // and a visitor's pages hold none of it
    for (const url of ['/orders', `/orders/${tracking}`, '/profile', '/addresses']) {
      const visitor = await page(url);
      expect(visitor.body).not.toContain(a.email);
      expect(visitor.body).not.toContain('12 Jalan Bukit Bintang');
    }
  });

  it('checkout is drawn for its shopper: the cart or the piece bought at once, priced by the shop, and the address book; never for another', async () => {
    const [a, b] = [await shopperWithRing(), await shopperWithRing()];
    await f.addressOf(a);
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const checkout = await page('/checkout', own.cookie);
      expect(checkout.statusCode).toBe(200);
      expect(checkout.headers['cache-control']).toBe('private, no-store');
      expect(checkout.body).toContain(own.stone.certificateNo);
      expect(checkout.body).not.toContain(other.stone.certificateNo);
      expect(checkout.body).not.toContain('Preparing your checkout');
      expect(checkout.body).toContain('Place Order');
    }
    expect((await page('/checkout', a.cookie)).body).toContain('12 Jalan Bukit Bintang');
    expect((await page('/checkout', b.cookie)).body).not.toContain('12 Jalan Bukit Bintang');
    // the piece bought at once, named in the address: at the shop's price, whatever the tab kept
    const { product, colour } = await f.necklace();
    const piece = await page(`/checkout?piece=${colour.id}`, a.cookie);
    expect(piece.headers['cache-control']).toBe('private, no-store');
    expect(piece.body).toContain(product.name);
    expect(piece.body).toContain(formatRinggit(colour.priceSen / 100));
    expect(piece.body).not.toContain(a.stone.certificateNo);
    // a visitor's checkout holds nobody's
    const visitor = await page('/checkout');
    expect(String(visitor.headers['cache-control'] ?? '')).not.toContain('private');
    for (const s of [a, b]) expect(visitor.body).not.toContain(s.stone.certificateNo);
    expect(visitor.body).not.toContain('12 Jalan Bukit Bintang');
    // the piece's price needs the bearer token, as every call of the shopper's
    expect((await shop.app.inject({ method: 'GET', url: `/api/user/direct-buy/${colour.id}`, headers: { cookie: a.cookie } })).statusCode).toBe(401);
  });

  it('editing an address is drawn for its shopper, never for another', async () => {
    const [a, b] = [await shopperWithRing(), await shopperWithRing()];
    const id = await f.addressOf(a);
    const own = await page(`/addresses/edit/${id}`, a.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain('12 Jalan Bukit Bintang');
    expect(own.body).not.toContain('Loading the address');
    const other = await page(`/addresses/edit/${id}`, b.cookie);
    expect(other.headers['cache-control']).toBe('private, no-store');
    expect(other.body).not.toContain('12 Jalan Bukit Bintang');
    expect((await page(`/addresses/edit/${id}`)).body).not.toContain('12 Jalan Bukit Bintang');
  });

  it("an order's printable e-invoice is drawn for its shopper, never for another", async () => {
    const p = paymentFixtures(shop, f);
    const a = await shopperWithRing();
    const b = await shopperWithRing();
    const { order, fields } = await p.placedOrder(a);
    const tracking = order.OrderNumber;
    const paid = await p.post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'pay', card: '4111 1111 1111 1111', callback: 'once', refund: 'success' });
    expect(paid.statusCode).toBe(200);
    const number = `INV-${tracking}`;
    // an order's own e-invoice is asked for by its shopper, then submitted and answered by the job
    const asked = await shop.app.inject({ method: 'PUT', url: `/api/order/${tracking}/e-invoice-request`, headers: { authorization: `Bearer ${a.tokens.jwt}` }, payload: MYKAD_BUYER });
    expect(asked.statusCode, asked.body).toBe(200);
    const now = new Date();
    await shop.app.eInvoices.run(now);
    await shop.app.eInvoices.run(new Date(now.getTime() + 5_000));
    const url = `/orders/${tracking}/e-invoice/${number}`;
    const own = await page(url, a.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain('data-testid="printable-e-invoice"');
    expect(own.body).toContain(MYKAD_BUYER.name);
    for (const other of [await page(url, b.cookie), await page(url)]) {
      expect(other.body).not.toContain('data-testid="printable-e-invoice"');
      expect(other.body).not.toContain(MYKAD_BUYER.name);
    }
  }, 60_000);

  it('the ring confirmation is drawn by the server from the choices in its address, never kept nor shared', async () => {
    const stone = await f.freeStone();
    const { product, colour } = await f.engagementSetting();
    const url = `/wizard-completed?setting=${encodeURIComponent(product.slugId)}&option=${colour.id}&size=12&engrave=Always&font=Script&diamond=${encodeURIComponent(stone.certificateNo)}`;
    for (const cookie of [undefined, (await shopperWithRing()).cookie]) {
      const drawn = await page(url, cookie);
      expect(drawn.statusCode).toBe(200);
      expect(drawn.headers['cache-control']).toBe('private, no-store');
      expect(drawn.body).toContain('Your One-of-a-Kind Ring');
      expect(drawn.body).toContain(stone.certificateNo);
      expect(drawn.body).toContain('Always');
      expect(drawn.body).toContain(cookie ? 'Add to Cart' : 'Log in to save');
    }
    // another ring is another page; the bare path names none
    const bare = await page('/wizard-completed');
    expect(bare.headers['cache-control']).toBe('private, no-store');
    expect(bare.body).not.toContain(stone.certificateNo);
  });

  it('the cookie authorises nothing in the API: reading or changing the cart needs the bearer token', async () => {
    const a = await shopperWithRing();
    const read = await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: { cookie: a.cookie } });
    expect(read.statusCode).toBe(401);
    const cart = (await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: { authorization: `Bearer ${a.tokens.jwt}` } })).json() as { cart: { items: { id: number }[] } };
    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/user/cart/${cart.cart.items[0]!.id}`, headers: { cookie: a.cookie } });
    expect(removed.statusCode).toBe(401);
    // nor is a page token an access token, or an access token a page token
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/cart', headers: { authorization: `Bearer ${a.cookie.split('=')[1]}` } })).statusCode).toBe(401);
    const forged = await page('/cart', `${PAGE_SESSION_COOKIE}=${a.tokens.jwt}`);
    expect(forged.body).not.toContain(a.stone.certificateNo);
  });
});
