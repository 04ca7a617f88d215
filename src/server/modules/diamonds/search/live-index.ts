/**
 * Keeps this instance's diamond index current. PostgreSQL stays the source of truth: the index is built from it
 * at the first search, then every change notice (delivered at commit, to every instance listening) takes a
 * reserved, sold or repriced stone out within moments; a feed import's reload notice, a new or repriced stone,
 * or a lost listening connection rebuild the index in the background while the old one keeps answering.
 */
import type { DatabaseHandle } from '../../../db/client.ts';
import { listenForNotices } from '../../../db/notices.ts';
import { measure } from '../../../metrics/shop-metrics.ts';
import { DIAMOND_CHANGED_CHANNEL, DIAMOND_RELOAD_CHANNEL } from '../channels.ts';
import { createDiamondIndex, type DiamondIndex, type StoneState } from './diamond-index.ts';
import { loadStoneColumns, stoneStates } from './loader.ts';
import type { SearchThreads } from './search-threads.ts';

export interface LiveIndexLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface LiveDiamondIndex {
  /** The index, built on first use. */
  current(): Promise<DiamondIndex>;
  /** Whether an index has been built: a search is answered without waiting for one (readiness). */
  built(): boolean;
  /** Moves on whenever a search could answer differently (a rebuild, changes applied): answers kept for it expire. */
  version(): number;
  /** Rebuilds from the database now (after a bulk change made by this process) and waits for it. */
  reload(): Promise<DiamondIndex>;
  /**
   * Told the new state of the stones a change notice named (reserved, sold, hidden, repriced, back on sale), once
   * applied to the index: what open pages are told (`stone-watch.ts`). Answers a function that stops telling.
   */
  onStonesChanged(listener: (states: readonly StoneState[]) => void): () => void;
  /** Resolves once every change notice received so far has been applied (for tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Notices arriving within this many ms are applied together. */
const CHANGE_BATCH_MS = 15;
/** Reload notices arriving within this many ms cause one rebuild. */
const RELOAD_DEBOUNCE_MS = 250;
const MAX_IDS_PER_QUERY = 5000;
/** Wait before rebuilding again after a rebuild failed. */
const REBUILD_RETRY_MS = 2000;

/** `threads`: the search threads each index is handed to (none: searches run on the caller's thread). */
export function createLiveDiamondIndex(database: DatabaseHandle, log: LiveIndexLog, threads?: SearchThreads): LiveDiamondIndex {
  let index: Promise<DiamondIndex> | null = null;
  let built = false;
  let version = 1;
  let building: Promise<DiamondIndex> | null = null;
  let closed = false;
  /** Ids changed while a rebuild was reading: applied again to the new index. */
  let changedDuringBuild: Set<number> | null = null;
  const pending = new Set<number>();
  let flushTimer: NodeJS.Timeout | null = null;
  let reloadTimer: NodeJS.Timeout | null = null;
  let work: Promise<void> = Promise.resolve();
  /**
   * Reload notices received, and how many of them the newest finished build had received when it began: a build
   * reads what was committed before it began, and a notice arrives after its commit, so that build has it. (At a
   * first start the shop's own seed announces its stones just before the first build: one build, not two.)
   */
  let reloadsAsked = 0;
  let reloadsBuilt = 0;
  const listeners = new Set<(states: readonly StoneState[]) => void>();
  const tell = (states: readonly StoneState[]) => {
    for (const listener of listeners) {
      try {
        listener(states);
      } catch (error) {
        log.error({ err: error }, 'a listener to stone changes failed');
      }
    }
  };

  async function build(): Promise<DiamondIndex> {
    const started = performance.now();
    const startedAt = Date.now();
    const { columns, skipped } = await loadStoneColumns(database.db);
    const built = createDiamondIndex(columns, threads);
    measure.diamondIndexBuilt(built.stones(), built.bytes(), startedAt);
    log.info(
      { stones: built.stones(), skipped, megabytes: Math.round(built.bytes() / 1e5) / 10, ms: Math.round(performance.now() - started) },
      'diamond search index built',
    );
    return built;
  }

  function rebuild(): Promise<DiamondIndex> {
    if (building) return building;
    changedDuringBuild = new Set();
    const asked = reloadsAsked;
    building = build()
      .then(async (fresh) => {
        reloadsBuilt = Math.max(reloadsBuilt, asked);
        const again = [...(changedDuringBuild ?? [])];
        changedDuringBuild = null;
        for (let i = 0; i < again.length; i += MAX_IDS_PER_QUERY) fresh.apply(await stoneStates(database.db, again.slice(i, i + MAX_IDS_PER_QUERY)));
        index = Promise.resolve(fresh);
        built = true;
        version++;
        return fresh;
      })
      .finally(() => {
        building = null;
        changedDuringBuild = null;
      });
    return building;
  }

  function scheduleReload(): void {
    reloadsAsked++;
    // behind (on /metrics) until a rebuild begun after now has ended
    if (index) measure.diamondIndexBehind();
    if (reloadTimer || closed) return;
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      // A first search builds the index anyway; before that there is nothing to refresh.
      if (index) void catchUp();
    }, RELOAD_DEBOUNCE_MS);
  }

  /** Rebuilds unless a build begun after the last reload notice has been made; a build under way is waited for first. */
  async function catchUp(): Promise<void> {
    try {
      await building?.catch(() => undefined);
      if (!closed && reloadsBuilt < reloadsAsked) await rebuild();
    } catch (error) {
      // a rebuild that fails (the database away for a moment) is tried again, or the index would stay behind
      log.error({ err: error }, 'diamond search index rebuild failed; trying again');
      if (!closed) setTimeout(scheduleReload, REBUILD_RETRY_MS).unref();
    }
  }

  function flush(): void {
    flushTimer = null;
    const ids = [...pending];
    pending.clear();
    if (ids.length === 0) return;
    for (const id of ids) changedDuringBuild?.add(id);
    work = work.then(async () => {
      if (!index) return;
      try {
        const current = await index;
        for (let i = 0; i < ids.length; i += MAX_IDS_PER_QUERY) {
          const states = await stoneStates(database.db, ids.slice(i, i + MAX_IDS_PER_QUERY));
          if (current.apply(states)) scheduleReload();
          version++;
          tell(states);
        }
      } catch (error) {
        log.error({ err: error }, 'diamond change notices could not be applied; rebuilding');
        scheduleReload();
      }
    });
  }

  function onChanged(payload: string | undefined): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    pending.add(id);
    flushTimer ??= setTimeout(flush, CHANGE_BATCH_MS);
  }

  const notices = listenForNotices(
    database,
    [DIAMOND_CHANGED_CHANNEL, DIAMOND_RELOAD_CHANNEL],
    {
      onNotice: (channel, payload) => (channel === DIAMOND_CHANGED_CHANNEL ? onChanged(payload) : scheduleReload()),
      // Notices sent while nobody listened are gone: rebuild once listening again.
      onRelisten: scheduleReload,
    },
    log,
  );
  const listening = notices.ready;

  return {
    version: () => version,
    built: () => built,
    current() {
      if (!index) {
        const first = listening.then(rebuild);
        index = first;
        // A failed first build is tried again by the next search.
        first.catch(() => {
          if (index === first) index = null;
        });
      }
      return index;
    },
    async reload() {
      await listening;
      if (building) await building;
      return rebuild();
    },
    onStonesChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await work;
      if (building) await building;
    },
    async close() {
      closed = true;
      if (flushTimer) clearTimeout(flushTimer);
      if (reloadTimer) clearTimeout(reloadTimer);
      await listening.catch(() => undefined);
      await building?.catch(() => undefined);
      await notices.close();
      await threads?.close();
    },
  };
}
