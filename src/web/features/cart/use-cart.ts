import { useCallback, useEffect, useState } from 'react';
import type { Inscription } from '../../../domain/catalog/inscription';
import { errorNotice, noticeOfAnswer, type Notice } from '../../components/Notice';
import { shopApi } from '../../lib/api-client';
import { announceCartChanged } from '../../lib/shop-session';
import { useStoneChanges } from '../../lib/stone-changes';
import type { Cart, CartItem } from './types';
import { t } from '../../../domain/words/catalogue';

/** Asked before a line is removed (account spec §2: removing an item asks for confirmation). */
export const REMOVE_CONFIRM = t('cart.useCart.areYouSureYou');

const EMPTY: Cart = { items: [], subtotal: 0, total: 0 };

/**
 * The caller's cart as the server prices it now (GET /api/user/cart; fetch errors ignored, account spec §8), with
 * Update (PUT /api/user/cart: the engraving) and Remove (once confirmed: DELETE /api/user/cart/{id}, then read again).
 */
export function useCart(drawn: Cart | null = null) {
  const [cart, setCart] = useState<Cart | null>(drawn);
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const load = useCallback(async () => {
    const answer = await shopApi.get<{ cart: Cart }>('/api/user/cart');
    if (!answer) return;
    setCart(answer.code === '200' && answer.cart ? answer.cart : EMPTY);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // a diamond in the cart reserved by another shopper, sold or repriced while the cart is open: read again, so the
  // line says it cannot be bought (and checkout is hidden) or shows the price the shop now asks
  const changes = useStoneChanges((cart?.items ?? []).flatMap((item) => (item.diamond ? [item.diamond.CERTIFICATE_NO] : [])));
  const heardOfCart = [...changes.values()].map((change) => `${change.CERTIFICATE_NO}:${change.state}:${change.MYR_PRICE}`).join(',');
  useEffect(() => {
    if (heardOfCart) void load();
  }, [heardOfCart, load]);

  async function update(item: CartItem, engrave: Inscription): Promise<Notice | null> {
    const answer = await shopApi.put('/api/user/cart', { id: item.id, quantity: 1, engrave });
    if (!answer) return null;
    if (answer.code === '200') await load();
    return noticeOfAnswer(answer);
  }

  /** Removes a line the shopper has confirmed removing (the cart screen asks in the shop's dialog first). */
  async function remove(item: CartItem): Promise<void> {
    setRemoving(item.id);
    setNotice(null);
    try {
      const answer = await shopApi.delete(`/api/user/cart/${item.id}`);
      if (!answer) return;
      if (answer.code !== '200') setNotice(errorNotice(answer.message));
      else {
        setNotice(noticeOfAnswer(answer));
        announceCartChanged();
      }
      await load();
    } finally {
      setRemoving(null);
    }
  }

  return { cart, update, remove, removing, notice, dismiss: () => setNotice(null) };
}
