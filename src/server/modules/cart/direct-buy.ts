import { linePictureOf } from '../../../domain/catalog/line-picture.ts';
import type { Sen } from '../../../domain/money/money.ts';
import { t } from '../../../domain/words/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import * as q from './queries.ts';

/** The direct-buy piece as the shop sells it now: its product, colour, picture, metal weight and price. */
export interface DirectBuyPiece {
  colourOptionId: number;
  productId: number;
  slugId: string;
  name: string;
  sku: string;
  colour: string;
  thumbnail: string;
  weightGrams: number;
  priceSen: Sen;
}

/**
 * The direct-buy piece (account spec §3): one colour option of an active piece without ring sizes, priced now — for
 * checkout's summary and for the order placed, never at the price the browser kept.
 */
export async function directBuyPiece(db: Database, colourOptionId: number): Promise<DirectBuyPiece> {
  const option = await q.colourOptionWithProduct(db, colourOptionId);
  if (!option || !option.productActive) throw new NotFoundError(t('messages.errors.pieceNoLongerAvailable'));
  if (option.requiresDiamond || (await q.ringSizeRangesOf(db, [option.productId])).length > 0) throw new BadRequestError(t('messages.order.directBuyNeedsNoSize'));
  const [piece] = await q.directBuyPieceOf(db, colourOptionId);
  const pictures = (await q.picturesOf(db, [piece.productId])).get(piece.productId) ?? [];
  return {
    colourOptionId,
    productId: piece.productId,
    slugId: piece.slugId,
    name: piece.name,
    sku: piece.sku,
    colour: piece.colour,
    thumbnail: linePictureOf(pictures, { sku: piece.sku, colour: piece.colour }),
    weightGrams: piece.weightGrams,
    priceSen: piece.priceSen as Sen,
  };
}
