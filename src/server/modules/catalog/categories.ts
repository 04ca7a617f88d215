import type { LovCategory } from '../../../domain/contract/catalog.ts';
import type { Database } from '../../db/client.ts';
import { selectCategories, selectSubcategories } from './queries.ts';

/** Every category in navigation order with its sub-categories (storefront §3: GET /lov/PRODUCT_CATEGORY). */
export async function loadCategoryList(db: Database): Promise<LovCategory[]> {
  const [cats, subs] = await Promise.all([selectCategories(db), selectSubcategories(db)]);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    in_navigation: c.inNavigation,
    is_engagement_ring: c.isEngagementRing,
    requires_diamond: c.requiresDiamond,
    sub: subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name, slug: s.slug, image_name: s.imageName })),
  }));
}

/** How long an instance keeps the category list before reading it again (staff edits show within it). */
export const CATEGORY_CACHE_MS = 30_000;

/** Keeps a loaded value for `ttlMs`; concurrent callers share one load, and a failed load is not kept. */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let value: { promise: Promise<T>; at: number } | undefined;
  return () => {
    if (!value || now() - value.at > ttlMs) {
      const promise = load();
      value = { promise, at: now() };
      promise.catch(() => {
        if (value?.promise === promise) value = undefined;
      });
    }
    return value.promise;
  };
}
