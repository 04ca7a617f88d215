import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cmsDiamondSearchAnswerSchema, cmsFeedAnswerSchema, cmsFeedListAnswerSchema, cmsPricingAnswerSchema, cmsRepriceAnswerSchema } from '../../../domain/contract/cms-diamonds.ts';
import { diamondListBodySchema, diamondListQuerySchema } from '../../../domain/contract/diamonds.ts';
import { safeText, says } from '../../../domain/contract/fields.ts';
import { BadRequestError } from '../../errors.ts';
import { bodyCheckedByService } from '../../http/body-checked-later.ts';
import { bearerToken, documentTokenNeeded } from '../../http/auth.ts';
import type { Caller } from '../accounts/index.ts';
import { pricingRulesFileSchema } from '../diamonds/index.ts';
import { FEED_UPLOAD_LIMIT_BYTES } from '../../../domain/diamonds/feeds.ts';
import { t } from '../../../domain/words/catalogue.ts';
import { feedUploadQuerySchema } from './feed-imports.ts';
import type { BackOfficeServices } from './index.ts';
import { CMS_API_PREFIX } from './routes.ts';
import { requireStaff } from './staff.ts';

/**
 * The back-office's diamond routes (issue 14): the inventory searched with the storefront's engine, supplier feed
 * uploads imported in the background, and the pricing rules. Like every `/api/cms` address, each refuses a visitor
 * (401) and a customer (403) before the request is read; the services check the role again.
 */
export async function cmsDiamondRoutes(
  app: FastifyInstance,
  opts: { services: BackOfficeServices; callerOf: (token: string) => Promise<Caller> },
): Promise<void> {
  const { diamondSearch: search, feeds, pricing } = opts.services;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.caller = requireStaff(token ? await opts.callerOf(token) : undefined);
  });
  documentTokenNeeded(app);
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message, 413: message };
  const tags = ['back-office'];

  typed.post(
    `${CMS_API_PREFIX}/diamond-search/:diamondtype`,
    { schema: { tags, summary: 'The inventory searched with the storefront’s engine (offered stones; same filters, sorts and pages), with supplier, cost and state', params: z.object({ diamondtype: safeText().max(60) }), body: diamondListBodySchema, querystring: diamondListQuerySchema, response: { 200: cmsDiamondSearchAnswerSchema, ...refusals } }, validatorCompiler: bodyCheckedByService },
    // the search checks the body itself (as the storefront's does); the schema is the document's
    async (request) => ({ code: '200', message: 'OK', ...(await search.list(request.caller, request.params.diamondtype, request.body as unknown, request.query)) }),
  );

  typed.get(`${CMS_API_PREFIX}/feeds`, { schema: { tags, summary: 'Uploaded supplier feeds, newest first, with their state and progress', response: { 200: cmsFeedListAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    feeds: await feeds.list(request.caller),
  }));

  typed.get(
    `${CMS_API_PREFIX}/feeds/:id`,
    { schema: { tags, summary: 'One uploaded feed with its progress and, once imported, its report (every rejected row with its line and reason)', params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }), response: { 200: cmsFeedAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: 'OK', feed: await feeds.detail(request.caller, request.params.id) }),
  );

  // The upload's body is the feed file itself, whatever its content type, up to FEED_UPLOAD_LIMIT_BYTES.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FEED_UPLOAD_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    upload.withTypeProvider<ZodTypeProvider>().post(
      `${CMS_API_PREFIX}/feeds`,
      {
        bodyLimit: FEED_UPLOAD_LIMIT_BYTES,
        schema: { tags, summary: `Upload a supplier feed (the request body is the file, at most ${FEED_UPLOAD_LIMIT_BYTES / 2 ** 20} MB; ?format=rapnet-csv|idex-csv|vdb-json&type=natural|lab&full=true|false&name=FILE); imported in the background (audited)`, querystring: feedUploadQuerySchema, response: { 200: cmsFeedAnswerSchema, ...refusals } },
      },
      async (request) => {
        const file = request.body;
        if (!(file instanceof Uint8Array)) throw new BadRequestError(t('messages.errors.sendFeedAsBody'));
        return { code: '200', message: t('messages.cmsFeed.queued'), feed: await feeds.upload(request.caller, request.query, file) };
      },
    );
  });

  typed.get(`${CMS_API_PREFIX}/pricing`, { schema: { tags, summary: 'The diamond pricing rules: US$→RM rate, markup bands per type, rounding', response: { 200: cmsPricingAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await pricing.read(request.caller)),
  }));

  typed.put(
    `${CMS_API_PREFIX}/pricing`,
    { schema: { tags, summary: 'Change the diamond pricing rules (as the import’s --rules file; audited); the next feed import prices with them', body: pricingRulesFileSchema, response: { 200: cmsPricingAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSaved.pricingRules'), ...(await pricing.change(request.caller, request.body)) }),
  );

  typed.post(
    `${CMS_API_PREFIX}/pricing/reprice`,
    { schema: { tags, summary: 'Price every stone no order holds with the stored rules now, in one transaction (audited; every search is rebuilt at commit)', body: z.strictObject({ confirm: z.literal(true, says('validation.diamonds.confirmReprice', { confirm: '{ "confirm": true }' })) }), response: { 200: cmsRepriceAnswerSchema, ...refusals } } },
    async (request) => {
      const { repriced } = await pricing.reprice(request.caller);
      return { code: '200', message: t('messages.cmsDiamond.repriced', { count: repriced }), repriced };
    },
  );
}
