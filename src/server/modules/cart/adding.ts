import { CART_LINE_LIMIT } from '../../../domain/orders/cart.ts';
import { RING_SIZE_MAX, RING_SIZE_MIN, rangeForSize } from '../../../domain/catalog/ring-size.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { offeredStone, type StoneKey } from '../diamonds/index.ts';
import * as q from './queries.ts';
import { CART_MESSAGES as M, inscriptionProblem, type AddToCart } from './requests.ts';

/**
 * Add to Cart (storefront §4, §7): the colour option must belong to the active piece; a ring needs a size inside one
 * of its ring-size ranges and a pendant none; a setting whose category needs a diamond needs an available one, and
 * other pieces take none; the inscription rule holds. Nothing priced is read from the browser.
 */
export async function addToCart(db: Database, caller: Caller, line: AddToCart): Promise<number> {
  const problem = inscriptionProblem(line.engrave);
  if (problem) throw new BadRequestError(problem);

  const option = await q.colourOptionWithProduct(db, line.product_panel_setting_id);
  if (!option || option.productId !== line.product_id) {
    if (!(await q.activeProductExists(db, line.product_id))) throw new NotFoundError(M.pieceNotFound);
    throw new BadRequestError(M.wrongColourOption);
  }
  if (!option.productActive) throw new NotFoundError(M.pieceNotFound);

  const ranges = (await q.ringSizeRangesOf(db, [line.product_id])).map((r) => ({ minSize: r.minSize, maxSize: r.maxSize, priceSen: r.priceSen }));
  checkRingSize(ranges, line.ring_size);

  if (option.requiresDiamond && !line.diamond) throw new BadRequestError(M.chooseDiamond);
  if (!option.requiresDiamond && line.diamond) throw new BadRequestError(M.noDiamondHere);
  const stoneKey = line.diamond;
  return db.transaction(async (tx) => {
    const cartId = await q.cartIdOf(tx, caller.userId);
    if ((await q.lockCartLines(tx, cartId)) >= CART_LINE_LIMIT) throw new ConflictError(M.cartFull);
    const diamondId = stoneKey ? await offeredStoneId(tx, stoneKey) : null;
    if (diamondId !== null && (await q.cartHoldsDiamond(tx, cartId, diamondId))) throw new ConflictError(M.diamondAlreadyInCart);
    return q.insertCartLine(tx, {
      cartId,
      productId: line.product_id,
      colourOptionId: line.product_panel_setting_id,
      quantity: line.quantity,
      ringSize: line.ring_size,
      engraveText: line.engrave.text,
      engraveFont: line.engrave.font,
      diamondId,
    });
  });
}

/** The chosen stone, still offered, locked until the line is written (so no order takes it in between). */
async function offeredStoneId(tx: Database, key: StoneKey): Promise<number> {
  const stone = await offeredStone(tx, key);
  if (!stone) throw new BadRequestError(M.diamondNotFound);
  if (!stone.offered) throw new ConflictError(M.diamondUnavailable);
  return stone.id;
}

/** Storefront §5: the size must fall in one of the piece's ranges (sizes 5 to 30); a piece without ranges takes no size. */
function checkRingSize(ranges: { minSize: number; maxSize: number; priceSen: number }[], ringSize: number | null): void {
  if (ranges.length === 0) {
    if (ringSize !== null) throw new BadRequestError(M.noRingSize);
    return;
  }
  if (ringSize === null) throw new BadRequestError(M.chooseRingSize);
  if (ringSize < RING_SIZE_MIN || ringSize > RING_SIZE_MAX || !rangeForSize(ranges, ringSize)) {
    const min = Math.max(RING_SIZE_MIN, Math.min(...ranges.map((r) => r.minSize)));
    const max = Math.min(RING_SIZE_MAX, Math.max(...ranges.map((r) => r.maxSize)));
    throw new BadRequestError(M.ringSizeOutOfRange(min, max));
  }
}
