import type { MetaDescriptor } from 'react-router';
import { SITE_IMAGES } from '../../domain/catalog/image-names';

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
  /** Social-sharing picture (its path and what it shows, for og:image:alt); defaults to the shop's share image. */
  image?: { url: string; alt: string };
}

export const DEFAULT_SHARE_IMAGE = { url: SITE_IMAGES.share.url, alt: SITE_IMAGES.share.alt };

/** Title, description, keywords, author, Open Graph and Twitter tags (the picture with what it shows) and the canonical link of a page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = `${seo.title} | ${seo.brandName}`;
  const url = new URL(seo.path, seo.origin).toString();
  const picture = seo.image ?? DEFAULT_SHARE_IMAGE;
  const image = new URL(picture.url, seo.origin).toString();
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
    { property: 'og:image:alt', content: picture.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: picture.alt },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}
