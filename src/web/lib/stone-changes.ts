import { useEffect, useSyncExternalStore } from 'react';
import { STONE_CHANGES_EVENT, stoneChangesSchema, type StoneChange } from '../../domain/contract/stone-changes';

/**
 * What the page has heard of stones changing since it opened (GET /api/diamond/changes, one EventSource a page, shared
 * by every part that shows stones): reserved by another shopper, sold or taken off sale, back on sale, repriced. The
 * stream is open while a part that shows stones is on screen and closed when none is; the browser reconnects by itself
 * after a dropped connection or a restart (the server says how soon).
 */
export const STONE_CHANGES_PATH = '/api/diamond/changes';

/** The last change heard of each stone, at most this many (the oldest forgotten first). */
const REMEMBERED = 500;

const heard = new Map<string, StoneChange>();
let snapshot: ReadonlyMap<string, StoneChange> = new Map();
const subscribers = new Set<() => void>();
let source: EventSource | null = null;
let users = 0;

function hear(changes: readonly StoneChange[]) {
  for (const change of changes) {
    heard.delete(change.CERTIFICATE_NO);
    heard.set(change.CERTIFICATE_NO, change);
  }
  while (heard.size > REMEMBERED) heard.delete(heard.keys().next().value!);
  snapshot = new Map(heard);
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

function open() {
  users++;
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(STONE_CHANGES_PATH);
  source.addEventListener(STONE_CHANGES_EVENT, onStones);
}

function close() {
  users = Math.max(0, users - 1);
  if (users > 0 || !source) return;
  source.removeEventListener(STONE_CHANGES_EVENT, onStones);
  source.close();
  source = null;
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};
const EMPTY: ReadonlyMap<string, StoneChange> = new Map();

/** Every stone change heard while this part is on screen (and before, since the page opened), by certificate number. */
export function useStoneChanges(): ReadonlyMap<string, StoneChange> {
  useEffect(() => {
    open();
    return close;
  }, []);
  return useSyncExternalStore(subscribe, () => snapshot, () => EMPTY);
}

/** Whether a change means the stone can no longer be bought (held by another order, sold or taken off sale). */
export const isTaken = (change: StoneChange | undefined): change is StoneChange & { state: 'reserved' | 'gone' } =>
  change !== undefined && change.state !== 'offered';
