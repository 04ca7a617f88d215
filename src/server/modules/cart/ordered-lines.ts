import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts, cartItems } from '../../db/schema/cart.ts';
import { cartIdOf } from './queries.ts';

/**
 * What the cart and an order's lines share (issue 41): an order's line as the cart knows it — the piece, its colour,
 * size, engraving, quantity and stone.
 */
export interface OrderedLine {
  productId: number;
  colourOptionId: number;
  quantity: number;
  ringSize: number | null;
  engraveText: string;
  engraveFont: string;
  diamondId: number | null;
}

/**
 * The cart lines an order is placed with leave the shopper's cart, in the placing transaction: what an unpaid order
 * holds is never in the cart to be bought again. Answers how many left: fewer than named when another order took one
 * first (its transaction removed the row), and the caller then refuses the order.
 */
export async function takeOrderedLines(tx: Database, userId: number, lineIds: number[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const own = tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const taken = await tx
    .delete(cartItems)
    .where(and(inArray(cartItems.id, [...new Set(lineIds)]), inArray(cartItems.cartId, own)))
    .returning({ id: cartItems.id });
  return taken.length;
}

/**
 * The lines of an order cancelled unpaid come back into the shopper's cart, marked with the order's number (shown on
 * the line: "From your cancelled order"), in the cancelling transaction. They are bought again only if the shopper
 * checks out with them; their stones are offered or not as any cart line's. The caller gives an order's lines back
 * once (orders/move-effects.ts). The cart's line limit is not applied: the lines were in the cart before.
 */
export async function giveBackLines(tx: Database, userId: number, orderNumber: string, lines: OrderedLine[]): Promise<void> {
  if (lines.length === 0) return;
  const cartId = await cartIdOf(tx, userId);
  await tx.insert(cartItems).values(
    lines.map((line) => ({
      cartId,
      productId: line.productId,
      colourOptionId: line.colourOptionId,
      quantity: line.quantity,
      ringSize: line.ringSize,
      engraveText: line.engraveText,
      engraveFont: line.engraveFont,
      diamondId: line.diamondId,
      fromCancelledOrder: orderNumber,
    })),
  );
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/**
 * The cart lines an order placed before lines left the cart at placing (migration 0019) was made of leave the cart
 * when it is paid, as they did then: each ordered line takes away one cart line with the same piece, colour, size,
 * engraving and stone.
 */
export async function removeLinesOfEarlierOrder(tx: Database, userId: number, ordered: OrderedLine[]): Promise<void> {
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
