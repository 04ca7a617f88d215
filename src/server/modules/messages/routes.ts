import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { contactRequestSchema } from '../../../domain/contract/catalog.ts';
import { CONTACT_MESSAGES, type ContactService } from './service.ts';

/** POST /api/contact/create: the Contact Us enquiry form (no login). */
export async function contactRoutes(app: FastifyInstance, opts: { contact: ContactService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact/create',
    {
      schema: {
        tags: ['messages'],
        summary: "A Contact Us enquiry: stored and e-mailed to the shop's own address",
        body: contactRequestSchema,
        response: { 200: message, 400: message, 429: message },
      },
    },
    async (request) => {
      await opts.contact.create(request.body, request.ip);
      return { code: '200', message: CONTACT_MESSAGES.received };
    },
  );
}
