import type { ShopSettings } from '../../../domain/contract/content.ts';
import { formatRM } from '../../../domain/money.ts';
import { renderEmail, shopFooter, type EmailSummaryRow } from '../../mail/layout.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { t } from '../../../domain/words/catalogue.ts';
import { formatDateTime } from '../../../domain/words/format.ts';

/** What an order e-mail says about the order. */
export interface OrderForEmail {
  trackingId: string;
  totalSen: number;
  customerName: string;
  to: string;
  lines: { productName: string; colourName: string; ringSize: number | null; diamond: string | null; lineSen: number }[];
  payAtStore: boolean;
}

/** A sold stone as an e-mail names it: '1.01 ct round diamond, GIA 1234567'. */
export const diamondLineText = (d: { CARAT: number; SHAPE: string; LAB: string; CERTIFICATE_NO: string }): string => `${d.CARAT.toFixed(2)} ct ${d.SHAPE.toLowerCase()} diamond, ${d.LAB} ${d.CERTIFICATE_NO}`;

/** An order line as the e-mail's table shows it: the piece, its options and diamond beneath, its price. */
const lineRow = (l: OrderForEmail['lines'][number]): EmailSummaryRow => ({
  label: l.productName,
  detail: [`${l.colourName}${l.ringSize ? `, ring size ${l.ringSize}` : ''}`, l.diamond ? `With a ${l.diamond}` : ''].filter(Boolean).join('\n'),
  amount: formatRM(l.lineSen),
});

function orderEmail(kind: string, order: OrderForEmail, settings: ShopSettings, siteOrigin: string, subject: string, heading: string, paragraphs: string[], actionLabel: string): OutgoingEmail {
  const body = renderEmail({
    brandName: settings.brandName,
    heading,
    paragraphs: [`Hello${order.customerName ? ` ${order.customerName}` : ''},`, ...paragraphs],
    summary: { rows: order.lines.map(lineRow), total: { label: 'Total', amount: formatRM(order.totalSen) } },
    action: { label: actionLabel, url: `${siteOrigin}/orders/${encodeURIComponent(order.trackingId)}` },
    footer: shopFooter(settings),
  });
  return { kind, to: order.to, subject, ...body };
}

/** Written with the order: it is received, and how it will be paid. */
export function orderReceivedEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  return orderEmail(
    'order-received',
    order,
    settings,
    siteOrigin,
    `We have received your order ${order.trackingId}`,
    'Thank you for your order',
    [
      order.payAtStore
        ? `Your order ${order.trackingId} is placed, to be paid at our store.`
        : `Your order ${order.trackingId} is placed. We will confirm it as soon as your payment reaches us; your diamonds are held for you meanwhile.`,
    ],
    'See your order',
  );
}

/** Written when the payment is confirmed. */
export function orderPaidEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  return orderEmail(
    'order-confirmation',
    order,
    settings,
    siteOrigin,
    `Your order ${order.trackingId} is confirmed`,
    'Your payment is confirmed',
    [`We have received your payment for order ${order.trackingId}. Our workshop begins on your piece now; we will e-mail you again when it ships.`],
    'See your order',
  );
}

/** Written when a payment fails: the order waits, and how to try again. */
export function paymentFailedEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string, reservedUntil: Date | null): OutgoingEmail {
  const until = reservedUntil ? ` ${t('mail.order.stayReserved', { when: formatDateTime(reservedUntil) })}` : '';
  return orderEmail(
    'payment-failed',
    order,
    settings,
    siteOrigin,
    `The payment for your order ${order.trackingId} did not go through`,
    'Your payment did not go through',
    [`The payment for order ${order.trackingId} was not completed, and nothing was charged.${until} You can try again with Pay Now on your order's page, by FPX online banking or by card.`],
    'Pay Now',
  );
}

/** Written when staff ship the order, with the carrier's tracking number. */
export function orderShippedEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string, trackingNo: string): OutgoingEmail {
  return orderEmail(
    'order-shipped',
    order,
    settings,
    siteOrigin,
    `Your order ${order.trackingId} is on its way`,
    'Your order has shipped',
    [`Your order ${order.trackingId} has left our workshop, fully insured. Its tracking number is ${trackingNo}. A signature is needed on delivery.`],
    'See your order',
  );
}
