import { useCallback, useSyncExternalStore } from 'react';
import { HOME_CURRENCY, isShownCurrency, suggestedCurrency, type ShownCurrency } from '../../../domain/money/currencies';
import { HOME_COUNTRY } from '../../../domain/abroad/shipping-countries';

/**
 * Where the shopper has things delivered and the currency they read prices in (issue 28), remembered in this browser
 * only. Pages are rendered and kept the same for everyone (RM); the browser applies these after it has loaded, so a
 * kept page never holds one visitor's choice.
 */
export interface AbroadPreferences {
  country: string;
  currency: ShownCurrency;
}

const KEY = 'kilau-abroad';
const HOME: AbroadPreferences = { country: HOME_COUNTRY, currency: HOME_CURRENCY };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: AbroadPreferences } | null = null;

function read(): AbroadPreferences {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.value;
  let value = HOME;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<AbroadPreferences>) : null;
    if (parsed && typeof parsed.country === 'string' && /^[A-Z]{2}$/.test(parsed.country)) {
      value = { country: parsed.country, currency: typeof parsed.currency === 'string' && isShownCurrency(parsed.currency) ? parsed.currency : suggestedCurrency(parsed.country) };
    }
  } catch {
    value = HOME;
  }
  cached = { raw, value };
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The shopper's destination and currency (Malaysia and RM on the server and until the browser has loaded). */
export function useAbroadPreferences(): [AbroadPreferences, (change: Partial<AbroadPreferences>) => void] {
  const preferences = useSyncExternalStore(subscribe, read, () => HOME);
  const change = useCallback((next: Partial<AbroadPreferences>) => {
    const current = read();
    // a new destination suggests its currency, unless a currency is chosen with it
    const value: AbroadPreferences = { country: next.country ?? current.country, currency: next.currency ?? (next.country ? suggestedCurrency(next.country) : current.currency) };
    try {
      window.localStorage.setItem(KEY, JSON.stringify(value));
    } catch {
      // private browsing without storage: the choice lasts for this page
    }
    cached = { raw: JSON.stringify(value), value };
    for (const listener of listeners) listener();
  }, []);
  return [preferences, change];
}
