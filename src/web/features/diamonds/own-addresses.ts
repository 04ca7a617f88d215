import { sameSearch } from './search-url';

/** At most this many addresses the page went to by itself are remembered while they land. */
const KEPT = 8;

const partsOf = (href: string) => {
  const url = new URL(href, 'http://shop');
  return { pathname: url.pathname, search: url.search };
};

/**
 * Whether an address that has just landed is one the diamond search went to by itself (its filters on screen stay)
 * or another (Back, a link: the filters on screen follow the address). The page remembers every address it asked for
 * until it lands, not only the last: a search asked for while an earlier one lands (a second toggle a moment after the
 * first) must not take the earlier one for somebody else's and put the second toggle back.
 */
export function landed(own: readonly string[], here: string): { ours: boolean; own: string[] } {
  const at = own.findIndex((href) => href === here || sameSearch(partsOf(here), partsOf(href)));
  if (at < 0) return { ours: false, own: [here] };
  return { ours: true, own: own.slice(at) };
}

/** The page asks for `href` itself. */
export const asked = (own: readonly string[], href: string): string[] => [...own.slice(-(KEPT - 1)), href];
