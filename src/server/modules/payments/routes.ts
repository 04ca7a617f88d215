import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { BadRequestError } from '../../errors.ts';
import { responseOf } from './eghl.ts';
import { CALLBACK_PATH, RETURN_PATH } from './gateway.ts';
import { settlePayment, type Settlement, type SettlementDeps } from './settlement.ts';

export const PAYMENT_NOT_ACCEPTED = 'The payment message was not accepted.';

/** Where the shopper's browser lands after the gateway: the order's page with what the server knows. */
export function returnPathOf(result: Settlement): string {
  if (!result.trackingId) return '/orders';
  const page = `/orders/${encodeURIComponent(result.trackingId)}`;
  if (result.outcome === 'paid' || (result.outcome === 'already' && result.paid)) return `${page}?status=success`;
  if (result.outcome === 'failed' || result.outcome === 'already') return `${page}?status=failed`;
  return page;
}

/**
 * The gateway's two ways back (domain.md §4): the callback, server to server (answers `OK` once the message is taken),
 * and the shopper's browser returning with the same signed fields (sent on to the order's page). Both settle the
 * payment through the same checks; a refused message changes nothing.
 */
export async function paymentRoutes(app: FastifyInstance, opts: { settlement: SettlementDeps }): Promise<void> {
  app.post(CALLBACK_PATH, { schema: { tags: ['payments'], summary: 'eGHL callback (server to server): the signed payment response; answers OK', response: { 200: { description: 'The message is taken', content: { 'text/plain': { schema: z.literal('OK') } } }, 400: message } } }, async (request, reply) => {
    const result = await settlePayment(opts.settlement, responseOf(request.body), 'callback');
    // a refused message is answered in the shop's error shape (and logged by the settlement); eGHL retries until OK
    if (result.outcome === 'refused') throw new BadRequestError(PAYMENT_NOT_ACCEPTED);
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  app.post(RETURN_PATH, { schema: { tags: ['payments'], summary: "eGHL return: the shopper's browser comes back with the signed response and goes on to the order", response: { 303: z.undefined().describe('On to the order’s page'), 400: message } } }, async (request, reply) => {
    const result = await settlePayment(opts.settlement, responseOf(request.body), 'return');
    return reply.redirect(returnPathOf(result), 303);
  });
}
