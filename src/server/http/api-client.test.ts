import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing.ts';

/**
 * A client generated from the served OpenAPI document with openapi-typescript typechecks a call of every back-office
 * operation, with answer types that are closed (a field the contract does not name is a type error) and the same as
 * the contract's own types in src/domain/contract (issue 24).
 */

interface Operation {
  operationId: string;
}

let shop: TestShop;
let dir: string;
let cms: { path: string; method: string; op: Operation }[];

beforeAll(async () => {
  shop = await startTestShop();
  const document = (await shop.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  cms = Object.entries(document.paths)
    .filter(([p]) => p.startsWith('/api/cms/'))
    .flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ path: p, method, op })));
  dir = await mkdtemp(path.join(tmpdir(), 'kilau-api-client-'));
  await writeFile(path.join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
  await writeFile(path.join(dir, 'client.ts'), CLIENT);
}, 60_000);
afterAll(async () => {
  await shop?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A minimal typed client over the generated `paths`: the answer of a call is the operation's 200 JSON answer. */
const CLIENT = `import type { paths } from './api';
export type Method = 'get' | 'put' | 'post' | 'delete';
export type AnswerOf<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
export declare function call<P extends keyof paths, M extends Method>(method: M, path: P, init?: { params?: unknown; body?: unknown }): Promise<AnswerOf<P, M>>;
/** Exactly the same type, both ways. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export declare function same<T extends true>(): T;
`;

const CONTRACT = path.resolve('src/domain/contract');

/** Calls of every back-office operation; reading a field no answer has must be an error, or the answer is open. */
function everyCall(): string {
  const lines = [`import { call, same, type AnswerOf, type Same } from './client';`];
  lines.push(`import type { CmsOrderAnswer, CmsOrderListAnswer } from '${CONTRACT}/cms-orders.ts';`);
  lines.push(`import type { CmsProductAnswer } from '${CONTRACT}/cms-products.ts';`);
  lines.push(`import type { CmsDiamondSearchAnswer, CmsPricingAnswer } from '${CONTRACT}/cms-diamonds.ts';`);
  for (const { path: p, method, op } of cms) {
    lines.push(`export async function ${op.operationId}() {`);
    lines.push(`  const answer = await call('${method}', '${p}');`);
    lines.push(`  const said: string = answer.code + answer.message;`);
    lines.push(`  // @ts-expect-error the answer is closed: a field the contract does not name is not there`);
    lines.push(`  void answer.a_field_no_answer_has;`);
    lines.push(`  return said;`);
    lines.push(`}`);
  }
  // the generated answers are the contract's own types
  lines.push(`same<Same<AnswerOf<'/api/cms/orders/{trackingId}', 'get'>, CmsOrderAnswer>>();`);
  lines.push(`same<Same<AnswerOf<'/api/cms/orders', 'get'>, CmsOrderListAnswer>>();`);
  lines.push(`same<Same<AnswerOf<'/api/cms/products/{id}', 'put'>, CmsProductAnswer>>();`);
  lines.push(`same<Same<AnswerOf<'/api/cms/diamond-search/{diamondtype}', 'post'>, CmsDiamondSearchAnswer>>();`);
  lines.push(`same<Same<AnswerOf<'/api/cms/pricing', 'put'>, CmsPricingAnswer>>();`);
  return lines.join('\n');
}

/** The type errors of these files, as `file:line message`. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('a client generated from the document with openapi-typescript', () => {
  it('typechecks a call of every back-office operation, each answer closed and the contract’s own type', async () => {
    expect(cms.length).toBeGreaterThanOrEqual(41);
    const calls = path.join(dir, 'calls.ts');
    await writeFile(calls, everyCall());
    expect(typeErrors([calls])).toEqual([]);
  }, 60_000);

  it('refuses a call that reads a field its answer does not have, or takes an answer for another', async () => {
    const wrong = path.join(dir, 'wrong.ts');
    await writeFile(
      wrong,
      [
        `import { call, same, type AnswerOf, type Same } from './client';`,
        `import type { CmsProductAnswer } from '${CONTRACT}/cms-products.ts';`,
        `export async function order() {`,
        `  const { order } = await call('get', '/api/cms/orders/{trackingId}');`,
        `  return order.shipping_tracking_number;`,
        `}`,
        `same<Same<AnswerOf<'/api/cms/orders/{trackingId}', 'get'>, CmsProductAnswer>>();`,
      ].join('\n'),
    );
    const errors = typeErrors([wrong]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^wrong\.ts:5 Property 'shipping_tracking_number' does not exist/);
    expect(errors[1]).toMatch(/^wrong\.ts:7 /);
  }, 60_000);
});
