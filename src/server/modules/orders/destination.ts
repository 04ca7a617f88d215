import type { OrderCreate } from '../../../domain/contract/orders.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import { convertedMinorUnits, CURRENCY_DECIMALS, HOME_CURRENCY, isShownCurrency } from '../../../domain/money/currencies.ts';
import { formatRM, type Sen } from '../../../domain/money/money.ts';
import { bankTransferInstructions, destinationRefusal, needsAlternateAddressCheck } from '../../../domain/payments/payment-destinations.ts';
import { BANK_TRANSFER_METHOD, ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '../../../domain/payments/payment-methods.ts';
import { t } from '../../../domain/words/catalogue.ts';
import { formatCountry } from '../../../domain/words/format.ts';
import { formatConverted } from '../../../domain/money/currency-words.ts';
import type { Database } from '../../db/client.ts';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { storedRateOf } from '../rates/index.ts';
import { shopUsdToMyr } from './dollar-rate.ts';

export const isOnlineMethod = (method: string): method is OnlinePaymentMethod => (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

/** What an order keeps of where it goes and how it was shown (issue 28). */
export interface OrderDestination {
  countryCode: string;
  billingCountry: string;
  reviewHold: boolean;
  currencyShown: string | null;
  rateShown: number | null;
}

/**
 * The order's destination checked against the way it is paid (FPX in Malaysia only; no card billed in Canada,
 * Brazil or the USA — refused with the policy's words), whether it waits for the alternate-address check (a card
 * order of US$1,000 or more to another country than the card's billing country, at the shop's US$→RM rate,
 * dollar-rate.ts), and the currency the shopper saw with its rate now.
 */
export async function destinationOf(tx: Database, wanted: OrderCreate, countryCode: string, totalSen: Sen): Promise<OrderDestination> {
  const billingCountry = wanted.billing_country ?? countryCode;
  const refusal = destinationRefusal(wanted.payment_method, { shipTo: countryCode, billing: billingCountry });
  if (refusal) throw new BadRequestError(refusal);
  const reviewHold = needsAlternateAddressCheck({ method: wanted.payment_method, shipTo: countryCode, billing: billingCountry, totalSen }, await shopUsdToMyr(tx));
  const currency = wanted.currency_shown && isShownCurrency(wanted.currency_shown) && wanted.currency_shown !== HOME_CURRENCY ? wanted.currency_shown : null;
  const rate = currency ? await storedRateOf(tx, currency) : null;
  return { countryCode, billingCountry, reviewHold, currencyShown: rate ? currency : null, rateShown: rate ? rate.rate / rate.unit : null };
}

/** The lines an order's e-mails add abroad: where it goes, the amount in the currency shown, how to pay by transfer. */
export function abroadLinesOf(order: typeof orders.$inferSelect, settings?: ShopSettings): string[] {
  const lines: string[] = [];
  if (order.countryCode) lines.push(t('abroad.mail.deliveredTo', { country: formatCountry(order.countryCode) }));
  if (order.currencyShown && order.rateShown && isShownCurrency(order.currencyShown)) {
    const shown = formatConverted(order.totalSen, { currency: order.currencyShown, rate: order.rateShown, unit: 1 }, CURRENCY_DECIMALS[order.currencyShown], order.currencyShown);
    lines.push(t('abroad.mail.shownIn', { total: formatRM(order.totalSen), shown, currency: order.currencyShown, rate: String(order.rateShown) }));
  }
  if (settings && order.paymentMethod === BANK_TRANSFER_METHOD && order.status === 'Pending Payment') {
    lines.push(bankTransferInstructions({ amount: formatRM(order.totalSen), order: order.trackingId, company: settings.bankAccount?.accountName ?? settings.companyName, account: settings.bankAccount }));
  }
  return lines;
}

/** Staff cleared the alternate-address check: the order may ship. Refused when it was not held. */
export async function clearReviewHold(tx: Database, trackingId: string): Promise<{ trackingId: string }> {
  const [row] = await tx.update(orders).set({ reviewHold: false, updatedAt: new Date() }).where(and(eq(orders.trackingId, trackingId), eq(orders.reviewHold, true))).returning({ trackingId: orders.trackingId });
  if (!row) throw new NotFoundError(t('abroad.cms.notHeld'));
  return row;
}

/** The order's total as the shopper saw it in their currency (order detail, Order History), only when one was shown. */
export function shownInOf(order: typeof orders.$inferSelect): { shown_in?: { currency: string; rate: number; total: number } } {
  if (!order.currencyShown || !order.rateShown || !isShownCurrency(order.currencyShown)) return {};
  const decimals = CURRENCY_DECIMALS[order.currencyShown];
  const minor = convertedMinorUnits(order.totalSen, { currency: order.currencyShown, rate: order.rateShown, unit: 1 }, decimals);
  return { shown_in: { currency: order.currencyShown, rate: order.rateShown, total: minor / 10 ** decimals } };
}
