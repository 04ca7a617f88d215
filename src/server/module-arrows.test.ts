import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ARROWS, arrowsTable } from './module-arrows.ts';
import { importGraph, MODULES, moduleSources, SERVER } from './module-graph.testing.ts';

/**
 * The arrows between modules are exactly those of `module-arrows.json`, each with its reason, and the README shows
 * that table: an import from one module into another that is not an arrow there fails, and so does an arrow that no
 * import uses any more (the table would say more than the code does).
 */
describe('the arrows between modules', () => {
  const graph = importGraph(moduleSources());
  const inCode = [...graph].flatMap(([from, edges]) => [...edges].map(([to, file]) => `${from} → ${to} (${file})`)).sort();
  const allowed = Object.entries(ALLOWED_ARROWS).flatMap(([from, to]) => Object.keys(to).map((t) => `${from} → ${t}`));

  it('every module is in the table, and only modules', () => {
    const folders = readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    expect(Object.keys(ALLOWED_ARROWS).sort()).toEqual(folders);
  });

  it('every import between modules is an allowed arrow', () => {
    expect(inCode.filter((arrow) => !allowed.includes(arrow.replace(/ \(.*\)$/, '')))).toEqual([]);
  });

  it('every allowed arrow is used by an import', () => {
    const used = new Set(inCode.map((arrow) => arrow.replace(/ \(.*\)$/, '')));
    expect(allowed.filter((arrow) => !used.has(arrow))).toEqual([]);
  });

  it('the README shows the table as the code has it (npx tsx scripts/arrows-into-readme.ts writes it)', () => {
    const readme = readFileSync(path.join(SERVER, '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain(arrowsTable());
  });

  it('names an arrow that is not in the table (the check itself)', () => {
    expect(arrowsTable({ a: { b: 'why' }, c: {} })).toContain('| `a` | `b` (why) |');
    const lonely = importGraph([{ file: path.join(MODULES, 'seo/x.ts'), text: "import { y } from '../payments/y.ts';" }]);
    expect(lonely.get('seo')?.get('payments')).toBe('modules/seo/x.ts');
    expect(allowed).not.toContain('seo → payments');
  });

  it('lint refuses a deep import into another module and an import along no arrow (eslint.config.js)', async () => {
    const eslint = new ESLint({ cwd: path.join(SERVER, '..', '..') });
    const messagesOf = async (file: string, text: string) =>
      (await eslint.lintText(text, { filePath: path.join(MODULES, file) }))[0].messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message.replace(/^.* by a pattern\. /, ''));
    expect(await messagesOf('orders/x.ts', "export { stones } from '../diamonds/stones.ts';\n")).toEqual(['Import another module through its face, its index.ts.']);
    expect(await messagesOf('orders/deep/x.ts', "export { stones } from '../../diamonds/stones.ts';\n")).toEqual(['Import another module through its face, its index.ts.']);
    expect(await messagesOf('orders/x.ts', "export { stones } from '../diamonds/index.ts';\n")).toEqual([]);
    expect(await messagesOf('seo/x.ts', "export { stones } from '../diamonds/index.ts';\n")).toEqual([
      'Not an arrow of src/server/module-arrows.json: seo may not import this module.',
    ]);
  }, 60_000);

  it('each module has its page in docs/modules, naming the modules it may import from', () => {
    const docs = path.join(SERVER, '..', '..', 'docs', 'modules');
    const pages = readdirSync(docs).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, '')).sort();
    expect(pages).toEqual(Object.keys(ALLOWED_ARROWS).sort());
    for (const [module, uses] of Object.entries(ALLOWED_ARROWS)) {
      const page = readFileSync(path.join(docs, `${module}.md`), 'utf8');
      for (const to of Object.keys(uses)) expect(page, `docs/modules/${module}.md names ${to}`).toContain(`\`${to}\``);
    }
  });
});
