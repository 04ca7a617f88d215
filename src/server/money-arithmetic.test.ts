import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Money is integer sen, computed only through src/domain/money/money.ts (`sen`, `addSen`, `sumSen`, `timesSen`,
 * `senFromRinggit`, `ringgitFromSen`, `formatRM`): no code of the shop does arithmetic on an amount. This test reads
 * the syntax of every source file of `src/web`, `src/server` and `src/domain` (tests and test helpers left out; they
 * check amounts, they do not compute them) and fails on
 *  - arithmetic (`+ - * / %`, `+=` …) on an RM amount: a field the API gives in ringgit (`price`, `MYR_PRICE`,
 *    `subtotal`, `order_total`, `line_total`, …), e.g. `i.price * i.quantity + (i.diamond?.MYR_PRICE ?? 0)`;
 *  - arithmetic on an amount in sen (a name ending in `Sen`, `sen`), in cents or in RM by its name (`rm`, `…Rm`),
 *    which goes through the helpers (`addSen(a, b)`, `timesSen(unit, quantity)`, `ringgitFromSen(s)`) — including
 *    every `/ 100` and `* 100` on them.
 * Only the price rules below set a price from a float rule (a markup, an exchange rate) before rounding it to sen.
 * Comparisons (`<`, `===`) are not arithmetic and are allowed; so is arithmetic on other numbers (carats, percents).
 */
const SRC = path.resolve(import.meta.dirname, '..');
const SCANNED = ['web', 'server', 'domain'].map((dir) => path.join(SRC, dir));
/** The one file where money is computed. */
const MONEY = path.join(SRC, 'domain', 'money.ts');
/**
 * Price rules, which set a price rather than compute with one: a markup, an exchange rate or a rounding to a price
 * step applied to a cost, the result rounded to sen once (`senFromRinggit`). Each must still need its place here.
 */
const PRICE_RULES = new Map([
  ['domain/diamond-pricing.ts', "a stone's price from its supplier cost in US$: markup bands, the exchange rate, rounding"],
  ['server/db/seed/catalog-data/pricing.ts', "the demo catalogue's prices: a platinum premium, rounding to a price step"],
]);

/**
 * Fields and names that hold an amount in RM (the spec's API fields and what the back-office answers). A bare `total`
 * is left out: paged answers use it for a count.
 */
const RINGGIT_NAMES = new Set(['price', 'MYR_PRICE', 'subtotal', 'order_total', 'total_amount', 'line_total', 'price_myr', 'revenue', 'lowPrice', 'highPrice']);
/** Names that hold an amount in sen (or a supplier's cents), or in RM by their name (`rm`, `surchargeRm`, `usdToMyr`). */
const AMOUNT_NAME = /(^sen$|Sen$|_sen$|Cents$|_cents$|^rm$|Rm$|_rm$|Myr$|_myr$|[rR]inggit$)/;

const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
]);

export interface MoneyArithmetic {
  line: number;
  code: string;
  amount: string;
}

/** The name an operand reads (`x`, `a.b.price`, `a?.MYR_PRICE ?? 0`, `(x!)`, `x as number` → its last name), if any. */
function nameOf(node: ts.Expression): string | null {
  let e: ts.Expression = node;
  for (;;) {
    if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
    else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) e = e.left;
    else if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'Number' && e.arguments.length === 1) e = e.arguments[0];
    else break;
  }
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isElementAccessExpression(e) && ts.isStringLiteral(e.argumentExpression)) return e.argumentExpression.text;
  return null;
}

const isMoneyName = (name: string | null): name is string => name !== null && (RINGGIT_NAMES.has(name) || AMOUNT_NAME.test(name));

/** Every arithmetic on an amount in a source text. */
export function moneyArithmeticIn(text: string, fileName = 'scanned.tsx'): MoneyArithmetic[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: MoneyArithmetic[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      const amount = [nameOf(node.left), nameOf(node.right)].find(isMoneyName);
      // a string joined to an amount is text, not arithmetic
      const joinsText = node.operatorToken.kind === ts.SyntaxKind.PlusToken && [node.left, node.right].some((e) => ts.isStringLiteral(e) || ts.isTemplateExpression(e) || ts.isNoSubstitutionTemplateLiteral(e));
      if (amount && !joinsText) {
        found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, code: node.getText(), amount });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'node_modules' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/testing\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('money is computed in sen, through src/domain/money/money.ts only', () => {
  it('finds arithmetic on RM amounts and on sen (the scan bites)', () => {
    const found = (text: string) => moneyArithmeticIn(text).map((f) => f.amount);
    // the checkout's old line sum, in float ringgit
    expect(found('const price = i.price * i.quantity + (i.diamond?.MYR_PRICE ?? 0);')).toEqual(['MYR_PRICE', 'price']);
    expect(found('const sum = items.reduce((s, i) => s + i.line_total, 0);')).toEqual(['line_total']);
    expect(found('let t = 0; t += cart.subtotal;')).toEqual(['subtotal']);
    expect(found('const rm = row.totalSen / 100;')).toEqual(['totalSen']);
    expect(found('const s = Math.round(Number(body.total_amount) * 100);')).toEqual(['total_amount']);
    expect(found('const usd = (d.costUsdCents / 100).toFixed(2);')).toEqual(['costUsdCents']);
    expect(found('const line = l.priceSen + l.diamondPriceSen;')).toEqual(['priceSen']);
    expect(found('const x = (sen as number) * quantity;')).toEqual(['sen']);
    expect(found('const y = payload["MYR_PRICE"] - 1;')).toEqual(['MYR_PRICE']);
    expect(found('const cents = Math.round(rm * 100) % 100;')).toEqual(['rm']);
  });

  it('lets the helpers, comparisons, text and other numbers be', () => {
    const clean = [
      'const line = addSen(timesSen(unitSen, quantity), diamondSen);',
      'const rm = ringgitFromSen(order.totalSen);',
      'if (totalSen >= limits.minSen && totalSen <= limits.maxSen) ok();',
      'const label = "RM " + total;',
      'const units = Math.round(carat * 100);',
      'const offset = (page - 1) * limit;',
      'const percent = Math.round((loaded / count) * 100);',
    ];
    for (const text of clean) expect(moneyArithmeticIn(text), text).toEqual([]);
  });

  it('no source of the shop does arithmetic on money outside money.ts', () => {
    const files = SCANNED.flatMap(sourcesUnder).filter((file) => file !== MONEY);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => moneyArithmeticIn(readFileSync(file, 'utf8'), file).map((f) => ({ file: path.relative(SRC, file), at: `${path.relative(SRC, file)}:${f.line} ${f.code}` })));
    expect(found.filter((f) => !PRICE_RULES.has(f.file)).map((f) => f.at)).toEqual([]);
    // a price rule that no longer computes leaves the list
    expect([...PRICE_RULES.keys()].filter((file) => !found.some((f) => f.file === file))).toEqual([]);
  });
});
