import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shop's server sources read as modules and the imports between them, for the tests of the rules of the house
 * (architecture.test.ts, module-arrows.test.ts). Tests and test helpers (`*.test.ts`, `*testing.ts`) are left out:
 * they may use any module.
 */
export const SERVER = path.resolve(import.meta.dirname);
export const MODULES = path.join(SERVER, 'modules');

export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('testing.ts') ? [full] : [];
  });
}
export const relative = (file: string) => path.relative(SERVER, file);

/** The modules each file imports from (relative imports that leave its own module folder). */
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

export function moduleOf(file: string): string | null {
  const inside = path.relative(MODULES, file);
  return inside.startsWith('..') || path.isAbsolute(inside) ? null : inside.split(path.sep)[0];
}

/** The graph: module → the modules it imports from, each with a file that does. */
export function importGraph(files: { file: string; text: string }[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const { file, text } of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(file));
    }
  }
  return graph;
}

/** Every cycle's modules in order (one per strongly connected group, found by depth-first search), e.g. ['orders', 'payments']. */
export function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void cycles.push(trail.slice(at));
    if (done.has(node)) return;
    for (const next of graph.get(node)?.keys() ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return cycles;
}

export const moduleSources = () => sourcesUnder(MODULES).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
