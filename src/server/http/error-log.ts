/**
 * How an error is written to the log: what helps staff find the fault, never what a shopper typed.
 * A failed database query carries its SQL *and its parameters* (drizzle's DrizzleQueryError puts them in its
 * message, its stack and a `params` field; PostgreSQL's `detail` repeats key values): a failed password change
 * would log the new password hash, a failed address save the address. Here the SQL stays (it holds only
 * placeholders), the parameters go, and any parameter value that shows up in a message is blotted out.
 * A message logged on its own, as text (a job's catch block), loses the "params:" part drizzle wrote into it.
 */

/** Database error fields that name where it happened, never the values involved. */
const PLACE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;
const MAX_CAUSES = 5;
/** Shorter values (ids, flags) say nothing about a shopper and would blot out ordinary words. */
const SHORTEST_BLOTTED = 3;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

export function errorForLog(error: unknown): LoggedError | unknown {
  if (typeof error === 'string') return withoutParams(error);
  if (!(error instanceof Error)) return error;
  return logged(error, parameterValues(error), 0);
}

/** An error's message as it may be logged or kept (a failed import's or e-invoice's reason shown to staff). */
export function messageForLog(error: unknown): string {
  return error instanceof Error ? logged(error, parameterValues(error), MAX_CAUSES).message : withoutParams(String(error));
}

/** drizzle writes a failed query's parameters after its SQL, to the end of its message: they go, wherever the message went. */
const DRIZZLE_PARAMS = /(Failed query: [^]*?)\nparams: [^]*$/;

function withoutParams(text: string): string {
  return text.replace(DRIZZLE_PARAMS, '$1');
}

function logged(error: Error, values: string[], depth: number): LoggedError {
  // drizzle's query error: its message repeats the parameters, so it is written again from the SQL alone
  const { query, params } = error as { query?: unknown; params?: unknown };
  const drizzle = typeof query === 'string' && Array.isArray(params) && error.message.startsWith('Failed query: ');
  const message = withoutParams(blot(drizzle ? `Failed query: ${query}` : error.message, values));
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = { type: error.name || error.constructor.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  for (const field of PLACE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  const cause = error.cause;
  if (cause instanceof Error && depth < MAX_CAUSES) out.cause = logged(cause, values, depth + 1);
  return out;
}

/** Every parameter of every failed query along the error's causes, as text. */
function parameterValues(error: Error): string[] {
  const values: string[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth <= MAX_CAUSES; e = e.cause, depth++) {
    const params = (e as { params?: unknown }).params;
    if (Array.isArray(params)) for (const p of params) collect(p, values);
  }
  return values.sort((a, b) => b.length - a.length);
}

function collect(value: unknown, into: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) return value.forEach((v) => collect(v, into));
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (text.length >= SHORTEST_BLOTTED) into.push(text);
  if (typeof value === 'object' && !(value instanceof Date)) Object.values(value as object).forEach((v) => collect(v, into));
}

function blot(text: string, values: string[]): string {
  let out = text;
  for (const value of values) out = out.split(value).join('[value]');
  return out;
}
