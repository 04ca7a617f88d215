/** The two partitions (natural, lab-grown) and the changes applied to them in place. */
import type { PriceComparison } from '../../../../domain/contract/diamonds.ts';
import { buildPartition, partitionBytes, rowOfId, setAlive, type Partition, type SearchedPartition, type StoneColumns } from './partition.ts';
import { priceComparisonOf } from './price-comparison.ts';
import { runQuery, type EngineAnswer, type EngineQuery } from './query.ts';
import type { SearchThreads } from './search-threads.ts';

export type StoneKind = 'natural' | 'lab';
export const STONE_KINDS: readonly StoneKind[] = ['natural', 'lab'];

/** A stone's state as the database has it now (after a change notice). */
export interface StoneState {
  id: number;
  type: StoneKind;
  /** Available and not reserved by an order. */
  offered: boolean;
  priceSen: number;
  /** The certificate number shoppers know the stone by (unknown for a stone deleted since). */
  certificate?: string;
  /** Available but held by an order (the shopper's "just reserved"), as against sold or hidden. */
  reserved?: boolean;
}

export interface DiamondIndex {
  /** This index among those built in this process (search threads know it by it). */
  readonly generation: number;
  /** A search on this thread. */
  search(kind: StoneKind, query: EngineQuery): EngineAnswer;
  /** A search on a search thread when the shop has them (search-threads.ts), else on this one. */
  find(kind: StoneKind, query: EngineQuery): Promise<EngineAnswer>;
  comparison(kind: StoneKind, id: number): PriceComparison | null;
  /** Applies changed stones; answers true when one cannot be applied in place (new or repriced) and a rebuild is due. */
  apply(states: readonly StoneState[]): boolean;
  stones(): Record<StoneKind, number>;
  bytes(): number;
}

/** Each index built in this process has a generation of its own, by which search threads know it. */
let generations = 0;

/**
 * From this many stones an index is searched on the search threads (when the shop has them): below it a search takes
 * well under a tenth of a millisecond on the main thread, about what handing it to a thread and back costs.
 */
export const THREADED_FROM_STONES = 100_000;

export function createDiamondIndex(columns: Record<StoneKind, StoneColumns>, searchThreads?: SearchThreads, threadedFrom = THREADED_FROM_STONES): DiamondIndex {
  const partitions = { natural: buildPartition(columns.natural), lab: buildPartition(columns.lab) } as Record<StoneKind, Partition>;
  const generation = ++generations;
  const threads = partitions.natural.count + partitions.lab.count >= threadedFrom ? searchThreads : undefined;
  threads?.index(generation, { natural: searchedOf(partitions.natural), lab: searchedOf(partitions.lab) });
  const search = (kind: StoneKind, query: EngineQuery) => runQuery(partitions[kind], query);
  return {
    generation,
    search,
    // a thread that cannot answer (stopped, or the index already two generations old there): this thread answers
    find: threads ? (kind, query) => threads.search(generation, kind, query).catch(() => search(kind, query)) : async (kind, query) => search(kind, query),
    comparison(kind, id) {
      const p = partitions[kind];
      const row = rowOfId(p, id);
      return row < 0 ? null : priceComparisonOf(p.comparisons, row, p.priceSen[row], p.caratUnits[row]);
    },
    apply(states) {
      let rebuild = false;
      for (const state of states) {
        // A stone may have moved between types (a corrected feed): take it out of both, put it back in its own.
        for (const kind of STONE_KINDS) {
          const p = partitions[kind];
          const row = rowOfId(p, state.id);
          if (row < 0) {
            if (kind === state.type && state.offered) rebuild = true;
            continue;
          }
          const samePrice = p.priceSen[row] === state.priceSen;
          setAlive(p, row, kind === state.type && state.offered && samePrice);
          // The rows are in price order: a new price waits for the rebuild (meanwhile the stone is not listed).
          if (kind === state.type && state.offered && !samePrice) rebuild = true;
        }
      }
      return rebuild;
    },
    stones: () => ({ natural: partitions.natural.aliveCount, lab: partitions.lab.aliveCount }),
    bytes: () => partitionBytes(partitions.natural) + partitionBytes(partitions.lab),
  };
}

/** What a search thread is handed of a partition: everything but the price comparisons, which only this thread reads. */
function searchedOf(partition: Partition): SearchedPartition {
  const { comparisons: _kept, ...searched } = partition;
  return searched;
}
