/** Where the cart and Buy Now go (account spec §2). */
export const CHECKOUT_PATH = '/checkout';

/**
 * The piece bought at once is named in checkout's address (`/checkout?piece=…`, its colour option) as well as kept in
 * the tab's session storage (account spec §3), so the server can draw checkout for it, priced as the shop sells it.
 */
export const PIECE_PARAM = 'piece';

/** Checkout of the one piece bought at once, by its colour option. */
export const directBuyCheckoutPath = (colourOptionId: number): string => `${CHECKOUT_PATH}?${PIECE_PARAM}=${colourOptionId}`;

/** The colour option of the piece named in checkout's address, or null when it checks out the cart. */
export function pieceOf(search: URLSearchParams): number | null {
  const id = Number(search.get(PIECE_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
