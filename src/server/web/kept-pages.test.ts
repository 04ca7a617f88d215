import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptsOf } from '../../web/lib/scripts-after-paint.server.ts';
import { products } from '../db/schema/catalog.ts';
import { diamonds } from '../db/schema/diamonds.ts';
import { seedDemoShop } from '../db/seed/index.ts';
import { acceptedEncoding } from '../http/shared-answers.ts';
import { startTestShop, type TestShop } from '../testing.ts';

/**
 * Pages and answers every shopper gets alike are made once and kept (src/server/web/page-cache.ts,
 * src/server/http/shared-answers.ts): they must still be exactly what a fresh render would give, follow every change
 * of the storefront, and run under a content security policy that allows their own inline scripts and nothing else.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ pages: true, seed: (db) => seedDemoShop(db, { diamonds: 200 }) });
  await shop.app.storefront.ready;
});
afterAll(() => shop?.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

/** Renames a product and waits until the shop has heard of the change. */
async function rename(slug: string, name: string) {
  const changed = shop.app.storefront.nextChange();
  await shop.database.db.update(products).set({ name }).where(eq(products.slugId, slug));
  await changed;
}

describe('kept pages', () => {
  it('sends the same page to every visitor, compressed once, allowing exactly its inline scripts by hash', async () => {
    const first = await get('/product/amara-solitaire', { 'accept-encoding': 'br' });
    const second = await get('/product/amara-solitaire', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('gzip');
    const html = zlib.brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(zlib.gunzipSync(second.rawPayload).toString('utf8')).toBe(html);
    expect(html).toContain('Amara Solitaire');

    const policy = String(first.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'nonce-");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const allowed = new Set(scriptSrc.match(/'sha256-[^']+'/g));
    const scripts = inlineScriptsOf(html);
    expect(scripts.length).toBeGreaterThan(2);
    for (const code of scripts) expect(allowed).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(allowed.size).toBe(new Set(scripts).size);
  });

  it('answers every campaign-tagged visit from the one kept page, rendered once', async () => {
    const rendered = async () => {
      const text = (await get('/metrics')).body;
      return Number(/^kilau_pages_total\{source="rendered"\} (\d+)/m.exec(text)?.[1] ?? 0);
    };
    const plain = await get('/products/weddingring', { 'accept-encoding': 'br' });
    expect(plain.statusCode).toBe(200);
    const before = await rendered();
    expect(before).toBeGreaterThan(0);
    const tagged = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(`/products/weddingring?utm_source=ad-${i}&utm_campaign=raya&gclid=g${i}&fbclid=f${i}`, { 'accept-encoding': 'br' })),
    );
    for (const answer of tagged) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    expect(await rendered()).toBe(before);
    // nothing of the tags reaches the page
    expect(zlib.brotliDecompressSync(tagged[0].rawPayload).toString('utf8')).not.toContain('ad-0');
  });

  it('answers 304 to a browser that already has the page', async () => {
    const page = await get('/products/engagementring', { 'accept-encoding': 'br' });
    const again = await get('/products/engagementring', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a plain page to a client that takes no compression', async () => {
    const plain = await get('/product/amara-solitaire');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Amara Solitaire');
  });

  it('shows a change to the catalogue on the next visit, in pages and answers alike', async () => {
    expect((await get('/product/amara-solitaire')).body).toContain('Amara Solitaire');
    expect((await get('/api/product/amara-solitaire')).json().product.name).toBe('Amara Solitaire');
    await rename('amara-solitaire', 'Amara Grand Solitaire');
    try {
      expect((await get('/product/amara-solitaire')).body).toContain('Amara Grand Solitaire');
      expect((await get('/api/product/amara-solitaire')).json().product.name).toBe('Amara Grand Solitaire');
      const list = await get('/api/product/list?q=amara');
      expect(list.json().products.map((p: { name: string }) => p.name)).toContain('Amara Grand Solitaire');
    } finally {
      await rename('amara-solitaire', 'Amara Solitaire');
    }
  });

  it('keeps no page that is not a 200', async () => {
    const missing = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('keeps the diamond search until a stone changes: a stone reserved meanwhile leaves its first screen at once', async () => {
    await shop.app.diamondIndex.current();
    const first = await get('/choose-diamond', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const again = await get('/choose-diamond', { 'accept-encoding': 'br' });
    expect(again.headers.etag).toBeDefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(String(again.headers['content-security-policy'])).not.toContain("'nonce-");
    // the first stone the page offers is reserved by an order (as placing one does): the index hears of it
    const html = zlib.brotliDecompressSync(again.rawPayload).toString('utf8');
    const { data } = (await shop.app.inject({ method: 'POST', url: '/api/diamond/list/naturaldiamond', payload: {} })).json() as { data: { CERTIFICATE_NO: string }[] };
    const shown = data.find((stone) => html.includes(stone.CERTIFICATE_NO));
    expect(shown).toBeDefined();
    await shop.database.db.update(diamonds).set({ isAvailable: false }).where(eq(diamonds.certificateNo, shown!.CERTIFICATE_NO));
    await expect.poll(async () => (await shop.app.diamondIndex.settled(), zlib.brotliDecompressSync((await get('/choose-diamond', { 'accept-encoding': 'br' })).rawPayload).toString('utf8').includes(shown!.CERTIFICATE_NO)), { timeout: 5_000 }).toBe(false);
  });
});

describe('kept answers', () => {
  it('sends the product list and a product as kept bytes with an ETag, in the encoding the client takes', async () => {
    const br = await get('/api/product/list?page=1&limit=10', { 'accept-encoding': 'gzip, br' });
    const plain = await get('/api/product/list?page=1&limit=10');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json().products).toHaveLength(10);
    const again = await get('/api/product/list?page=1&limit=10', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never keeps a refusal: an unknown product is a 404 each time', async () => {
    expect((await get('/api/product/no-such-piece')).statusCode).toBe(404);
    expect((await get('/api/product/no-such-piece')).statusCode).toBe(404);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });
});
