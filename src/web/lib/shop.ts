import { useRouteLoaderData } from 'react-router';
import type { ShopSettings } from '../../domain/contract/content';

export interface RootData {
  nonce: string;
  origin: string;
  settings: ShopSettings;
}

/** The root loader's data as a page's meta function sees it in `matches`. */
export function rootDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
}

/** The shop settings in any component below the root. */
export function useShopSettings(): ShopSettings | undefined {
  return useRouteLoaderData<RootData>('root')?.settings;
}
