import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A gateway in the shop's words (shared/design/architecture.md: "gateways implement one interface; no code outside the
 * gateway names eGHL"): `payments/gateway.ts` is the interface alone, `payments/gateways/` implements it, and only the
 * one place that chooses (`gateway-choice.ts`), the module's face wiring the sandbox's pages (`index.ts`) and the test
 * helpers reach into it. The gateway's protocol — its status codes, its instalment fields, its payment-id length, its
 * method codes — is named nowhere else; the payment methods' own codes are named only by their table
 * (src/domain/payments/payment-methods.ts). Read from the sources, comments left out; tests and test helpers may name anything.
 */
const SRC = path.resolve(import.meta.dirname, '../../..');
const PAYMENTS = path.join(SRC, 'server/modules/payments');
const GATEWAYS = path.join(PAYMENTS, 'gateways');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/testing\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const inGateways = (file: string) => !path.relative(GATEWAYS, file).startsWith('..');

/** The names and the string literals a file's code holds (its comments left out), and its import specifiers. */
function codeOf(file: string, text = readFileSync(file, 'utf8')): { names: Set<string>; strings: string[]; imports: { spec: string; typeOnly: boolean }[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = new Set<string>();
  const strings: string[] = [];
  const imports: { spec: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
      imports.push({ spec: node.moduleSpecifier.text, typeOnly });
      return;
    }
    if (ts.isIdentifier(node)) names.add(node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { names, strings, imports };
}

/** What only the gateway names: eGHL's status codes and its fields about an instalment plan, its payment-id length, its method field. */
const GATEWAY_NAMES = ['TxnStatus', 'TXN_STATUS', 'EPP_YN', 'EPPMonth', 'eppYn', 'eppMonth', 'PAYMENT_ID_MAX', 'PymtMethod'];
/**
 * Files outside the gateways that name the gateway's words on a plan, and why: the column that keeps them for staff
 * (the attempt's `instalment_answer`), and the back-office line that shows them to staff on a flagged order. The
 * catalogue's texts (src/domain/words) say them to staff word for word and are not code.
 */
const KEEPS_THE_GATEWAYS_WORDS = ['server/db/schema/orders.ts', 'server/modules/cms/instalment-plans.ts'];
/** The payment methods' codes, written only in their table (eGHL's PymtMethod values, inside the gateways, are eGHL's). */
const METHOD_CODES = ['DD', 'CC', 'EPP'];
/** The files that may import an implementation: the one place choosing the gateway, and the face that serves the sandbox's pages. */
const MAY_IMPORT_GATEWAYS = ['server/modules/payments/gateway-choice.ts', 'server/modules/payments/index.ts'];

const PRODUCTION = [...sourcesUnder(path.join(SRC, 'server')), ...sourcesUnder(path.join(SRC, 'web')), ...sourcesUnder(path.join(SRC, 'domain')).filter((f) => !rel(f).startsWith('domain/words/'))];
/** Each production file read once. */
const CODE = new Map<string, ReturnType<typeof codeOf>>();
const code = (file: string) => CODE.get(file) ?? CODE.set(file, codeOf(file)).get(file)!;

describe('a gateway in the shop’s words', { timeout: 120_000 }, () => {
  it('the interface file imports no implementation, and no code at all (types only)', () => {
    const { imports } = codeOf(path.join(PAYMENTS, 'gateway.ts'));
    expect(imports.filter((i) => i.spec.includes('gateways/'))).toEqual([]);
    expect(imports.filter((i) => !i.typeOnly)).toEqual([]);
  });

  it('only the choice of the gateway and the module’s face import the gateways', () => {
    const reaching = PRODUCTION.filter((f) => !inGateways(f) && !MAY_IMPORT_GATEWAYS.includes(rel(f)))
      .filter((f) => code(f).imports.some((i) => i.spec.startsWith('.') && inGateways(path.resolve(path.dirname(f), i.spec))))
      .map(rel);
    expect(reaching).toEqual([]);
  });

  it('no file outside payments/gateways names TxnStatus, the EPP fields or the payment-id length', () => {
    const naming = PRODUCTION.filter((f) => !inGateways(f) && !KEEPS_THE_GATEWAYS_WORDS.includes(rel(f)))
      .map((f) => ({ file: rel(f), names: GATEWAY_NAMES.filter((n) => code(f).names.has(n) || code(f).strings.some((s) => s.includes(n))) }))
      .filter((f) => f.names.length > 0);
    expect(naming).toEqual([]);
  });

  it('no payment method’s code is written outside the payment methods table', () => {
    const writing = PRODUCTION.filter((f) => !inGateways(f) && rel(f) !== 'domain/payment-methods.ts')
      .map((f) => ({ file: rel(f), codes: METHOD_CODES.filter((c) => code(f).strings.includes(c)) }))
      .filter((f) => f.codes.length > 0);
    expect(writing).toEqual([]);
  });

  it('the detector sees names and strings in code and not in comments', () => {
    const seen = codeOf('x.ts', "// TxnStatus 'DD'\n/** EPP_YN */\nimport type { A } from './gateways/eghl.ts';\nconst a = r.TxnStatus === 'CC' ? `${x}EPPMonth` : 1;");
    expect(seen.names.has('TxnStatus')).toBe(true);
    expect(seen.names.has('EPP_YN')).toBe(false);
    expect(seen.strings).toEqual(expect.arrayContaining(['CC', 'EPPMonth']));
    expect(seen.strings).not.toContain('DD');
    expect(seen.imports).toEqual([{ spec: './gateways/eghl.ts', typeOnly: true }]);
  });
});
