import type { CatalogService } from '../catalog/index.ts';
import { PRIVATE_PATHS, SHOPPING_PAGES, STATIC_PAGES } from './pages.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
const segment = (slug: string): string => encodeURIComponent(slug);

export type SeoService = ReturnType<typeof createSeoService>;

/** sitemap.xml and robots.txt, with absolute addresses from the site origin. */
export function createSeoService(deps: { siteOrigin: string; catalog: Pick<CatalogService, 'categories' | 'activeProductSlugs'> }) {
  const origin = deps.siteOrigin.replace(/\/$/, '');
  /** Every public page: home, shopping pages, categories and their styles, active products, information pages. */
  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const [categories, products] = await Promise.all([deps.catalog.categories(), deps.catalog.activeProductSlugs()]);
    return [
      ...SHOPPING_PAGES.map((path) => ({ path })),
      ...categories.flatMap((c) => [
        { path: `/products/${segment(c.slug)}` },
        ...c.sub.map((s) => ({ path: `/products/${segment(c.slug)}/${segment(s.slug)}` })),
      ]),
      ...products.map((p) => ({ path: `/product/${segment(p.slugId)}`, lastModified: p.updatedAt })),
      ...STATIC_PAGES.map((path) => ({ path })),
    ];
  }
  return {
    sitemapEntries,

    async sitemapXml(): Promise<string> {
      const urls = (await sitemapEntries()).map((e) => {
        const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
        return `  <url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`;
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },

    robotsTxt(): string {
      return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    },
  };
}
