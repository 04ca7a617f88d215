import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { BadRequestError } from '../../errors.ts';
import { CALLBACK_PATH, RETURN_PATH } from './gateway.ts';
import { wordsOf } from '../../../domain/words/catalogue.ts';

/** What a gateway message did: settled the payment, or nothing (why, for the log). */
export type Settlement =
  | { outcome: 'paid' | 'failed' | 'pending'; trackingId: string }
  /** Already settled before: a duplicate or a replay, harmless. */
  | { outcome: 'already'; trackingId: string; paid: boolean }
  | { outcome: 'refused'; reason: string; trackingId: string | null };

/**
 * Settles a payment by a message the gateway posted (the orders module's settlement, registered with these routes so
 * that payments knows nothing of orders).
 */
export type SettleMessage = (form: unknown, via: 'callback' | 'return') => Promise<Settlement>;

export const PAYMENT_MESSAGES = wordsOf('messages.payment');

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
export async function paymentRoutes(app: FastifyInstance, opts: { settle: SettleMessage }): Promise<void> {
  app.post(CALLBACK_PATH, { schema: { tags: ['payments'], summary: "The payment gateway's callback (server to server): the signed payment response; answers OK", response: { 200: { description: 'The message is taken', content: { 'text/plain': { schema: z.literal('OK') } } }, 400: message } } }, async (request, reply) => {
    const result = await opts.settle(request.body, 'callback');
    // a refused message is answered in the shop's error shape (and logged by the settlement); the gateway retries until OK
    if (result.outcome === 'refused') throw new BadRequestError(PAYMENT_MESSAGES.notAccepted);
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  app.post(RETURN_PATH, { schema: { tags: ['payments'], summary: "The payment gateway's return: the shopper's browser comes back with the signed response and goes on to the order", response: { 303: z.undefined().describe('On to the order’s page'), 400: message } } }, async (request, reply) => {
    const result = await opts.settle(request.body, 'return');
    return reply.redirect(returnPathOf(result), 303);
  });
}
