import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NotFoundError, TooManyRequestsError } from '../errors.ts';
import { errorHandling, routerRefusals } from './error-handler.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false, frameworkErrors: routerRefusals });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  errorHandling(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/things', { schema: { body: z.object({ email: z.email(), size: z.number().int().min(5).max(30) }) } }, async () => ({ ok: true }));
  typed.get('/api/missing', async () => {
    throw new NotFoundError('This ring could not be found.');
  });
  typed.get('/api/busy', async () => {
    throw new TooManyRequestsError('Too many attempts. Please wait a minute and try again.', 60);
  });
  typed.get('/api/rings/:slug', { schema: { params: z.object({ slug: z.string() }) } }, async (request) => ({ slug: request.params.slug }));
  typed.get('/api/broken', async () => {
    throw new Error('database exploded with secret details');
  });
  return app;
}

describe('errors reach the caller as { code, message }', () => {
  it('answers invalid input with 400 and names each field at fault', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: { email: 'not-an-email', size: 40 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('400');
    expect(body.message).toMatch(/email/);
    expect(body.message).toMatch(/size/);
  });

  it('answers a missing body with 400, not 500', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/api/things' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('400');
  });

  it("turns a service's NotFoundError into a 404 with the shopper's message", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404', message: 'This ring could not be found.' });
  });

  it('answers a rate limit with 429 and Retry-After', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/api/busy' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });

  it('hides the details of an unexpected fault behind a plain message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/api/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toContain('secret');
  });

  it('answers a path parameter longer than the router takes with the 404 of an unknown address, not a bare framework error', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: `/api/rings/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404', message: expect.stringMatching(/^Nothing is found at GET \/api\/rings\/a+….$/) });
  });

  it('answers a path whose %-escapes are not UTF-8 with a 400 in the same shape', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/api/rings/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '400', message: 'The address of the request cannot be read: a %-escape in its path is not UTF-8 text.' });
    expect((await app.inject({ url: '/api/rings/amara%20solitaire' })).json()).toEqual({ slug: 'amara solitaire' });
  });
});
