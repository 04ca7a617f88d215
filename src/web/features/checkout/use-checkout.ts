import type { BANK_TRANSFER_METHOD } from '../../../domain/payments/payment-methods';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Address } from '../../../domain/contract/accounts';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '../../../domain/orders/checkout';
import type { Cart, PlacedOrder } from '../../../domain/contract/orders';
import { shopApi } from '../../lib/api-client';
import { clearSession, readSession, type DirectBuyItem } from '../../lib/shop-session';
import { t } from '../../../domain/words/catalogue';
import { CHECKOUT_PATH, directBuyCheckoutPath, pieceOf } from './paths';
import type { InstalmentChoice, InstalmentPlan } from '../../../domain/payments/instalments';

/** What is being checked out: the cart's lines, or the one piece bought at once (account spec §2 "Checkout"). */
export type CheckoutItems = { kind: 'cart'; cart: Cart } | { kind: 'direct'; item: DirectBuyItem };

/** Account spec §8: an item that cannot be ordered any more. */
export const CHECKOUT_UNAVAILABLE = t('checkout.useCheckout.thisItemTemporarilyUnavailable');

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** What the server drew checkout with, for the shopper it knows (null for a visitor: read in the browser). */
export interface DrawnCheckout {
  items: CheckoutItems;
  addresses: Address[];
  /** The instalment plans offered now (null: read in the browser). */
  plans: InstalmentPlan[] | null;
}

/**
 * Checkout's data and its one action: the items (the piece named in the address, `?piece=`, bought at once; else the
 * cart), the address book, and Place Order / Checkout at Store with an Idempotency-Key per click (a retry of the same
 * click reuses it). The piece is priced by the shop (GET /api/user/direct-buy/…), never at the price the tab kept;
 * drawn by the server, the page starts from what it drew and reads again only when asked to.
 */
export function useCheckout(drawn: DrawnCheckout | null = null) {
  const [items, setItems] = useState<CheckoutItems | null>(drawn?.items ?? null);
  const [addresses, setAddresses] = useState<Address[] | null>(drawn?.addresses ?? null);
  const [placing, setPlacing] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const piece = pieceOf(search);

  const load = useCallback(async () => {
    const [itemsAnswer, addressAnswer] = await Promise.all([
      piece ? shopApi.get<{ item: DirectBuyItem }>(`/api/user/direct-buy/${piece}`) : shopApi.get<{ cart: Cart }>('/api/user/cart'),
      shopApi.get<{ addresses: Address[] }>('/api/user/address'),
    ]);
    if (itemsAnswer && 'item' in itemsAnswer && itemsAnswer.item) setItems({ kind: 'direct', item: itemsAnswer.item });
    else if (itemsAnswer && piece) checkOutCartInstead();
    else if (itemsAnswer) setItems({ kind: 'cart', cart: ('cart' in itemsAnswer ? itemsAnswer.cart : undefined) ?? { items: [], subtotal: 0, total: 0 } });
    if (addressAnswer) setAddresses(addressAnswer.addresses ?? []);
    // the piece is no longer sold on its own: the cart is checked out
    function checkOutCartInstead() {
      clearSession('directBuy');
      void navigate(CHECKOUT_PATH, { replace: true });
    }
  }, [piece, navigate]);

  useEffect(() => {
    // the tab's piece bought at once, reached without its address (an older link): named in the address, then drawn
    const kept = piece ? null : readSession<DirectBuyItem>('directBuy');
    if (kept?.product_panel_setting_id) {
      void navigate(directBuyCheckoutPath(kept.product_panel_setting_id), { replace: true });
      return;
    }
    if (drawn) return;
    void load();
  }, [load, drawn, piece, navigate]);

  /** Back to checking out the cart (the direct-buy piece is forgotten). */
  const checkOutCart = useCallback(() => {
    clearSession('directBuy');
    setItems(null);
    void navigate(CHECKOUT_PATH);
  }, [navigate]);

  async function place(choice: { addressId: number | null; method: PaymentMethod | typeof BANK_TRANSFER_METHOD; remark: string; atStore: boolean; instalment?: InstalmentChoice | null; billingCountry?: string; currencyShown?: string }) {
    if (!items || placing) return null;
    setPlacing(true);
    attemptKey.current ??= newKey();
    try {
      const body = {
        address_id: choice.atStore ? null : choice.addressId,
        total_amount: items.kind === 'cart' ? items.cart.total : items.item.price,
        user_cart_id: items.kind === 'cart' ? items.cart.items.map((i) => i.id) : [],
        product_panel_setting_id: items.kind === 'direct' ? items.item.product_panel_setting_id : null,
        pay_counter: choice.atStore,
        payment_method: choice.method ?? DEFAULT_PAYMENT_METHOD,
        remark: choice.remark,
        ...(choice.instalment && !choice.atStore ? { instalment: choice.instalment } : {}),
        ...(choice.billingCountry ? { billing_country: choice.billingCountry } : {}),
        ...(choice.currencyShown ? { currency_shown: choice.currencyShown } : {}),
      };
      const answer = await shopApi.post<{ order: PlacedOrder }>('/api/order/create', body, { headers: { 'Idempotency-Key': attemptKey.current } });
      if (!answer) return null;
      if (answer.code === '200') {
        attemptKey.current = null;
        if (items.kind === 'direct') clearSession('directBuy');
      } else if (answer.code !== '500') {
        // a refusal is final for this click: the next click is a new request
        attemptKey.current = null;
        if (answer.code === '409') void load();
      }
      return answer;
    } finally {
      setPlacing(false);
    }
  }

  return { items, addresses, place, placing, checkOutCart };
}
