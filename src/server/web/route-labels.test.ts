import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../db/seed/index.ts';
import { BUILT_ASSETS_ROUTE } from '../http/metrics.ts';
import { samplesOf } from '../metrics/testing.ts';
import { startTestShop, type TestShop } from '../testing.ts';
import { INFORMATION_PAGES_ROUTE } from './page-routes.ts';

/**
 * Issue 25, item 2: the request durations' `route` label is a route pattern — every built asset one label, each page
 * type its own — so browsing every page of the storefront and the back-office, with its data requests and every built
 * file, leaves fewer than 60 labels (before: 89, of which 67 hashed file names, and every page `/*`).
 */

let shop: TestShop;
let base: string;
beforeAll(async () => {
  shop = await startTestShop({ pages: true, seed: (db) => seedDemoShop(db, { diamonds: 200 }) });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  const address = shop.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(() => shop?.close());

/** A value for each path parameter of the pages (what they show does not matter: the label is the page's pattern). */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'amara-solitaire',
  category: 'engagementring',
  sub: 'solitaire',
  shape: 'round',
  type: 'lab',
  trackingid: 'KL20260101ABCDEF',
  tracking: 'KL20260101ABCDEF',
  updateid: '1',
  id: '1',
};

describe('route labels of the request metrics', () => {
  it('browsing every page type, its data and every built asset leaves fewer than 60 route labels, each a pattern', async () => {
    const buildDir = path.resolve(shop.config.BUILD_DIR);
    const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
    const patterns = Object.values(build.routes).flatMap((route) => (route && route.id !== 'root' ? [route.index ? '/' : `/${route.path}`] : []));
    expect(patterns.length).toBeGreaterThan(50);
    const addresses = patterns.map((pattern) => (pattern === '/*' ? '/no-such-page/at-all' : pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x')));

    for (const address of addresses) {
      const page = await fetch(`${base}${address}`, { redirect: 'manual' });
      const html = await page.text();
      // a move between pages asks for the page's data (React Router's single fetch)
      await (await fetch(`${base}${address === '/' ? '/_root' : address}.data`, { redirect: 'manual' })).arrayBuffer();
      // and the browser for the page's scripts, styles and fonts
      for (const asset of new Set(html.match(/\/assets\/[\w.-]+/g) ?? [])) await (await fetch(`${base}${asset}`)).arrayBuffer();
    }
    // every file of the build
    const files = readdirSync(path.join(buildDir, 'client', 'assets'));
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) expect((await fetch(`${base}/assets/${file}`)).status).toBe(200);

    const text = await (await fetch(`${base}/metrics`)).text();
    const routes = new Set(samplesOf(text).filter((s) => s.name === 'http_request_duration_seconds_count').map((s) => s.labels.route!));
    expect(routes.size, [...routes].sort().join('\n')).toBeLessThan(60);
    expect(routes).toContain(BUILT_ASSETS_ROUTE);
    for (const pattern of ['/', '/product/:slug', '/products', '/products/:category', '/products/:category/:sub', '/choose-diamond/shape/:shape', '/orders/:trackingid', '/cms/orders/:tracking', '/cart', INFORMATION_PAGES_ROUTE, '/*']) {
      expect(routes, pattern).toContain(pattern);
    }
    // no file name, no address: only patterns
    for (const route of routes) expect(route, route).not.toMatch(/\.(js|css|woff2?|svg)$|amara-solitaire|KL2026/);
  }, 240_000);
});
