import type { FastifyInstance } from 'fastify';

import { CHANNEL_HEADER, REQUEST_ID_HEADER } from '../../domain/contract/headers.ts';

export { CHANNEL_HEADER, REQUEST_ID_HEADER };
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,80}$/;

/**
 * A request id like the web client's: a prefix, a timestamp and a 7-digit random number. It tells log lines apart and
 * guards nothing, so the cheap generator makes it (crypto's took 3–4 % of a kept page's CPU).
 */
export function newRequestId(prefix = 'srv'): string {
  return `${prefix}-${Date.now()}-${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** Takes the caller's request id when it is well formed, otherwise makes one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTED_REQUEST_ID.test(value) ? value : newRequestId();
}

/** Echoes the request id and puts the caller's channel in every log line of the request. */
export function requestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const channel = request.headers[CHANNEL_HEADER];
    if (typeof channel === 'string' && channel.length <= 40) {
      request.log = request.log.child({ channel });
    }
    done();
  });
}
