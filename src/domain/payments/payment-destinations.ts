/**
 * Which ways to pay a destination and a billing country allow (issue 28; account spec §9; domain.md §9): FPX serves
 * Malaysian bank accounts only, so it is offered for deliveries in Malaysia alone; a card billed in Canada, Brazil or
 * the USA is refused (card-countries.ts) — the shopper pays by bank transfer instead; and a card order of US$1,000 or
 * more delivered to another country than the card's billing country waits for the alternate-address check of staff
 * before it ships.
 */
import { cardAcceptedFrom } from './card-countries.ts';
import { CARD_METHOD, FPX_METHOD, paidInInstalments } from './payment-methods.ts';
import { senOfDollarsAt, type Sen } from '../money/money.ts';
import { HOME_COUNTRY } from '../abroad/shipping-countries.ts';
import { t, wordsOf } from '../words/catalogue.ts';

export const DESTINATION_MESSAGES = wordsOf('abroad.payment');

/** The policy's alternate-address check: from this amount in US dollars. */
export const ALTERNATE_ADDRESS_CHECK_USD = 1000;

/** How long an order to be paid by bank transfer holds its stones: an international transfer takes a few days. */
export const BANK_TRANSFER_HOLD_DAYS = 5;

/** A card payment in full, or in instalments by card: the card rules apply to both. */
const paidByCard = (method: string): boolean => method === CARD_METHOD || paidInInstalments(method);

export interface Destination {
  /** Where the order is delivered (ISO code). */
  shipTo: string;
  /** The country of the card's billing address (ISO code); the delivery country unless the shopper says otherwise. */
  billing: string;
}

/** Why this method is not offered for this destination and billing country, or null when it is. */
export function destinationRefusal(method: string, { shipTo, billing }: Destination): string | null {
  if (method === FPX_METHOD && shipTo !== HOME_COUNTRY) return DESTINATION_MESSAGES.fpxMalaysiaOnly;
  if (paidByCard(method) && !cardAcceptedFrom(billing)) return DESTINATION_MESSAGES.cardRefused;
  return null;
}

/** The total (sen) from which a card order to another country than its billing country is checked, at a US$→RM rate. */
export const alternateAddressThresholdSen = (usdToMyr: number): Sen => senOfDollarsAt(ALTERNATE_ADDRESS_CHECK_USD, usdToMyr);

/** Whether the order waits for the staff's alternate-address check before it ships. */
export function needsAlternateAddressCheck(order: { method: string; totalSen: number } & Destination, usdToMyr: number): boolean {
  return paidByCard(order.method) && order.shipTo !== order.billing && order.totalSen >= alternateAddressThresholdSen(usdToMyr);
}

/** What the shopper does to pay by bank transfer: the amount, the shop's account, the order number as reference. */
export function bankTransferInstructions(facts: { amount: string; order: string; company: string; account?: { bank: string; accountNo: string; swift: string } }): string {
  const account = facts.account ?? { bank: '—', accountNo: '—', swift: '—' };
  return t('abroad.payment.bankTransferInstructions', { amount: facts.amount, company: facts.company, bank: account.bank, account: account.accountNo, swift: account.swift, order: facts.order });
}
