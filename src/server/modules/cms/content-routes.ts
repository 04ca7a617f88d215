import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { cmsHomeBlockAnswerSchemas, cmsHomeContentAnswerSchema, cmsSubcategoryAnswerSchema, cmsSubcategoryListAnswerSchema, editableHomeBlockSchemas, subcategoryChangeSchema, subcategoryCreateSchema, subcategoryOrderSchema } from '../../../domain/contract/cms-content.ts';
import { cmsDoneAnswerSchema } from '../../../domain/contract/components.ts';
import { databaseIdText } from '../../../domain/contract/fields.ts';
import { EDITABLE_HOME_BLOCKS } from '../../../domain/shop/home-content.ts';
import type { BackOfficeServices } from './index.ts';
import { CMS_API_PREFIX } from './routes.ts';
import { t } from '../../../domain/words/catalogue.ts';

const BLOCK_NAMES = { banners: 'hero banner slides', reviews: 'customer reviews', categoriessliders: '‘Shop by Category’ tiles', bridals: '‘The Bridal Edit’ tiles', brides: '‘The Bride Edit’ tiles' } as const;

/**
 * The back-office's home content and sub-categories (issue 14). Registered inside the back-office routes, so the
 * staff-only check before every request applies here too; the services check the role again.
 */
export async function cmsContentRoutes(app: FastifyInstance, opts: { services: BackOfficeServices }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { homeContent: home, subcategories: subs } = opts.services;
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message };
  const tags = ['back-office'];

  typed.get(`${CMS_API_PREFIX}/content`, { schema: { tags, summary: 'The home page’s banners, reviews and tiles as stored (hidden banners too), with the pictures each may show', response: { 200: cmsHomeContentAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    ...(await home.read(request.caller)),
  }));

  for (const block of EDITABLE_HOME_BLOCKS) {
    typed.put(
      `${CMS_API_PREFIX}/content/${block}`,
      { schema: { tags, summary: `Replace the home page’s ${BLOCK_NAMES[block]} in their order (audited; the home page follows at commit)`, body: z.strictObject({ items: editableHomeBlockSchemas[block] }), response: { 200: cmsHomeBlockAnswerSchemas[block], ...refusals } } },
      async (request) => ({ code: '200', message: t('messages.cmsSaved.homePage'), items: await home.save(request.caller, block, request.body.items) }),
    );
  }

  const categoryParams = z.object({ id: databaseIdText() });
  typed.get(`${CMS_API_PREFIX}/categories/:id/subcategories`, { schema: { tags, summary: 'A category’s sub-categories in order, with their pictures and number of products', params: categoryParams, response: { 200: cmsSubcategoryListAnswerSchema, ...refusals } } }, async (request) => ({
    code: '200',
    message: 'OK',
    subcategories: await subs.list(request.caller, request.params.id),
  }));

  typed.post(
    `${CMS_API_PREFIX}/categories/:id/subcategories`,
    { schema: { tags, summary: 'Add a sub-category (slug unique within its category, fixed once made; audited)', params: categoryParams, body: subcategoryCreateSchema, response: { 200: cmsSubcategoryAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSubcategory.added'), subcategory: await subs.create(request.caller, request.params.id, request.body) }),
  );

  typed.put(
    `${CMS_API_PREFIX}/categories/:id/subcategories/order`,
    { schema: { tags, summary: 'Put a category’s sub-categories in a new order (every one, once; audited)', params: categoryParams, body: subcategoryOrderSchema, response: { 200: cmsSubcategoryListAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSubcategory.reordered'), subcategories: await subs.reorder(request.caller, request.params.id, request.body.ids) }),
  );

  const subParams = z.object({ id: databaseIdText() });
  typed.put(
    `${CMS_API_PREFIX}/subcategories/:id`,
    { schema: { tags, summary: 'Rename a sub-category or change its picture (audited)', params: subParams, body: subcategoryChangeSchema, response: { 200: cmsSubcategoryAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsSubcategory.saved'), subcategory: await subs.change(request.caller, request.params.id, request.body) }),
  );

  typed.delete(
    `${CMS_API_PREFIX}/subcategories/:id`,
    { schema: { tags, summary: 'Delete a sub-category without products that the home page does not link to (409 otherwise; audited)', params: subParams, response: { 200: cmsDoneAnswerSchema, ...refusals } } },
    async (request) => {
      await subs.remove(request.caller, request.params.id);
      return { code: '200', message: t('messages.cmsSubcategory.deleted') };
    },
  );
}
