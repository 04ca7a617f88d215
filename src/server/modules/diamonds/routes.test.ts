import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandling } from '../../http/error-handler.ts';
import type { SharedAnswers } from '../../http/shared-answers.ts';
import { nestedJson } from '../../http/deep-json-inputs.testing.ts';
import { diamondRoutes } from './routes.ts';
import { createDiamondService } from './service.ts';
import { createStoneWatch } from './stone-watch.ts';

/**
 * The diamond search keeps each answer under a key made from the search as checked, never from the body as sent:
 * nothing walks a body a shopper wrote (a body nested thousands of levels deep is refused, not stringified), and the
 * same search written two ways shares one kept answer. The routes are mounted here on a bare Fastify with its own JSON
 * parser — without the shop's nesting bound (http/json-bodies.ts) — so the route holds on its own.
 */
let app: FastifyInstance;
const keys: string[] = [];

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  errorHandling(app);
  // the key is made before the search index is asked: neither the database nor the index is reached here
  const diamonds = createDiamondService(undefined as never, undefined as never);
  const shared: SharedAnswers = {
    async send(_request, reply, _schema, _produce, options) {
      keys.push(options?.key ?? '');
      await reply.code(204).send();
    },
    size: () => keys.length,
  };
  await app.register(diamondRoutes, { diamonds, shared, watch: createStoneWatch() });
  await app.ready();
});
afterAll(async () => app?.close());

const search = (payload: string, url = '/api/diamond/list/naturaldiamond') => app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('the kept answer of a diamond search', () => {
  it('a body nested 5,000 levels deep (10 KB) is never a 500: its fields unread are ignored, a deep body itself is refused in the search\'s shape', async () => {
    for (const payload of [nestedJson(5_000, 'both'), `{"shape":${nestedJson(5_000, 'arrays')}}`, `{"shape":"ROUND","junk":${nestedJson(5_000, 'objects')}}`]) {
      const answer = await search(payload);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBeLessThan(500);
    }
    const refused = await search(nestedJson(5_000, 'arrays'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, data: [], total: 0 });
  });

  it('the same search written two ways (a comma list or an array, any case, extra fields) shares one key', async () => {
    keys.length = 0;
    const first = await search('{"shape":"round","carat":[0.5,1]}', '/api/diamond/list/naturaldiamond?limit=20');
    expect(first.statusCode, first.body).toBe(204);
    expect((await search('{"shape":["ROUND"],"carat":[1,0.5],"note":{"a":[1,2,3]}}', '/api/diamond/list/naturaldiamond?limit=20&x=1')).statusCode).toBe(204);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // another type, page or filter is another key
    await search('{"shape":"ROUND","carat":[0.5,1]}', '/api/diamond/list/labgrowndiamond?limit=20');
    await search('{"shape":"ROUND","carat":[0.5,1]}', '/api/diamond/list/naturaldiamond?limit=20&page=2');
    await search('{"shape":"OVAL","carat":[0.5,1]}', '/api/diamond/list/naturaldiamond?limit=20');
    expect(new Set(keys).size).toBe(4);
  });
});
