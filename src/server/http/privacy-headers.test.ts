import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../db/seed/catalog.ts';
import { registeredShopper } from '../modules/accounts/testing.ts';
import { startTestShop, type TestShop } from '../testing.ts';

/** Issue 12, item 8: personal answers are never cached, browsers' powerful features are off, /metrics is not public. */

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: (handle) => seedCatalog(handle.db), env: { METRICS_TOKEN } });
});
afterAll(() => shop?.close());

describe('answers that carry personal data are not kept by browsers or proxies', () => {
  it('sends Cache-Control: no-store with the profile, the address book and the cart', async () => {
    const shopper = await registeredShopper(shop.app);
    for (const url of ['/api/user', '/api/user/address', '/api/user/cart']) {
      const answer = await shop.app.inject({ method: 'GET', url, headers: shopper.auth });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends no-store with refusals too, and leaves the answers every shopper shares revalidated by their ETag', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/user' })).headers['cache-control']).toBe('no-store');
    const list = await shop.app.inject({ method: 'GET', url: '/api/product/list' });
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.etag).toBeDefined();
  });
});

describe('security headers', () => {
  it('turns off the browser features the shop does not use (Permissions-Policy)', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/healthz' });
    const policy = String(answer.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy).toContain(feature);
  });
});

describe('/metrics is for the shop’s own monitoring', () => {
  it('answers the machine itself', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('http_request_duration_seconds');
  });

  it('refuses any other address without the metrics token, and answers it with the token', async () => {
    const refused = await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('http_request_duration_seconds');
    const wrong = await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(403);
    const allowed = await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
  });
});
