import type { DirectBuyItem } from '../../../domain/contract/cart.ts';
import type { Cart, CartItem, LineDiamond } from '../../../domain/contract/orders.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { addToCart } from './adding.ts';
import { directBuyPiece } from './direct-buy.ts';
import { pricedCartLines } from './priced-lines.ts';
import * as q from './queries.ts';
import { CART_MESSAGES, inscriptionProblem, type AddToCart, type UpdateCartLine } from './requests.ts';

export type CartService = ReturnType<typeof createCartService>;

/** The shopping cart, priced by the server from the catalogue as it is now. */
export function createCartService(db: Database) {
  return {
    async cart(caller: Caller): Promise<Cart> {
      const priced = await pricedCartLines(db, caller.userId);
      const items: CartItem[] = priced.lines.map(({ item, product, colour, diamond, thumbnail, available, priced: line }) => ({
        id: item.id,
        slug_id: product.slugId,
        product_name: product.name,
        thumbnail,
        price: ringgitFromSen(line.unitSen),
        quantity: line.quantity,
        name: colour.colour,
        ring_size: item.ringSize,
        engrave_text: item.engraveText,
        engrave_font: item.engraveFont,
        is_available: available,
        diamond: diamond ? lineDiamondOf(diamond) : null,
        line_total: ringgitFromSen(line.lineSen),
        from_cancelled_order: item.fromCancelledOrder,
      }));
      return { items, subtotal: ringgitFromSen(priced.subtotalSen), total: ringgitFromSen(priced.totalSen) };
    },
    /** The piece bought at once (checkout's direct-buy item), as the shop sells it now. */
    async directBuy(colourOptionId: number): Promise<DirectBuyItem> {
      const piece = await directBuyPiece(db, colourOptionId);
      return {
        product_panel_setting_id: piece.colourOptionId,
        price: ringgitFromSen(piece.priceSen),
        quantity: 1,
        slug: piece.slugId,
        name: piece.name,
        images: piece.thumbnail ? [{ image_name: piece.thumbnail.slice(piece.thumbnail.lastIndexOf('/') + 1), url: piece.thumbnail }] : [],
        weight: piece.weightGrams,
      };
    },
    /** Adds a line to the caller's cart (created on first use); answers the line id. */
    add: (caller: Caller, line: AddToCart): Promise<number> => addToCart(db, caller, line),

    /** Changes the inscription of one of the caller's own lines. */
    async update(caller: Caller, change: UpdateCartLine): Promise<void> {
      const problem = inscriptionProblem(change.engrave);
      if (problem) throw new BadRequestError(problem);
      if (!(await q.updateOwnLineEngraving(db, caller.userId, change.id, change.engrave))) throw new NotFoundError(CART_MESSAGES.lineNotFound);
    },

    /** Removes one of the caller's own lines. */
    async remove(caller: Caller, lineId: number): Promise<void> {
      if (!(await q.deleteOwnLine(db, caller.userId, lineId))) throw new NotFoundError(CART_MESSAGES.lineNotFound);
    },
  };
}

/** A diamond as cart (and order) lines show it (account spec §3). */
export function lineDiamondOf(diamond: { carat: number; shape: string; lab: string; certificateNo: string; certificateLink: string; cut: string | null; color: string; clarity: string; priceSen: number }): LineDiamond {
  return {
    CARAT: diamond.carat,
    SHAPE: diamond.shape,
    LAB: diamond.lab,
    CERTIFICATE_NO: diamond.certificateNo,
    CERTIFICATE_LINK: diamond.certificateLink,
    CUT: diamond.cut,
    COLOR: diamond.color,
    CLARITY: diamond.clarity,
    MYR_PRICE: ringgitFromSen(diamond.priceSen),
  };
}
