/** The cart's messages. Its request bodies are in the API contract, src/domain/contract/cart.ts. */
export type { AddToCart, Engrave, UpdateCartLine } from '../../../domain/contract/cart.ts';
export { INCOMPLETE_INSCRIPTION, INSCRIPTION_FONTS, INSCRIPTION_MAX_LENGTH, inscriptionProblem } from '../../../domain/catalog/inscription.ts';
import { CART_LINE_LIMIT } from '../../../domain/orders/cart.ts';
import { t, wordsOf } from '../../../domain/words/catalogue.ts';

export const CART_MESSAGES = wordsOf('messages.cart', { limit: CART_LINE_LIMIT }, {
  ringSizeOutOfRange: (min: number, max: number) => t('messages.cart.ringSizeOutOfRange', { min, max }),
});
