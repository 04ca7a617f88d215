/** What the shop's main thread and its search threads say to each other (search-threads.ts, search-thread.ts). */
import type { StoneKind } from './diamond-index.ts';
import type { SearchedPartition } from './partition.ts';
import type { EngineAnswer, EngineQuery } from './query.ts';

export type ThreadMessage =
  | { type: 'index'; generation: number; partitions: Record<StoneKind, SearchedPartition> }
  | { type: 'search'; id: number; generation: number; kind: StoneKind; query: EngineQuery };

export type ThreadAnswer = { id: number; answer: EngineAnswer } | { id: number; error: string };
