/* global localStorage, sessionStorage -- functions passed to page.evaluate run in the page */
/**
 * The eight pages a shopper opens, as bench/pages.mjs and bench/layout-shift.mjs measure them: home, a listing, a
 * product, the diamond search, the ring builder's confirmation, the cart, checkout and an order's detail.
 *
 * The last four belong to a shopper: the demo customer (demo@kilau.my) is logged in through the API and the page's
 * browser is left as the login leaves a real one: the tokens where the web client keeps them (localStorage
 * '_kilautoken', src/web/lib/api-client.ts) and the HttpOnly page-session cookie the login answer sets ('kilau_pages',
 * src/server/modules/accounts/page-session.ts), with which the server draws the shopper's own pages (cart, order);
 * with a ring built on the shop's own pages (a setting and a stone in session storage for the confirmation), a ring in
 * the cart and an order placed from another one. The shared pages are measured as a visitor's, with no cookie.
 */
import { randomUUID } from 'node:crypto';
import { URL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const DEMO_CUSTOMER = { email: 'demo@kilau.my', password: 'kilau-demo-2026' };
const TOKEN_KEY = '_kilautoken';
/** The page session's cookie (src/server/modules/accounts/page-session.ts). */
export const PAGE_SESSION_COOKIE = 'kilau_pages';

async function api(base, method, path, { token, body, headers } = {}) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json().catch(() => ({}));
  if (!answer.ok || (json.code && json.code !== '200')) throw new Error(`${method} ${path} answered ${answer.status}: ${json.message ?? ''}`);
  return json;
}

/**
 * A fresh session of the demo customer: `tokens` as the web client keeps them, and `cookies`, what the login answer's
 * Set-Cookie headers leave in a browser (the page session), in the shape both CDP's Network.setCookies and
 * playwright's addCookies take.
 */
export async function logIn(base) {
  const answer = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CUSTOMER) });
  const json = await answer.json().catch(() => ({}));
  if (!answer.ok || !json.jwt) throw new Error(`POST /api/login answered ${answer.status}: ${json.message ?? ''}`);
  const cookies = answer.headers.getSetCookie().map((header) => cookieOf(header, base));
  if (!cookies.some((c) => c.name === PAGE_SESSION_COOKIE && c.value)) throw new Error(`POST /api/login set no ${PAGE_SESSION_COOKIE} cookie`);
  return { tokens: { jwt: json.jwt, refresh_token: json.refresh_token }, cookies };
}

/** A Set-Cookie header as the browser keeps the cookie: name, value, the shop's host, path, flags and expiry. */
function cookieOf(header, base) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const cookie = { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), domain: new URL(base).hostname, path: '/', httpOnly: false, secure: false, sameSite: 'Lax' };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite') cookie.sameSite = value[0].toUpperCase() + value.slice(1).toLowerCase();
    else if (name === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
  }
  return cookie;
}

/** The pages shoppers share: home, the engagement-ring listing and its first ring's page. */
async function sharedPages(base) {
  const lov = await (await fetch(`${base}/api/lov/PRODUCT_CATEGORY`)).json();
  const ring = lov.lov.find((c) => c.is_engagement_ring) ?? lov.lov[0];
  const listing = `/products/${ring.slug}`;
  const html = await (await fetch(`${base}${listing}`)).text();
  const product = /href="(\/product\/[^"?#]+)["?#]/.exec(html)?.[1];
  if (!product) throw new Error(`no product link found on ${listing}`);
  return { listing, product };
}

/**
 * Builds a ring on the shop's pages (product page → Choose Diamond → Choose This Diamond) in a browser logged in as
 * the demo customer, and answers what the ring builder keeps in session storage, and the certificates of the stones
 * the search showed.
 */
async function buildRing(browser, base, product) {
  const { tokens, cookies } = await logIn(base);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(cookies);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, JSON.stringify(tokens)]);
  const page = await context.newPage();
  try {
    await page.goto(`${base}${product}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const size = page.getByLabel('Ring size', { exact: false }).first();
    if (await size.count()) await size.selectOption('9');
    await page.getByRole('button', { name: 'Choose Diamond' }).click();
    await page.waitForURL(/\/choose-diamond/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const cards = page.locator('[data-diamond-card]');
    await cards.first().waitFor();
    const certificates = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-certificate')));
    // the fourth stone: the first ones are left for the search page's own first screen
    await cards.nth(3).getByRole('button', { name: 'Choose This Diamond' }).click();
    await page.waitForURL(/\/wizard-completed/);
    const storage = await page.evaluate(() => Object.fromEntries(['_kilauring', '_kilaudiamond'].map((k) => [k, sessionStorage.getItem(k)])));
    if (!storage._kilauring || !storage._kilaudiamond) throw new Error('the ring builder kept no setting and stone');
    return { storage, certificates: certificates.filter((c, i) => c && i !== 3) };
  } finally {
    await context.close();
  }
}

/** Puts a ring (the built setting with the given stone) into the demo customer's cart; answers the cart. */
async function addRing(base, token, ring, certificate) {
  await api(base, 'POST', '/api/user/cart', {
    token,
    body: { product_id: ring.product_id, product_panel_setting_id: ring.product_panel_setting_id, quantity: 1, ring_size: ring.ring_size, engrave: ring.engrave, diamond: { CERTIFICATE_NO: certificate } },
  });
  return (await api(base, 'GET', '/api/user/cart', { token })).cart;
}

async function emptyCart(base, token) {
  const { cart } = await api(base, 'GET', '/api/user/cart', { token });
  for (const item of cart.items) await api(base, 'DELETE', `/api/user/cart/${item.id}`, { token });
}

/**
 * Seeds the demo customer: a ring built (for the confirmation), an order placed, a ring left in the cart. Answers the
 * eight pages, each with what its browser tab needs in storage (`local` and `session`, key → value) besides a session.
 */
export async function shopperPages(browser, base) {
  const { listing, product } = await sharedPages(base);
  const built = await buildRing(browser, base, product);
  const ring = JSON.parse(built.storage._kilauring);
  const { jwt } = (await logIn(base)).tokens;
  await emptyCart(base, jwt);
  const [ordered, inCart] = built.certificates.slice(-2);
  const cart = await addRing(base, jwt, ring, ordered);
  let addresses = (await api(base, 'GET', '/api/user/address', { token: jwt })).addresses;
  if (addresses.length === 0) {
    const home = { name: 'Demo Customer', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', is_default: true };
    addresses = [(await api(base, 'POST', '/api/user/address', { token: jwt, body: home })).address];
  }
  const placed = await api(base, 'POST', '/api/order/create', {
    token: jwt,
    headers: { 'idempotency-key': randomUUID() },
    body: { user_cart_id: cart.items.map((i) => i.id), total_amount: cart.total, address_id: addresses[0].id },
  });
  // a placed order's lines stay in the cart until it is paid, their stones reserved: the cart shows one ring, to buy
  await emptyCart(base, jwt);
  await addRing(base, jwt, ring, inCart);
  const session = { _kilauring: built.storage._kilauring, _kilaudiamond: built.storage._kilaudiamond };
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: listing },
    { name: 'product', path: product },
    { name: 'choose-diamond', path: '/choose-diamond', interaction: 'filter' },
    { name: 'confirmation', path: '/wizard-completed', loggedIn: true, session, ready: 'h1#ring-heading' },
    { name: 'cart', path: '/cart', loggedIn: true, ready: '[data-cart-line]' },
    { name: 'checkout', path: '/checkout', loggedIn: true, ready: '[data-checkout-line]' },
    { name: 'order', path: `/orders/${placed.order.OrderNumber}`, loggedIn: true, ready: '#history-heading' },
  ];
}

/**
 * A script for a tab's new documents that gives the page its storage (only where it has none yet: the web client
 * keeps refreshed tokens there). Runs in the page; `entries` is { local: {k: v}, session: {k: v} }.
 */
export function storageScript(entries) {
  return `(() => { try { const e = ${JSON.stringify(entries)};
    for (const [k, v] of Object.entries(e.local ?? {})) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(e.session ?? {})) if (sessionStorage.getItem(k) === null) sessionStorage.setItem(k, v);
  } catch { /* about:blank has no storage */ } })();`;
}

/**
 * What a page's tab needs: for the logged-in pages a fresh session of the demo customer, its tokens in storage and its
 * page-session cookie (`cookies`, to be set in the browser before the page is opened; none for the shared pages).
 */
export async function storageOf(base, page) {
  if (!page.loggedIn) return { local: {}, session: page.session ?? {}, cookies: [] };
  const { tokens, cookies } = await logIn(base);
  return { local: { [TOKEN_KEY]: JSON.stringify(tokens) }, session: page.session ?? {}, cookies };
}
