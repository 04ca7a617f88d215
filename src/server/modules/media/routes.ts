import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessageSchema as message } from '../../../domain/contract/accounts.ts';
import { isHandTone, withHandTone } from '../../../domain/catalog/image-names.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { PicturesBusyError } from './render-queue.ts';
import type { MediaService, RenderedImage } from './service.ts';
import { t } from '../../../domain/words/catalogue.ts';

/**
 * GET /images/*: the shop's pictures, drawn on first request and cached for a year (names never change meaning).
 * A name the shop does not draw is a 404; a full drawing queue a 503 and too many new pictures from one address a
 * 429, both with Retry-After, and never cached by the browser.
 */

const MAX_WIDTH = 4096;
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function badRequest(message: string) {
  return { code: '400', message };
}

export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaService }): Promise<void> {
  const picture = { description: 'The picture (WebP, AVIF, PNG, JPEG or SVG, as its name says)', content: { 'image/*': { schema: z.string() } } };
  const schema: FastifySchema = {
    tags: ['media'],
    summary: 'A picture of the shop (products, diamonds, banners), drawn on first request and cached for a year; ?w= its width in pixels',
    response: { 200: picture, 400: message, 404: message, 429: message, 503: message },
  };
  // its answers are described with zod, serialised by zod's compiler wherever the routes are registered
  app.get('/images/*', { schema, serializerCompiler: serializerCompiler as FastifySerializerCompiler<FastifySchema> }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    let width: number | undefined;
    if (query.w !== undefined) {
      const text = String(query.w);
      width = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (!(width >= 1 && width <= MAX_WIDTH)) {
        return reply.code(400).send(badRequest(t('messages.image.widthRange', { max: String(MAX_WIDTH) })));
      }
    }
    let path = `/images/${(request.params as { '*': string })['*']}`;
    if (query.tone !== undefined) {
      const tone = /^\d$/.test(String(query.tone)) ? Number(query.tone) : NaN;
      if (!isHandTone(tone)) return reply.code(400).send(badRequest(t('messages.image.toneRange')));
      path = withHandTone(path, tone);
    }
    let image: RenderedImage | undefined;
    try {
      image = await opts.media.render(path, width, { client: request.ip });
    } catch (error) {
      if (!(error instanceof PicturesBusyError || error instanceof TooManyRequestsError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds)).header('cache-control', 'no-store');
      return reply.code(error.status).send({ code: String(error.status), message: error.message });
    }
    if (!image) return reply.code(404).send({ code: '404', message: t('messages.errors.imageNotFound') });
    const etag = `"${createHash('sha1').update(image.body).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', CACHE_FOREVER).header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (image.type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(image.type).send(image.body);
  });
}
