import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cartSchema } from '../../../domain/contract/orders.ts';
import { callerOf, requireCaller } from '../../http/auth.ts';
import type { Caller } from '../accounts/tokens.ts';
import type { CartService } from './service.ts';

/** The shopping cart. */
export async function cartRoutes(app: FastifyInstance, opts: { cart: CartService; callerOf: (token: string) => Promise<Caller> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/user/cart',
    {
      preHandler: requireCaller(opts.callerOf),
      schema: { tags: ['cart'], summary: "The caller's cart, priced now: items, subtotal and total", response: { 200: message.extend({ cart: cartSchema }), 401: message } },
    },
    async (request) => ({ code: '200', message: 'OK', cart: await opts.cart.cart(callerOf(request)) }),
  );
}
