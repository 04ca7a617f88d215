import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LovCategory, ProductCard, ProductDetail } from '../../../domain/contract/catalog.ts';
import { CARAT_CODES, type CaratCode } from '../../../domain/catalog/designs.ts';
import { ALL_SITE_IMAGES, HAND_TONES } from '../../../domain/catalog/image-names.ts';
import { SHAPES } from '../../../domain/diamonds/shapes.ts';
import { Picture } from '../../../web/components/Picture.tsx';
import { Thumbnail } from '../../../web/components/Thumbnail.tsx';
import { DiamondPicture } from '../../../web/features/diamonds/DiamondPicture.tsx';
import { cardPictures } from '../../../web/features/product-list/card.ts';
import { styleImageUrl } from '../../../web/features/product-list/ShopByStyles.tsx';
import { metalOptionsOf, offersCaratView, shapesOf } from '../../../web/features/product/options.ts';
import { handPictureUrl, picturesFor } from '../../../web/features/product/pictures.ts';
import { defaultPicturesOf } from '../../../web/features/product/seo.ts';
import { frameUrl } from '../../../web/features/product/SpinViewer.tsx';
import { diamondImageUrl, diamondVideoUrl } from '../diamonds/index.ts';

/**
 * The picture addresses the storefront makes, built with the storefront's own functions and components (a
 * component is rendered to HTML and its src and srcset read back), for tests that ask the picture service for them.
 */

/** A picture address as the browser asks for it: the path and the width (?w=), if any. */
export interface PictureRequest {
  path: string;
  width?: number;
}

function requestOf(address: string): PictureRequest {
  const url = new URL(address, 'http://shop.test');
  const w = url.searchParams.get('w');
  return { path: url.pathname, ...(w !== null ? { width: Number(w) } : {}) };
}

/** Every address an element's pictures name in src and srcset. */
function addressesIn(element: ReactElement): string[] {
  const html = renderToStaticMarkup(element);
  const found: string[] = [];
  for (const [, attribute, value] of html.matchAll(/\b(src|srcSet|srcset)="([^"]*)"/g)) {
    if (attribute === 'src') found.push(value);
    else found.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
  }
  return found.filter((a) => a.startsWith('/images/'));
}

const picture = (src: string, width = 1280, height = 1280) => addressesIn(createElement(Picture, { src, alt: '', width, height, sizes: '100vw' }));

/** The choices the product page offers: every colour of every metal, every shape, every carat view (when offered). */
function choicesOf(product: ProductDetail) {
  const colours = [...new Set(metalOptionsOf(product).flatMap((m) => m.entry.color_details.map((c) => c.color)))];
  const shapes = shapesOf(product);
  const carats: (CaratCode | undefined)[] = offersCaratView(product) ? [undefined, ...CARAT_CODES] : [undefined];
  return colours.flatMap((colour) => (shapes.length ? shapes : [undefined]).flatMap((shape) => carats.map((carat) => ({ sku: product.skuId, colour, shape, carat }))));
}

/**
 * What the storefront asks for of one product: its card on the listing, its page in every colour, shape and carat
 * view (gallery and slides, the 360° frames, the hand in every skin tone), the cart's thumbnail and the share picture.
 * `only: 'first-view'` keeps the page as it first shows (first colour and shape) at the widths its img src names.
 */
export function productPictureRequests(product: ProductDetail, card: ProductCard | undefined, only?: 'first-view'): PictureRequest[] {
  const addresses: string[] = [];
  const srcOnly = (list: string[]) => (only ? list.slice(0, 1) : list);
  const choices = only ? choicesOf(product).slice(0, 1) : choicesOf(product);
  for (const choice of choices) {
    const pictures = picturesFor(product.images, choice);
    for (const still of [...pictures.gallery.filter((i) => i !== pictures.hand), ...pictures.slides]) addresses.push(...srcOnly(picture(still.url)));
    addresses.push(...pictures.frames.map(frameUrl));
    if (pictures.hand) for (const tone of HAND_TONES) addresses.push(...srcOnly(picture(handPictureUrl(pictures.hand, tone))));
  }
  if (card) {
    const { top, side } = cardPictures(card);
    for (const image of [top, side]) if (image) addresses.push(...srcOnly(picture(image.url)));
  }
  const first = product.images.normal[0];
  if (first) addresses.push(...addressesIn(createElement(Thumbnail, { src: first.url, alt: '' })));
  addresses.push(...defaultPicturesOf(product).map((p) => p.url));
  return [...new Set(addresses)].map(requestOf);
}

/** What the storefront asks for besides products: site pictures, style tiles, diamond shapes and stones. */
export function sitePictureRequests(categories: LovCategory[]): PictureRequest[] {
  const addresses: string[] = [];
  for (const image of ALL_SITE_IMAGES) addresses.push(image.url, ...picture(image.url, image.width, image.height), `${image.url}?w=160`);
  for (const sub of categories.flatMap((c) => c.sub)) addresses.push(`${styleImageUrl(sub)}?w=160`, `${styleImageUrl(sub)}?w=320`);
  for (const shape of SHAPES) {
    for (const size of [160, 480, 640, 1280]) addresses.push(...addressesIn(createElement(DiamondPicture, { src: diamondImageUrl(shape.code), shape: shape.code, alt: '', size, sizes: '100vw' })));
    addresses.push(diamondVideoUrl(shape.code));
  }
  return [...new Set(addresses)].map(requestOf);
}
