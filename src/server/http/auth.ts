import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** A preHandler that admits only callers with a valid access token and records who they are. */
export function requireCaller(callerOf: (accessToken: string) => Promise<Caller>) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    request.caller = await callerOf(token);
  };
}

/** The caller recorded by `requireCaller`; a route without that preHandler is a programming error. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`Route ${request.routeOptions.url} reads the caller without requireCaller`);
  return request.caller;
}
