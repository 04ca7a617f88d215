import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cmsReturnAnswerSchema, cmsReturnListAnswerSchema, cmsReturnSearchSchema, returnInspectionSchema, returnRefundSchema, returnStepSchema } from '../../../domain/contract/cms-returns.ts';
import { safeText } from '../../../domain/contract/fields.ts';
import type { BackOfficeServices } from './index.ts';
import { CMS_RETURN_MESSAGES } from './returns.ts';
import { CMS_API_PREFIX } from './routes.ts';

/**
 * The back-office's returns queue (issue 26): the list, one return, its steps (received, inspected, refused) and its
 * refund. Registered inside `cmsRoutes`, so its staff-only hook refuses a visitor (401) and a customer (403) first.
 */
export async function cmsReturnRoutes(app: FastifyInstance, opts: { services: BackOfficeServices }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { returns } = opts.services;
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message };
  const tags = ['back-office'];
  const params = z.object({ number: safeText().min(1).max(60) });

  typed.get(`${CMS_API_PREFIX}/returns`, { schema: { tags, summary: 'The returns queue, newest first; filter by step (requested, received, inspected, refunded, refused)', querystring: cmsReturnSearchSchema, response: { 200: cmsReturnListAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await returns.list(request.caller, request.query)),
  }));

  typed.get(`${CMS_API_PREFIX}/returns/:number`, { schema: { tags, summary: 'One return with its order, lines, payment, refunds and audit trail', params, response: { 200: cmsReturnAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    return: await returns.detail(request.caller, request.params.number),
  }));

  typed.post(
    `${CMS_API_PREFIX}/returns/:number/received`,
    { schema: { tags, summary: 'The returned parcel has arrived (a note; audited)', params, body: returnStepSchema, response: { 200: cmsReturnAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: CMS_RETURN_MESSAGES.received, return: await returns.step(request.caller, request.params.number, 'received', request.body) }),
  );

  typed.post(
    `${CMS_API_PREFIX}/returns/:number/inspected`,
    { schema: { tags, summary: 'The returned pieces passed inspection (a note; relist puts the returned diamonds back on sale; audited)', params, body: returnInspectionSchema, response: { 200: cmsReturnAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: CMS_RETURN_MESSAGES.inspected, return: await returns.step(request.caller, request.params.number, 'inspected', request.body) }),
  );

  typed.post(
    `${CMS_API_PREFIX}/returns/:number/refused`,
    { schema: { tags, summary: 'Refuse the return before its refund (a note; audited)', params, body: returnStepSchema, response: { 200: cmsReturnAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: CMS_RETURN_MESSAGES.refused, return: await returns.step(request.caller, request.params.number, 'refused', request.body) }),
  );

  typed.post(
    `${CMS_API_PREFIX}/returns/:number/refund`,
    {
      schema: {
        tags,
        summary: 'Refund the return: a card payment through the gateway (full or partial; a pending one asked again), FPX or at the store by bank transfer with its reference; never more than paid less refunds (audited)',
        params,
        body: returnRefundSchema,
        response: { 200: cmsReturnAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { outcome, detail } = await returns.refund(request.caller, request.params.number, request.body);
      return { code: '200', message: outcome.message, return: detail };
    },
  );
}
