import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeContentSchema, shopSettingsSchema } from '../../../domain/contract/content.ts';
import type { ContentService } from './service.ts';

const message = z.object({ code: z.string(), message: z.string() });

/** Shop settings and home content, read by every page and the home page. */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/settings',
    { schema: { tags: ['content'], summary: 'The shop settings object (brand, company, address, hours, social links)', response: { 200: message.extend({ settings: shopSettingsSchema }), 404: message } } },
    async () => ({ code: '200', message: 'OK', settings: await opts.content.shopSettings() }),
  );
  typed.get(
    '/api/content/home',
    { schema: { tags: ['content'], summary: 'Home page content: banners, reviews, shape tiles, category sliders, edits, gifts', response: { 200: message.extend({ home: homeContentSchema }), 404: message } } },
    async () => ({ code: '200', message: 'OK', home: await opts.content.homeContent() }),
  );
}
