import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cmsCustomerAnswerSchema, cmsCustomerListAnswerSchema } from '../../../domain/contract/cms-customers.ts';
import { cmsDiamondAnswerSchema } from '../../../domain/contract/cms-diamonds.ts';
import { cmsAuditAnswerSchema, cmsDashboardAnswerSchema, cmsInboxAnswerSchema, cmsOutboxMessageAnswerSchema, cmsResendAnswerSchema } from '../../../domain/contract/cms-office.ts';
import { cmsOrderAnswerSchema, cmsOrderListAnswerSchema } from '../../../domain/contract/cms-orders.ts';
import { cmsProductAnswerSchema, cmsProductListAnswerSchema } from '../../../domain/contract/cms-products.ts';
import { cmsCategoryAnswerSchema, cmsCategoryListAnswerSchema, cmsSettingsAnswerSchema } from '../../../domain/contract/cms-settings.ts';
import { safeText } from '../../../domain/contract/fields.ts';
import { bearerToken, documentTokenNeeded } from '../../http/auth.ts';
import type { Caller } from '../accounts/index.ts';
import type { BackOfficeServices } from './index.ts';
import { orderMoveSchema, orderSearchSchema } from './orders.ts';
import { customerSearchSchema } from './customers.ts';
import { diamondChangeSchema } from './diamonds.ts';
import { productChangeSchema, productSearchSchema } from './products.ts';
import { shopDetailsChangeSchema } from './settings.ts';
import { categoryChangeSchema } from './categories.ts';
import { requireStaff } from './staff.ts';
import { cmsContentRoutes } from './content-routes.ts';
import { cmsCatalogueRoutes } from './catalogue-routes.ts';
import { cmsReturnRoutes } from './return-routes.ts';
import { cmsInstalmentPlanRoutes } from './instalment-plans.ts';
import { cmsAbroadRoutes } from './abroad-routes.ts';
import { t } from '../../../domain/words/catalogue.ts';

export const CMS_API_PREFIX = '/api/cms';

/**
 * The back-office API. Routes only read the caller (when a token is sent) and hand it to the services, which check
 * the staff role themselves (`requireStaff`), so no route can forget it.
 */
export async function cmsRoutes(
  app: FastifyInstance,
  opts: { services: BackOfficeServices; callerOf: (token: string) => Promise<Caller> },
): Promise<void> {
  const { services } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const who = async (request: FastifyRequest): Promise<Caller | undefined> => {
    const token = bearerToken(request);
    return token ? opts.callerOf(token) : undefined;
  };
  // Before the request is even read: a visitor is 401 and a customer 403 on every back-office address. The services
  // check again with the caller they are given.
  app.addHook('onRequest', async (request) => {
    request.caller = requireStaff(await who(request));
  });
  documentTokenNeeded(app);
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message };
  const tags = ['back-office'];
  await app.register(cmsContentRoutes, { services });
  await app.register(cmsCatalogueRoutes, { services });
  await app.register(cmsReturnRoutes, { services });
  await app.register(cmsInstalmentPlanRoutes, { plans: services.instalmentPlans, at: CMS_API_PREFIX });
  await app.register(cmsAbroadRoutes, { services });

  typed.get(`${CMS_API_PREFIX}/dashboard`, { schema: { tags, summary: 'Orders and revenue today and this month, pending payments, expiring reservations, products without pictures', response: { 200: cmsDashboardAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await services.dashboard.read(request.caller)),
  }));

  typed.get(`${CMS_API_PREFIX}/orders`, { schema: { tags, summary: 'Orders: search by tracking id, customer or e-mail; filter by status and dates', querystring: orderSearchSchema, response: { 200: cmsOrderListAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await services.orders.list(request.caller, request.query)),
  }));

  const trackingParams = z.object({ trackingId: safeText().min(1).max(40) });
  typed.get(`${CMS_API_PREFIX}/orders/:trackingId`, { schema: { tags, summary: 'One order with its lines, customer, payments, status history and audit trail', params: trackingParams, response: { 200: cmsOrderAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    order: await services.orders.detail(request.caller, request.params.trackingId),
  }));

  typed.put(
    `${CMS_API_PREFIX}/orders/:trackingId/status`,
    { schema: { tags, summary: 'Move an order along its state machine (audited; shipping needs a tracking number and e-mails the customer)', params: trackingParams, body: orderMoveSchema, response: { 200: cmsOrderAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsOrder.updated'), order: await services.orders.move(request.caller, request.params.trackingId, request.body) }),
  );

  typed.get(`${CMS_API_PREFIX}/audit`, { schema: { tags, summary: 'The audit log, newest first (read only)', querystring: z.object({ entity: safeText().max(40).optional(), key: safeText().max(60).optional() }), response: { 200: cmsAuditAnswerSchema, ...refusals } } }, async (request) => {
    requireStaff(request.caller);
    return { code: '200', message: 'OK', audit: await services.audit.trail({ entity: request.query.entity, entityKey: request.query.key }, 200) };
  });

  typed.get(`${CMS_API_PREFIX}/inbox`, { schema: { tags, summary: 'Contact enquiries, hints and the e-mail outbox with each message’s delivery state', response: { 200: cmsInboxAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await services.inbox.list(request.caller)),
  }));

  const outboxId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  typed.get(
    `${CMS_API_PREFIX}/outbox/:id`,
    { schema: { tags, summary: 'One e-mail of the outbox as its receiver got it: headers, text and HTML', params: outboxId, response: { 200: cmsOutboxMessageAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: 'OK', email: await services.inbox.message(request.caller, request.params.id) }),
  );

  typed.post(
    `${CMS_API_PREFIX}/outbox/:id/resend`,
    { schema: { tags, summary: 'Send an e-mail of the outbox again (a copy is queued; audited)', params: outboxId, response: { 200: cmsResendAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSaved.emailQueuedAgain'), id: await services.inbox.resend(request.caller, request.params.id) }),
  );

  typed.get(`${CMS_API_PREFIX}/customers`, { schema: { tags, summary: 'Customers with their number of orders; search by e-mail, name or phone', querystring: customerSearchSchema, response: { 200: cmsCustomerListAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await services.customers.list(request.caller, request.query)),
  }));

  typed.get(
    `${CMS_API_PREFIX}/customers/:id`,
    { schema: { tags, summary: 'One customer with addresses and orders (never a password or a token)', params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }), response: { 200: cmsCustomerAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: 'OK', customer: await services.customers.detail(request.caller, request.params.id) }),
  );

  const stoneParams = z.object({ key: safeText().min(1).max(64) });
  typed.get(
    `${CMS_API_PREFIX}/diamonds/:key`,
    { schema: { tags, summary: 'A diamond by certificate or stock number, in any state, with the order holding it', params: stoneParams, response: { 200: cmsDiamondAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: 'OK', diamond: await services.diamonds.lookup(request.caller, request.params.key) }),
  );

  typed.put(
    `${CMS_API_PREFIX}/diamonds/:key`,
    { schema: { tags, summary: 'Hide or show a diamond, or set its price (audited; every search follows at commit)', params: stoneParams, body: diamondChangeSchema, response: { 200: cmsDiamondAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsDiamond.updated'), diamond: await services.diamonds.change(request.caller, request.params.key, request.body) }),
  );

  typed.get(`${CMS_API_PREFIX}/products`, { schema: { tags, summary: 'Products by name, SKU or slug, with category, lowest price and whether sold', querystring: productSearchSchema, response: { 200: cmsProductListAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    products: await services.products.list(request.caller, request.query),
  }));

  const productParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  typed.get(
    `${CMS_API_PREFIX}/products/:id`,
    { schema: { tags, summary: 'One product with its metals, colour prices and ring-size prices', params: productParams, response: { 200: cmsProductAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: 'OK', product: await services.products.detail(request.caller, request.params.id) }),
  );

  typed.put(
    `${CMS_API_PREFIX}/products/:id`,
    { schema: { tags, summary: 'Change a product: name, description (safe HTML only), classification, sold or not, colour and ring-size prices (audited)', params: productParams, body: productChangeSchema, response: { 200: cmsProductAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsProduct.updated'), product: await services.products.change(request.caller, request.params.id, request.body) }),
  );

  typed.get(`${CMS_API_PREFIX}/settings`, { schema: { tags, summary: 'The shop’s details (header, footer, Contact Us)', response: { 200: cmsSettingsAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await services.settings.read(request.caller)),
  }));

  typed.put(
    `${CMS_API_PREFIX}/settings`,
    { schema: { tags, summary: 'Change the shop’s details (audited; the storefront follows at commit)', body: shopDetailsChangeSchema, response: { 200: cmsSettingsAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSaved.settings'), ...(await services.settings.change(request.caller, request.body)) }),
  );

  typed.get(`${CMS_API_PREFIX}/categories`, { schema: { tags, summary: 'Categories with their flags and sub-categories', response: { 200: cmsCategoryListAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    categories: await services.categories.list(request.caller),
  }));

  typed.put(
    `${CMS_API_PREFIX}/categories/:id`,
    { schema: { tags, summary: 'Change a category’s name, description, or flags (shown in navigation, needs a diamond step); audited', params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }), body: categoryChangeSchema, response: { 200: cmsCategoryAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSaved.category'), category: await services.categories.change(request.caller, request.params.id, request.body) }),
  );
}
