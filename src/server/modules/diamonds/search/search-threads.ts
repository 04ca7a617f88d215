/**
 * Search threads (SEARCH_THREADS): the diamond index is built once per process, in shared memory (shared-arrays.ts),
 * and searched by a few worker threads while the main thread answers HTTP — so a million stones cost one index
 * whatever the number of cores, and a broad search does not hold up the pages and answers the main thread sends.
 *
 * Each thread is handed every new index as it is built (the arrays, not copies) and answers a search by the index's
 * generation. A search goes to the thread with the fewest waiting. A thread that fails or stops has its waiting
 * searches refused (the caller searches on its own thread instead) and is started again with the current index.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StoneKind } from './diamond-index.ts';
import type { SearchedPartition } from './partition.ts';
import type { EngineAnswer, EngineQuery } from './query.ts';
import type { ThreadAnswer, ThreadMessage } from './search-messages.ts';

export interface SearchThreads {
  /** Hands every thread a new index (before any search names its generation). */
  index(generation: number, partitions: Record<StoneKind, SearchedPartition>): void;
  search(generation: number, kind: StoneKind, query: EngineQuery): Promise<EngineAnswer>;
  /** The threads running now (tests stop one). */
  workers(): Worker[];
  close(): Promise<void>;
}

interface ThreadLog {
  error(obj: object, msg: string): void;
}

interface Waiting {
  resolve(answer: EngineAnswer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

/** A started thread that stops this often within a minute is not started again (the main thread searches instead). */
const MOST_RESTARTS_A_MINUTE = 5;

/** The thread's code: the built file beside the built server, or the source under tsx (tests, `npm run dev`). */
function threadCode(): { code: string | URL; eval: boolean } {
  const built = new URL('./search-thread.mjs', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { code: built, eval: false };
  const source = new URL('./search-thread.ts', import.meta.url).href;
  return { code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, eval: true };
}

export function startSearchThreads(count: number, log: ThreadLog): SearchThreads {
  const { code, eval: evaluated } = threadCode();
  /** By slot; a slot whose thread kept stopping is left empty. */
  const threads: (Thread | undefined)[] = [];
  /** The newest two indexes, handed again to a restarted thread. */
  const indexes: { generation: number; partitions: Record<StoneKind, SearchedPartition> }[] = [];
  let nextId = 1;
  let closed = false;
  const restarts: number[] = [];

  function start(slot: number): void {
    const worker = new Worker(code, { eval: evaluated, name: `diamond-search-${slot + 1}` });
    const thread: Thread = { worker, waiting: new Map() };
    threads[slot] = thread;
    worker.unref();
    worker.on('message', (message: ThreadAnswer) => {
      const waiting = thread.waiting.get(message.id);
      if (!waiting) return;
      thread.waiting.delete(message.id);
      if ('answer' in message) waiting.resolve(message.answer);
      else waiting.reject(new Error(`search thread: ${message.error}`));
    });
    const stopped = (error?: Error) => {
      if (threads[slot] !== thread) return;
      for (const waiting of thread.waiting.values()) waiting.reject(error ?? new Error('search thread stopped'));
      thread.waiting.clear();
      if (closed) return;
      log.error({ err: error, thread: slot + 1 }, 'a diamond search thread stopped; starting it again');
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && restarts[0]! < now - 60_000) restarts.shift();
      if (restarts.length > MOST_RESTARTS_A_MINUTE) {
        threads[slot] = undefined;
        return;
      }
      start(slot);
    };
    worker.on('error', stopped);
    worker.on('exit', () => stopped());
    for (const index of indexes) post(thread, { type: 'index', ...index });
  }

  function post(thread: Thread, message: ThreadMessage): void {
    thread.worker.postMessage(message);
  }

  // started with the first index handed to them: a shop whose inventory is searched on its own thread starts none
  let started = false;

  return {
    index(generation, partitions) {
      indexes.push({ generation, partitions });
      while (indexes.length > 2) indexes.shift();
      if (closed) return;
      // a thread starting is handed the indexes kept (start())
      if (!started) {
        started = true;
        for (let slot = 0; slot < count; slot++) start(slot);
        return;
      }
      for (const thread of threads) if (thread) post(thread, { type: 'index', generation, partitions });
    },
    search(generation, kind, query) {
      let thread: Thread | undefined;
      for (const candidate of threads) if (candidate && (!thread || candidate.waiting.size < thread.waiting.size)) thread = candidate;
      if (!thread || closed) return Promise.reject(new Error('no search thread'));
      const id = nextId++;
      const chosen = thread;
      return new Promise<EngineAnswer>((resolve, reject) => {
        chosen.waiting.set(id, { resolve, reject });
        post(chosen, { type: 'search', id, generation, kind, query });
      });
    },
    workers: () => threads.flatMap((thread) => (thread ? [thread.worker] : [])),
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
    },
  };
}
