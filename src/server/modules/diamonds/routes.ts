import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diamondAnswerSchema, diamondListAnswerSchema, diamondListBodySchema, diamondListQuerySchema } from '../../../domain/contract/diamonds.ts';
import { safeText, says } from '../../../domain/contract/fields.ts';
import { errorReply, sendErrorReply } from '../../http/error-handler.ts';
import { bodyCheckedByService } from '../../http/body-checked-later.ts';
import type { SharedAnswers } from '../../http/shared-answers.ts';
import { t } from '../../../domain/words/catalogue.ts';
import type { DiamondService } from './service.ts';
import type { StoneWatch } from './stone-watch.ts';

/** The longest certificate number the search looks up. */
const CERTIFICATE_MAX = 64;
const refused = z.object({ success: z.literal(false), message: z.string(), data: z.array(z.never()).optional(), total: z.number().optional() });
const typeParams = z.object({
  diamondtype: safeText({ message: t('validation.diamonds.typeControlCharacters') }).max(60, says('validation.diamonds.chooseNaturalOrLabGrown')),
});
const certificateParams = z.object({
  certificateNo: safeText({ message: t('validation.diamonds.certificateControlCharacters') })
    .min(1, says('validation.diamonds.giveACertificateNumber'))
    .max(CERTIFICATE_MAX, says('validation.diamonds.certificateAtMost', { max: CERTIFICATE_MAX })),
});

/**
 * Every refusal of the search's routes in their own shape, `{ success: false, message }` with the 4xx status: the
 * service's refusals, bad parameters, and a body that cannot be read (not JSON, another content type, too large).
 * A bad parameter reads as the service's refusals do, with the first message of its schema (each names what is
 * wrong). Faults stay the shop's plain 500.
 */
function refusals(withList: boolean) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const sent = errorReply(error, request);
    if (sent.status >= 500) return sendErrorReply(reply, sent);
    const message = hasZodFastifySchemaValidationErrors(error) ? (error.validation[0]?.message ?? sent.body.message) : sent.body.message;
    return reply.status(sent.status).send({ success: false as const, message, ...(withList ? { data: [], total: 0 } : {}) });
  };
}
const REFUSED = { 400: refused, 404: refused, 413: refused, 415: refused };

/** The diamond search (storefront §7): a page of stones with the exact total and facet counts, and one stone. */
export async function diamondRoutes(app: FastifyInstance, opts: { diamonds: DiamondService; shared: SharedAnswers; watch: StoneWatch }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { diamonds, shared, watch } = opts;

  typed.get(
    '/api/diamond/changes',
    {
      schema: {
        tags: ['diamonds'],
        summary:
          'Server-Sent Events: each `stones` event is a JSON array of stones that just changed ({ CERTIFICATE_NO, state: offered | reserved | gone, MYR_PRICE }), for open pages to update what they show; the stream stays open',
        response: {
          200: { description: 'An event stream that stays open', content: { 'text/event-stream': { schema: z.string() } } },
          503: refused,
        },
      },
    },
    async (request, reply) => {
      if (watch.streams() >= watch.maxStreams) {
        return reply.status(503).header('retry-after', '30').send({ success: false as const, message: t('messages.errors.tooManyWatching') });
      }
      const headers = reply.getHeaders() as Record<string, string | number | readonly string[]>;
      reply.hijack();
      watch.open(reply.raw, headers);
    },
  );

  typed.post(
    '/api/diamond/list/:diamondtype',
    {
      schema: {
        tags: ['diamonds'],
        summary:
          'A page of offered stones (naturaldiamond or labgrowndiamond): comma-joined codes for shape, color, clarity, cut, polish, symmetry, fluorescence, lab; carat [min, max]; totalprice_min/max in RM; ?page, ?limit (≤ 60), ?sort',
        params: typeParams,
        // the service checks the body itself, so that its refusals read as the search's own; the schema is the document's
        body: diamondListBodySchema,
        querystring: diamondListQuerySchema,
        response: { 200: diamondListAnswerSchema, ...REFUSED },
      },
      validatorCompiler: bodyCheckedByService,
      errorHandler: refusals(true),
    },
    // Many shoppers make the same searches (the first visit, a shape tile): each answer is kept until the index moves on,
    // under the search as checked (never the body as sent, which may be anything a client wrote).
    // The answer is the shop's own, made from the index's checked stones (`typed`; diamond-search.test.ts checks answers
    // against the schema).
    async (request, reply) => {
      const body: unknown = request.body;
      const checked = diamonds.check(request.params.diamondtype, body, request.query);
      return shared.send(request, reply, diamondListAnswerSchema, () => diamonds.searchText(checked), { key: checked.key, typed: true });
    },
  );

  typed.get(
    '/api/diamond/:certificateNo',
    {
      schema: {
        tags: ['diamonds'],
        summary: 'One offered stone by certificate number, with its picture, 360° view and price comparison',
        params: certificateParams,
        response: { 200: diamondAnswerSchema, ...REFUSED },
      },
      errorHandler: refusals(false),
    },
    async (request) => ({ success: true, message: 'OK', data: await diamonds.detail(request.params.certificateNo) }),
  );
}
