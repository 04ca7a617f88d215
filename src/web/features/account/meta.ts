import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/seo';
import { rootDataOf } from '../../lib/shop';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** Meta tags of a shopper's own screens (login, profile, address book, orders, cart): titled, never indexed. */
export function accountPageMeta(matches: Matches, page: { title: string; description: string; path: string }): MetaDescriptor[] {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({ ...page, origin: root?.origin ?? '', brandName: root?.settings.brandName ?? '' }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
