/**
 * What the storefront shows and rarely changes — categories, products with their variants, colour and ring-size
 * prices and pictures, home content, shop settings — is kept in memory by each instance, with the answers and pages
 * made from it. A trigger on those tables (migration 0003) announces every change on `storefront_changed` at commit;
 * each instance then moves its storefront version on, and whatever was kept under the old version is read again
 * on the next request. A lost listening connection moves the version on too (notices may have been missed).
 */
import type { DatabaseHandle } from './client.ts';
import { listenForNotices, type NoticeLog } from './notices.ts';

export const STOREFRONT_CHANGED_CHANNEL = 'storefront_changed';

export interface StorefrontChanges {
  /** Grows whenever the storefront's data has changed (or may have). */
  version(): number;
  /** Resolves once listening (tests: changes made after it are seen). */
  ready: Promise<void>;
  /** Resolves at the next change notice (tests). */
  nextChange(): Promise<void>;
  close(): Promise<void>;
}

export function watchStorefrontChanges(database: DatabaseHandle, log: NoticeLog): StorefrontChanges {
  let version = 1;
  let waiters: (() => void)[] = [];
  const changed = () => {
    version++;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const notices = listenForNotices(database, [STOREFRONT_CHANGED_CHANNEL], { onNotice: changed, onRelisten: changed }, log);
  return {
    version: () => version,
    ready: notices.ready,
    nextChange: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => notices.close(),
  };
}

/**
 * A value loaded on first use and kept until the storefront changes. Callers at the same time share one load; a
 * failed load is not kept; a load that a change overtook is used once and read again by the next caller.
 */
export function keptUntilChanged<T>(changes: Pick<StorefrontChanges, 'version'>, load: () => Promise<T>): () => Promise<T> {
  let kept: { promise: Promise<T>; version: number } | undefined;
  return () => {
    const version = changes.version();
    if (!kept || kept.version !== version) {
      const promise = load();
      kept = { promise, version };
      promise.catch(() => {
        if (kept?.promise === promise) kept = undefined;
      });
    }
    return kept.promise;
  };
}
