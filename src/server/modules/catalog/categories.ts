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
