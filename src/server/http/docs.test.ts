import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing.ts';
import { operationIdOf } from './docs.ts';

/**
 * The OpenAPI document the shop serves is one a client can be generated from (issue 24): `redocly lint` with its
 * recommended rules finds no error in it, every operation is named and says whether it needs the bearer token, and
 * every back-office answer is a closed, named schema. api-client.test.ts generates a client from it.
 */

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { type?: string; additionalProperties?: unknown }>; securitySchemes: Record<string, unknown> };
}

let shop: TestShop;
let document: Document;
let served: string;

beforeAll(async () => {
  shop = await startTestShop();
  served = (await shop.app.inject({ url: '/api/docs/json' })).body;
  document = JSON.parse(served) as Document;
}, 60_000);
afterAll(async () => shop?.close());

const operations = () => Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

describe('the served OpenAPI document', () => {
  it('passes redocly lint with its recommended rules without a single error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: served, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // the linter does read the document: it warns that the info has no licence
    expect(problems.some((p) => p.ruleId === 'info-license')).toBe(true);
  });

  it('names every operation once, and says of each whether it needs the bearer token (every back-office one does)', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const bearer = [{ bearer: [] }];
    for (const { path, method, op } of all) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      if (path.startsWith('/api/cms/')) expect(op.security, `${method} ${path}`).toEqual(bearer);
    }
    const security = (method: string, path: string) => document.paths[path]![method]!.security;
    expect(security('get', '/api/user/cart')).toEqual(bearer);
    expect(security('post', '/api/order/create')).toEqual(bearer);
    expect(security('get', '/api/product/list')).toEqual([]);
    expect(security('post', '/api/login')).toEqual([]);
  });

  it('declares an answer of every operation, each back-office one a named and closed schema', () => {
    const cms = operations().filter(({ path }) => path.startsWith('/api/cms/'));
    expect(cms.length).toBeGreaterThanOrEqual(41);
    for (const { path, method, op } of operations()) {
      const success = Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2') || status.startsWith('3'));
      expect(success.length, `${method} ${path} declares no answer`).toBeGreaterThan(0);
    }
    for (const { path, method, op } of cms) {
      const ref = op.responses?.['200']?.content?.['application/json']?.schema?.$ref;
      expect(ref ?? '(no named answer)', `${method} ${path}`).toMatch(/^#\/components\/schemas\/\w+$/);
      const name = ref!.split('/').pop()!;
      expect(document.components.schemas[name], `${method} ${path}: ${name}`).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });

  it('declares both diamond searches’ bodies (the storefront’s and the back-office’s), one shared schema', () => {
    for (const path of ['/api/diamond/list/{diamondtype}', '/api/cms/diamond-search/{diamondtype}']) {
      expect(document.paths[path]!.post!.requestBody?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/DiamondSearchInput' });
    }
    expect(document.components.schemas.DiamondSearchInput).toMatchObject({ type: 'object' });
  });

  it('makes an operationId of the method and the path', () => {
    expect(operationIdOf('GET', '/api/cms/orders/:trackingId')).toBe('getCmsOrdersByTrackingId');
    expect(operationIdOf('PUT', '/api/cms/categories/:id/subcategories/order')).toBe('putCmsCategoriesByIdSubcategoriesOrder');
    expect(operationIdOf('GET', '/images/*')).toBe('getImagesByPath');
    expect(operationIdOf('GET', '/sitemap.xml')).toBe('getSitemapXml');
    expect(operationIdOf('GET', '/api/lov/PRODUCT_CATEGORY')).toBe('getLovProductCategory');
  });
});
