import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diamondAnswerSchema, diamondListAnswerSchema } from '../../../domain/contract/diamonds.ts';
import { ShopError } from '../../errors.ts';
import type { DiamondService } from './service.ts';

const refused = z.object({ success: z.literal(false), message: z.string(), data: z.array(z.never()).optional(), total: z.number().optional() });
const typeParams = z.object({ diamondtype: z.string().max(60) });
const certificateParams = z.object({ certificateNo: z.string().trim().min(1).max(64) });

/** Refusals in the search's own shape: `{ success: false, message }` with the 4xx status. */
function refuse(reply: FastifyReply, error: unknown, withList: boolean) {
  if (!(error instanceof ShopError) || error.status >= 500) throw error;
  return reply.status(error.status).send({ success: false as const, message: error.message, ...(withList ? { data: [], total: 0 } : {}) });
}

/** The diamond search (storefront §7): a page of stones with the exact total and facet counts, and one stone. */
export async function diamondRoutes(app: FastifyInstance, opts: { diamonds: DiamondService }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { diamonds } = opts;

  typed.post(
    '/api/diamond/list/:diamondtype',
    {
      schema: {
        tags: ['diamonds'],
        summary:
          'A page of offered stones (naturaldiamond or labgrowndiamond): comma-joined codes for shape, color, clarity, cut, polish, symmetry, fluorescence, lab; carat [min, max]; totalprice_min/max in RM; ?page, ?limit (≤ 60), ?sort',
        params: typeParams,
        body: z.unknown(),
        querystring: z.record(z.string(), z.unknown()),
        response: { 200: diamondListAnswerSchema, 400: refused },
      },
    },
    async (request, reply) => {
      try {
        return await diamonds.list(request.params.diamondtype, request.body, request.query);
      } catch (error) {
        return refuse(reply, error, true);
      }
    },
  );

  typed.get(
    '/api/diamond/:certificateNo',
    {
      schema: {
        tags: ['diamonds'],
        summary: 'One offered stone by certificate number, with its picture, 360° view and price comparison',
        params: certificateParams,
        response: { 200: diamondAnswerSchema, 404: refused },
      },
    },
    async (request, reply) => {
      try {
        return { success: true, message: 'OK', data: await diamonds.detail(request.params.certificateNo) };
      } catch (error) {
        return refuse(reply, error, false);
      }
    },
  );
}
