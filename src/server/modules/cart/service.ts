import type { Cart, CartItem } from '../../../domain/contract/orders.ts';
import { ringgitFromSen } from '../../../domain/money.ts';
import { settingPriceSen } from '../../../domain/ring-size.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../accounts/tokens.ts';
import * as q from './queries.ts';

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
  };
}
