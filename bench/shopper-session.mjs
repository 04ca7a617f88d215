/* global AbortSignal */
/**
 * A logged-in shopper for the HTTP benchmark (bench:http, kinds `cart-page` and `checkout-page`): the demo customer
 * logged in through the API, as a browser is, so the answer's `Set-Cookie` gives the page session the server draws
 * the shopper's own pages with (`kilau_pages`); an engagement ring with a stone from the diamond search in the cart,
 * and an address to deliver to. Answers the Cookie header the load generator sends.
 */
import { DEMO_CUSTOMER } from './shopper-pages.mjs';

async function call(base, method, path, { token, body } = {}) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const json = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${json.message ?? ''}`);
  return { json, answer };
}

export async function shopperSession(base, slug = 'amara-solitaire') {
  const { json: login, answer } = await call(base, 'POST', '/api/login', { body: DEMO_CUSTOMER });
  const cookie = answer.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('kilau_pages='));
  if (!cookie) throw new Error('the login answer set no page session cookie (kilau_pages)');
  const token = login.jwt;
  const { json: cart } = await call(base, 'GET', '/api/user/cart', { token });
  for (const item of cart.cart.items) await call(base, 'DELETE', `/api/user/cart/${item.id}`, { token });
  const { json: detail } = await call(base, 'GET', `/api/product/${slug}`);
  const product = detail.product;
  const setting = Object.values(product.variant).flat()[0]?.color_details[0];
  if (!setting) throw new Error(`${slug} has no metal to choose`);
  const { json: stones } = await call(base, 'POST', `/api/diamond/list/naturaldiamond?limit=20`, { body: { shape: product.shapes[0] ?? 'ROUND' } });
  const stone = stones.data.at(-1);
  await call(base, 'POST', '/api/user/cart', {
    token,
    body: { product_id: product.id, product_panel_setting_id: setting.product_panel_setting_id, quantity: 1, ring_size: product.diamondRing[0]?.min_size ?? 9, diamond: { CERTIFICATE_NO: stone.CERTIFICATE_NO } },
  });
  const { json: book } = await call(base, 'GET', '/api/user/address', { token });
  if (book.addresses.length === 0) {
    await call(base, 'POST', '/api/user/address', { token, body: { name: 'Demo Customer', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', is_default: true } });
  }
  // what is measured must be the shopper's page as the server draws it, not a visitor's
  const page = await (await fetch(`${base}/cart`, { headers: { cookie, accept: 'text/html' }, signal: AbortSignal.timeout(30_000) })).text();
  if (!page.includes('data-cart-line')) throw new Error('the cart page drawn with the page session shows no cart line');
  return { cookie };
}
