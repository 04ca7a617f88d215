import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { LineDiamond } from '../../../domain/contract/orders.ts';
import { certificateInWords, diamondInWords } from '../../../domain/diamonds/words.ts';
import { formatRM } from '../../../domain/money/money.ts';
import { renderEmail, shopFooter, type EmailSummary, type EmailSummaryRow } from '../../mail/layout.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { t } from '../../../domain/words/catalogue.ts';
import '../../../domain/words/books/mail.ts';
import { formatDateTime } from '../../../domain/words/format.ts';
import { instalmentSchedule } from '../../../domain/payments/instalments.ts';
import type { OrderInstalment } from '../../db/schema/orders.ts';

/** What an order e-mail says about the order. */
export interface OrderForEmail {
  trackingId: string;
  totalSen: number;
  customerName: string;
  to: string;
  /** Each line at its price as bought (`lineSen`: the setting and its diamond), a ring's parts beneath it. */
  lines: { productName: string; colourName: string; ringSize: number | null; settingSen: number; diamond: { text: string; sen: number } | null; lineSen: number }[];
  payAtStore: boolean;
  /** The instalment plan chosen (and whether the gateway confirmed it), or none. */
  instalment?: OrderInstalment | null;
  /** Selling abroad (issue 28): the destination, the currency shown and its rate, a bank transfer's instructions. */
  abroadLines?: string[];
}

/** What an e-mail says of the order's instalment plan: chosen (received), confirmed or not (paid); nothing without one. */
export function instalmentParagraphs(order: Pick<OrderForEmail, 'instalment' | 'totalSen'>): string[] {
  const plan = order.instalment;
  if (!plan) return [];
  const { monthlySen, lastSen } = instalmentSchedule(order.totalSen, plan.months);
  const words = { months: plan.months, bank: plan.bank, monthly: formatRM(monthlySen), last: formatRM(lastSen) };
  if (plan.confirmed === false) return [t('instalments.mail.notConfirmed')];
  return [plan.confirmed ? t('instalments.mail.confirmed', words) : t('instalments.mail.plan', words)];
}

/** A sold stone as an e-mail and the back-office name it: '1.01 ct Round · G colour · VS2 clarity · Excellent cut · GIA 1234567'. */
export const diamondLineText = (d: LineDiamond): string => `${diamondInWords(d)} · ${certificateInWords(d)}`;

/** Whether the order holds stones (only then do its e-mails speak of diamonds held for the shopper). */
export const holdsStones = (order: OrderForEmail): boolean => order.lines.some((l) => l.diamond !== null);

/** An order line as the e-mail's table shows it: the piece, its options and diamond beneath, its price. */
const lineRow = (l: OrderForEmail['lines'][number]): EmailSummaryRow => ({
  label: l.productName,
  detail: [
    `${l.colourName}${l.ringSize ? t('mail.ordersEmails.ringSize', { ringSize: l.ringSize }) : ''}`,
    ...(l.diamond ? [t('mail.ordersEmails.settingPart', { amount: formatRM(l.settingSen) }), t('mail.ordersEmails.diamondPart', { diamond: l.diamond.text, amount: formatRM(l.diamond.sen) })] : []),
  ].join('\n'),
  amount: formatRM(l.lineSen),
});

/** An e-mail about an order: greeting, paragraphs, a summary (by default its lines and total) and a link to the order's page. */
export function orderEmail(kind: string, order: OrderForEmail, settings: ShopSettings, siteOrigin: string, subject: string, heading: string, paragraphs: string[], actionLabel: string, summary?: EmailSummary): OutgoingEmail {
  const body = renderEmail({
    brandName: settings.brandName,
    heading,
    paragraphs: [t('mail.ordersEmails.hello', { value: order.customerName ? ` ${order.customerName}` : '' }), ...paragraphs],
    summary: summary ?? { rows: order.lines.map(lineRow), total: { label: t('mail.ordersEmails.total'), amount: formatRM(order.totalSen) } },
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
    t('mail.ordersEmails.weHaveReceivedYour', { trackingId: order.trackingId }),
    t('mail.ordersEmails.thankYouForYour'),
    [
      order.payAtStore
        ? t('mail.ordersEmails.yourOrderIsPlaced', { trackingId: order.trackingId })
        : holdsStones(order)
          ? t('mail.ordersEmails.yourOrderIsPlaced2', { trackingId: order.trackingId })
          : t('mail.ordersEmails.yourOrderIsPlacedNoStones', { trackingId: order.trackingId }),
      ...instalmentParagraphs(order),
      ...(order.abroadLines ?? []),
    ],
    t('mail.ordersEmails.seeYourOrder'),
  );
}

/** Written when the payment is confirmed. */
export function orderPaidEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  return orderEmail(
    'order-confirmation',
    order,
    settings,
    siteOrigin,
    t('mail.ordersEmails.yourOrderIsConfirmed', { trackingId: order.trackingId }),
    t('mail.ordersEmails.yourPaymentIsConfirmed'),
    [t('mail.ordersEmails.weHaveReceivedYour2', { trackingId: order.trackingId }), ...instalmentParagraphs(order), ...(order.abroadLines ?? [])],
    t('mail.ordersEmails.seeYourOrder'),
  );
}

/** Written when the bank's word on the plan comes after the payment was confirmed, and the bank did not grant it. */
export function planNotGrantedEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  return orderEmail(
    'instalment-not-granted',
    order,
    settings,
    siteOrigin,
    t('instalments.mail.notGrantedSubject', { trackingId: order.trackingId }),
    t('instalments.mail.notGrantedHeading'),
    [t('instalments.mail.notConfirmed')],
    t('mail.ordersEmails.seeYourOrder'),
  );
}

/** Written when a payment fails: the order waits, and how to try again. */
export function paymentFailedEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string, reservedUntil: Date | null): OutgoingEmail {
  const when = reservedUntil ? formatDateTime(reservedUntil) : null;
  const until = when === null ? '' : ` ${holdsStones(order) ? t('mail.ordersEmails.stayReserved', { when }) : t('mail.ordersEmails.payBy', { when })}`;
  return orderEmail(
    'payment-failed',
    order,
    settings,
    siteOrigin,
    t('mail.ordersEmails.thePaymentForYour', { trackingId: order.trackingId }),
    t('mail.ordersEmails.yourPaymentDidNot'),
    [t('mail.ordersEmails.thePaymentForOrder', { trackingId: order.trackingId, until })],
    t('mail.ordersEmails.payNow'),
  );
}

/** Written when staff ship the order, with the carrier's tracking number. */
export function orderShippedEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string, trackingNo: string): OutgoingEmail {
  return orderEmail(
    'order-shipped',
    order,
    settings,
    siteOrigin,
    t('mail.ordersEmails.yourOrderIsOn', { trackingId: order.trackingId }),
    t('mail.ordersEmails.yourOrderHasShipped'),
    [t('mail.ordersEmails.yourOrderHasLeft', { trackingId: order.trackingId, trackingNo })],
    t('mail.ordersEmails.seeYourOrder'),
  );
}
