import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cmsShippingCountriesAnswerSchema, exchangeRatesAnswerSchema, rateOverrideSchema, rateRefreshAnswerSchema, reviewClearedSchema, shippingCountriesChangeSchema } from '../../../domain/contract/abroad.ts';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cmsOrderAnswerSchema } from '../../../domain/contract/cms-orders.ts';
import { safeText } from '../../../domain/contract/fields.ts';
import type { BackOfficeServices } from './index.ts';
import { t } from '../../../domain/words/catalogue.ts';

const PREFIX = '/api/cms';
const shippingAnswer = cmsShippingCountriesAnswerSchema;

/** Selling abroad in the back-office: the shipping list, the exchange rates, the alternate-address check. */
export async function cmsAbroadRoutes(app: FastifyInstance, opts: { services: BackOfficeServices }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { abroad, orders } = opts.services;
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message };
  const tags = ['back-office'];

  typed.get(`${PREFIX}/shipping-countries`, { schema: { tags, summary: 'The countries and regions the shop ships to, with delivery windows and import taxes', response: { 200: shippingAnswer, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    countries: [...(await abroad.shippingCountries(request.caller))],
  }));
  typed.put(
    `${PREFIX}/shipping-countries`,
    { schema: { tags, summary: 'Change the shipping list (audited)', body: shippingCountriesChangeSchema, response: { 200: shippingAnswer, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSaved.shippingList'), countries: await abroad.changeShippingCountries(request.caller, request.body.countries) }),
  );

  typed.get(`${PREFIX}/exchange-rates`, { schema: { tags, summary: 'The exchange rates prices are shown at (BNM’s, or staff’s override)', response: { 200: exchangeRatesAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    rates: await abroad.rates(request.caller),
  }));
  typed.post(`${PREFIX}/exchange-rates/refresh`, { schema: { tags, summary: 'Fetch BNM’s rates now (the last rates stay when BNM cannot be reached)', response: { 200: rateRefreshAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await abroad.refreshRates(request.caller)),
  }));
  typed.put(
    `${PREFIX}/exchange-rates/:currency`,
    { schema: { tags, summary: 'Set a currency’s rate by hand (RM for one unit; null uses BNM’s again; audited)', params: z.object({ currency: safeText().min(3).max(3) }), body: rateOverrideSchema, response: { 200: exchangeRatesAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSaved.rate'), rates: await abroad.overrideRate(request.caller, request.params.currency, request.body.rate) }),
  );

  typed.post(
    `${PREFIX}/orders/:trackingId/review`,
    { schema: { tags, summary: 'Clear the alternate-address check of an order held for review (audited); it may then ship', params: z.object({ trackingId: safeText().min(1).max(40) }), body: reviewClearedSchema, response: { 200: cmsOrderAnswerSchema, ...refusals } } },
    async (request) => {
      await abroad.clearReview(request.caller, request.params.trackingId, request.body.note);
      return { code: '200', message: t('messages.cmsSaved.orderMayShip'), order: await orders.detail(request.caller, request.params.trackingId) };
    },
  );
}
