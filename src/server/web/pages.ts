import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ApiCallInit } from '../../web/lib/load-context.ts';
import '../../web/lib/load-context.ts';
import { measuredAs } from '../http/metrics.ts';
import { measure } from '../metrics/shop-metrics.ts';
import { CHANNEL_HEADER, REQUEST_ID_HEADER } from '../http/request-context.ts';
import { pageAddressOf } from './page-address.ts';
import { createPageCache } from './page-cache.ts';
import { pageRoutesOf } from './page-routes.ts';
import { drawingSlots } from './drawing-slots.ts';
import { CHOICE_PAGES, PERSONAL_PAGE_CACHE_CONTROL, PERSONAL_PAGES } from '../../domain/shop/personal-pages.ts';

/** Personal pages drawn at once (drawing-slots.ts); the rest wait their turn. */
const PERSONAL_PAGES_AT_ONCE = 4;

export interface PagesOptions {
  /** The React Router build folder (build/server/index.js and build/client). */
  buildDir: string;
  origin: string;
  /** The storefront's version: pages kept for many visitors are rendered again when it moves on. */
  storefrontVersion: () => number;
  /** The diamond index's version: pages that show stones are rendered again when it moves on. */
  diamondVersion: () => number;
  /** An access token for the shopper whose page session cookie this is, or null (accounts' page sessions). */
  pageAccessToken: (cookieHeader: string | undefined) => Promise<string | null>;
}

/** Serves the server-rendered storefront and its assets through this Fastify instance. */
export async function storefrontPages(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const serverEntry = path.join(opts.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The storefront is not built (${serverEntry} is missing). Run \`npm run build\` first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  const pageRouteOf = pageRoutesOf(build.routes);
  // a page that shows stones follows the diamond index as well as the storefront
  const pageCache = createPageCache({
    version: (address) => (SHOWS_STONES.test(address) ? `${opts.storefrontVersion()}.${opts.diamondVersion()}` : String(opts.storefrontVersion())),
    counted: measure.pageAnswered,
  });

  /** Pages drawn for one shopper (or from one shopper's choices) at once: a few per core. */
  const personalDrawing = drawingSlots(PERSONAL_PAGES_AT_ONCE);

  const clientDir = path.join(opts.buildDir, 'client');
  const assets = new Map<string, string | undefined>();
  /** Built assets are immutable (hashed names), so each is read once. Only files under /assets/ are readable. */
  const readAsset = (href: string): string | undefined => {
    if (!/^\/assets\/[\w.-]+$/.test(href)) return undefined;
    if (!assets.has(href)) {
      const file = path.join(clientDir, href);
      assets.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return assets.get(href);
  };

  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    wildcard: false,
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (pages) => {
    // Page requests (form posts included) reach React Router unparsed, as a web Request.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
        // measured under its page type's pattern, not the catch-all's
        const pageType = pageRouteOf(request.url);
        measuredAs(request, pageType);
        // a shopper's own page, for the shopper whose page session came with it: drawn for them alone
        const chosen = CHOICE_PAGES.has(pageType);
        const accessToken = PERSONAL_PAGES.has(pageType) || chosen ? await opts.pageAccessToken(request.headers.cookie) : null;
        const context: AppLoadContext = {
          // made only for a page drawn for this answer (a kept page allows its scripts by their hashes)
          get nonce() {
            return reply.scriptNonce;
          },
          origin: opts.origin,
          callApi: (apiPath, init) => callApi(app, request, apiPath, init, accessToken),
          readAsset,
          signedIn: accessToken !== null,
        };
        // and a page of one shopper's choices, whoever asks
        if (accessToken || chosen) {
          // a few at a time (drawing-slots.ts); the slot is held until the page has gone out or the connection closed
          const giveBack = await personalDrawing.take();
          reply.raw.once('close', giveBack);
          // a connection that closed while it waited has had its 'close' already: nothing to draw, the slot back now
          if (reply.raw.destroyed) {
            giveBack();
            return reply.send();
          }
          const response = await handleRequest(toWebRequest(request, opts.origin), context);
          reply.header('cache-control', PERSONAL_PAGE_CACHE_CONTROL).header('vary', 'cookie');
          return sendWebResponse(reply, response, ['cache-control', 'vary']);
        }
        if (pageCache.keeps(request)) {
          // rendered whole, once for every visitor asking meanwhile: not tied to the first visitor's connection
          return pageCache.send(request, reply, async () => {
            // rendered for its kept address (campaign tags left out), so what it shows cannot depend on them
            const response = await handleRequest(toWebRequest(request, opts.origin, AbortSignal.timeout(RENDER_LIMIT_MS), pageAddressOf(request.url)), context);
            return { status: response.status, headers: [...response.headers], html: Buffer.from(await response.arrayBuffer()) };
          });
        }
        const response = await handleRequest(toWebRequest(request, opts.origin), context);
        return sendWebResponse(reply, response);
      },
    });
  });
}

async function callApi(app: FastifyInstance, request: FastifyRequest, apiPath: string, init: ApiCallInit = {}, accessToken: string | null = null) {
  const method = init.method ?? 'GET';
  const ask = () =>
    app.inject({
      method,
      url: apiPath,
      headers: { [REQUEST_ID_HEADER]: request.id, [CHANNEL_HEADER]: 'ssr', ...(init.auth && accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      ...(init.body === undefined ? {} : { payload: init.body as object }),
    });
  let answer = await ask();
  // a read whose database connection was lost under it (503) is asked once more, on a new connection
  if (answer.statusCode === 503 && method === 'GET') {
    await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
    answer = await ask();
  }
  const isJson = (answer.headers['content-type'] ?? '').toString().includes('json');
  return { status: answer.statusCode, body: isJson ? answer.json() : answer.body };
}

/** The pages that show stones from the diamond index (the diamond search and its stone view). */
const SHOWS_STONES = /^\/choose-diamond(\/|$|\?)/;

/** Wait before a page's read that met a lost database connection is asked again. */
const READ_RETRY_MS = 100;

/** A page rendered for many visitors must be finished within this time. */
const RENDER_LIMIT_MS = 10_000;

function toWebRequest(request: FastifyRequest, origin: string, signal?: AbortSignal, address = request.url): Request {
  const url = new URL(address, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (!signal) {
    const controller = new AbortController();
    request.raw.once('close', () => controller.abort());
    signal = controller.signal;
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function sendWebResponse(reply: FastifyReply, response: Response, keep: readonly string[] = []) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || keep.includes(name)) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  // a visitor who leaves mid-answer destroys this stream with an error: that ends this answer only
  body.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') reply.log.warn({ err: error }, 'page answer ended early');
  });
  return reply.send(body);
}
