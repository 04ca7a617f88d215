/** The cart module's face: what the shop and other modules may use of it (eslint.config.js refuses an import of its other files). */
export { directBuyPiece } from './direct-buy.ts';
export { giveBackLines, removeLinesOfEarlierOrder, takeOrderedLines, type OrderedLine } from './ordered-lines.ts';
export { pricedCartLines } from './priced-lines.ts';

// what other modules use of this one
export { cartRoutes } from './routes.ts';
export { createCartService } from './service.ts';
