import type { ShopSettings } from '../../../domain/contract/content.ts';
import { formatRM } from '../../../domain/money/money.ts';
import { RETURN_POLICY, RETURN_REASONS, type ReturnReason } from '../../../domain/orders/returns.ts';
import { t } from '../../../domain/words/catalogue.ts';
import '../../../domain/words/books/mail.ts';
import { formatDate } from '../../../domain/words/format.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { holdsStones, orderEmail, type OrderForEmail } from './emails.ts';

/** Written when the shopper cancels an unpaid order. */
export function orderCancelledEmail(order: OrderForEmail, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  return orderEmail(
    'order-cancelled',
    order,
    settings,
    siteOrigin,
    t('mail.returnEmails.yourOrderIsCancelled', { trackingId: order.trackingId }),
    t('mail.returnEmails.orderCancelledHeading'),
    [holdsStones(order) ? t('mail.returnEmails.weHaveCancelled', { trackingId: order.trackingId }) : t('mail.returnEmails.weHaveCancelledNoStones', { trackingId: order.trackingId }), t('mail.returnEmails.paidJustBefore')],
    t('mail.ordersEmails.seeYourOrder'),
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
  if (ret.feeSen > 0) rows.push({ label: t('mail.returnEmails.returnShippingFee'), amount: `− ${formatRM(ret.feeSen)}` });
  return orderEmail(
    'return-requested',
    order,
    settings,
    siteOrigin,
    t('mail.returnEmails.yourReturnFor', { number: ret.number, trackingId: order.trackingId }),
    t('mail.returnEmails.returnReceivedHeading'),
    [
      t('mail.returnEmails.returnRegistered', { number: ret.number, reason: RETURN_REASONS[ret.reason].toLowerCase() }),
      t('mail.returnEmails.pleasePack'),
      `${settings.companyName}\n${settings.address}`,
      t('mail.returnEmails.onceArrived', { days: RETURN_POLICY.refundWithinWorkingDays }),
    ],
    t('mail.ordersEmails.seeYourOrder'),
    { rows, total: { label: t('mail.returnEmails.toBeRefunded'), amount: formatRM(ret.dueSen) } },
  );
}

/** Written when a refund is made: how much, and where it goes. */
export function refundMadeEmail(order: OrderForEmail, refund: { returnNumber: string; amountSen: number; channel: 'gateway' | 'bank transfer'; reference: string; at: Date }, settings: ShopSettings, siteOrigin: string): OutgoingEmail {
  const where = refund.channel === 'gateway' ? t('mail.returnEmails.toTheCard') : t('mail.returnEmails.byBankTransfer', { reference: refund.reference });
  return orderEmail(
    'refund-made',
    order,
    settings,
    siteOrigin,
    t('mail.returnEmails.yourRefundOf', { amount: formatRM(refund.amountSen), trackingId: order.trackingId }),
    t('mail.returnEmails.refundHeading'),
    [t('mail.returnEmails.weRefunded', { date: formatDate(refund.at), amount: formatRM(refund.amountSen), where, number: refund.returnNumber })],
    t('mail.ordersEmails.seeYourOrder'),
    { rows: [{ label: t('mail.returnEmails.refund', { number: refund.returnNumber }), amount: formatRM(refund.amountSen) }], total: { label: t('mail.returnEmails.refunded'), amount: formatRM(refund.amountSen) } },
  );
}
