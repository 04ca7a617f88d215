/** The cart's messages. Its request bodies are in the API contract, src/domain/contract/cart.ts. */
export type { AddToCart, Engrave, UpdateCartLine } from '../../../domain/contract/cart.ts';
export { INCOMPLETE_INSCRIPTION, INSCRIPTION_FONTS, INSCRIPTION_MAX_LENGTH, inscriptionProblem } from '../../../domain/inscription.ts';
import { CART_LINE_LIMIT } from '../../../domain/cart.ts';

export const CART_MESSAGES = {
  added: 'Added to your shopping cart.',
  cartFull: `Your shopping cart holds ${CART_LINE_LIMIT} items, the most it can keep. Please remove one before adding another.`,
  updated: 'Your shopping cart has been updated.',
  removed: 'Removed from your shopping cart.',
  lineNotFound: 'This item is not in your shopping cart.',
  pieceNotFound: 'This piece is no longer available.',
  wrongColourOption: 'Please choose one of the metal colours offered for this piece.',
  chooseRingSize: 'Please choose your ring size.',
  ringSizeOutOfRange: (min: number, max: number) => `Please choose a ring size between ${min} and ${max}.`,
  noRingSize: 'This piece has no ring size.',
  chooseDiamond: 'Please choose a diamond for this setting.',
  noDiamondHere: 'This piece is not set with a diamond of your choice.',
  diamondNotFound: 'This diamond could not be found. Please choose another diamond.',
  diamondUnavailable: 'This diamond is no longer available. Please choose another diamond.',
  diamondAlreadyInCart: 'This diamond is already in your shopping cart.',
} as const;
