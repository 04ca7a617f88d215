import type { CaratCode } from '../../../domain/catalog/designs';
import {
  filterProductImages,
  parseProductImageName,
  productImageName,
  productImageSet,
  rotateFrameOf,
  withHandTone,
  type HandTone,
  type ProductImage,
  type ProductImageSet,
} from '../../../domain/catalog/image-names';
import type { DiamondTone } from '../../../domain/diamonds/tone';
import type { ShapeCode } from '../../../domain/diamonds/shapes';
import { t } from '../../../domain/words/catalogue';

/**
 * The pictures of the chosen piece (storefront §2, §5): the product's images filtered by SKU, colour (platinum and
 * silver show white), shape and carat view. A kind of picture the catalogue does not list for the choice (the
 * slides exist for the first colour only) falls back to the picture names of that choice, which the shop draws.
 */

export interface PictureChoice {
  sku: string;
  /** The metal colour name ('Rose', 'Platinum'). */
  colour: string;
  shape: ShapeCode | undefined;
  carat: CaratCode | undefined;
  /** The centre diamond's tone, for a ring with its chosen stone (unset: drawn near-colourless). */
  stone?: DiamondTone;
}

export interface ProductPictures {
  top: ProductImage | undefined;
  side: ProductImage | undefined;
  hand: ProductImage | undefined;
  /** Every gallery picture (top, side, hand and any other) in catalogue order. */
  gallery: ProductImage[];
  /** The 360° frames in turning order. */
  frames: ProductImage[];
  slides: ProductImage[];
}

const dirOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/** The same picture at a carat view (a name that already carries a carat, or is not a product picture, is kept). */
export function atCaratView(image: ProductImage, carat: CaratCode | undefined): ProductImage {
  if (!carat) return image;
  const parts = parseProductImageName(image.image_name);
  if (!parts || parts.carat) return image;
  const name = productImageName({ ...parts, carat });
  return { image_name: name, url: `${dirOf(image.url)}${name}` };
}

/** The same picture with its centre diamond in a tone (a name that is not a product picture is kept). */
export function inStoneTone(image: ProductImage, stone: DiamondTone | undefined): ProductImage {
  if (!stone || stone === 'white') return image;
  const parts = parseProductImageName(image.image_name);
  if (!parts) return image;
  const name = productImageName({ ...parts, stone });
  return { image_name: name, url: `${dirOf(image.url)}${name}` };
}

export function picturesFor(images: ProductImageSet, choice: PictureChoice): ProductPictures {
  const filter = { sku: choice.sku, colour: choice.colour, shape: choice.shape?.toLowerCase(), carat: choice.carat };
  const drawn = choice.shape ? productImageSet(choice.sku, choice.colour, choice.shape) : undefined;
  const pick = (kind: keyof ProductImageSet): ProductImage[] => {
    const listed = filterProductImages(images[kind], filter);
    const chosen = listed.length > 0 ? listed : (drawn?.[kind] ?? []);
    return chosen.map((image) => inStoneTone(atCaratView(image, choice.carat), choice.stone));
  };
  const gallery = pick('normal');
  const view = (name: string) => gallery.find((i) => parseProductImageName(i.image_name)?.view === name);
  const frames = pick('rotate')
    .map((image) => ({ image, frame: rotateFrameOf(parseProductImageName(image.image_name)?.view ?? '') }))
    .filter((f): f is { image: ProductImage; frame: number } => f.frame !== undefined)
    .sort((a, b) => a.frame - b.frame)
    .map((f) => f.image);
  return { top: view('top'), side: view('side'), hand: view('hand'), gallery, frames, slides: pick('slider') };
}

/** The hand picture's URL at a skin tone (Lighter 0 … Darker 4). */
export const handPictureUrl = (hand: ProductImage, tone: HandTone): string => withHandTone(hand.url, tone);

/** The first picture of the piece in its default colour and shape, for sharing and search engines. */
export function sharePicturesOf(images: ProductImageSet, choice: PictureChoice): ProductImage[] {
  const pictures = picturesFor(images, choice);
  return [pictures.top, pictures.side, ...pictures.slides].filter((i): i is ProductImage => i !== undefined);
}

/** What a product picture shows, for its alt text and the share picture's og:image:alt. */
export function pictureAltOf(name: string, image: ProductImage, i: number): string {
  if (image.image_name.includes('_top')) return t('ringBuilder.ringConfirmation.seenFromAbove', { title: name });
  if (image.image_name.includes('_side')) return t('ringBuilder.ringConfirmation.seenFromTheSide', { title: name });
  return t('product.productGallery.pictureNumber', { name, number: i + 1 });
}
