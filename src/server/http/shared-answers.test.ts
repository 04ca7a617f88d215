import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../db/seed/catalog.ts';
import { seedContent } from '../db/seed/content.ts';
import { startTestShop, type TestShop } from '../testing.ts';

/**
 * A kept answer is sent once: its route resolves only after the answer has left, so Fastify never answers the same
 * request a second time (before, every kept answer logged "Reply was already sent" and an error, and was counted as a
 * 500 while the shopper got the 200 — hundreds of errors a second under load).
 */
let shop: TestShop;
let log = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  shop = await startTestShop({ seed: async (handle) => {
      await seedCatalog(handle.db);
      await seedContent(handle.db);
    }, env: { LOG_LEVEL: 'warn' }, logStream: stream });
});
afterAll(async () => shop?.close());

describe('answers every shopper shares', () => {
  it('are sent once, counted as the 200 they are, and log no error', async () => {
    const urls = ['/api/product/amara-solitaire', '/api/lov/PRODUCT_CATEGORY', '/api/settings', '/api/product/list?page=1&limit=10'];
    for (const url of urls) {
      for (let i = 0; i < 3; i++) {
        const answer = await shop.app.inject({ url, headers: { 'accept-encoding': i === 1 ? 'gzip' : 'br' } });
        expect(answer.statusCode, url).toBe(200);
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).not.toMatch(/already sent|Cannot write headers/);
    const metrics = (await shop.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(metrics).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/product\/:slug",status_code="200"\} 3/);
    expect(metrics).not.toMatch(/status_code="500"/);
  });
});

describe('kept bytes', () => {
  it('own their memory: a small compressed answer is not a slice of a shared 8 KB slab that it would keep alive', async () => {
    const { inEncoding } = await import('./shared-answers.ts');
    const identity = Buffer.from(JSON.stringify({ stones: [{ carat: 1.01, colour: 'F', clarity: 'VS1' }] }));
    const kept = { etag: '"x"', identity };
    for (const encoding of ['br', 'gzip'] as const) {
      const bytes = inEncoding(kept, encoding);
      expect(bytes.length, encoding).toBeLessThan(4096);
      expect(bytes.buffer.byteLength, encoding).toBe(bytes.length);
    }
  });

  it('are copied out of their slab, and a Buffer with memory of its own is kept as it is', async () => {
    const { ownBytes } = await import('./bounded-keep.ts');
    const slice = Buffer.from('{"small":true}');
    expect(slice.buffer.byteLength).toBeGreaterThan(slice.length);
    const own = ownBytes(slice);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.toString()).toBe(slice.toString());
    expect(ownBytes(own)).toBe(own);
  });
});
