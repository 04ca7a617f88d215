import type { ShopSettings } from '../../../domain/contract/content.ts';
import { formatRM } from '../../../domain/money.ts';
import { RETURN_POLICY, RETURN_REASONS, type ReturnReason } from '../../../domain/returns.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { orderEmail, type OrderForEmail } from './emails.ts';

const when = (date: Date) => date.toLocaleDateString('en-MY', { timeZone: 'Asia/Kuala_Lumpur', dateStyle: 'long' });

/** Written when the shopper cancels an unpaid order. */
export function orderCancelledEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  return orderEmail(
    'order-cancelled',
    order,
    settings,
    siteOrigin,
    `Your order ${order.trackingId} is cancelled`,
    'Your order is cancelled',
    [`As you asked, we have cancelled order ${order.trackingId}. Nothing was charged, and the diamonds it held are released.`, 'If you paid at the gateway just before cancelling, that payment will be refunded to you in full.'],
    'See your order',
  );
}

/** What a return e-mail says of the return. */
export interface ReturnForEmail {
  number: string;
  reason: ReturnReason;
  feeSen: number;
  dueSen: number;
  lines: { productName: string; paidSen: number }[];
}

/** Written with a return request: its number, what to send and where, and what will be refunded. */
export function returnRequestedEmail(order: OrderForEmail, ret: ReturnForEmail, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  const rows = ret.lines.map((l) => ({ label: l.productName, amount: formatRM(l.paidSen) }));
  if (ret.feeSen > 0) rows.push({ label: 'Return shipping fee', amount: `− ${formatRM(ret.feeSen)}` });
  return orderEmail(
    'return-requested',
    order,
    settings,
    siteOrigin,
    `Your return ${ret.number} for order ${order.trackingId}`,
    'We have received your return request',
    [
      `Your return request ${ret.number} (${RETURN_REASONS[ret.reason].toLowerCase()}) is registered.`,
      'Please pack each piece unworn in its gift box with its certificate, invoice and care card, inside the original outer carton, write the return number on the parcel, and send it fully insured to:',
      `${settings.companyName}\n${settings.address}`,
      `Once it has arrived and passed inspection, we refund you within ${RETURN_POLICY.refundWithinWorkingDays} working days and e-mail you when it is done.`,
    ],
    'See your order',
    { rows, total: { label: 'To be refunded', amount: formatRM(ret.dueSen) } },
  );
}

/** Written when a refund is made: how much, and where it goes. */
export function refundMadeEmail(order: OrderForEmail, refund: { returnNumber: string; amountSen: number; channel: 'gateway' | 'bank transfer'; reference: string; at: Date }, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  const where = refund.channel === 'gateway' ? 'to the card you paid with' : `to your bank account by bank transfer (reference ${refund.reference})`;
  return orderEmail(
    'refund-made',
    order,
    settings,
    siteOrigin,
    `Your refund of ${formatRM(refund.amountSen)} for order ${order.trackingId}`,
    'Your refund is on its way',
    [`On ${when(refund.at)} we refunded ${formatRM(refund.amountSen)} ${where}, for ${refund.returnNumber}. Your bank may take a few further days to show it.`],
    'See your order',
    { rows: [{ label: `Refund ${refund.returnNumber}`, amount: formatRM(refund.amountSen) }], total: { label: 'Refunded', amount: formatRM(refund.amountSen) } },
  );
}
