import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './routes.ts';
import { createMediaService } from './service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'kilau-media-routes-'));
let app: FastifyInstance;

beforeAll(async () => {
  const media = createMediaService({ cacheDir: dir, designOf: async (sku) => (sku === 'KL-ER-0001' ? { style: 'solitaire' } : undefined) });
  app = Fastify();
  await app.register(mediaRoutes, { media });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /images/*', () => {
  it('answers a product picture as WebP, cached for a year, with an ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_top.webp?w=300' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 304 when the browser already has the picture', async () => {
    const url = '/images/shapes/oval.webp?w=160';
    const first = await app.inject({ method: 'GET', url });
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the laboratory marks as SVG', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/labs/gia.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  it('swaps the hand picture skin tone with ?tone=', async () => {
    const light = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_hand.webp?w=160&tone=0' });
    const dark = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_hand.webp?w=160&tone=4' });
    expect(light.statusCode).toBe(200);
    expect(dark.statusCode).toBe(200);
    expect(light.rawPayload.equals(dark.rawPayload)).toBe(false);
  });

  it.each(['/images/products/KL-NO-0404_white_round_top.webp', '/images/site/nothing.webp', '/images/products/KL-ER-0001_white_round_back.webp'])(
    '404 with a JSON message for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: '404', message: 'Image not found.' });
    },
  );

  it.each(['abc', '0', '-5', '1.5', '99999', ''])('400 for w=%s', async (w) => {
    const res = await app.inject({ method: 'GET', url: `/images/shapes/round.webp?w=${w}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400' });
    expect(res.json().message).toMatch(/width/);
  });

  it('400 for a skin tone outside 0..4', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/products/KL-ER-0001_white_round_hand.webp?tone=7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/skin tone/);
  });
});
