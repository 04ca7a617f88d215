import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });
const readiness = z.object({ status: z.enum(['ok', 'starting', 'unavailable']), database: z.enum(['ok', 'unreachable']), diamond_index: z.enum(['built', 'building']) });

/**
 * Liveness (`/healthz`, `/api/healthz`): the process answers and its database does. Readiness (`/api/ready`): also
 * this instance's diamond search index is built, so a load balancer sends it shoppers only once their first search
 * is answered from memory instead of waiting for the index (seconds at a million stones).
 */
export async function systemRoutes(app: FastifyInstance, opts: { ping: () => Promise<boolean>; indexBuilt: () => boolean }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const url of ['/healthz', '/api/healthz']) {
    typed.get(url, { schema: { tags: ['system'], summary: 'Alive: the process answers and its database does (liveness)', operationId: url === '/healthz' ? 'getHealthz' : 'getApiHealthz', response: { 200: health, 503: health } } }, async (_request, reply) => {
      const ok = await opts.ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'unreachable' });
    });
  }
  typed.get('/api/ready', { schema: { tags: ['system'], summary: 'Ready for shoppers: the database answers and the diamond index is built', response: { 200: readiness, 503: readiness } } }, async (_request, reply) => {
    const ok = await opts.ping();
    const built = opts.indexBuilt();
    reply.header('cache-control', 'no-store');
    return reply.status(ok && built ? 200 : 503).send({ status: !ok ? 'unavailable' : built ? 'ok' : 'starting', database: ok ? 'ok' : 'unreachable', diamond_index: built ? 'built' : 'building' });
  });
}
