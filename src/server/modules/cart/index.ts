/** The cart module's face: what other modules may use of it. */

// what other modules use of this one
export { directBuyPiece } from './direct-buy.ts';
export { removeOrderedLines } from './ordered-lines.ts';
export { pricedCartLines } from './priced-lines.ts';
