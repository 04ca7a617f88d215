import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { addToCartSchema, cartLineParamsSchema, directBuyItemSchema, directBuyParamsSchema, updateCartLineSchema } from '../../../domain/contract/cart.ts';
import { cartSchema } from '../../../domain/contract/orders.ts';
import { callerOf, requireCaller } from '../../http/auth.ts';
import type { Caller } from '../accounts/index.ts';
import { CART_MESSAGES } from './requests.ts';
import type { CartService } from './service.ts';

/** The shopping cart. */
export async function cartRoutes(app: FastifyInstance, opts: { cart: CartService; callerOf: (token: string) => Promise<Caller> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCaller(opts.callerOf);
  typed.get(
    '/api/user/cart',
    {
      preHandler,
      schema: { tags: ['cart'], summary: "The caller's cart, priced now: items, subtotal and total", response: { 200: message.extend({ cart: cartSchema }), 401: message } },
    },
    async (request) => ({ code: '200', message: 'OK', cart: await opts.cart.cart(callerOf(request)) }),
  );
  typed.get(
    '/api/user/direct-buy/:id',
    {
      preHandler,
      schema: {
        tags: ['cart'],
        summary: 'The piece bought at once (the direct-buy item) by its colour option, priced now: what checkout shows and the order is charged',
        params: directBuyParamsSchema,
        response: { 200: message.extend({ item: directBuyItemSchema }), 400: message, 401: message, 404: message },
      },
    },
    async (request) => ({ code: '200', message: 'OK', item: await opts.cart.directBuy(request.params.id) }),
  );
  typed.post(
    '/api/user/cart',
    {
      preHandler,
      schema: {
        tags: ['cart'],
        summary: 'Add a piece to the cart: colour option, ring size, inscription and the chosen diamond ({} for none); priced by the server',
        body: addToCartSchema,
        response: { 200: message, 400: message, 401: message, 404: message, 409: message },
      },
    },
    async (request) => {
      await opts.cart.add(callerOf(request), request.body);
      return { code: '200', message: CART_MESSAGES.added };
    },
  );
  typed.put(
    '/api/user/cart',
    {
      preHandler,
      schema: { tags: ['cart'], summary: "Change the inscription of one of the caller's cart lines", body: updateCartLineSchema, response: { 200: message, 400: message, 401: message, 404: message } },
    },
    async (request) => {
      await opts.cart.update(callerOf(request), request.body);
      return { code: '200', message: CART_MESSAGES.updated };
    },
  );
  typed.delete(
    '/api/user/cart/:id',
    {
      preHandler,
      schema: { tags: ['cart'], summary: "Remove one of the caller's cart lines", params: cartLineParamsSchema, response: { 200: message, 400: message, 401: message, 404: message } },
    },
    async (request) => {
      await opts.cart.remove(callerOf(request), request.params.id);
      return { code: '200', message: CART_MESSAGES.removed };
    },
  );
}
