import { z } from 'zod';
import { t, wordsOf, type WordKey } from '../../domain/words/catalogue.ts';

/**
 * The building blocks every API schema uses for text a shopper sends and for record ids, so bad input is refused
 * with a clear message (a 400 naming the field) before it reaches the database, which cannot store a NUL and whose
 * ids are 32-bit integers.
 */

/** The largest id an `integer` / `serial` column holds. */
export const DATABASE_ID_MAX = 2_147_483_647;

/**
 * The days a date in a request may name: the database's timestamps and JavaScript's dates agree on them (year 0 is
 * 1 BC to one and not to the other; a day after 9999-12-31 is written +010000, which the database does not read).
 */
export const CALENDAR_DATE_FIRST = '1900-01-01';
export const CALENDAR_DATE_LAST = '9999-12-30';

export const FIELD_MESSAGES = wordsOf('messages.fields', { max: String(DATABASE_ID_MAX), first: CALENDAR_DATE_FIRST, last: CALENDAR_DATE_LAST });

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

/** Why a text is not plain text the shop can store and show (a control character, a lone surrogate), or undefined. */
export function plainTextProblem(text: string, options: Pick<SafeTextOptions, 'multiline'> = {}): string | undefined {
  if ((options.multiline ? CONTROL_MULTILINE : CONTROL).test(text)) return options.multiline ? FIELD_MESSAGES.controlCharactersMultiline : FIELD_MESSAGES.controlCharacters;
  if (LONE_SURROGATE.test(text)) return FIELD_MESSAGES.brokenCharacters;
  return undefined;
}

/** How deep `everyTextPlain` looks into a value (a setting or a content block is a few levels deep). */
const PLAIN_TEXT_DEPTH = 32;

/**
 * The plain-text rule for a whole value of any shape (a shop setting, a content block, an address): every text inside
 * it, at any depth, is refused when it holds a control character or a lone surrogate, with an issue at that text's
 * own path, so the refusal names the field (`address.lines.0: Please remove …`). Use it as
 * `schema.superRefine(everyTextPlain())`; `multiline` lets line breaks and tabs through.
 */
export function everyTextPlain(options: Pick<SafeTextOptions, 'multiline'> = {}) {
  return <T>(value: T, ctx: z.core.$RefinementCtx<T>): void => {
    const visit = (v: unknown, path: (string | number)[]): void => {
      if (typeof v === 'string') {
        const problem = plainTextProblem(v, options);
        if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
      } else if (Array.isArray(v)) {
        if (path.length < PLAIN_TEXT_DEPTH) v.forEach((item, i) => visit(item, [...path, i]));
      } else if (v && typeof v === 'object') {
        if (path.length < PLAIN_TEXT_DEPTH) for (const [key, item] of Object.entries(v)) visit(item, [...path, key]);
      }
    };
    visit(value, []);
  };
}

/** A record id in a JSON body: a whole number from 1 to the database's integer limit. */
export function databaseId(message: string = FIELD_MESSAGES.databaseId) {
  return z.number(message).int(message).min(1, message).max(DATABASE_ID_MAX, message);
}

/** A record id written as text (a path parameter, a query string value), read as a number and checked alike. */
export function databaseIdText(message: string = FIELD_MESSAGES.databaseId) {
  return z.coerce.number(message).int(message).min(1, message).max(DATABASE_ID_MAX, message);
}

/** A day written YYYY-MM-DD (a search's from or to), within the days the database and JavaScript read alike. */
export function calendarDate(message: string = FIELD_MESSAGES.calendarDate) {
  return z.iso.date(message).refine((day) => day >= CALENDAR_DATE_FIRST && day <= CALENDAR_DATE_LAST, message);
}
