import { priceCart, type PricedCart } from '../../../domain/orders/cart-pricing.ts';
import { linePictureOf } from '../../../domain/catalog/line-picture.ts';
import { settingPriceSen } from '../../../domain/catalog/ring-size.ts';
import { sen, type Sen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import * as q from './queries.ts';

type CartLineRow = Awaited<ReturnType<typeof q.cartLinesOf>>[number];

export interface CartLineFacts extends CartLineRow {
  /** The piece as chosen: its colour's picture, with the diamond's shape. */
  thumbnail: string;
  /** The piece is still sold and its diamond (if any) still offered. */
  available: boolean;
  unitSen: Sen;
  quantity: number;
  diamondSen: Sen | null;
}

/**
 * The user's cart lines priced now from the catalogue and the diamonds (never from the browser), through the one
 * cart-pricing function: the cart screen shows them, order placement snapshots them. Works inside a transaction.
 */
export async function pricedCartLines(db: Database, userId: number): Promise<PricedCart<CartLineFacts>> {
  const rows = await q.cartLinesOf(db, userId);
  const productIds = [...new Set(rows.map((l) => l.product.id))];
  const [ranges, pictures] = await Promise.all([q.ringSizeRangesOf(db, productIds), q.picturesOf(db, productIds)]);
  return priceCart(
    rows.map((row) => ({
      ...row,
      thumbnail: linePictureOf(pictures.get(row.product.id) ?? [], { sku: row.product.sku, colour: row.colour.colour, shape: row.diamond?.shape, diamondColour: row.diamond?.color }),
      available: row.product.isActive && (!row.diamond || row.diamondOffered === true),
      unitSen: settingPriceSen(row.colour.priceSen, ranges.filter((r) => r.productId === row.product.id), row.item.ringSize),
      quantity: row.item.quantity,
      diamondSen: row.diamond ? sen(row.diamond.priceSen) : null,
    })),
  );
}
