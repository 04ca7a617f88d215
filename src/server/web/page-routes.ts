import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The one label of the information pages (routes/info/*): one page type, drawn by one component, each at its own address. */
export const INFORMATION_PAGES_ROUTE = '/:information-page';
const INFORMATION_PAGE = /^routes\/info\//;

/**
 * The page type an address is, as its route pattern in src/web/routes.ts (`/product/:slug`, `/products/:category`,
 * `/cms/orders/:tracking`; an address no page has is the catch-all's `/*`), for the request metrics: as few labels as
 * the storefront has pages, whatever addresses are asked for. A page's data request (React Router's `….data`, made
 * when a shopper moves between pages) is the page's type.
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
  return (url) => {
    const pathname = url.split('?')[0]!.replace(/\.data$/, '').replace(/^\/_root$/, '/');
    const matches = matchRoutes(all, pathname) ?? [];
    const leaf = matches.at(-1)?.route;
    if (leaf?.id && INFORMATION_PAGE.test(leaf.id)) return INFORMATION_PAGES_ROUTE;
    const pattern = matches.map((m) => m.route.path ?? '').filter(Boolean).join('/');
    return `/${pattern.replace(/^\/+/, '')}`;
  };
}
