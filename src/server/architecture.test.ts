import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';
import { cyclesOf, importGraph, MODULES, moduleSources, relative, SERVER, sourcesUnder } from './module-graph.testing.ts';

/**
 * Rules of the house that the compiler does not check (shared/design/architecture.md): each table has one writer, its
 * owner in OWNERS — a stone is reserved, sold, released, hidden or repriced only through the diamonds module
 * (`modules/diamonds/stones.ts`), a product changed only through the catalogue, an e-mail queued only through
 * `enqueueEmail` — and no two modules import each other: the import graph between the folders of
 * `src/server/modules` has no cycle (payments imports nothing from orders, the catalogue nothing from the back-office).
 * Tests and test helpers (`*.test.ts`, `testing.ts`) are left out: they may use any module.
 */
/**
 * Who writes each table of `db/schema`: the one folder (under src/server) whose code may insert, update or delete its
 * rows. The back-office (`modules/cms`) owns none: its screens call the owners inside their transactions. The demo
 * shop's generator (`db/seed`) fills every table and is left out, like tests and migrations.
 */
const OWNERS: Record<string, string> = {
  users: 'modules/accounts',
  refresh_tokens: 'modules/accounts',
  password_resets: 'modules/accounts',
  email_changes: 'modules/accounts',
  addresses: 'modules/accounts',
  audit_log: 'modules/audit',
  carts: 'modules/cart',
  cart_items: 'modules/cart',
  categories: 'modules/catalog',
  subcategories: 'modules/catalog',
  products: 'modules/catalog',
  product_variants: 'modules/catalog',
  colour_options: 'modules/catalog',
  diamond_ring_prices: 'modules/catalog',
  product_images: 'modules/catalog',
  product_uploads: 'modules/catalog',
  content_blocks: 'modules/content',
  shop_settings: 'modules/content',
  hints: 'modules/hints',
  contact_enquiries: 'modules/messages',
  diamonds: 'modules/diamonds',
  feed_imports: 'modules/diamonds/import',
  exchange_rates: 'modules/rates',
  email_outbox: 'mail',
  orders: 'modules/orders',
  order_status_changes: 'modules/orders',
  order_requests: 'modules/orders',
  order_lines: 'modules/orders',
  order_returns: 'modules/orders',
  order_return_lines: 'modules/orders',
  refunds: 'modules/orders',
  payment_attempts: 'modules/payments',
  instalment_plans: 'modules/payments',
  sandbox_gateway_secret: 'modules/payments',
  sandbox_gateway_payments: 'modules/payments',
  e_invoice_buyers: 'modules/e-invoices',
  e_invoices: 'modules/e-invoices',
  myinvois_sandbox_documents: 'modules/e-invoices',
};

/** Every table of the schema: its SQL name, and the name the code imports it by. */
const TABLES = Object.entries(schema).flatMap(([name, value]) => (isTable(value) ? [{ name, sql: getTableName(value) }] : []));
const sqlNameOf = new Map<string, string>(TABLES.flatMap((t): [string, string][] => [[t.name, t.sql], [t.sql, t.sql]]));

/**
 * Drizzle's and SQL's ways of writing a table: `.insert(products)`, `.update(schema.products)`, `delete from "products"`,
 * `update ${products} set …` in a drizzle `sql` template.
 */
const WRITE = /\.(?:insert|update|delete)\(\s*(?:\w+\.)?(\w+)\s*\)|\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:public\.)?(?:"|\$\{(?:\w+\.)?)?(\w+)/gi;

/** The tables a source text writes (comments left out), by their SQL names. */
function tablesWritten(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const written = [...code.matchAll(WRITE)].map((m) => sqlNameOf.get(m[1] ?? m[2]) ?? sqlNameOf.get((m[1] ?? m[2]).toLowerCase()));
  return [...new Set(written.filter((t): t is string => t !== undefined))].sort();
}

const inside = (file: string, folder: string) => file.startsWith(path.join(SERVER, folder) + path.sep);

/** Every write of a table outside its owner, as 'table ← file'. */
function writesOutsideOwners(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) => tablesWritten(text).filter((table) => !inside(file, OWNERS[table])).map((table) => `${table} ← ${relative(file)}`));
}

describe('the rules of the house', () => {
  it('every table of the schema has one owner', () => {
    expect(TABLES.length).toBeGreaterThan(30);
    expect(Object.keys(OWNERS).sort()).toEqual(TABLES.map((t) => t.sql).sort());
  });

  it('no table is written outside its owner (the demo shop’s generator aside)', () => {
    const files = sourcesUnder(SERVER)
      .filter((file) => !inside(file, 'db/seed'))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(writesOutsideOwners(files)).toEqual([]);
  });

  it('finds a write where there is one (the check itself)', () => {
    expect(tablesWritten('await tx.update(diamonds).set({ isAvailable: false })')).toEqual(['diamonds']);
    expect(tablesWritten('await tx.insert(schema.colourOptions).values(rows)')).toEqual(['colour_options']);
    expect(tablesWritten('sql`update diamonds d set price_sen = v.price`')).toEqual(['diamonds']);
    expect(tablesWritten('insert into "shop_settings" (key) values (1)')).toEqual(['shop_settings']);
    expect(tablesWritten('DELETE FROM email_outbox WHERE id = 1')).toEqual(['email_outbox']);
    expect(tablesWritten('sql`update ${exchangeRates} set unit = 1`; sql`lock table ${subcategories}`')).toEqual(['exchange_rates']);
    expect(tablesWritten('db.select().from(diamonds); // update products\n/* delete from orders */')).toEqual([]);
    expect(tablesWritten('update the price; .update(key)')).toEqual([]);
    const at = (file: string) => path.join(SERVER, file);
    expect(
      writesOutsideOwners([
        { file: at('modules/cms/products.ts'), text: 'await tx.update(products).set({ name })' },
        { file: at('modules/catalog/changes.ts'), text: 'await tx.update(products).set({ name })' },
        { file: at('modules/cms/inbox.ts'), text: "await tx.execute(sql`insert into email_outbox (kind) values ('x')`)" },
        { file: at('mail/outbox.ts'), text: "await tx.execute(sql`insert into email_outbox (kind) values ('x')`)" },
      ]),
    ).toEqual(['products ← modules/cms/products.ts', 'email_outbox ← modules/cms/inbox.ts']);
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
