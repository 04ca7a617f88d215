import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SeoService } from './service.ts';

/** Search engines read these often; an hour's caching keeps them cheap. */
const CACHE = 'public, max-age=3600';

/** GET /sitemap.xml and GET /robots.txt (registered before the storefront pages). */
export async function seoRoutes(app: FastifyInstance, opts: { seo: SeoService }): Promise<void> {
  app.get('/sitemap.xml', { schema: { tags: ['seo'], summary: 'Every public page of the shop, absolute addresses', response: { 200: { description: 'The sitemap', content: { 'application/xml': { schema: z.string() } } } } } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(await opts.seo.sitemapXml()),
  );
  app.get('/robots.txt', { schema: { tags: ['seo'], summary: 'Crawl rules: everything but the API and account pages', response: { 200: { description: 'The crawl rules', content: { 'text/plain': { schema: z.string() } } } } } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(opts.seo.robotsTxt()),
  );
}
