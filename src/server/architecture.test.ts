import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the house that the compiler does not check (shared/design/architecture.md): a module writes only its own
 * tables — a stone is reserved, sold, released, hidden or repriced only through the diamonds module
 * (`modules/diamonds/stones.ts`) — and the storefront's catalogue does not lean on the back-office.
 */
const SERVER = path.resolve(import.meta.dirname);
const MODULES = path.join(SERVER, 'modules');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('testing.ts') ? [full] : [];
  });
}
const relative = (file: string) => path.relative(SERVER, file);

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
  });
});
