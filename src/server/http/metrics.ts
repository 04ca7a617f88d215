import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metricsContentType, shopMetricsText } from '../metrics/cluster-metrics.ts';
import { requestDuration } from '../metrics/shop-metrics.ts';
import { t } from '../../domain/words/catalogue.ts';

/**
 * Prometheus metrics at /metrics (defined in metrics/shop-metrics.ts): the shop's own figures, Node's process figures
 * and the duration of every request by route pattern. They describe the shop's inner workings, so they answer the
 * machine itself (a loopback address, as the client's address is seen with TRUST_PROXY) or a caller with the
 * `METRICS_TOKEN` bearer token, and nobody else.
 *
 * The `route` label is a pattern, never an address: the API's route (`/api/product/:slug`), every built asset
 * `/assets/*` (their hashed names change with each build), a page its React Router pattern (`/product/:slug`, given by
 * web/pages.ts with `measuredAs`) and an address nothing answers `unmatched`. So the labels stay as few as the
 * shop's routes, whatever shoppers and crawlers ask for.
 */
export function metrics(app: FastifyInstance, options: { token?: string } = {}): void {
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe({ method: request.method, route: routeOf(request), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.ip) && !carriesToken(request, options.token)) {
      return reply.code(403).send({ code: '403', message: t('messages.errors.metricsForMonitoring') });
    }
    const text = await shopMetricsText();
    return reply.header('cache-control', 'no-store').type(metricsContentType).send(text);
  });
}

const given = new WeakMap<FastifyRequest, string>();

/** Names the route pattern a request is measured under, where its Fastify route is a catch-all (the pages). */
export function measuredAs(request: FastifyRequest, route: string): void {
  given.set(request, route);
}

/** Files the storefront build names by their content's hash. */
export const BUILT_ASSETS_ROUTE = '/assets/*';

function routeOf(request: FastifyRequest): string {
  const named = given.get(request);
  if (named) return named;
  const url = request.routeOptions.url;
  if (url === undefined) return 'unmatched';
  // @fastify/static registers each built file as a route of its own
  return url.startsWith('/assets/') ? BUILT_ASSETS_ROUTE : url;
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./.test(ip);
}

function carriesToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
