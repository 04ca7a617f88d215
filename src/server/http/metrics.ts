import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics at /metrics: process figures and the duration of every request by route. They describe the
 * shop's inner workings, so they answer the machine itself (a loopback address, as the client's address is seen with
 * TRUST_PROXY) or a caller with the `METRICS_TOKEN` bearer token, and nobody else.
 */
export interface ShopMetrics {
  registry: Registry;
  /** A storefront page answered from a kept page, or rendered. */
  pageAnswered(source: 'kept' | 'rendered'): void;
}

export function metrics(app: FastifyInstance, options: { token?: string } = {}): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const pages = new Counter({
    name: 'kilau_pages_total',
    help: 'Storefront pages answered from a kept page (source="kept") and pages rendered (source="rendered")',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.ip) && !carriesToken(request, options.token)) {
      return reply.code(403).send({ code: '403', message: "The metrics are only for the shop's own monitoring." });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
  return { registry, pageAnswered: (source) => pages.inc({ source }) };
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
