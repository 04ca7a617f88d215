import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isLostConnection, LOST_CONNECTION_RETRY_SECONDS } from '../db/connection-lost.ts';
import { ShopError, TooManyRequestsError } from '../errors.ts';

export interface ApiMessage {
  code: string;
  message: string;
}

const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.';
const DATABASE_AWAY = 'The shop lost touch with its records for a moment. Please try again in a few seconds.';

/** The status, headers and `{ code, message }` body an error leaves as. */
export interface ErrorReply {
  status: number;
  body: ApiMessage;
  retryAfterSeconds?: number;
}

/** Bad input is a 4xx with a clear message, never a 500; faults are logged and hidden behind a plain 500. */
export function errorReply(error: FastifyError, request: FastifyRequest): ErrorReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation
      .map((issue) => {
        const where = (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
        const field = where || error.validationContext || 'request';
        return `${field}: ${issue.message}`;
      })
      .join('; ');
    return { status: 400, body: answer(400, message) };
  }
  if (error instanceof ShopError) {
    const retryAfterSeconds = error instanceof TooManyRequestsError ? error.retryAfterSeconds : undefined;
    return { status: error.status, body: answer(error.status, error.message), retryAfterSeconds };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return { status: 500, body: answer(500, SERVER_FAULT) };
  }
  if (isLostConnection(error)) {
    // the database went away under this request (a restart, a failover): the shop is fine, a new try will do
    request.log.warn({ err: error }, 'database connection lost during the request');
    return { status: 503, body: answer(503, DATABASE_AWAY), retryAfterSeconds: LOST_CONNECTION_RETRY_SECONDS };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: answer(status, clientMessage(error)) };
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: answer(500, SERVER_FAULT) };
}

/** Sends an error reply, with Retry-After when the error is a rate limit or the database is away for a moment. */
export function sendErrorReply(reply: FastifyReply, sent: ErrorReply) {
  if (sent.retryAfterSeconds !== undefined) reply.header('retry-after', String(sent.retryAfterSeconds));
  return reply.status(sent.status).send(sent.body);
}

/** Every error leaves as `{ code, message }`. */
export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendErrorReply(reply, errorReply(error, request)));
  app.setNotFoundHandler((request, reply) => reply.status(404).send(answer(404, nothingFoundAt(request))));
  // every 503 (an API answer, a page whose data could not be read, the health check) says when to try again
  // (the shop's hooks on every request take a callback: an async hook costs a promise per request)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(LOST_CONNECTION_RETRY_SECONDS));
    done(null, payload);
  });
}

const PATH_SHOWN = 120;

function nothingFoundAt(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return `Nothing is found at ${request.method} ${path.length > PATH_SHOWN ? `${path.slice(0, PATH_SHOWN)}…` : path}.`;
}

/**
 * Refusals of Fastify's router, made before any route, hook or error handler runs: a path parameter longer than the
 * router takes, a %-escape in the path that is not UTF-8. No route is chosen yet, so they leave in the shop-wide
 * shape: a parameter that long names nothing the shop has (404), a broken escape is a 400.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest): ErrorReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 404, body: answer(404, nothingFoundAt(request)) };
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, body: answer(400, 'The address of the request cannot be read: a %-escape in its path is not UTF-8 text.') };
  return errorReply(error, request);
}

/** The handler of Fastify's router refusals, given among the options the instance is built with (app.ts). */
export function routerRefusals(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendErrorReply(reply, frameworkErrorReply(error, request));
}

export function answer(status: number, message: string): ApiMessage {
  return { code: String(status), message };
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message;
  }
}
