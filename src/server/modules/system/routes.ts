import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

/** Liveness and readiness: healthy only when the database answers. */
export async function systemRoutes(app: FastifyInstance, opts: { ping: () => Promise<boolean> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const url of ['/healthz', '/api/healthz']) {
    typed.get(url, { schema: { tags: ['system'], response: { 200: health, 503: health } } }, async (_request, reply) => {
      const ok = await opts.ping();
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: ok ? 'ok' : 'unreachable' });
    });
  }
}
