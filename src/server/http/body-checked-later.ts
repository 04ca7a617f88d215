import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * A route's validator compiler for a body its service checks itself (so that refusals keep the route's own shape and
 * words): the body schema is the document's, shown to clients, while the body reaches the handler as it was sent.
 * Parameters, query string and headers are checked by their schemas as on every route.
 */
export const bodyCheckedByService: FastifySchemaCompiler<unknown> = (route) => {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
};
