import { z } from 'zod';
import { t, wordsOf, type WordKey } from '../../domain/words/catalogue.ts';

/**
 * The building blocks every API schema uses for text a shopper sends and for record ids, so bad input is refused
 * with a clear message (a 400 naming the field) before it reaches the database, which cannot store a NUL and whose
 * ids are 32-bit integers.
 */

/** The largest id an `integer` / `serial` column holds. */
export const DATABASE_ID_MAX = 2_147_483_647;

export const FIELD_MESSAGES = wordsOf('messages.fields', { max: String(DATABASE_ID_MAX) });

/**
 * A refusal's words from the catalogue (`.min(1, says('validation.catalog.pleaseEnterYourName'))`), read when a value is
 * refused, in the shop's language: zod's `error` given as a function.
 */
export function says<K extends WordKey>(key: K, ...params: Parameters<typeof t<K>> extends [unknown, ...infer P] ? P : never): { error: () => string } {
  const say = t as (key: string, ...rest: unknown[]) => string;
  return { error: () => say(key, ...params) };
}

/** C0 and C1 control characters and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but line breaks (\n, \r) and tabs are text in a note or a message. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Half of a surrogate pair without its other half: not Unicode text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface SafeTextOptions {
  /** A note or a message: line breaks and tabs are allowed inside. */
  multiline?: boolean;
  /** The message when the value is missing or not text (zod's own otherwise). */
  required?: string;
  /** The message when the text holds control characters (one of FIELD_MESSAGES otherwise). */
  message?: string;
}

/**
 * Text the shop can store and search: trimmed, well-formed Unicode without control characters (a multi-line
 * field may hold line breaks and tabs). Chain `.min()`, `.max()`, `.regex()` etc. after it as with `z.string()`.
 */
export function safeText(options: SafeTextOptions = {}) {
  const control = options.multiline ? CONTROL_MULTILINE : CONTROL;
  const controlMessage = options.message ?? (options.multiline ? FIELD_MESSAGES.controlCharactersMultiline : FIELD_MESSAGES.controlCharacters);
  return z
    .string(options.required)
    .trim()
    .refine((text) => !control.test(text), controlMessage)
    .refine((text) => !LONE_SURROGATE.test(text), options.message ?? FIELD_MESSAGES.brokenCharacters);
}

/** A record id in a JSON body: a whole number from 1 to the database's integer limit. */
export function databaseId(message: string = FIELD_MESSAGES.databaseId) {
  return z.number(message).int(message).min(1, message).max(DATABASE_ID_MAX, message);
}

/** A record id written as text (a path parameter, a query string value), read as a number and checked alike. */
export function databaseIdText(message: string = FIELD_MESSAGES.databaseId) {
  return z.coerce.number(message).int(message).min(1, message).max(DATABASE_ID_MAX, message);
}
