import { useSyncExternalStore } from 'react';
import { SHOP_SESSION_KEYS, type StoredDiamond, type StoredRingSetting } from '../../lib/shop-session';

const subscribeNever = () => () => {};

/**
 * The setting or diamond this tab has chosen, as stored (null on the server and while hydrating, so both renders
 * agree). Read as raw text so the snapshot stays the same object between renders.
 */
function useStoredText(key: 'ring' | 'diamond'): string | null {
  return useSyncExternalStore(
    subscribeNever,
    () => window.sessionStorage.getItem(SHOP_SESSION_KEYS[key]),
    () => null,
  );
}

function parsed<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const useStoredDiamond = (): StoredDiamond | null => parsed<StoredDiamond>(useStoredText('diamond'));
export const useStoredRing = (): StoredRingSetting | null => parsed<StoredRingSetting>(useStoredText('ring'));
