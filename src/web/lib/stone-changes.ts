import { useEffect, useRef, useSyncExternalStore } from 'react';
import { STONE_CHANGES_EVENT, stoneChangesSchema, type StoneChange } from '../../domain/contract/stone-changes';

/**
 * What the page has heard of stones changing since it opened (GET /api/diamond/changes, one EventSource a page, shared
 * by every part that shows stones): reserved by another shopper, sold or taken off sale, back on sale, repriced.
 * The stream is open while a part that shows stones is on screen and the tab is visible: a hidden tab gives its
 * connection back (a browser allows a site few at once over HTTP/1.1, and every open tab would hold one), and a part
 * leaving the screen closes it only a moment later, so moving between pages (Back, Forward) keeps the one stream. The
 * browser reconnects by itself after a dropped connection or a restart (the server says how soon).
 */
export const STONE_CHANGES_PATH = '/api/diamond/changes';

/** The last change heard of each stone, at most this many (the oldest forgotten first). */
const REMEMBERED = 500;
/** How long the stream stays open after the last part that shows stones left the screen. */
const LINGER_MS = 5_000;

const heard = new Map<string, StoneChange>();
const subscribers = new Set<() => void>();
let source: EventSource | null = null;
let users = 0;
let lingering: number | undefined;

function hear(changes: readonly StoneChange[]) {
  for (const change of changes) {
    heard.delete(change.CERTIFICATE_NO);
    heard.set(change.CERTIFICATE_NO, change);
  }
  while (heard.size > REMEMBERED) heard.delete(heard.keys().next().value!);
  for (const notify of subscribers) notify();
}

function onStones(event: MessageEvent<string>) {
  try {
    const changes = stoneChangesSchema.safeParse(JSON.parse(event.data));
    if (changes.success) hear(changes.data);
  } catch {
    // an event the page cannot read changes nothing
  }
}

/** Opens the stream when a part wants it and the tab is visible; closes it otherwise. */
function follow() {
  window.clearTimeout(lingering);
  const wanted = users > 0 && document.visibilityState === 'visible';
  if (wanted && !source) {
    source = new EventSource(STONE_CHANGES_PATH);
    source.addEventListener(STONE_CHANGES_EVENT, onStones);
  } else if (!wanted && source) {
    source.removeEventListener(STONE_CHANGES_EVENT, onStones);
    source.close();
    source = null;
  }
}

function open() {
  if (typeof EventSource === 'undefined') return;
  if (users++ === 0) document.addEventListener('visibilitychange', follow);
  follow();
}

function close() {
  if (typeof EventSource === 'undefined') return;
  users = Math.max(0, users - 1);
  if (users > 0) return;
  document.removeEventListener('visibilitychange', follow);
  window.clearTimeout(lingering);
  lingering = window.setTimeout(follow, LINGER_MS);
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};

/**
 * The changes heard of these stones (by certificate number), since the page opened: a part re-renders only when one of
 * its own stones changes, not at every change in the shop.
 */
export function useStoneChanges(certificates: readonly string[]): ReadonlyMap<string, StoneChange> {
  useEffect(() => {
    open();
    return close;
  }, []);
  const last = useRef<{ key: string; map: ReadonlyMap<string, StoneChange> }>({ key: '', map: new Map() });
  const snapshot = () => {
    const mine = certificates.map((c) => heard.get(c)).filter((c): c is StoneChange => c !== undefined);
    const key = mine.map((c) => `${c.CERTIFICATE_NO}:${c.state}:${c.MYR_PRICE}`).join(',');
    if (key !== last.current.key) last.current = { key, map: new Map(mine.map((c) => [c.CERTIFICATE_NO, c])) };
    return last.current.map;
  };
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
const EMPTY: ReadonlyMap<string, StoneChange> = new Map();

/** Whether a change means the stone can no longer be bought (held by another order, sold or taken off sale). */
export const isTaken = (change: StoneChange | undefined): change is StoneChange & { state: 'reserved' | 'gone' } =>
  change !== undefined && change.state !== 'offered';
