import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, MODULES, moduleSources, relative, SERVER, sourcesUnder } from './module-graph.testing.ts';

/**
 * Rules of the house that the compiler does not check (shared/design/architecture.md): a module writes only its own
 * tables — a stone is reserved, sold, released, hidden or repriced only through the diamonds module
 * (`modules/diamonds/stones.ts`) — and no two modules import each other: the import graph between the folders of
 * `src/server/modules` has no cycle (payments imports nothing from orders, the catalogue nothing from the back-office).
 * Tests and test helpers (`*.test.ts`, `testing.ts`) are left out: they may use any module.
 */
/** Drizzle's and SQL's ways of writing the diamonds table. */
const WRITES_DIAMONDS = /\.(update|insert|delete)\(\s*diamonds\s*\)|\b(update|insert\s+into|delete\s+from)\s+diamonds\b/i;

describe('the rules of the house', () => {
  it('no file outside the diamonds module writes the diamonds table (the demo shop’s generator aside)', () => {
    const writers = sourcesUnder(SERVER)
      .filter((file) => !file.startsWith(path.join(MODULES, 'diamonds') + path.sep) && !file.startsWith(path.join(SERVER, 'db', 'seed') + path.sep))
      .filter((file) => WRITES_DIAMONDS.test(readFileSync(file, 'utf8')));
    expect(writers.map(relative)).toEqual([]);
  });

  it('finds a write where there is one (the check itself)', () => {
    expect(WRITES_DIAMONDS.test('await tx.update(diamonds).set({ isAvailable: false })')).toBe(true);
    expect(WRITES_DIAMONDS.test('sql`update diamonds d set price_sen = v.price`')).toBe(true);
    expect(WRITES_DIAMONDS.test('insert into diamonds (id) values (1)')).toBe(true);
    expect(WRITES_DIAMONDS.test('db.select().from(diamonds)')).toBe(false);
  });

  it('the catalogue imports nothing from the back-office', () => {
    const leaning = sourcesUnder(path.join(MODULES, 'catalog')).filter((file) => /from '\.\.\/cms\//.test(readFileSync(file, 'utf8')));
    expect(leaning.map(relative)).toEqual([]);
    expect(importGraph(moduleSources()).get('catalog')?.get('cms')).toBeUndefined();
  });

  it('payments imports nothing from orders (orders registers the settlement with the gateway’s routes)', () => {
    expect(importGraph(moduleSources()).get('payments')?.get('orders')).toBeUndefined();
  });

  it('no two modules import each other, directly or round a longer cycle', () => {
    const graph = importGraph(moduleSources());
    expect(graph.get('orders')?.has('payments')).toBe(true); // the graph is read (orders starts payments)
    const described = cyclesOf(graph).map((cycle) => cycle.map((m, i) => `${m} → ${cycle[(i + 1) % cycle.length]} (${graph.get(m)!.get(cycle[(i + 1) % cycle.length])})`).join(', '));
    expect(described).toEqual([]);
  });

  it('finds an import and a cycle where there is one (the check itself)', () => {
    const at = (name: string) => path.join(MODULES, name);
    const graph = importGraph([
      { file: at('payments/settle.ts'), text: "import { moveOrder } from '../orders/status-changes.ts';\nimport { z } from 'zod';" },
      { file: at('orders/jobs.ts'), text: "import type { QueryPayment } from '../payments/gateway.ts';\nimport { x } from './own.ts';" },
      { file: at('cart/a.ts'), text: "export { removeOrderedLines } from '../diamonds/stones.ts';" },
      { file: at('diamonds/b.ts'), text: "const m = await import('../cart/a.ts');" },
      { file: at('catalog/c.ts'), text: "import {\n  snapshot,\n} from '../cms/products.ts';" },
      { file: at('media/d.ts'), text: "import { db } from '../../db/client.ts';" },
    ]);
    expect(graph.get('payments')?.get('orders')).toBe('modules/payments/settle.ts');
    expect(graph.get('catalog')?.has('cms')).toBe(true);
    expect([...(graph.get('orders')?.keys() ?? [])]).toEqual(['payments']);
    expect([...(graph.get('media')?.keys() ?? [])]).toEqual([]);
    expect(cyclesOf(graph)).toEqual([
      ['cart', 'diamonds'],
      ['orders', 'payments'],
    ]);
    expect(cyclesOf(new Map([['a', new Map([['b', '']])], ['b', new Map([['c', '']])], ['c', new Map([['a', '']])]]))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(new Map([['a', new Map([['b', '']])], ['b', new Map()]]))).toEqual([]);
  });
});
