import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/seo';
import { rootDataOf } from '../../lib/shop';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** Meta tags of an information page: title with the brand, description, sharing tags and the canonical link. */
export function informationMeta(matches: Matches, page: { title: string; description: string; path: string; keywords?: string }): MetaDescriptor[] {
  const root = rootDataOf(matches);
  return pageMeta({ ...page, origin: root?.origin ?? '', brandName: root?.settings.brandName ?? '' });
}
