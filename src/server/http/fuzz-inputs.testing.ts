import fc from 'fast-check';
import { deeplyNestedJson } from './deep-json-inputs.testing.ts';

/**
 * Hostile requests for the API's fuzz test, generated from the OpenAPI document the shop serves: every operation's
 * path parameters, query string and JSON body get values that are mostly plausible (so requests reach the services)
 * with hostile leaves mixed in — control characters, huge and odd unicode text, numbers at and beyond the integer
 * ranges, wrong types, missing and extra fields — and whole bodies that are malformed or sent as another type.
 */

/** The part of JSON Schema the shop's generated document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface ApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the document: method, path template, parameters, body and documented answers. */
export interface ApiOperation {
  method: string;
  path: string;
  parameters: ApiParameter[];
  body?: JsonSchema;
  responses: Record<string, JsonSchema | undefined>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: ApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The document with every `$ref` to a component schema replaced by the schema itself (the generators read plain schemas). */
function inlined<T>(value: T, schemas: Record<string, JsonSchema>, seen: readonly string[] = []): T {
  if (Array.isArray(value)) return value.map((v) => inlined(v, schemas, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    if (seen.includes(name) || !schemas[name]) return {} as T;
    return inlined(schemas[name], schemas, [...seen, name]) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlined(v, schemas, seen)])) as T;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation the document lists. */
export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  const doc = { paths: inlined(document.paths, document.components?.schemas ?? {}) };
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      // an event stream (the open pages' stone changes) takes no input and stays open: nothing to fuzz, no end to wait for
      if (op.responses?.['200']?.content?.['text/event-stream']) continue;
      const responses = Object.fromEntries(Object.entries(op.responses ?? {}).map(([status, r]) => [status, r.content?.['application/json']?.schema]));
      operations.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema, responses });
    }
  }
  return operations;
}

// ---------------------------------------------------------------- hostile leaves

const C0 = fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n));
const controlCharacter = fc.oneof(fc.constant('\u0000'), C0, fc.constantFrom('\u007f', '\u0085', '\u009f', '\r', '\n', '\t'));

/** Text that looks like a number to a careless reader. */
export const NUMBER_LIKE_TEXTS = [
  '2147483647', '2147483648', '4294967296', '9007199254740993', '9223372036854775807', '9223372036854775808', '18446744073709551616',
  '-1', '-2147483649', '0', '-0', '1.5', '1e3', '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '0x10', '0b1', '+1', ' 7 ', '1_000',
  '00000000000000000001', '١٢٣', '１２', '', ' ', 'null', 'undefined', 'true', '[]', '{}',
];
const ODD_TEXTS = ["' OR 1=1 --", '%', '_', '\\', '%00', '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '\u202eevil', '\ufeff', 'Z\u0351\u0352\u0353', '💍💎', '\ud800', 'a\udc00b'];

/** A plausible text with a control character put somewhere inside, at its start or at its end. */
export function spoiled(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, controlCharacter, fc.nat()).map(([t, c, at]) => {
    const i = at % (t.length + 1);
    return t.slice(0, i) + c + t.slice(i);
  });
}

/** Strings with NUL and other control characters, lone surrogates, huge lengths, odd unicode, number-like text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b),
  fc.constant('\u0000'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.tuple(fc.constantFrom('a', 'é', '💎', '\u0000', '9'), fc.integer({ min: 200, max: 300_000 })).map(([c, n]) => c.repeat(n)),
  fc.constantFrom(...NUMBER_LIKE_TEXTS),
  fc.constantFrom(...ODD_TEXTS),
);

const EDGE_NUMBERS = [2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e308, -1, -(2 ** 31), -(2 ** 31) - 1, -(2 ** 63), 0, -0, 0.5, 1.5, 5e-324, -1e308];

/** Numbers at and beyond the 32- and 64-bit ranges, negative, fractional. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Anything at all, of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
  fc.integer({ min: 50, max: 3000 }).map((depth) => nested(depth)),
);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

// ---------------------------------------------------------------- values from a schema

const variants = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;
const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A value the schema would accept, as far as a generator can tell (patterns and formats included). */
export function plausible(schema: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  const either = variants(schema);
  let value: fc.Arbitrary<unknown>;
  if (either && either.length > 0) value = fc.oneof(...either.map((s) => plausible(s, depth + 1)));
  else if (schema.allOf && schema.allOf.length > 0) value = plausible(schema.allOf[0], depth + 1);
  else if (schema.enum && schema.enum.length > 0) value = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) value = fc.constant(schema.const);
  else {
    switch (typeOf(schema)) {
      case 'string':
        value = fc.oneof({ arbitrary: plausibleString(schema, name), weight: 11 }, spoiled(plausibleString(schema, name)));
        break;
      case 'integer':
        value = fc.oneof({ arbitrary: plausibleNumber(schema, true), weight: 5 }, fc.constantFrom(...EDGE_NUMBERS));
        break;
      case 'number':
        value = fc.oneof({ arbitrary: plausibleNumber(schema, false), weight: 5 }, fc.constantFrom(...EDGE_NUMBERS));
        break;
      case 'boolean':
        value = fc.boolean();
        break;
      case 'array': {
        if (schema.prefixItems) value = fc.tuple(...schema.prefixItems.map((s) => input(s, depth + 1)));
        else if (Array.isArray(schema.items)) value = fc.tuple(...schema.items.map((s) => input(s, depth + 1)));
        else {
          // a few items, but never fewer than the schema's least (a block of 5 to 12 reviews, say)
          const minLength = schema.minItems ?? 0;
          value = fc.array(input(schema.items, depth + 1), { minLength, maxLength: Math.min(schema.maxItems ?? Infinity, Math.max(minLength, 4)) });
        }
        break;
      }
      case 'object':
        value = objectOf(schema, depth);
        break;
      default:
        value = hostileValue;
    }
  }
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

/** Field names that say what the text is, where the schema cannot (an e-mail checked after trimming, a phone). */
const TEXT_BY_NAME: [RegExp, fc.Arbitrary<string>][] = [
  [/email/i, fc.stringMatching(/^[a-z0-9]{1,12}([._-][a-z0-9]{1,8})?@[a-z0-9]{1,12}\.(com|my|net)$/)],
  [/phone/i, fc.stringMatching(/^(\+60|0)?1\d{8,9}$/)],
  [/password/i, fc.string({ minLength: 8, maxLength: 20 })],
];

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  const byName = TEXT_BY_NAME.find(([pattern]) => pattern.test(name));
  if (byName) return byName[1];
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }).filter((s) => s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // a pattern JavaScript cannot read: plain text below
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }), fc.stringMatching(/^[a-z0-9-]{1,20}$/));
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const min = Math.max(-1_000_000, exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : (schema.minimum ?? -1000));
  const max = Math.min(1_000_000, schema.maximum ?? 1000);
  if (min > max) return fc.constant(min);
  if (!integer) return fc.double({ min, max, noNaN: true });
  // small whole numbers are what ids, pages and sizes mostly are
  return fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, 10)) }), weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/** An object with most fields plausible, some hostile, optional ones sometimes left out, and sometimes extra fields. */
function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, input(s, depth + 1, name)]));
  const record = fc.record(fields, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
  const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'user_id', 'price')), hostileValue, { maxKeys: 3 });
  const missing = fc.constantFrom(...(required.size > 0 ? [...required] : ['']));
  return fc
    .tuple(record, fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: extra, weight: 1 }), fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, missing))
    .map(([value, more, drop]) => {
      const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [key, v] of Object.entries(more)) Object.defineProperty(result, key, { value: v, enumerable: true, writable: true, configurable: true });
      if (drop) delete result[drop];
      return result;
    });
}

/** Mostly plausible, sometimes anything at all. */
export function input(schema: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema, depth, name), weight: 11 }, { arbitrary: hostileValue, weight: 1 });
}

// ---------------------------------------------------------------- whole requests

/** Bodies that are not JSON, or JSON a careful parser refuses (and, in bodyOf, JSON nested thousands of levels deep). */
const MALFORMED_BODIES: (string | Buffer)[] = [
  '{', '{"a":', '}', '{"name": "\u0000"', 'nul\u0000', '', ' ', 'null', '[]', '"text"', '123', 'true', '{"a":1}{"b":2}', '\ufeff{}',
  '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"admin": true}}}', '{"a": 1e999999}', "{'a': 1}", '{"a": NaN}', '{"a": undefined}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), Buffer.from([0xef, 0xbb]),
];
const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1',
  'APPLICATION/JSON', 'application/jsonx', 'application/vnd.api+json', 'application/octet-stream', '*/*', ';;;',
];

export type BodyPlan = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string | Buffer; contentType: string };

export function bodyOf(schema: JsonSchema | undefined, method: string): fc.Arbitrary<BodyPlan> {
  const json = input(schema ?? {}).map((value): BodyPlan => ({ kind: 'json', value }));
  const malformed = fc.constantFrom(...MALFORMED_BODIES).map((payload): BodyPlan => ({ kind: 'raw', payload, contentType: 'application/json' }));
  const wrongType = fc.tuple(input(schema ?? {}), fc.constantFrom(...CONTENT_TYPES)).map(([value, contentType]): BodyPlan => ({ kind: 'raw', payload: JSON.stringify(value) ?? '', contentType }));
  const deep = deeplyNestedJson.map((payload): BodyPlan => ({ kind: 'raw', payload, contentType: 'application/json' }));
  const none = fc.constant<BodyPlan>({ kind: 'none' });
  if (!schema && (method === 'GET' || method === 'DELETE')) return fc.oneof({ arbitrary: none, weight: 8 }, json, malformed, wrongType, deep);
  return fc.oneof({ arbitrary: json, weight: 12 }, { arbitrary: malformed, weight: 2 }, { arbitrary: wrongType, weight: 2 }, deep, none);
}

/** Percent-encodes every byte of the text's UTF-8 form except unreserved characters (lone surrogates become U+FFFD). */
export function encodeText(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : (JSON.stringify(value) ?? ''));

/** A path with its parameters filled in with plausible or hostile text (never empty, so the same route answers). */
export function pathOf(op: ApiOperation): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  if (names.length === 0) return fc.constant(op.path);
  const values = names.map((name) => {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    const text = fc
      .oneof({ arbitrary: plausible(schema), weight: 2 }, { arbitrary: hostileString, weight: 2 }, fc.constantFrom(...NUMBER_LIKE_TEXTS))
      .map(asText)
      .filter((t) => t.length > 0)
      .map((t) => (name === '*' ? t.split('/').map(encodeText).join('/') : encodeText(t)));
    return fc.oneof({ arbitrary: text, weight: 9 }, fc.constantFrom(...BROKEN_ESCAPES));
  });
  return fc.tuple(...values).map((encoded) => names.reduce((path, name, i) => path.replace(`{${name}}`, encoded[i]), op.path));
}

/** Path text as sent, %-escapes that do not decode to UTF-8 text. */
const BROKEN_ESCAPES = ['%', '%zz', 'a%E0%A4%A', '%FF', '%C0%AF', '%ED%A0%80', '%F4%90%80%80'];

/** A query string: documented parameters left out, plausible, hostile or repeated, and sometimes undocumented ones. */
export function queryOf(op: ApiOperation, opaque: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
  const documented = op.parameters.filter((p) => p.in === 'query');
  const pairs = documented.map((p) => {
    const value = opaque[p.name] ?? plausible(p.schema, 0, p.name).map(asText);
    return fc.oneof(
      { arbitrary: fc.constant<[string, string][]>([]), weight: 3 },
      { arbitrary: value.map((v): [string, string][] => [[p.name, v]]), weight: 8 },
      { arbitrary: hostileString.map((v): [string, string][] => [[p.name, v]]), weight: 1 },
      fc.array(fc.oneof(hostileString, value), { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v): [string, string] => [p.name, v])),
    );
  });
  const extra = fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'page', 'sort', 'filters')), hostileString), { maxLength: 2 });
  return fc.tuple(fc.tuple(...pairs), fc.oneof({ arbitrary: fc.constant<[string, string][]>([]), weight: 3 }, extra)).map(([lists, more]) => {
    const all = [...lists.flat(), ...more];
    return all.length === 0 ? '' : `?${all.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&')}`;
  });
}

export type Caller = 'anonymous' | 'customer' | 'forged' | 'staff';

/** Who sends the requests of a walk: mostly shoppers and strangers; the back-office's walk mostly staff. */
export const SHOPPER_CALLERS: readonly Caller[] = ['anonymous', 'customer', 'customer', 'forged'];
export const STAFF_CALLERS: readonly Caller[] = ['staff', 'staff', 'staff', 'staff', 'staff', 'customer', 'forged'];

export interface RequestPlan {
  path: string;
  query: string;
  body: BodyPlan;
  caller: Caller;
  ip: string;
}

/**
 * What the document cannot say, given by the test: the schema of a body the route takes as it comes (its service
 * checks it), and how an opaque query value is made (e.g. an encoded one).
 */
export interface Opaque {
  body?: JsonSchema;
  query?: Record<string, fc.Arbitrary<string>>;
}

export function requestOf(op: ApiOperation, opaque: Opaque = {}, callers: readonly Caller[] = SHOPPER_CALLERS): fc.Arbitrary<RequestPlan> {
  return fc.record({
    path: pathOf(op),
    query: queryOf(op, opaque.query),
    body: bodyOf(opaque.body ?? op.body, op.method),
    caller: fc.constantFrom<Caller>(...callers),
    ip: fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `10.${a}.${b}.${c}`),
  });
}

// ---------------------------------------------------------------- answers

/** Why a value does not fit a (response) schema, or undefined when it fits. */
export function shapeProblem(schema: JsonSchema, value: unknown, at = 'body'): string | undefined {
  const either = variants(schema);
  if (either) return either.some((s) => shapeProblem(s, value, at) === undefined) ? undefined : `${at} fits none of its variants`;
  if (schema.enum && !schema.enum.some((e) => e === value)) return `${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`;
  if (value === null) return schema.nullable ? undefined : `${at} is null`;
  switch (typeOf(schema)) {
    case 'string':
      return typeof value === 'string' ? undefined : `${at} is not a string`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${at} is not a boolean`;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? undefined : `${at} is not a number`;
    case 'array':
      return Array.isArray(value) ? undefined : `${at} is not an array`;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return `${at} is not an object`;
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (!(key in record)) return `${at}.${key} is missing`;
      for (const [key, s] of Object.entries(schema.properties ?? {})) {
        if (key in record) {
          const problem = shapeProblem(s, record[key], `${at}.${key}`);
          if (problem) return problem;
        }
      }
      if (schema.additionalProperties === false) {
        const extra = Object.keys(record).filter((key) => !(key in (schema.properties ?? {})));
        if (extra.length > 0) return `${at} has undocumented ${extra.join(', ')}`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
