import { z } from 'zod';

/**
 * The schemas the OpenAPI document shows once, as `components.schemas`, and refers to from every operation that uses
 * them. A registry of the contract's own (not zod's global one), so registering a schema changes nothing else that
 * reads zod's metadata; the server's document is generated with it (src/server/http/docs.ts).
 */
export const apiComponents = z.registry<{ id: string }>();

/** Names a schema for the OpenAPI document (a component a client generator turns into one named type). */
export function component<S extends z.ZodType>(id: string, schema: S): S {
  apiComponents.add(schema, { id });
  return schema;
}

/** What every back-office answer carries: the status code as text and a message for the staff member. */
export const cmsAnswerFields = { code: z.string(), message: z.string() } as const;

/** A back-office answer: the code and message with the fields the operation answers (closed: nothing else). */
export function cmsAnswer<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...cmsAnswerFields, ...shape });
}

/** A time as the API writes it: ISO 8601 in UTC. */
export const isoTime = z.string().describe('ISO 8601 time');

/** What a back-office change with nothing more to show answers (a removed picture, a deleted sub-category). */
export const cmsDoneAnswerSchema = component('CmsDoneAnswer', cmsAnswer({}));
