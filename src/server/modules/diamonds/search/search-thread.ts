/**
 * A search thread (search-threads.ts): answers searches over the diamond index the shop's main thread built in shared
 * memory. It is handed each new index (its arrays are the main thread's, not copies: a stone the main thread takes
 * out is out here too) and keeps the newest two, so a search begun on the index just replaced is still answered.
 */
import { parentPort } from 'node:worker_threads';
import type { StoneKind } from './diamond-index.ts';
import type { SearchedPartition } from './partition.ts';
import { runQuery } from './query.ts';
import type { ThreadAnswer, ThreadMessage } from './search-messages.ts';

const KEPT_INDEXES = 2;
const indexes = new Map<number, Record<StoneKind, SearchedPartition>>();
const port = parentPort;
if (!port) throw new Error('search-thread.ts runs as a worker thread of the shop');

port.on('message', (message: ThreadMessage) => {
  if (message.type === 'index') {
    indexes.set(message.generation, message.partitions);
    for (const generation of indexes.keys()) if (indexes.size > KEPT_INDEXES) indexes.delete(generation);
    return;
  }
  const partition = indexes.get(message.generation)?.[message.kind];
  let answer: ThreadAnswer;
  if (!partition) answer = { id: message.id, error: 'index gone' };
  else {
    try {
      answer = { id: message.id, answer: runQuery(partition, message.query) };
    } catch (error) {
      answer = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
  }
  port.postMessage(answer);
});
