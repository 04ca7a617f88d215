import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeContentSchema, shopSettingsSchema } from '../../../domain/contract/content.ts';
import { shippingCountriesAnswerSchema } from '../../../domain/contract/abroad.ts';
import type { SharedAnswers } from '../../http/shared-answers.ts';
import type { ContentService } from './service.ts';

const message = z.object({ code: z.string(), message: z.string() });
const settingsAnswer = message.extend({ settings: shopSettingsSchema });
const homeAnswer = message.extend({ home: homeContentSchema });

/** Shop settings and home content, read by every page and the home page. */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService; shared: SharedAnswers }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/settings',
    { schema: { tags: ['content'], summary: 'The shop settings object (brand, company, address, hours, social links)', response: { 200: settingsAnswer, 404: message } } },
    (request, reply) => opts.shared.send(request, reply, settingsAnswer, async () => ({ code: '200', message: 'OK', settings: await opts.content.shopSettings() })),
  );
  typed.get(
    '/api/content/home',
    { schema: { tags: ['content'], summary: 'Home page content: banners, reviews, shape tiles, category sliders, edits, gifts', response: { 200: homeAnswer, 404: message } } },
    (request, reply) => opts.shared.send(request, reply, homeAnswer, async () => ({ code: '200', message: 'OK', home: await opts.content.homeContent() })),
  );
  typed.get(
    '/api/shipping-countries',
    { schema: { tags: ['content'], summary: 'The countries and regions the shop ships to, with delivery windows in working days and import taxes', response: { 200: shippingCountriesAnswerSchema } } },
    (request, reply) => opts.shared.send(request, reply, shippingCountriesAnswerSchema, async () => ({ code: '200', message: 'OK', countries: await opts.content.shippingCountries() })),
  );
}
