import { describe, expect, it } from 'vitest';
import { SHOP_SETTINGS } from '../../db/seed/content.ts';
import { formatRM } from '../../../domain/money/money.ts';
import { orderPaidEmail, orderShippedEmail, type OrderForEmail } from './emails.ts';

const order: OrderForEmail = {
  trackingId: 'KL2611240001',
  totalSen: 1_245_000,
  customerName: 'Nur Aisyah',
  to: 'aisyah@example.test',
  payAtStore: false,
  lines: [
    { productName: 'Amara Solitaire', colourName: '18K White Gold', ringSize: 12, settingSen: 320_000, diamond: { text: '1.01 ct Round · D colour · VVS1 clarity · Excellent cut · GIA 2141438171', sen: 820_000 }, lineSen: 1_140_000 },
    { productName: 'Seri Bar Necklace', colourName: '18K Yellow Gold', ringSize: null, settingSen: 105_000, diamond: null, lineSen: 105_000 },
  ],
};

describe('order e-mails: the lines as a table in the shop\'s layout, with a plain-text part', () => {
  it('lists every line with its price and options, and a total the lines add up to', () => {
    const mail = orderPaidEmail(order, SHOP_SETTINGS, 'https://kilau.example');
    expect(order.lines.reduce((sum, l) => sum + l.lineSen, 0)).toBe(order.totalSen);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Amara Solitaire');
      expect(part).toContain(formatRM(1_140_000));
      expect(part).toContain(formatRM(105_000));
      expect(part).toContain(formatRM(order.totalSen));
      expect(part).toContain('Diamond: 1.01 ct Round · D colour · VVS1 clarity · Excellent cut · GIA 2141438171 — RM 8,200.00');
    }
    expect(mail.text).toContain(`Total: ${formatRM(order.totalSen)}`);
    expect(mail.text).toContain('18K White Gold, ring size 12');
    expect(mail.html).toContain('https://kilau.example/orders/KL2611240001');
  });

  it('the shipped e-mail carries the carrier tracking number in both parts', () => {
    const mail = orderShippedEmail(order, SHOP_SETTINGS, 'https://kilau.example', 'EF123456789MY');
    expect(mail.kind).toBe('order-shipped');
    expect(mail.text).toContain('EF123456789MY');
    expect(mail.html).toContain('EF123456789MY');
  });
});
