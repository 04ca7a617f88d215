import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../domain/contract/orders';
import { summaryLinesOf } from './summary-lines';

const diamond = { CARAT: 1.01, SHAPE: 'Round', LAB: 'GIA', CERTIFICATE_NO: '2141438171', CERTIFICATE_LINK: 'https://www.gia.edu/report-check?reportno=2141438171', CUT: 'EX', COLOR: 'D', CLARITY: 'VVS1', MYR_PRICE: 0.2 };
const item = (over: Partial<CartItem>): CartItem => ({
  id: 1,
  slug_id: 'amara-solitaire',
  product_name: 'Amara Solitaire',
  thumbnail: '/images/products/amara.webp',
  price: 0.1,
  quantity: 1,
  name: '18K White Gold',
  ring_size: 12,
  engrave_text: '',
  engrave_font: '',
  is_available: true,
  diamond: null,
  line_total: 0.1,
  from_cancelled_order: null,
  ...over,
});

describe('the checkout’s order summary shows each line’s total as the server priced it (issue 24)', () => {
  it('shows the cart answer’s line_total, never a sum of its own in ringgit floats', () => {
    // 0.1 × 3 + 0.2 in floats is 0.5000000000000001; the server's sum in sen is RM 0.50
    const cart = { items: [item({ id: 7, quantity: 3, diamond, line_total: 0.5 }), item({ id: 8, price: 4123, line_total: 4123 })], subtotal: 4123.5, total: 4123.5 };
    const lines = summaryLinesOf({ kind: 'cart', cart });
    expect(lines.map((l) => [l.key, l.price])).toEqual([
      ['7', 0.5],
      ['8', 4123],
    ]);
    expect(lines[0].diamond).toMatchObject({ SHAPE: 'Round', CARAT: 1.01, CERTIFICATE_NO: '2141438171' });
  });

  it('takes the server’s figure even where the unit prices would say otherwise', () => {
    const [line] = summaryLinesOf({ kind: 'cart', cart: { items: [item({ price: 100, diamond: { ...diamond, MYR_PRICE: 900 }, line_total: 1234.56 })], subtotal: 1234.56, total: 1234.56 } });
    expect(line.price).toBe(1234.56);
  });

  it('shows a piece bought on its own at its price (one piece, no sum)', () => {
    const [line] = summaryLinesOf({ kind: 'direct', item: { product_panel_setting_id: 3, price: 1050, quantity: 1, slug: 'seri-bar', name: 'Seri Bar Necklace', images: [], weight: 2.1 } });
    expect(line).toMatchObject({ key: 'direct-3', price: 1050, details: '2.1 g · Qty 1', available: true });
  });
});
