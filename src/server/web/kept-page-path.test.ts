import type * as ReactRouter from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoShop } from '../db/seed/index.ts';
import { startTestShop, type TestShop } from '../testing.ts';

/**
 * Issue 39, item 1: a kept page's path does nothing per request that does not depend on the request. Naming the page
 * type for the request metrics matched the address against every route of the storefront on each request (React
 * Router's `matchRoutes` flattens and ranks all routes per call: about 45 % of the main thread serving one kept
 * page); it is matched once per distinct address.
 */
const routeMatching = vi.hoisted(() => ({ calls: 0 }));
vi.mock('react-router', async (original) => {
  const actual = await original<typeof ReactRouter>();
  return {
    ...actual,
    matchRoutes: (...args: Parameters<typeof actual.matchRoutes>) => {
      routeMatching.calls += 1;
      return actual.matchRoutes(...args);
    },
  };
});

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ pages: true, seed: (db) => seedDemoShop(db, { diamonds: 200 }) });
  await shop.app.storefront.ready;
}, 120_000);
afterAll(() => shop?.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

describe('the kept page path', () => {
  it('matches each distinct address against the routes at most once, however often it is asked for', async () => {
    const addresses = ['/product/amara-solitaire', '/products/engagementring', '/choose-diamond'];
    for (const address of addresses) expect((await get(address)).statusCode).toBe(200);
    const before = routeMatching.calls;
    for (let round = 0; round < 20; round++) {
      for (const address of addresses) {
        const answer = await get(`${address}?utm_source=round-${round}`);
        expect(answer.statusCode).toBe(200);
      }
    }
    expect(routeMatching.calls - before).toBe(0);
  });
});
