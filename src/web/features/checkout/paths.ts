/** Where the cart and Buy Now go (account spec §2). */
export const CHECKOUT_PATH = '/checkout';
