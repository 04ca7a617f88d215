import { toneOfColour } from '../diamonds/tone.ts';
import { filterProductImages, parseProductImageName, productImageName } from './image-names.ts';

/**
 * The picture of a cart or order line: the piece as the shopper chose it — its metal colour and, for a ring with a
 * diamond, the diamond's shape and its colour's tone — else the colour's first picture, else the piece's first picture
 * ('' when none). `pictures` are the piece's gallery pictures in catalogue order.
 */
export function linePictureOf(
  pictures: readonly { image_name: string; url: string }[],
  choice: { sku: string; colour: string; shape?: string | null; diamondColour?: string | null },
): string {
  const inColour = filterProductImages(pictures, { sku: choice.sku, colour: choice.colour });
  const inShape = choice.shape ? filterProductImages(inColour, { sku: choice.sku, colour: choice.colour, shape: choice.shape }) : [];
  const url = (inShape[0] ?? inColour[0] ?? pictures[0])?.url ?? '';
  const stone = inShape[0] && choice.diamondColour ? toneOfColour(choice.diamondColour) : undefined;
  const parts = stone && stone !== 'white' ? parseProductImageName(url) : undefined;
  return parts && !parts.stone ? url.slice(0, url.lastIndexOf('/') + 1) + productImageName({ ...parts, stone }) : url;
}
