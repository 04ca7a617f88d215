import { useRouteLoaderData } from 'react-router';
import type { LovCategory } from '../../domain/contract/catalog';
import type { ShopSettings } from '../../domain/contract/content';

export interface RootData {
  nonce: string;
  origin: string;
  settings: ShopSettings;
  /** The product categories with their sub-categories (GET /api/lov/PRODUCT_CATEGORY); empty when they could not be read. */
  categories: LovCategory[];
}

/** The root loader's data as a page's meta function sees it in `matches`. */
export function rootDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

/** The shop settings in any component below the root. */
export function useShopSettings(): ShopSettings | undefined {
  return useRouteLoaderData<RootData>('root')?.settings;
}

const NO_CATEGORIES: LovCategory[] = [];

/** Every product category (navigation and not) with its sub-categories, in navigation order; [] when unknown. */
export function useCategories(): LovCategory[] {
  return useRouteLoaderData<RootData>('root')?.categories ?? NO_CATEGORIES;
}
