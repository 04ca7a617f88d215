import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { colourOptionAddSchema, PICTURE_UPLOAD_MAX_BYTES, pictureTagsSchema, productCreateSchema, variantSchema } from '../../../domain/contract/cms-catalogue.ts';
import { cmsPictureAnswerSchema, cmsProductAnswerSchema } from '../../../domain/contract/cms-products.ts';
import { cmsDoneAnswerSchema } from '../../../domain/contract/components.ts';
import type { BackOfficeServices } from './index.ts';
import { CMS_API_PREFIX } from './routes.ts';
import { t } from '../../../domain/words/catalogue.ts';

/**
 * The back-office's catalogue: create a product, add a metal or a colour to one, upload and remove its pictures.
 * Registered inside `cmsRoutes`, so its staff-only hook refuses a visitor (401) and a customer (403) before anything
 * is read; the services check the role again.
 */
export async function cmsCatalogueRoutes(app: FastifyInstance, opts: { services: BackOfficeServices }): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue, pictures } = opts.services;
  const refusals = { 400: message, 401: message, 403: message, 404: message, 409: message };
  const tags = ['back-office'];
  const id = z.coerce.number().int().min(1).max(2_147_483_647);

  // a picture is the raw body of its PUT, read as bytes up to the limit (413 beyond); sharp decides what it is
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PICTURE_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

  typed.post(
    `${CMS_API_PREFIX}/products`,
    { schema: { tags, summary: 'Create a product with its metals, colour prices, ring-size prices, shapes and design (one audited transaction)', body: productCreateSchema, response: { 200: cmsProductAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsCatalogue.created'), product: await catalogue.create(request.caller, request.body) }),
  );

  typed.post(
    `${CMS_API_PREFIX}/products/:id/metals`,
    { schema: { tags, summary: 'Add a metal with its colours and prices to a product (audited)', params: z.object({ id }), body: variantSchema, response: { 200: cmsProductAnswerSchema, ...refusals } } },
    async (request) => ({ code: '200', message: t('messages.cmsCatalogue.metalAdded'), product: await catalogue.addMetal(request.caller, request.params.id, request.body) }),
  );

  typed.post(
    `${CMS_API_PREFIX}/products/:id/colours`,
    { schema: { tags, summary: 'Add a colour with its price to one of a product’s metals (audited)', params: z.object({ id }), body: colourOptionAddSchema, response: { 200: cmsProductAnswerSchema, ...refusals } } },
    async (request) => {
      const { variant_id, ...colour } = request.body;
      return { code: '200', message: t('messages.cmsCatalogue.colourAdded'), product: await catalogue.addColour(request.caller, request.params.id, variant_id, colour) };
    },
  );

  typed.put(
    `${CMS_API_PREFIX}/products/:id/pictures`,
    {
      schema: {
        tags,
        summary: 'Upload a picture of a product: the JPEG, PNG or WebP file as the body (Content-Type image/*, at most 8 MB), tagged with colour, shape and carat view (audited)',
        params: z.object({ id }),
        querystring: pictureTagsSchema,
        response: { 200: cmsPictureAnswerSchema, 413: message, 415: message, ...refusals },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ code: '415', message: t('messages.cmsPicture.sendThePicture') });
      return { code: '200', message: t('messages.cmsPicture.added'), picture: await pictures.upload(request.caller, request.params.id, request.body, request.query) };
    },
  );

  typed.delete(
    `${CMS_API_PREFIX}/products/:id/pictures/:pictureId`,
    { schema: { tags, summary: 'Remove an uploaded picture of a product (audited)', params: z.object({ id, pictureId: id }), response: { 200: cmsDoneAnswerSchema, ...refusals } } },
    async (request) => {
      await pictures.remove(request.caller, request.params.id, request.params.pictureId);
      return { code: '200', message: t('messages.cmsPicture.removed') };
    },
  );
}
