import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDiamonds } from '../../db/seed/diamonds.ts';
import { startTestShop, type TestShop } from '../../testing.ts';

/**
 * Liveness and readiness are two questions: /api/healthz says the process and its database answer (a load balancer
 * restarts an instance that does not); /api/ready says this instance can serve shoppers now, its diamond index built,
 * so the first search after it is answered from memory and never waits for a build.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: (db) => seedDiamonds(db, 300) });
});
afterAll(() => shop?.close());

describe('readiness', () => {
  it('refuses (503, starting) until the diamond index is built, while the liveness check already answers ok', async () => {
    expect((await shop.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    const starting = await shop.app.inject({ url: '/api/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting', database: 'ok', diamond_index: 'building' });
    expect(starting.headers['retry-after']).toMatch(/^\d+$/);
    expect(starting.headers['cache-control']).toBe('no-store');
  });

  it('answers ok once the index is built, and the first search after it uses that index without building another', async () => {
    const built = await shop.app.diamondIndex.current();
    const ready = await shop.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', diamond_index: 'built' });
    const version = shop.app.diamondIndex.version();
    const search = await shop.app.inject({ method: 'POST', url: '/api/diamond/list/naturaldiamond', payload: {} });
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBeGreaterThan(0);
    // the same index answered: no rebuild moved the version on, the same object is current
    expect(shop.app.diamondIndex.version()).toBe(version);
    expect(await shop.app.diamondIndex.current()).toBe(built);
  });
});
