import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDiamonds } from '../../server/db/seed/diamonds.ts';
import { startTestShop, type TestShop } from '../../server/testing.ts';
import type { ShopLoadContext } from '../lib/load-context';
import { loader } from './choose-diamond';

/**
 * The diamond search's loader against the real API in-process: page 1 of the address's search for the server's
 * HTML (the list is a POST with the filters as its body), and the stone named by ?stone=.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: (handle) => seedDiamonds(handle, 1500) });
});
afterAll(async () => shop?.close());

function contextOf(): ShopLoadContext {
  const callApi: ShopLoadContext['callApi'] = async (path, init) => {
    const answer = await shop.app.inject({ method: init?.method ?? 'GET', url: path, ...(init?.body !== undefined ? { payload: init.body as object } : {}) });
    return { status: answer.statusCode, body: answer.json() as unknown };
  };
  return { nonce: '', origin: 'http://shop.test', callApi, readAsset: () => undefined, signedIn: false };
}

const load = (path: string, params: Record<string, string>) =>
  loader({ context: contextOf(), params, request: new Request(`http://shop.test${path}`) } as unknown as Parameters<typeof loader>[0]);

describe('choose-diamond loader', () => {
  it('loads page 1 of the search the address names, for the server to render', async () => {
    const data = await load('/choose-diamond/shape/oval?color=d,e,f,g,h&sort=price-desc', { shape: 'oval' });
    expect(data.search.filters).toMatchObject({ shape: ['OVAL'], color: ['D', 'E', 'F', 'G', 'H'], cut: ['ID', 'EX'] });
    expect(data.first?.ok).toBe(true);
    if (!data.first?.ok) return;
    expect(data.first.stones.length).toBeGreaterThan(0);
    expect(data.first.stones.every((s) => s.SHAPE === 'OVAL' && ['D', 'E', 'F', 'G', 'H'].includes(s.COLOR))).toBe(true);
    const prices = data.first.stones.map((s) => s.MYR_PRICE);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(data.first.facets?.color).toBeDefined();
  });

  it('loads the stone named by ?stone=, or says it is no longer offered', async () => {
    const page = await load('/choose-diamond', {});
    const certificate = page.first?.ok ? page.first.stones[0].CERTIFICATE_NO : '';
    const found = await load(`/choose-diamond?stone=${certificate}`, {});
    expect(found.stone).toMatchObject({ ok: true, stone: { CERTIFICATE_NO: certificate } });
    const missing = await load('/choose-diamond?stone=NOPE-123', {});
    expect(missing.stone).toMatchObject({ ok: false, missing: true });
  });

  it('an unknown type or shape is a 404', async () => {
    await expect(load('/choose-diamond/moissanite', { type: 'moissanite' })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load('/choose-diamond/shape/triangle', { shape: 'triangle' })).rejects.toMatchObject({ init: { status: 404 } });
  });
});
