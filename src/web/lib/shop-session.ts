import type { ShapeCode } from '../../domain/shapes';

/**
 * What the storefront keeps in this tab's session storage (storefront §3 "Session storage also holds"): the
 * ring wizard's chosen setting, chosen diamond and step, options saved before a login redirect, the product
 * list's filters, and a direct-buy item. (The post-login return path lives in session-store.ts.)
 * Every helper is safe to call during server rendering, where there is no storage: reads give null.
 */

export const SHOP_SESSION_KEYS = {
  ring: '_kilauring',
  diamond: '_kilaudiamond',
  step: '_kilaustep',
  options: '_kilauoptions',
  filters: '_kilaufilters',
  diamondFilters: '_kilaudiamondfilters',
  directBuy: '_kilaudirectbuy',
} as const;
export type ShopSessionKey = keyof typeof SHOP_SESSION_KEYS;

/** Fired on `window` when the cart changes in this tab (after a successful add to cart): the header re-reads it. */
export const CART_CHANGED_EVENT = 'kilau:cart';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

export function readSession<T>(key: ShopSessionKey): T | null {
  const raw = storage()?.getItem(SHOP_SESSION_KEYS[key]);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeSession(key: ShopSessionKey, value: unknown): void {
  storage()?.setItem(SHOP_SESSION_KEYS[key], JSON.stringify(value));
}

export function clearSession(key: ShopSessionKey): void {
  storage()?.removeItem(SHOP_SESSION_KEYS[key]);
}

/** Reads a value and forgets it (e.g. filters restored once, options restored after login). */
export function takeSession<T>(key: ShopSessionKey): T | null {
  const value = readSession<T>(key);
  clearSession(key);
  return value;
}

/** The ring wizard's current step: 'ring' (choose a setting) or 'diamond' (choose a diamond). */
export type WizardStep = 'ring' | 'diamond';
export const setWizardStep = (step: WizardStep): void => writeSession('step', step);
export const wizardStep = (): WizardStep | null => readSession<WizardStep>('step');

/** The product list's saved filters (storefront §3 "Saved product filters"). */
export interface SavedProductFilters {
  shapes: ShapeCode[];
  filterPriceMin: number;
  filterPriceMax: number;
}

/** Tells the header the cart changed (after a successful add to cart). */
export function announceCartChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
