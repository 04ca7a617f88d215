import { fpxLimitMessage, FPX_MAX_SEN, FPX_MIN_SEN } from './payment-limits.ts';
import type { Sen } from '../money/money.ts';
import { t } from '../words/catalogue.ts';
import { formatList } from '../words/format.ts';

/**
 * The ways an order is paid (account spec §3; domain.md §4): the one table the server, the checkout screen and the
 * back-office read. `gateway` names which payment gateway takes the method ('online': the shop's configured one,
 * server-side; null: no gateway, the money is taken at the store); `usedBy` who may choose it; `limits` the amounts
 * one payment may be, with the words that say why the method is not offered for a total. A new method is one entry
 * here (and, for a new gateway, one file beside the others on the server); the database checks codes against it.
 */
export interface PaymentMethodEntry {
  code: string;
  /** As the checkout offers it. */
  label: string;
  /** As the back-office lists it beside an order or a payment. */
  shortLabel: string;
  hint: string;
  gateway: 'online' | null;
  usedBy: readonly ('shopper' | 'staff')[];
  /** How its money is given back: through the gateway's refund (cards), or by a bank transfer staff make and record (FPX: a completed FPX payment is final; at the store). */
  refundedBy: 'gateway' | 'bank transfer';
  limits?: { minSen: Sen; maxSen: Sen; refusal(totalSen: number): string };
  /** Paid by card over months through a bank's instalment plan (src/domain/payments/instalments.ts): chosen with a bank and months, offered where a plan takes the total. */
  instalments?: true;
}

export const PAYMENT_METHOD_TABLE = [
  {
    code: 'DD',
    label: t('names.paymentMethods.fpxOnlineBanking'),
    shortLabel: t('names.paymentMethods.fpx'),
    hint: t('names.paymentMethods.payFromYourMalaysian'),
    gateway: 'online',
    usedBy: ['shopper', 'staff'],
    refundedBy: 'bank transfer',
    limits: { minSen: FPX_MIN_SEN, maxSen: FPX_MAX_SEN, refusal: fpxLimitMessage },
  },
  { code: 'CC', label: t('names.paymentMethods.creditCard'), shortLabel: t('names.paymentMethods.card'), hint: t('names.paymentMethods.visaOrMastercardWith'), gateway: 'online', usedBy: ['shopper', 'staff'], refundedBy: 'gateway' },
  {
    code: 'EPP',
    label: t('instalments.method.label'),
    shortLabel: t('instalments.method.shortLabel'),
    hint: t('instalments.method.hint'),
    gateway: 'online',
    usedBy: ['shopper', 'staff'],
    refundedBy: 'gateway',
    instalments: true,
  },
  { code: 'STORE', label: t('names.paymentMethods.paidAtTheStore'), shortLabel: t('names.paymentMethods.atTheStore'), hint: t('names.paymentMethods.paidAtOurStore'), gateway: null, usedBy: ['staff'], refundedBy: 'bank transfer' },
  // selling abroad (issue 28): the way to pay when a card is refused; paid when staff confirm the money arrived
  { code: 'BT', label: t('abroad.payment.bankTransfer'), shortLabel: t('abroad.payment.bankTransferShort'), hint: t('abroad.payment.bankTransferHint'), gateway: null, usedBy: ['shopper', 'staff'], refundedBy: 'bank transfer' },
] as const satisfies readonly PaymentMethodEntry[];

export type PaymentMethodCode = (typeof PAYMENT_METHOD_TABLE)[number]['code'];
type OnlineEntry = Extract<(typeof PAYMENT_METHOD_TABLE)[number], { gateway: 'online' }>;
/** A method paid through a gateway (the ones a payment attempt records). */
export type OnlinePaymentMethod = OnlineEntry['code'];

export const PAYMENT_METHOD_CODES = PAYMENT_METHOD_TABLE.map((m) => m.code) as [PaymentMethodCode, ...PaymentMethodCode[]];
export const ONLINE_PAYMENT_METHODS = PAYMENT_METHOD_TABLE.filter((m): m is OnlineEntry => m.gateway === 'online').map((m) => m.code) as [OnlinePaymentMethod, ...OnlinePaymentMethod[]];
/** The method a checkout starts with: the first online one (FPX). */
export const DEFAULT_ONLINE_METHOD: OnlinePaymentMethod = ONLINE_PAYMENT_METHODS[0];
/** FPX online banking: from a Malaysian bank account, within FPX's limits. */
export const FPX_METHOD = 'DD' satisfies PaymentMethodCode;
/** A card payment in full. */
export const CARD_METHOD = 'CC' satisfies PaymentMethodCode;
/** A bank transfer to the shop's account: no gateway, paid when staff confirm the money arrived (issue 28). */
export const BANK_TRANSFER_METHOD = 'BT' satisfies PaymentMethodCode;

/** How an order paid at the store is recorded. */
export const AT_STORE_METHOD = PAYMENT_METHOD_TABLE.find((m) => m.gateway === null)!.code;

export function paymentMethodOf(code: string): PaymentMethodEntry | undefined {
  return (PAYMENT_METHOD_TABLE as readonly PaymentMethodEntry[]).find((m) => m.code === code);
}

/** 'DD (FPX) or CC (Card)': the online methods as an answer that refuses another code names them. */
export const onlineMethodsInWords = (): string => {
  return formatList(ONLINE_PAYMENT_METHODS.map((code) => t('names.paymentMethods.codeNamed', { code, name: paymentMethodOf(code)!.shortLabel })), 'or');
};

/** The method paid in instalments by card (EPP), chosen at checkout with a bank and months. */
export const INSTALMENT_METHOD = PAYMENT_METHOD_TABLE.find((m): m is Extract<(typeof PAYMENT_METHOD_TABLE)[number], { instalments: true }> => 'instalments' in m)!.code;

/** Whether the method is paid in instalments (it is chosen with a bank and months). */
export const paidInInstalments = (code: string): boolean => paymentMethodOf(code)?.instalments === true;

/** Why this method does not take this total in sen (its limits), or null when it does. */
export function methodRefusal(code: string, totalSen: number): string | null {
  const limits = paymentMethodOf(code)?.limits;
  if (!limits || (totalSen >= limits.minSen && totalSen <= limits.maxSen)) return null;
  return limits.refusal(totalSen);
}

/** How a payment made with this method is refunded (an unknown code: by bank transfer, which staff record by hand). */
export const refundChannelOf = (code: string): 'gateway' | 'bank transfer' => paymentMethodOf(code)?.refundedBy ?? 'bank transfer';
