import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '../../../domain/contract/catalog';
import { ringgitFromSen } from '../../../domain/money/money';
import { pageMeta } from '../../lib/seo';
import { descriptionParagraphs, descriptionSummary } from './description';
import { returnPolicyJsonLd, shippingDetailsJsonLd } from '../information/structured-data';
import { metalOptionsOf, paramsOfSelection, priceOf, selectionFromParams, shapesOf } from './options';
import { pictureAltOf, sharePicturesOf } from './pictures';
import { t } from '../../../domain/words/catalogue';

/** Search-engine and sharing data of a product page: meta tags and a schema.org Product with the chosen piece's Offer. */

export const productPath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

/** The pictures of the piece as it first shows: first metal colour, first shape. */
export function defaultPicturesOf(product: ProductDetail) {
  const colour = metalOptionsOf(product)[0]?.entry.color_details[0]?.color ?? 'white';
  return sharePicturesOf(product.images, { sku: product.skuId, colour, shape: shapesOf(product)[0], carat: undefined });
}

export function productMeta(product: ProductDetail, site: { origin: string; brandName: string }): MetaDescriptor[] {
  const picture = defaultPicturesOf(product)[0];
  const tags = pageMeta({
    title: product.name,
    description: descriptionSummary(product.description) || t('product.seo.byCraftedInKuala', { name: product.name, brandName: site.brandName }),
    keywords: [product.name, product.classification.name, product.mainCategory.name, product.subCategory?.name, t('product.seo.kualaLumpur'), t('product.seo.malaysia')]
      .filter(Boolean)
      .join(', '),
    path: productPath(product.slugId),
    origin: site.origin,
    brandName: site.brandName,
    image: picture && { url: picture.url, alt: pictureAltOf(product.name, picture, 0) },
  });
  return tags.map((tag) => ('property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'product' } : tag));
}

const IN_STOCK = 'https://schema.org/InStock';
const NEW_CONDITION = 'https://schema.org/NewCondition';
const money = (sen: number): string => ringgitFromSen(sen).toFixed(2);

/**
 * schema.org Product of the piece as the shopper chose it in the address (`?metal=…&colour=…&size=…`, else the
 * piece as it first shows): its colour, metal and ring size, and one Offer at the price the shop charges for that
 * choice (before a ring size is chosen, that of the smallest sizes), shipped free and returnable as the policies say.
 */
export function productJsonLd(product: ProductDetail, site: { origin: string; brandName: string }, params = new URLSearchParams()): object {
  const base = new URL(productPath(product.slugId), site.origin || 'http://localhost');
  const url = base.toString();
  const selection = selectionFromParams(product, params);
  const chosen = new URL(base);
  if (selection) chosen.search = paramsOfSelection(new URLSearchParams(), product, selection).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.skuId,
    description: descriptionParagraphs(product.description).join('\n\n'),
    image: defaultPicturesOf(product).map((i) => new URL(i.url, base).toString()),
    brand: { '@type': 'Brand', name: site.brandName },
    category: [product.mainCategory.name, product.subCategory?.name].filter(Boolean).join(' > '),
    url,
    ...(selection && {
      color: selection.colour.color,
      material: selection.metal.entry.name,
      ...(selection.ringSize !== undefined && { size: String(selection.ringSize) }),
      offers: {
        '@type': 'Offer',
        url: chosen.toString(),
        priceCurrency: 'MYR',
        price: money(priceOf(product, selection).sen),
        availability: IN_STOCK,
        itemCondition: NEW_CONDITION,
        seller: { '@type': 'Organization', name: site.brandName },
        shippingDetails: shippingDetailsJsonLd(),
        hasMerchantReturnPolicy: returnPolicyJsonLd(site.origin),
      },
    }),
  };
}
