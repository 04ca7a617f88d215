import { t } from '../../../domain/words/catalogue';
export type { Cart, CartItem } from '../../../domain/contract/orders';

/** Shown on an item that can no longer be bought (account §8). */
export const ITEM_UNAVAILABLE = t('cart.types.thisItemTemporarilyUnavailable');
