import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { UnauthorizedError } from '../errors.ts';
import type { Caller } from '../modules/accounts/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireCaller` on routes that need a logged-in shopper or staff member. */
    caller?: Caller;
  }
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The security requirement the API document gives an operation that needs `Authorization: Bearer <token>`. */
export const BEARER = [{ bearer: [] }];

const TOKEN_NEEDED = Symbol('needs a bearer token');
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [TOKEN_NEEDED]?: true };

/** A preHandler that admits only callers with a valid access token and records who they are. */
export function requireCaller(callerOf: (accessToken: string) => Promise<Caller>) {
  const guard: Guard = async (request, _reply) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    request.caller = await callerOf(token);
  };
  guard[TOKEN_NEEDED] = true;
  return guard;
}

/** Whether a route refuses a request without a token: its preHandler is `requireCaller`'s. */
export function needsToken(route: Pick<RouteOptions, 'preHandler'>): boolean {
  const handlers = [route.preHandler ?? []].flat() as Guard[];
  return handlers.some((h) => h[TOKEN_NEEDED] === true);
}

/** Every route registered in this plugin from now on is documented as needing the bearer token (its hook checks it). */
export function documentTokenNeeded(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...(route.schema ?? {}), security: BEARER } as typeof route.schema;
  });
}

/** The caller recorded by `requireCaller`; a route without that preHandler is a programming error. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`Route ${request.routeOptions.url} reads the caller without requireCaller`);
  return request.caller;
}
