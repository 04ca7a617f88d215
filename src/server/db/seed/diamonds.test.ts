import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { openTestDatabase } from '../testing.ts';
import { nextStockNo, seedDiamonds } from './diamonds.ts';

/** Runs SQL on whichever engine the test database is (PGlite by default, PostgreSQL with DATABASE_URL). */
async function rows<T>(handle: DatabaseHandle, statement: string): Promise<T[]> {
  const result = handle.pool ? await handle.pool.query(statement) : await handle.pglite!.query(statement);
  return result.rows as T[];
}
async function number(handle: DatabaseHandle, statement: string): Promise<number> {
  const [row] = await rows<{ n: string | number | null }>(handle, statement);
  return Number(row.n);
}
const indexes = (handle: DatabaseHandle) =>
  rows<{ indexname: string; indexdef: string }>(handle, `select indexname, indexdef from pg_indexes where tablename = 'diamonds' order by indexname`);

describe('seeding the diamond inventory', () => {
  let handle: DatabaseHandle;
  const progress: [number, number][] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDiamonds(handle, 5_000, (done, total) => progress.push([done, total]));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('loads the asked number of stones and reports progress up to the total', async () => {
    expect(await number(handle, 'select count(*) as n from diamonds')).toBe(5_000);
    expect(progress[0]).toEqual([0, 5_000]);
    expect(progress.at(-1)).toEqual([5_000, 5_000]);
    expect(await nextStockNo(handle)).toBe(5_001);
  });

  it('stores sane prices: whole ringgit, from about RM 100 up, above the supplier cost', async () => {
    const [stats] = await rows<{ low: number; high: number; odd: string | number; below_cost: string | number }>(
      handle,
      `select min(price_sen) as low, max(price_sen) as high,
              count(*) filter (where price_sen % 100 <> 0) as odd,
              count(*) filter (where price_sen <= cost_usd_cents * 4.2) as below_cost
       from diamonds`,
    );
    expect(stats.low).toBeGreaterThanOrEqual(100_00);
    expect(stats.high).toBeLessThan(2 ** 31);
    expect(Number(stats.odd)).toBe(0);
    expect(Number(stats.below_cost)).toBe(0);
  });

  it('a 1 ct G VS2 round natural sells for more than any of its lab-grown twins', async () => {
    const twins = `from diamonds where shape = 'ROUND' and color = 'G' and clarity = 'VS2' and carat >= 1.00 and carat < 1.10`;
    const cheapestNatural = await number(handle, `select min(price_sen) as n ${twins} and type = 'natural'`);
    const dearestLab = await number(handle, `select max(price_sen) as n ${twins} and type = 'lab'`);
    expect(cheapestNatural).toBeGreaterThan(0);
    expect(dearestLab).toBeGreaterThan(0);
    expect(cheapestNatural).toBeGreaterThan(dearestLab);
  });

  it('a second seed with startStockNo adds stones without colliding', async () => {
    await seedDiamonds(handle, 1_500, undefined, { startStockNo: 5_001 });
    const [ids] = await rows<{ n: string | number; stock: string | number; certificates: string | number; last: string }>(
      handle,
      `select count(*) as n, count(distinct stock_id) as stock, count(distinct certificate_no) as certificates, max(stock_id) as last from diamonds`,
    );
    expect(Number(ids.n)).toBe(6_500);
    expect(Number(ids.stock)).toBe(6_500);
    expect(Number(ids.certificates)).toBe(6_500);
    expect(ids.last).toBe('KL0006500');
  });

  it('without startStockNo it continues after the highest stock number', async () => {
    await seedDiamonds(handle, 500);
    expect(await number(handle, 'select count(*) as n from diamonds')).toBe(7_000);
    expect(await nextStockNo(handle)).toBe(7_001);
  });

  it('a big load rebuilds the indexes and unique constraints it dropped, and they hold', async () => {
    const before = await indexes(handle);
    await seedDiamonds(handle, 8_000, undefined, { rebuildIndexesFrom: 1_000 });
    expect(await indexes(handle)).toEqual(before);
    expect(before.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['diamonds_search', 'diamonds_type_carat', 'diamonds_updated', 'diamonds_stock_id_unique', 'diamonds_certificate_no_unique']),
    );
    expect(await number(handle, 'select count(*) as n from diamonds')).toBe(15_000);
  });

  it('a load that collides fails as a whole and leaves the table and its indexes as they were', async () => {
    const before = await indexes(handle);
    // numbering from 1 again repeats stock ids; the unique constraint is rebuilt at the end and refuses them
    await expect(seedDiamonds(handle, 20_000, undefined, { startStockNo: 1, rebuildIndexesFrom: 1_000 })).rejects.toThrow();
    expect(await number(handle, 'select count(*) as n from diamonds')).toBe(15_000);
    expect(await indexes(handle)).toEqual(before);
  });
});
