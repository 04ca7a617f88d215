import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.ts';

/**
 * How deep a JSON request body may nest. The shop's deepest body (a home-page block: slides with their buttons) is
 * under 6 levels; anything far deeper is refused before it is parsed, so nothing that walks a body by recursion — a
 * schema check, a cache key, a log serialiser, JSON.stringify — can run out of stack on it.
 */
export const JSON_BODY_MAX_NESTING = 32;

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when the JSON text opens more than `limit` arrays or objects inside one another (one pass, no recursion). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

/**
 * Every JSON body of the shop is read by Fastify's own parser (which refuses `__proto__` and `constructor.prototype`
 * keys), after a check that it nests at most JSON_BODY_MAX_NESTING levels: a deeper one is a 400 with a clear
 * message, in the route's own error shape. Registered on the root instance before any route.
 */
export function boundedJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, JSON_BODY_MAX_NESTING)) return done(new BadRequestError(TOO_DEEP_MESSAGE), undefined);
    return parse(request, body as string, done);
  });
}
