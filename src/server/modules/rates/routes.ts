import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeRatesAnswerSchema } from '../../../domain/contract/abroad.ts';
import type { Database } from '../../db/client.ts';
import { storedRates } from './stored.ts';

/** The rates the storefront shows prices at in the shopper's currency (applied in the browser). */
export async function rateRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/exchange-rates',
    { schema: { tags: ['content'], summary: 'Exchange rates (RM for `unit` units of each currency: the starting one, Bank Negara Malaysia’s or staff’s) with their date and source', response: { 200: exchangeRatesAnswerSchema } } },
    async () => ({ code: '200', message: 'OK', rates: await storedRates(opts.db) }),
  );
}
