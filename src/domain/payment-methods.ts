import { fpxLimitMessage, FPX_MAX_SEN, FPX_MIN_SEN } from './payment-limits.ts';
import type { Sen } from './money.ts';
import { t } from './words/catalogue.ts';
import { formatList } from './words/format.ts';

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
  { code: 'STORE', label: t('names.paymentMethods.paidAtTheStore'), shortLabel: t('names.paymentMethods.atTheStore'), hint: t('names.paymentMethods.paidAtOurStore'), gateway: null, usedBy: ['staff'], refundedBy: 'bank transfer' },
] as const satisfies readonly PaymentMethodEntry[];

export type PaymentMethodCode = (typeof PAYMENT_METHOD_TABLE)[number]['code'];
type OnlineEntry = Extract<(typeof PAYMENT_METHOD_TABLE)[number], { gateway: 'online' }>;
/** A method paid through a gateway (the ones a payment attempt records). */
export type OnlinePaymentMethod = OnlineEntry['code'];

export const PAYMENT_METHOD_CODES = PAYMENT_METHOD_TABLE.map((m) => m.code) as [PaymentMethodCode, ...PaymentMethodCode[]];
export const ONLINE_PAYMENT_METHODS = PAYMENT_METHOD_TABLE.filter((m): m is OnlineEntry => m.gateway === 'online').map((m) => m.code) as [OnlinePaymentMethod, ...OnlinePaymentMethod[]];
/** The method a checkout starts with: the first online one (FPX). */
export const DEFAULT_ONLINE_METHOD: OnlinePaymentMethod = ONLINE_PAYMENT_METHODS[0];
/** How an order paid at the store is recorded. */
export const AT_STORE_METHOD = PAYMENT_METHOD_TABLE.find((m) => m.gateway === null)!.code;

export function paymentMethodOf(code: string): PaymentMethodEntry | undefined {
  return (PAYMENT_METHOD_TABLE as readonly PaymentMethodEntry[]).find((m) => m.code === code);
}

/** 'DD (FPX) or CC (Card)': the online methods as an answer that refuses another code names them. */
export const onlineMethodsInWords = (): string => {
  return formatList(ONLINE_PAYMENT_METHODS.map((code) => t('names.paymentMethods.codeNamed', { code, name: paymentMethodOf(code)!.shortLabel })), 'or');
};

/** Why this method does not take this total in sen (its limits), or null when it does. */
export function methodRefusal(code: string, totalSen: number): string | null {
  const limits = paymentMethodOf(code)?.limits;
  if (!limits || (totalSen >= limits.minSen && totalSen <= limits.maxSen)) return null;
  return limits.refusal(totalSen);
}

/** How a payment made with this method is refunded (an unknown code: by bank transfer, which staff record by hand). */
export const refundChannelOf = (code: string): 'gateway' | 'bank transfer' => paymentMethodOf(code)?.refundedBy ?? 'bank transfer';
