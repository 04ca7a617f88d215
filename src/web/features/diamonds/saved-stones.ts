import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Diamond } from '../../../domain/contract/diamonds';

/**
 * The shopper's saved stones (a heart on each card), kept in this browser's local storage across visits. Each entry
 * keeps what the "Saved" view shows of a stone that is no longer offered; the view looks every stone up again.
 */

export const SAVED_STONES_KEY = '_kilausaved';
/** The most stones kept; saving another forgets the oldest. */
export const SAVED_STONES_LIMIT = 30;
const CHANGED_EVENT = 'kilau:saved-stones';

export type SavedStone = Pick<Diamond, 'CERTIFICATE_NO' | 'SHAPE' | 'CARAT' | 'COLOR' | 'CLARITY' | 'CUT' | 'TYPE' | 'LAB' | 'MYR_PRICE' | 'IMAGE'>;

function read(raw: string | null): SavedStone[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? list.filter((s): s is SavedStone => !!s && typeof s === 'object' && typeof (s as SavedStone).CERTIFICATE_NO === 'string') : [];
  } catch {
    return [];
  }
}

function rawSnapshot(): string | null {
  try {
    return window.localStorage.getItem(SAVED_STONES_KEY);
  } catch {
    return null;
  }
}

function write(list: SavedStone[]): void {
  try {
    window.localStorage.setItem(SAVED_STONES_KEY, JSON.stringify(list));
  } catch {
    // storage switched off or full: the heart simply does not stay on
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(changed: () => void): () => void {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === SAVED_STONES_KEY) && changed();
  window.addEventListener(CHANGED_EVENT, changed);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, changed);
    window.removeEventListener('storage', onStorage);
  };
}

const savedOf = (d: Diamond): SavedStone => ({
  CERTIFICATE_NO: d.CERTIFICATE_NO,
  SHAPE: d.SHAPE,
  CARAT: d.CARAT,
  COLOR: d.COLOR,
  CLARITY: d.CLARITY,
  CUT: d.CUT,
  TYPE: d.TYPE,
  LAB: d.LAB,
  MYR_PRICE: d.MYR_PRICE,
  IMAGE: d.IMAGE,
});

/** The saved stones, newest first (none on the server and while the page hydrates), with save and forget. */
export function useSavedStones() {
  const raw = useSyncExternalStore(subscribe, rawSnapshot, () => null);
  const stones = useMemo(() => read(raw), [raw]);
  const isSaved = useCallback((certificate: string) => stones.some((s) => s.CERTIFICATE_NO === certificate), [stones]);
  const toggle = useCallback((stone: Diamond) => {
    const current = read(rawSnapshot());
    const without = current.filter((s) => s.CERTIFICATE_NO !== stone.CERTIFICATE_NO);
    write(without.length < current.length ? without : [savedOf(stone), ...current].slice(0, SAVED_STONES_LIMIT));
  }, []);
  const forget = useCallback((certificate: string) => write(read(rawSnapshot()).filter((s) => s.CERTIFICATE_NO !== certificate)), []);
  return { stones, isSaved, toggle, forget };
}
