/**
 * Functions too long to read at a glance: every function, method or arrow function of the shop's source (`src/`,
 * tests and test helpers left out) longer than `LONG_FUNCTION_LINES`, counted from its first line to its last (a
 * function's nested functions count in its own length, and are listed themselves when long).
 *
 *   npx tsx scripts/long-functions.ts          lists them, longest first: lines, file:line, name
 *
 * `scripts/long-functions.test.ts` fails on one that is not in its list of known long functions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const LONG_FUNCTION_LINES = 80;

export interface LongFunction {
  /** The file, relative to the repository, with forward slashes: `src/web/routes/checkout.tsx`. */
  file: string;
  /** The function's name, or the name it is given (`const CheckoutScreen = () => …`, `routes.get`'s handler is `anonymous`). */
  name: string;
  line: number;
  lines: number;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** Tests, test helpers and their data, generated route types and migrations are not the shop's source. */
const NOT_SOURCE = /\.test\.tsx?$|testing\.ts$|test-fixtures|[/\\]\+types[/\\]|[/\\]migrations[/\\]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !NOT_SOURCE.test(file) ? [file] : [];
  });
}

type FunctionNode = ts.FunctionLikeDeclaration;

/** The name a function has or is given where it is declared. */
function nameOf(node: FunctionNode): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) {
    // memo(function Card() …), forwardRef((props, ref) => …): the name of the variable the call is given to
    const holder = parent.parent;
    if (ts.isVariableDeclaration(holder)) return holder.name.getText();
    return `${parent.expression.getText().split('(')[0]} callback`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return 'anonymous';
}

/** The long functions of one file's text. */
export function longFunctionsIn(file: string, text: string, limit = LONG_FUNCTION_LINES): LongFunction[] {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = tree.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = tree.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) found.push({ file, name: nameOf(node as FunctionNode), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Every long function under `src/`, longest first. */
export function longFunctions(root = ROOT, limit = LONG_FUNCTION_LINES): LongFunction[] {
  return sourceFiles(path.join(root, 'src'))
    .flatMap((file) => longFunctionsIn(path.relative(root, file).split(path.sep).join('/'), readFileSync(file, 'utf8'), limit))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = longFunctions();
  for (const f of found) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${found.length} functions over ${LONG_FUNCTION_LINES} lines`);
}
