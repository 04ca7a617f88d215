import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { ORDER_LIST_DEFAULTS, orderListEntrySchema } from '../../../domain/contract/orders.ts';
import { callerOf, requireCaller } from '../../http/auth.ts';
import type { Caller } from '../accounts/tokens.ts';
import type { OrderService } from './service.ts';

/** Order History. */
export async function orderRoutes(app: FastifyInstance, opts: { orders: OrderService; callerOf: (token: string) => Promise<Caller> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/order/list',
    {
      preHandler: requireCaller(opts.callerOf),
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(ORDER_LIST_DEFAULTS.page),
          limit: z.coerce.number().int().min(1).max(ORDER_LIST_DEFAULTS.limit).default(ORDER_LIST_DEFAULTS.limit),
        }),
        response: { 200: message.extend({ orders: z.array(orderListEntrySchema) }), 400: message, 401: message },
      },
    },
    async (request) => ({ code: '200', message: 'OK', orders: await opts.orders.list(callerOf(request), request.query.page, request.query.limit) }),
  );
}
