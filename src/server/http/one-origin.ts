import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Answered at any host: load balancers probe the health checks (liveness and readiness) by IP or by the instance's
 * own name, and /metrics is read by the machine itself.
 */
export const ANSWERED_AT_ANY_HOST: ReadonlySet<string> = new Set(['/healthz', '/api/healthz', '/api/ready', '/metrics']);

/**
 * One origin for the shop (SITE_ORIGIN set, in production): a request to any other host — the bare domain, the
 * server's IP, an old name — is sent to the same path and query on SITE_ORIGIN for good, so shoppers, search engines
 * and sessions (kept per origin in the browser) see one shop. GET and HEAD get 301, which every client and crawler
 * follows as a move; other methods get 308, which keeps the method and the body (a 301 lets a browser turn a POST
 * into a GET and drop what was sent). The host is Fastify's `request.host`: X-Forwarded-Host counts only from a
 * proxy TRUST_PROXY trusts. The shop's own in-process calls (`app.inject`: the pages' loaders, the sandbox gateway's
 * callback) come from no connection and are answered as they are.
 */
export function oneOrigin(app: FastifyInstance, siteOrigin: string): void {
  const site = new URL(siteOrigin);
  app.addHook('onRequest', (request, reply, done) => {
    // (the host as the site's own is written needs no parsing: most requests)
    if (!(request.raw.socket instanceof Socket) || request.host === site.host || hostOf(request, site.protocol) === site.host) return done();
    const pathAndQuery = request.url.startsWith('/') ? request.url : '/';
    if (ANSWERED_AT_ANY_HOST.has(pathAndQuery.split('?')[0])) return done();
    const permanent = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    reply.redirect(`${site.origin}${pathAndQuery}`, permanent);
  });
}

/** The host a request was sent to, as SITE_ORIGIN's host is written (lower case, no default port); '' when unreadable. */
function hostOf(request: FastifyRequest, protocol: string): string {
  // a name, an IPv4 or [IPv6] address and a port only: no user info or path that URL would read past
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(request.host)) return '';
  try {
    return new URL(`${protocol}//${request.host}`).host;
  } catch {
    return '';
  }
}
