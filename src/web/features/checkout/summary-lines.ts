import type { LineDiamond } from '../orders/types';
import type { CheckoutItems } from './use-checkout';
import { t } from '../../../domain/words/catalogue';

/** One line of the checkout's order summary. */
export interface SummaryLine {
  key: string;
  name: string;
  thumbnail: string;
  details: string;
  /** The line's diamond: its parts (setting, stone) show beneath the ring's price. */
  diamond: LineDiamond | null;
  /** The setting's price in RM, shown beside it among the parts. */
  settingPrice: number;
  /** What the line costs in RM, as the server priced it: a cart line's `line_total`, a direct-buy piece's price. */
  price: number;
  available: boolean;
  /** The number of the cancelled unpaid order this cart line came back from (issue 41), shown on it; else null. */
  fromCancelledOrder: string | null;
}

/** The checkout's lines: the cart's as the server priced them (no sum on the screen), or the one piece bought at once. */
export function summaryLinesOf(items: CheckoutItems): SummaryLine[] {
  if (items.kind === 'direct') {
    const { item } = items;
    return [{ key: `direct-${item.product_panel_setting_id}`, name: item.name, thumbnail: item.images[0]?.url ?? '', details: `${item.weight ? `${item.weight} g · ` : ''}${t('orders.orderCard.qty', { quantity: 1 })}`, diamond: null, settingPrice: item.price, price: item.price, available: true, fromCancelledOrder: null }];
  }
  return items.cart.items.map((i) => ({
    key: String(i.id),
    name: i.product_name,
    thumbnail: i.thumbnail,
    details: [i.name, i.ring_size ? t('checkout.summaryLines.ringSize', { ringsize: i.ring_size }) : '', i.engrave_text ? t('checkout.summaryLines.in', { engravetext: i.engrave_text, engravefont: i.engrave_font }) : ''].filter(Boolean).join(' · '),
    diamond: i.diamond,
    settingPrice: i.price,
    price: i.line_total,
    available: i.is_available,
    fromCancelledOrder: i.from_cancelled_order,
  }));
}
