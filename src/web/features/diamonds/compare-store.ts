import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Diamond } from '../../../domain/contract/diamonds';
import { addToComparison } from '../../../domain/diamonds/filters';
import { SHOP_SESSION_KEYS, writeSession } from '../../lib/shop-session';

/** The stones put side by side (at most four), kept in this tab's session so they survive a reload or a new search. */

const CHANGED_EVENT = 'kilau:compare';

function rawSnapshot(): string | null {
  try {
    return window.sessionStorage.getItem(SHOP_SESSION_KEYS.compare);
  } catch {
    return null;
  }
}

function subscribe(changed: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, changed);
  return () => window.removeEventListener(CHANGED_EVENT, changed);
}

function parse(raw: string | null): Diamond[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? list.filter((s): s is Diamond => !!s && typeof s === 'object' && typeof (s as Diamond).CERTIFICATE_NO === 'string') : [];
  } catch {
    return [];
  }
}

function save(list: Diamond[]): void {
  try {
    writeSession('compare', list);
  } catch {
    // storage switched off: the comparison lasts as long as the page
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** The comparison, with add (a fifth is refused: the message is returned), remove and clear. */
export function useComparison() {
  const raw = useSyncExternalStore(subscribe, rawSnapshot, () => null);
  const stones = useMemo(() => parse(raw), [raw]);
  const has = useCallback((certificate: string) => stones.some((s) => s.CERTIFICATE_NO === certificate), [stones]);
  const add = useCallback((stone: Diamond): string | undefined => {
    const result = addToComparison(parse(rawSnapshot()), stone);
    if (!result.refused) save(result.list);
    return result.refused;
  }, []);
  const remove = useCallback((certificate: string) => save(parse(rawSnapshot()).filter((s) => s.CERTIFICATE_NO !== certificate)), []);
  const clear = useCallback(() => save([]), []);
  return { stones, has, add, remove, clear };
}
