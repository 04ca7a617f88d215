import type { Cart, CartItem } from '../../../domain/contract/orders.ts';
import { ringgitFromSen } from '../../../domain/money.ts';
import { settingPriceSen } from '../../../domain/ring-size.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/tokens.ts';
import { addToCart } from './adding.ts';
import * as q from './queries.ts';
import { CART_MESSAGES, inscriptionProblem, type AddToCart, type UpdateCartLine } from './requests.ts';

export type CartService = ReturnType<typeof createCartService>;

/** The shopping cart, priced by the server from the catalogue as it is now. */
export function createCartService(db: Database) {
  return {
    async cart(caller: Caller): Promise<Cart> {
      const lines = await q.cartLinesOf(db, caller.userId);
      const productIds = [...new Set(lines.map((l) => l.product.id))];
      const [ranges, thumbnails] = await Promise.all([q.ringSizeRangesOf(db, productIds), q.thumbnailsOf(db, productIds)]);
      let subtotalSen = 0;
      const items: CartItem[] = lines.map(({ item, product, colour, diamond }) => {
        const lineSen = settingPriceSen(colour.priceSen, ranges.filter((r) => r.productId === product.id), item.ringSize, 1);
        subtotalSen += lineSen * item.quantity + (diamond?.priceSen ?? 0);
        const diamondAvailable = !diamond || (diamond.isAvailable && diamond.reservedByOrderId === null);
        return {
          id: item.id,
          slug_id: product.slugId,
          product_name: product.name,
          thumbnail: thumbnails.get(product.id) ?? '',
          price: ringgitFromSen(lineSen),
          quantity: item.quantity,
          name: colour.colour,
          ring_size: item.ringSize,
          engrave_text: item.engraveText,
          engrave_font: item.engraveFont,
          is_available: product.isActive && diamondAvailable,
          diamond: diamond
            ? {
                CARAT: diamond.carat,
                SHAPE: diamond.shape,
                LAB: diamond.lab,
                CERTIFICATE_NO: diamond.certificateNo,
                CERTIFICATE_LINK: diamond.certificateLink,
                CUT: diamond.cut,
                COLOR: diamond.color,
                CLARITY: diamond.clarity,
                MYR_PRICE: ringgitFromSen(diamond.priceSen),
              }
            : null,
        };
      });
      const subtotal = ringgitFromSen(subtotalSen);
      return { items, subtotal, total: subtotal };
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
