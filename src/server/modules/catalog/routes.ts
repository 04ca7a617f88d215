import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { lovAnswerSchema, productAnswerSchema, productListAnswerSchema } from '../../../domain/contract/catalog.ts';
import { safeText, says } from '../../../domain/contract/fields.ts';
import { decodeProductFilters } from '../../../domain/contract/product-filters.ts';
import { PRODUCT_PAGE_SIZE, type ProductFilters } from '../../../domain/catalog/product-filters.ts';
import { BadRequestError } from '../../errors.ts';
import type { SharedAnswers } from '../../http/shared-answers.ts';
import type { CatalogService } from './service.ts';

/** The most product cards one page may ask for. */
export const PRODUCT_PAGE_MAX = 60;
/** The longest search keyword. */
export const KEYWORD_MAX = 100;

const lovQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_SIZE),
  q: safeText().max(KEYWORD_MAX, says('validation.catalog.keywordAtMost', { max: KEYWORD_MAX })).default(''),
  filters: z.string().default(''),
});
const slugParams = z.object({ slug: safeText().min(1).max(200) });

/** The catalogue: categories (lov), the product list and a product's page. */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService; shared: SharedAnswers }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, shared } = opts;

  typed.get(
    '/api/lov/PRODUCT_CATEGORY',
    { schema: { tags: ['catalog'], summary: 'Categories with their sub-categories, in navigation order (limit: the first N)', querystring: lovQuery, response: { 200: lovAnswerSchema, 400: message } } },
    (request, reply) => shared.send(request, reply, lovAnswerSchema, async () => ({ code: '200', message: 'OK', lov: await catalog.categories(request.query.limit) })),
  );

  typed.get(
    '/api/product/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of product cards: keyword q, filters encoded with random padding (main, sub, shape, min_price, max_price, active)',
        querystring: listQuery,
        response: { 200: productListAnswerSchema, 400: message },
      },
    },
    (request, reply) => {
      const { page, limit, q, filters } = request.query;
      let decoded: ProductFilters | undefined;
      if (filters !== '') {
        const result = decodeProductFilters(filters);
        if (!result.ok) throw new BadRequestError(result.message);
        decoded = result.filters;
      }
      return shared.send(request, reply, productListAnswerSchema, async () => ({ code: '200', message: 'OK', ...(await catalog.list({ page, limit, keyword: q, filters: decoded })) }));
    },
  );

  typed.get(
    '/api/product/:slug',
    { schema: { tags: ['catalog'], summary: "A product's page: categories, shapes, pictures, metal variants and ring-size prices", params: slugParams, response: { 200: productAnswerSchema, 400: message, 404: message } } },
    (request, reply) => shared.send(request, reply, productAnswerSchema, async () => ({ code: '200', message: 'OK', product: await catalog.product(request.params.slug) })),
  );
}
