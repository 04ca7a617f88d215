import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The one label of the information pages (routes/info/*): one page type, drawn by one component, each at its own address. */
export const INFORMATION_PAGES_ROUTE = '/:information-page';
const INFORMATION_PAGE = /^routes\/info\//;

/**
 * How many addresses' page types are remembered. React Router's `matchRoutes` flattens and ranks every route of the
 * storefront on each call (about 45 % of the main thread when it ran for every kept page); an address is matched once,
 * then its type is read from here. Bounded, so a visitor asking for endless made-up addresses cannot grow it: when
 * full it starts again.
 */
export const REMEMBERED_ADDRESSES = 10_000;

/**
 * The page type an address is, as its route pattern in src/web/routes.ts (`/product/:slug`, `/products/:category`,
 * `/cms/orders/:tracking`; an address no page has is the catch-all's `/*`), for the request metrics: as few labels as
 * the storefront has pages, whatever addresses are asked for. A page's data request (React Router's `….data`, made
 * when a shopper moves between pages) is the page's type. Each distinct path is matched against the routes once.
 */
export function pageRoutesOf(routes: ServerBuild['routes']): (url: string) => string {
  const byParent = new Map<string | undefined, NonNullable<ServerBuild['routes'][string]>[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) => (r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) }));
  const all = tree(undefined);
  const typeOf = (pathname: string) => {
    const matches = matchRoutes(all, pathname) ?? [];
    const leaf = matches.at(-1)?.route;
    if (leaf?.id && INFORMATION_PAGE.test(leaf.id)) return INFORMATION_PAGES_ROUTE;
    const pattern = matches.map((m) => m.route.path ?? '').filter(Boolean).join('/');
    return `/${pattern.replace(/^\/+/, '')}`;
  };
  const known = new Map<string, string>();
  return (url) => {
    const pathname = url.split('?', 1)[0]!;
    let type = known.get(pathname);
    if (type === undefined) {
      type = typeOf(pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/'));
      if (known.size >= REMEMBERED_ADDRESSES) known.clear();
      known.set(pathname, type);
    }
    return type;
  };
}
