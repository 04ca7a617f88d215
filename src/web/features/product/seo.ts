import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { ringgitFromSen } from '../../../domain/money';
import { pageMeta } from '../../lib/seo';
import { descriptionParagraphs, descriptionSummary } from './description';
import { metalOptionsOf, priceRangeOf, shapesOf } from './options';
import { sharePicturesOf } from './pictures';
import { t } from '../../../domain/words/catalogue';

/** Search-engine and sharing data of a product page: meta tags and a schema.org Product. */

export const productPath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

/** The pictures of the piece as it first shows: first metal colour, first shape. */
export function defaultPicturesOf(product: ProductDetail) {
  const colour = metalOptionsOf(product)[0]?.entry.color_details[0]?.color ?? 'white';
  return sharePicturesOf(product.images, { sku: product.skuId, colour, shape: shapesOf(product)[0], carat: undefined });
}

export function productMeta(product: ProductDetail, site: { origin: string; brandName: string }): MetaDescriptor[] {
  const tags = pageMeta({
    title: product.name,
    description: descriptionSummary(product.description) || t('product.seo.byCraftedInKuala', { name: product.name, brandName: site.brandName }),
    keywords: [product.name, product.classification.name, product.mainCategory.name, product.subCategory?.name, t('product.seo.kualaLumpur'), t('product.seo.malaysia')]
      .filter(Boolean)
      .join(', '),
    path: productPath(product.slugId),
    origin: site.origin,
    brandName: site.brandName,
    image: defaultPicturesOf(product)[0]?.url,
  });
  return tags.map((tag) => ('property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'product' } : tag));
}

const IN_STOCK = 'https://schema.org/InStock';
const money = (sen: number): string => ringgitFromSen(sen).toFixed(2);

/** schema.org Product: one Offer when every option costs the same, else an AggregateOffer from the lowest price. */
export function productJsonLd(product: ProductDetail, site: { origin: string; brandName: string }): object {
  const url = new URL(productPath(product.slugId), site.origin).toString();
  const { lowSen, highSen } = priceRangeOf(product);
  const offerCount = metalOptionsOf(product).reduce((n, m) => n + m.entry.color_details.length, 0);
  const offers =
    lowSen === highSen
      ? { '@type': t('product.seo.offer'), priceCurrency: 'MYR', price: money(lowSen), availability: IN_STOCK, url }
      : { '@type': 'AggregateOffer', priceCurrency: 'MYR', lowPrice: money(lowSen), highPrice: money(highSen), offerCount, availability: IN_STOCK, url };
  return {
    '@context': 'https://schema.org',
    '@type': t('product.seo.product'),
    name: product.name,
    sku: product.skuId,
    description: descriptionParagraphs(product.description).join('\n\n'),
    image: defaultPicturesOf(product).map((i) => new URL(i.url, site.origin).toString()),
    brand: { '@type': t('product.seo.brand'), name: site.brandName },
    category: [product.mainCategory.name, product.subCategory?.name].filter(Boolean).join(' > '),
    url,
    offers,
  };
}
