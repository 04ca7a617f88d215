import type { VariantEntry } from '../../domain/contract/catalog';
import type { CaratCode } from '../../domain/catalog/designs';
import type { ProductImageSet } from '../../domain/catalog/image-names';
import type { ShapeCode } from '../../domain/diamonds/shapes';

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
  /** Why the shopper was sent to log in mid-flow ('Log in to save your ring and continue'), shown once on /login. */
  loginReason: '_kilauloginreason',
  /** The diamonds put side by side on the diamond search (up to four), for this tab. */
  compare: '_kilaucompare',
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

/**
 * The order of the wizard's steps (storefront §4 "Ring wizard"): ring then diamond, unless the flow started with a
 * diamond: a diamond chosen with no setting yet, or the diamond step reached with no setting chosen.
 */
export type WizardOrder = 'ring-first' | 'diamond-first';
export function wizardOrderOf(at: WizardStep | 'completed', chosen: { ring: boolean; diamond: boolean }): WizardOrder {
  if (chosen.ring && !chosen.diamond) return 'ring-first';
  if (chosen.diamond && !chosen.ring) return 'diamond-first';
  if (!chosen.ring && !chosen.diamond) return at === 'diamond' ? 'diamond-first' : 'ring-first';
  return 'ring-first';
}
/** What this tab has chosen so far (nothing on the server). */
export function wizardChoices(): { ring: boolean; diamond: boolean } {
  const store = storage();
  return { ring: Boolean(store?.getItem(SHOP_SESSION_KEYS.ring)), diamond: Boolean(store?.getItem(SHOP_SESSION_KEYS.diamond)) };
}

/** The product list's saved filters (storefront §3 "Saved product filters"). */
export interface SavedProductFilters {
  shapes: ShapeCode[];
  filterPriceMin: number;
  filterPriceMax: number;
}

/** Storefront §3 "Saved options" (before a login redirect); `slug` says which product they belong to. */
export interface SavedOptions {
  slug: string;
  /** The metal's key (e.g. '18k-gold'). */
  selectedMetal: string;
  /** The chosen colour option's product_panel_setting_id. */
  selectedPanelSetting: number;
  size: number | null;
  carat: CaratCode | 0;
  shape: ShapeCode | null;
  engraving: string;
  selectedFontstyle: string;
}

/**
 * Storefront §3 "Stored ring setting", kept under '_kilauring' while the shopper chooses a diamond. `sku` and `shape`
 * are extra: the confirmation screen filters the ring's pictures by SKU, colour, diamond shape and carat.
 */
export interface StoredRingSetting {
  product_panel_setting_id: number;
  product_id: number;
  name: string;
  slug: string;
  sku: string;
  /** Every picture of the setting (all colours and shapes), so the confirmation can pick the diamond's shape. */
  images: ProductImageSet;
  /** RM, two decimals. */
  price: number;
  quantity: 1;
  ring_size: number | null;
  engrave: { text: string; font: string };
  /** The carat view code, lower case ('1ct'), or 0. */
  carat: CaratCode | 0;
  /** The chosen metal with its colour options. */
  metal: VariantEntry;
  /** The chosen colour's name ('Rose', 'Platinum'). */
  colour: string;
  shape: ShapeCode | null;
}

/**
 * Storefront §3 "Stored diamond", kept under '_kilaudiamond' once the shopper chooses a diamond. CERTIFICATE_NO is
 * extra: the stone is looked up again by it (is it still offered?) before the ring goes to the cart.
 */
export interface StoredDiamond {
  STOCK_ID: string;
  /** The shape code (e.g. OVAL). */
  SHAPE: string;
  CARAT: number;
  IMAGE: string;
  /** RM, two decimals. */
  MYR_PRICE: number;
  CERTIFICATE_NO: string;
}

/**
 * Account spec §3 "Direct-buy item", kept under '_kilaudirectbuy' when a piece without a ring size is bought at once
 * (Buy Now), without the cart: checkout offers it on its own. The server prices it again from its colour option.
 */
export interface DirectBuyItem {
  product_panel_setting_id: number;
  /** RM, two decimals, as shown when it was chosen. */
  price: number;
  quantity: 1;
  slug: string;
  name: string;
  /** The piece's pictures in the chosen colour. */
  images: { image_name: string; url: string }[];
  /** Grams of metal. */
  weight: number;
}

/** Tells the header the cart changed (after a successful add to cart). */
export function announceCartChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
