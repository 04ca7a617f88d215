import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts, cartItems } from '../../db/schema/cart.ts';

/** A line of an order as the cart knows it: the piece, its colour, size, engraving and stone. */
export interface OrderedLine {
  productId: number;
  colourOptionId: number;
  ringSize: number | null;
  engraveText: string;
  engraveFont: string;
  diamondId: number | null;
}

/**
 * The cart lines an order was made of leave the shopper's cart (once the order is paid), in the caller's
 * transaction: each ordered line takes away one cart line with the same piece, colour, size, engraving and stone.
 */
export async function removeOrderedLines(tx: Database, userId: number, ordered: OrderedLine[]): Promise<void> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!cart) return;
  const inCart = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
  const taken = new Set<number>();
  for (const line of ordered) {
    const match = inCart.find(
      (c) =>
        !taken.has(c.id) &&
        c.productId === line.productId &&
        c.colourOptionId === line.colourOptionId &&
        c.ringSize === line.ringSize &&
        c.engraveText === line.engraveText &&
        c.engraveFont === line.engraveFont &&
        (c.diamondId ?? null) === (line.diamondId ?? null),
    );
    if (match) taken.add(match.id);
  }
  if (taken.size > 0) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, [...taken])));
}
