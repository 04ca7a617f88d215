import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { ORDER_LIST_DEFAULTS, orderCreateSchema, orderDetailSchema, orderListEntrySchema, payNowSchema, placedOrderSchema, returnRequestSchema } from '../../../domain/contract/orders.ts';
import { RETURN_MESSAGES } from '../../../domain/orders/returns.ts';
import { safeText, says } from '../../../domain/contract/fields.ts';
import { callerOf, requireCaller } from '../../http/auth.ts';
import type { Caller } from '../accounts/index.ts';
import { ORDER_MESSAGES } from './placing.ts';
import type { OrderService } from './service.ts';

/** A client's key for one place-order click (printable, at most 100 characters). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** Orders: place (POST /api/order/create), Order History, Order Detail and Pay Now (PUT /api/order/update). */
export async function orderRoutes(app: FastifyInstance, opts: { orders: OrderService; callerOf: (token: string) => Promise<Caller> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCaller(opts.callerOf);

  typed.post(
    '/api/order/create',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: 'Place an order from cart lines or one direct-buy piece: priced by the server, stones reserved, payment form signed',
        headers: z.object({ 'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, says('validation.orders.idempotencyKey')).optional() }),
        body: orderCreateSchema,
        response: { 200: message.extend({ order: placedOrderSchema }), 400: message, 401: message, 403: message, 404: message, 409: message },
      },
    },
    async (request) => {
      const order = await opts.orders.place(callerOf(request), { order: request.body, idempotencyKey: request.headers['idempotency-key'], ip: request.ip });
      return { code: '200', message: ORDER_MESSAGES.placed, order };
    },
  );

  typed.get(
    '/api/order/list',
    {
      preHandler,
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

  typed.get(
    '/api/order/:trackingId',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: "One of the caller's orders: lines, address, status history and whether it can be paid now",
        params: z.object({ trackingId: safeText().min(1).max(40) }),
        response: { 200: message.extend({ order: orderDetailSchema }), 400: message, 401: message, 404: message },
      },
    },
    async (request) => ({ code: '200', message: 'OK', order: await opts.orders.detail(callerOf(request), request.params.trackingId) }),
  );

  typed.put(
    '/api/order/update',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: "Pay Now: a new payment attempt (new PaymentID and hash) for the caller's unpaid order whose stones are still held",
        body: payNowSchema,
        response: { 200: message.extend({ order: placedOrderSchema }), 400: message, 401: message, 404: message, 409: message },
      },
    },
    async (request) => ({ code: '200', message: 'OK', order: await opts.orders.payNow(callerOf(request), request.body.order_tracking_id, request.body.payment_method, request.ip, request.body.instalment) }),
  );

  const trackingParams = z.object({ trackingId: safeText().min(1).max(40) });

  typed.post(
    '/api/order/:trackingId/cancel',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: "The shopper cancels their unpaid order (only before any payment): its diamonds go back on sale, an e-mail confirms; a paid order is refused (409)",
        params: trackingParams,
        response: { 200: message.extend({ order: orderDetailSchema }), 400: message, 401: message, 404: message, 409: message },
      },
    },
    async (request) => ({ code: '200', message: RETURN_MESSAGES.cancelled, order: await opts.orders.cancel(callerOf(request), request.params.trackingId) }),
  );

  typed.post(
    '/api/order/:trackingId/returns',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: 'Ask to return lines of a delivered order within the refund guarantee: refused outside the window, for an engraved or already returned line, or another\'s order',
        params: trackingParams,
        body: returnRequestSchema,
        response: { 200: message.extend({ return_number: z.string(), order: orderDetailSchema }), 400: message, 401: message, 404: message, 409: message },
      },
    },
    async (request) => {
      const { number, order } = await opts.orders.requestReturn(callerOf(request), request.params.trackingId, request.body);
      return { code: '200', message: RETURN_MESSAGES.requested, return_number: number, order };
    },
  );
}
