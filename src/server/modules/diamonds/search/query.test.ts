import { describe, expect, it } from 'vitest';
import { DIAMOND_FACETS, DIAMOND_SORTS, type DiamondSort } from '../../../../domain/contract/diamonds.ts';
import { recommendedGroup } from '../../../../domain/catalog/recommended-order.ts';
import { generateDiamonds, mulberry32 } from '../../../db/seed/diamond-generator.ts';
import { caratUnitsOf, codeOf, DIMS, DIM_SIZES, DIM_VALUES, type Dim } from './codes.ts';
import { columnsOf, type IndexedStone } from './columns.ts';
import { buildPartition, rowOfId, setAlive } from './partition.ts';
import { runQuery, type EngineQuery } from './query.ts';

/**
 * About 6,000 natural stones from the demo generator, with database-like ids; every third fancy shape without a cut
 * grade, as GIA grades them (cut grades are for round brilliants only).
 */
const stones: IndexedStone[] = generateDiamonds(12_000, { seed: 7, labShare: 0.5 })
  .map((r, i) => ({ ...r, id: 1000 + i * 3, cut: r.shape !== 'ROUND' && i % 3 === 0 ? null : r.cut }))
  .filter((r) => r.type === 'natural');
/** A stone's code as the reference reads it: a missing cut grade after every graded cut. */
const codeIn = (d: Dim, s: IndexedStone) => (s[d] === null ? DIM_SIZES.cut : codeOf(d, s[d]));
const partition = buildPartition(columnsOf(stones));

/** The same search done the obvious way, stone by stone. */
function reference(q: EngineQuery, dead: Set<number> = new Set()) {
  const passes = (s: IndexedStone, skip?: Dim) =>
    !dead.has(s.id) &&
    s.priceSen >= q.priceMinSen &&
    s.priceSen <= q.priceMaxSen &&
    caratUnitsOf(s.carat) >= q.caratMin &&
    caratUnitsOf(s.carat) <= q.caratMax &&
    // a stone without a cut grade passes every cut filter
    DIMS.every((d) => d === skip || !q.filters[d]?.length || s[d] === null || q.filters[d]!.includes(codeOf(d, s[d])));
  const matching = stones.filter((s) => passes(s));
  const facets = Object.fromEntries(
    DIAMOND_FACETS.map((f) => {
      const counts = new Array<number>(DIM_SIZES[f]).fill(0);
      for (const s of stones) if (passes(s, f) && s[f] !== null) counts[codeOf(f, s[f])]++;
      return [f, counts];
    }),
  );
  const [key, direction] = (q.sort === 'recommended' ? ['recommended', 'asc'] : q.sort.split('-')) as [Dim | 'price' | 'carat' | 'recommended', 'asc' | 'desc'];
  const priceOrder = (a: IndexedStone, b: IndexedStone) => a.priceSen - b.priceSen || caratUnitsOf(a.carat) - caratUnitsOf(b.carat) || a.id - b.id;
  const keyOf = (s: IndexedStone) => (key === 'carat' ? caratUnitsOf(s.carat) : key === 'recommended' ? recommendedGroup(s) : codeIn(key as Dim, s));
  const sorted = [...matching].sort(
    key === 'price'
      ? (a, b) => (direction === 'asc' ? priceOrder(a, b) : priceOrder(b, a))
      : (a, b) => (direction === 'asc' ? keyOf(a) - keyOf(b) : keyOf(b) - keyOf(a)) || priceOrder(a, b),
  );
  return { total: matching.length, facets, ids: sorted.slice(q.offset, q.offset + q.limit).map((s) => s.id) };
}

const anyStone: EngineQuery = {
  filters: {},
  caratMin: 18,
  caratMax: 1000,
  priceMinSen: 0,
  priceMaxSen: 20_000_000,
  sort: 'price-asc',
  offset: 0,
  limit: 20,
};

function expectSame(q: EngineQuery, dead?: Set<number>) {
  const got = runQuery(partition, q);
  const want = reference(q, dead);
  expect(got.total, JSON.stringify(q)).toBe(want.total);
  expect(got.ids, JSON.stringify(q)).toEqual(want.ids);
  for (const f of DIAMOND_FACETS) expect(Array.from(got.facets[f]), `${f} facet of ${JSON.stringify(q)}`).toEqual(want.facets[f]);
}

/** A seeded source of random searches like shoppers make. */
function* randomQueries(count: number, seed: number): Generator<EngineQuery> {
  const random = mulberry32(seed);
  const some = (dim: Dim, chance: number): number[] => {
    if (random() > chance) return [];
    const size = DIM_SIZES[dim];
    if (random() < 0.5) {
      const from = Math.floor(random() * size);
      const to = Math.min(size - 1, from + Math.floor(random() * 5));
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    }
    return [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => Math.floor(random() * size)))];
  };
  for (let i = 0; i < count; i++) {
    const caratA = 18 + Math.floor(random() * random() * 400);
    const caratB = caratA + Math.floor(random() * 300);
    const priceA = random() < 0.5 ? 0 : Math.floor(random() * 5_000_000);
    const priceB = random() < 0.4 ? 20_000_000 : priceA + Math.floor(random() * 10_000_000);
    yield {
      filters: Object.fromEntries(DIMS.map((d) => [d, some(d, d === 'shape' ? 0.7 : 0.35)])),
      caratMin: random() < 0.3 ? 18 : caratA,
      caratMax: random() < 0.3 ? 1000 : caratB,
      priceMinSen: priceA,
      priceMaxSen: priceB,
      sort: DIAMOND_SORTS[Math.floor(random() * DIAMOND_SORTS.length)] as DiamondSort,
      offset: random() < 0.7 ? 0 : Math.floor(random() * 5) * 20,
      limit: 20,
    };
  }
}

describe('the diamond search index answers exactly what a stone-by-stone search answers', () => {
  it('with no filter: every stone up to RM 200,000, cheapest first, and every value counted', () => {
    expectSame(anyStone);
    expect(runQuery(partition, anyStone).total).toBe(stones.filter((s) => s.priceSen <= 20_000_000).length);
  });

  it('total is exact and each facet counts the stones matching the other filters', () => {
    expectSame({ ...anyStone, filters: { shape: [codeOf('shape', 'OVAL')], color: [0, 1, 2, 3], clarity: [4, 5], cut: [0, 1], polish: [0], symmetry: [0] } });
    expectSame({ ...anyStone, filters: { lab: [codeOf('lab', 'GIA')], fluorescence: [codeOf('fluorescence', 'NON')] } });
  });

  it('carat bounds inside a band are checked stone by stone (1.03–1.07 ct, 0.18–0.29 ct, 2.37–10 ct)', () => {
    expectSame({ ...anyStone, caratMin: 103, caratMax: 107 });
    expectSame({ ...anyStone, caratMin: 18, caratMax: 29 });
    expectSame({ ...anyStone, caratMin: 237, caratMax: 1000, sort: 'carat-desc' });
    expectSame({ ...anyStone, caratMin: 1000, caratMax: 1000 });
  });

  it('price ranges cut the rows exactly at their bounds, both inclusive', () => {
    const price = stones[123].priceSen;
    expectSame({ ...anyStone, priceMinSen: price, priceMaxSen: price });
    expectSame({ ...anyStone, priceMinSen: price + 1, priceMaxSen: price * 3 });
    expectSame({ ...anyStone, priceMinSen: 30_000_000, priceMaxSen: 40_000_000 });
  });

  it('every sort, both directions, ties cheapest first, on first and later pages', () => {
    for (const sort of DIAMOND_SORTS) {
      expectSame({ ...anyStone, sort, offset: 0 });
      expectSame({ ...anyStone, sort, offset: 140 });
      expectSame({ ...anyStone, sort, filters: { shape: [0], color: [3, 4] }, offset: 20 });
    }
  });

  it('the recommended order (the default) leads with excellent cuts, D–H and VS2 or better, cheapest first', () => {
    const first = runQuery(partition, { ...anyStone, sort: 'recommended', limit: 60 });
    const shown = first.ids.map((id) => stones.find((s) => s.id === id)!);
    expect(shown.every((s) => recommendedGroup(s) === 0)).toBe(true);
    expect(shown.map((s) => s.priceSen)).toEqual([...shown.map((s) => s.priceSen)].sort((a, b) => a - b));
    // within a budget and a carat range the shopper chose, and on a later page past the first group
    expectSame({ ...anyStone, sort: 'recommended', priceMinSen: 300_000, priceMaxSen: 500_000, caratMin: 50, caratMax: 120 });
    const groupZero = runQuery(partition, { ...anyStone, sort: 'recommended', limit: 0 });
    expectSame({ ...anyStone, sort: 'recommended', offset: Math.max(0, stones.filter((s) => recommendedGroup(s) === 0).length - 10) });
    expect(groupZero.total).toBeGreaterThan(0);
  });

  it('a page past the last stone is empty but still counts', () => {
    const got = runQuery(partition, { ...anyStone, filters: { shape: [codeOf('shape', 'HEART')] }, offset: 100_000 });
    expect(got.ids).toEqual([]);
    expect(got.total).toBeGreaterThan(0);
  });

  // each search is compared with a stone-by-stone scan of the whole inventory: seconds of work, minutes on a loaded machine
  it('300 seeded random searches agree', { timeout: 180_000 }, () => {
    for (const q of randomQueries(300, 42)) expectSame(q);
  });

  it('a stone taken out (reserved or sold) leaves every result and count at once, and comes back when offered again', () => {
    const victim = stones.find((s) => s.shape === 'ROUND')!;
    const row = rowOfId(partition, victim.id);
    expect(row).toBeGreaterThanOrEqual(0);
    expect(setAlive(partition, row, false)).toBe(true);
    expect(setAlive(partition, row, false)).toBe(false);
    const q = { ...anyStone, filters: { shape: [codeOf('shape', 'ROUND')] }, limit: 60 };
    expectSame(q, new Set([victim.id]));
    for (const query of randomQueries(50, 9)) expectSame(query, new Set([victim.id]));
    setAlive(partition, row, true);
    expectSame(q);
  });

  it('a fancy shape without a cut grade is found under every cut filter, counted in no cut facet, sorted after every graded cut', () => {
    const ungraded = stones.filter((s) => s.cut === null);
    expect(ungraded.length).toBeGreaterThan(100);
    expect(ungraded.every((s) => s.shape !== 'ROUND')).toBe(true);
    const idealOnly = runQuery(partition, { ...anyStone, filters: { cut: [codeOf('cut', 'ID')] }, limit: 100_000 });
    const found = new Set(idealOnly.ids);
    expect(ungraded.filter((s) => s.priceSen <= anyStone.priceMaxSen && s.carat >= 0.18).every((s) => found.has(s.id))).toBe(true);
    const all = runQuery(partition, { ...anyStone, limit: 0 });
    expect(Array.from(all.facets.cut).reduce((a, b) => a + b, 0)).toBe(all.total - ungraded.filter((s) => s.priceSen <= anyStone.priceMaxSen && s.carat >= 0.18).length);
    const worstFirst = runQuery(partition, { ...anyStone, filters: { shape: [codeOf('shape', 'OVAL')] }, sort: 'cut-desc', limit: 5 });
    expect(worstFirst.ids.every((id) => stones.find((s) => s.id === id)!.cut === null)).toBe(true);
    expectSame({ ...anyStone, filters: { shape: [codeOf('shape', 'PEAR'), codeOf('shape', 'ROUND')], cut: [0, 1] }, sort: 'cut-asc', offset: 40 });
  });

  it('knows every grade code the contract lists', () => {
    for (const dim of DIMS) expect(DIM_VALUES[dim].length).toBe(DIM_SIZES[dim]);
    expect(rowOfId(partition, 999_999_999)).toBe(-1);
  });
});
