import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cmsEInvoiceAnswerSchema, cmsEInvoiceFileAnswerSchema, cmsEInvoiceListAnswerSchema, cmsEInvoiceResubmitSchema, cmsEInvoiceSearchSchema, eInvoiceBuyerCheckSchema, eInvoiceRequestSchema, orderEInvoiceSchema } from '../../../domain/contract/e-invoices.ts';
import { safeText } from '../../../domain/contract/fields.ts';
import { bearerToken, callerOf, documentTokenNeeded, requireCaller } from '../../http/auth.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { E_INVOICE_MESSAGES, type EInvoiceService } from './service.ts';

const CMS_PREFIX = '/api/cms/e-invoices';

/**
 * e-Invoices (issue 27): the shopper's own order's e-invoice and request, and the back-office's list, detail,
 * resubmission and download (`/api/cms/e-invoices…`, staff only).
 */
export async function eInvoiceRoutes(app: FastifyInstance, opts: { service: EInvoiceService; callerOf: (token: string) => Promise<Caller> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireCaller(opts.callerOf);
  const { service } = opts;
  const trackingParams = z.object({ trackingId: safeText().min(1).max(40) });

  typed.get(
    '/api/order/:trackingId/e-invoice',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: "The caller's own order's e-invoicing: whether asked or required (above RM 10,000), the buyer's details, and each document (status, UUID, validation link once Valid)",
        params: trackingParams,
        response: { 200: message.extend({ e_invoice: orderEInvoiceSchema }), 400: message, 401: message, 404: message },
      },
    },
    async (request) => ({ code: '200', message: 'OK', e_invoice: await service.forOrder(callerOf(request), request.params.trackingId) }),
  );

  typed.put(
    '/api/order/:trackingId/e-invoice-request',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: "Ask for an e-invoice for the caller's order with the buyer's details (MyKad 12 digits, passport, or a company's BRN and TIN), before or after payment while the order is in no submitted document",
        params: trackingParams,
        body: eInvoiceRequestSchema,
        response: { 200: message.extend({ e_invoice: orderEInvoiceSchema }), 400: message, 401: message, 404: message, 409: message, 429: message },
      },
    },
    async (request) => ({ code: '200', message: E_INVOICE_MESSAGES.saved, e_invoice: await service.request(callerOf(request), request.params.trackingId, request.body) }),
  );

  typed.post(
    '/api/e-invoice/buyer-check',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: "Checkout's check of the buyer's details for an e-invoice before the order is placed: the form's rules, and a TIN given checked with LHDN (MyInvois's Validate Taxpayer's TIN); refused (400) when LHDN does not know the TIN with that identification, 'unchecked' when LHDN could not be asked",
        body: eInvoiceRequestSchema,
        response: { 200: message.extend(eInvoiceBuyerCheckSchema.shape), 400: message, 401: message, 429: message },
      },
    },
    async (request) => ({ code: '200', message: 'OK', ...(await service.buyerCheck(callerOf(request), request.body)) }),
  );

  await app.register(cmsEInvoiceRoutes, { service, callerOf: opts.callerOf });
}

/** The back-office's e-invoice routes: before the request is even read, a visitor is 401 and a customer 403. */
async function cmsEInvoiceRoutes(app: FastifyInstance, opts: { service: EInvoiceService; callerOf: (token: string) => Promise<Caller> }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const numberParams = z.object({ number: safeText().min(1).max(60) });
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message, 429: message };
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const caller = token ? await opts.callerOf(token) : undefined;
    if (!caller) throw new UnauthorizedError();
    if (caller.role !== 'CMS') throw new ForbiddenError(E_INVOICE_MESSAGES.staffOnly);
    request.caller = caller;
  });
  documentTokenNeeded(app);
  const tags = ['back-office'];
  typed.get(
    CMS_PREFIX,
    { schema: { tags, summary: 'E-invoices, newest first: by month (YYYY-MM), status or order number', querystring: cmsEInvoiceSearchSchema, response: { 200: cmsEInvoiceListAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: 'OK', ...(await service.list(callerOf(request), request.query)) }),
  );

  typed.get(
    `${CMS_PREFIX}/:number`,
    { schema: { tags, summary: "One e-invoice: status, UUID, validation link, MyInvois's reasons when Invalid, its orders and buyer", params: numberParams, response: { 200: cmsEInvoiceAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: 'OK', ...(await service.detail(callerOf(request), request.params.number)) }),
  );

  typed.post(
    `${CMS_PREFIX}/:number/resubmit`,
    {
      schema: { tags, summary: "Submit an Invalid e-invoice again, with the buyer's details corrected when given (audited)", params: numberParams, body: cmsEInvoiceResubmitSchema, response: { 200: cmsEInvoiceAnswerSchema, ...refusals } },
    },
    async (request) => ({ code: '200', message: E_INVOICE_MESSAGES.resubmitted, ...(await service.resubmit(callerOf(request), request.params.number, request.body.buyer)) }),
  );

  typed.get(
    `${CMS_PREFIX}/:number/document`,
    {
      schema: { tags, summary: 'The e-invoice as last submitted to MyInvois: UBL 2.1 JSON (version 1.0), as a download', params: numberParams, response: { 200: cmsEInvoiceFileAnswerSchema, ...refusals } },
    },
    async (request, reply) => {
      const document = await service.document(callerOf(request), request.params.number);
      void reply.header('content-disposition', `attachment; filename="${request.params.number.replace(/[^A-Za-z0-9-]/g, '_')}.json"`);
      return { code: '200', message: 'OK', code_number: request.params.number, document };
    },
  );
}
