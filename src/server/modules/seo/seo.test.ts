import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCTS, SUBCATEGORIES } from '../../db/seed/catalog-data/index.ts';
import { seedCatalog } from '../../db/seed/catalog.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { PRIVATE_PATHS, STATIC_PAGES } from './pages.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: (handle) => seedCatalog(handle.db) });
});
afterAll(async () => shop?.close());

describe('GET /sitemap.xml', () => {
  it('lists home, every active product, category and style page and the information pages, as absolute URLs', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.every((l) => l.startsWith('http://shop.test/'))).toBe(true);
    expect(locs).toContain('http://shop.test/');
    for (const p of PRODUCTS) expect(locs).toContain(`http://shop.test/product/${p.slugId}`);
    for (const c of CATEGORIES) expect(locs).toContain(`http://shop.test/products/${c.slug}`);
    for (const s of SUBCATEGORIES) expect(locs).toContain(`http://shop.test/products/${CATEGORIES.find((c) => c.id === s.categoryId)!.slug}/${s.slug}`);
    for (const page of STATIC_PAGES) expect(locs).toContain(`http://shop.test${page}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the API and account pages, and names the sitemap', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const lines = answer.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of PRIVATE_PATHS) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
