import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ShopError, TooManyRequestsError } from '../errors.ts';

export interface ApiMessage {
  code: string;
  message: string;
}

const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.';

/** Every error leaves as `{ code, message }`; bad input is a 4xx with a clear message, never a 500. */
export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const where = (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
          const field = where || error.validationContext || 'request';
          return `${field}: ${issue.message}`;
        })
        .join('; ');
      return reply.status(400).send(answer(400, message));
    }
    if (error instanceof ShopError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(answer(error.status, error.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(answer(500, SERVER_FAULT));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(answer(status, clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(answer(500, SERVER_FAULT));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.status(404).send(answer(404, `Nothing is found at ${request.method} ${path}.`));
  });
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
