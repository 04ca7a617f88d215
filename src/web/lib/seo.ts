import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  /** The page's own title; the brand suffix is added. */
  title: string;
  description: string;
  keywords?: string;
  /** Path of the page, for its canonical URL. */
  path: string;
  /** Absolute origin of the shop. */
  origin: string;
  brandName: string;
  /** Social-sharing picture path; defaults to the shop's share image. */
  image?: string;
}

export const DEFAULT_SHARE_IMAGE = '/images/site/share.webp';

/** Title, description, keywords, author, Open Graph and Twitter tags and the canonical link of a page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = `${seo.title} | ${seo.brandName}`;
  const url = new URL(seo.path, seo.origin).toString();
  const image = new URL(seo.image ?? DEFAULT_SHARE_IMAGE, seo.origin).toString();
  return [
    { title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords ?? 'jewellery, diamond, engagement ring, wedding ring, Kuala Lumpur, Malaysia' },
    { name: 'author', content: seo.brandName },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: seo.brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}
