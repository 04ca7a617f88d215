/**
 * Search threads (SEARCH_THREADS): one index in shared memory, searched by worker threads. The threads answer
 * exactly what this thread answers, see a stone taken out on this thread at once (the arrays are shared, not
 * copied), keep answering a search begun on the index just replaced, and a stopped thread costs no search.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DIAMOND_SORTS } from '../../../../domain/contract/diamonds.ts';
import { generateDiamonds, mulberry32 } from '../../../db/seed/diamond-generator.ts';
import { columnsOf, type IndexedStone } from './columns.ts';
import { createDiamondIndex, type StoneKind } from './diamond-index.ts';
import type { EngineQuery } from './query.ts';
import { startSearchThreads } from './search-threads.ts';

const stones = generateDiamonds(8_000, { seed: 11, labShare: 0.5 }).map((r, i): IndexedStone & { type: StoneKind } => ({ ...r, id: 5000 + i, type: r.type === 'natural' ? 'natural' : 'lab' }));
const columns = () => ({ natural: columnsOf(stones.filter((s) => s.type === 'natural')), lab: columnsOf(stones.filter((s) => s.type === 'lab')) });
const errors: object[] = [];
const threads = startSearchThreads(2, { error: (obj) => errors.push(obj) });
afterAll(() => threads.close());

function randomQuery(random: () => number): EngineQuery {
  const low = Math.round(random() * 3_000_000);
  const caratMin = 20 + Math.round(random() * 150);
  return {
    filters: random() < 0.5 ? { shape: [Math.floor(random() * 10)] } : { color: [0, 1, 2, 3].slice(0, 1 + Math.floor(random() * 4)), clarity: [2, 3, 4] },
    caratMin,
    caratMax: caratMin + Math.round(random() * 200),
    priceMinSen: low,
    priceMaxSen: low + Math.round(random() * 10_000_000),
    sort: DIAMOND_SORTS[Math.floor(random() * DIAMOND_SORTS.length)]!,
    offset: 0,
    limit: 20,
  };
}

describe('diamond search threads over one shared index', () => {
  it('answers every search as the shop’s own thread does: the same page, total and facets', async () => {
    const index = createDiamondIndex(columns(), threads, 0);
    const random = mulberry32(3);
    for (let i = 0; i < 200; i++) {
      const kind: StoneKind = i % 2 ? 'natural' : 'lab';
      const query = randomQuery(random);
      // the thread itself (find would answer on this thread if the threads could not)
      expect(await threads.search(index.generation, kind, query)).toEqual(index.search(kind, query));
    }
    expect(errors).toEqual([]);
  });

  it('sees a stone taken out on the shop’s thread at once: the threads read the same memory', async () => {
    const index = createDiamondIndex(columns(), threads, 0);
    const everything: EngineQuery = { filters: {}, caratMin: 0, caratMax: 2000, priceMinSen: 0, priceMaxSen: 2 ** 31, sort: 'price-asc', offset: 0, limit: 5 };
    const before = await index.find('natural', everything);
    const cheapest = before.ids[0]!;
    index.apply([{ id: cheapest, type: 'natural', offered: false, priceSen: 0 }]);
    const after = await threads.search(index.generation, 'natural', everything);
    expect(after.total).toBe(before.total - 1);
    expect(after.ids).not.toContain(cheapest);
    expect(after.ids[0]).toBe(before.ids[1]);
  });

  it('keeps answering on the index just replaced, and on this thread when a thread has let it go', async () => {
    const first = createDiamondIndex(columns(), threads, 0);
    const second = createDiamondIndex(columns(), threads, 0);
    const query = randomQuery(mulberry32(9));
    expect(await threads.search(first.generation, 'lab', query)).toEqual(second.search('lab', query));
    // two generations later the threads no longer hold the first index: this thread answers instead
    createDiamondIndex(columns(), threads, 0);
    await expect(threads.search(first.generation, 'lab', query)).rejects.toThrow(/index gone/);
    expect(await first.find('lab', query)).toEqual(first.search('lab', query));
  });

  it('a small inventory is searched on the shop’s own thread: no thread is started for it', async () => {
    const idle = startSearchThreads(2, { error: (obj) => errors.push(obj) });
    try {
      const index = createDiamondIndex(columns(), idle, 10_000);
      const query = randomQuery(mulberry32(4));
      expect(await index.find('lab', query)).toEqual(index.search('lab', query));
      expect(idle.workers()).toEqual([]);
      createDiamondIndex(columns(), idle, 5_000);
      expect(idle.workers()).toHaveLength(2);
    } finally {
      await idle.close();
    }
  });

  it('starts a thread that stopped again, and no search waiting on it is lost', async () => {
    const own = startSearchThreads(1, { error: (obj) => errors.push(obj) });
    try {
      const index = createDiamondIndex(columns(), own, 0);
      const query = randomQuery(mulberry32(5));
      const expected = index.search('natural', query);
      // a thread that stops while searches wait: they are answered on this thread
      const waiting = Array.from({ length: 20 }, () => index.find('natural', query));
      await own.workers()[0]!.terminate();
      for (const answer of await Promise.all(waiting)) expect(answer).toEqual(expected);
      // the started-again thread holds the index and answers
      await expect.poll(async () => own.search(index.generation, 'natural', query).then(() => 'answered', () => 'refused'), { timeout: 10_000 }).toBe('answered');
    } finally {
      await own.close();
    }
  });
});
