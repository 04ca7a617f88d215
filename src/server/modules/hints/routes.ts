import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { hintRequestSchema } from '../../../domain/contract/catalog.ts';
import { HINT_MESSAGES, type HintService } from './service.ts';

/** POST /api/hint/create: 'Drop Hint' on a product page (no login). */
export async function hintRoutes(app: FastifyInstance, opts: { hints: HintService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/hint/create',
    {
      schema: {
        tags: ['hints'],
        summary: 'Drop a hint about a design: stored, and e-mailed to the recipient when the recipient box holds an e-mail address',
        body: hintRequestSchema,
        response: { 200: message, 400: message, 429: message },
      },
    },
    async (request) => {
      await opts.hints.create(request.body, request.ip);
      return { code: '200', message: HINT_MESSAGES.sent };
    },
  );
}
