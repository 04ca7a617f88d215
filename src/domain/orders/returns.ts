import { ADDRESS_COUNTRY } from '../abroad/addresses.ts';
import { wordsOf } from '../words/catalogue.ts';

/**
 * Money back (issue 26): the return policy's facts (account spec §9 "Policy content"; the Return Policy page quotes
 * the same constants), the reasons a shopper gives, and the pure rules of a return: whether the guarantee still runs,
 * whether a fault is still claimed in time, which lines cannot come back, and which return shipping fee applies.
 */
export const RETURN_POLICY = {
  /** The refund guarantee runs this many days from delivery. */
  guaranteeDays: 14,
  /** Once a returned piece has passed inspection, the refund is made within this many working days. */
  refundWithinWorkingDays: 30,
  /** A fault is claimed in writing within this many working days of delivery. */
  faultClaimWorkingDays: 5,
  /** Return shipping fees in US dollars: within Malaysia after the first return, and from abroad. */
  feeMalaysiaUsd: 20,
  feeInternationalUsd: 120,
} as const;

/** The policy's words for a line that cannot be returned (Return Policy, "What can be returned"). */
export const NOT_RETURNABLE = wordsOf('messages.notReturnable');

/** Why a shopper returns a piece: a short list, and free text beside it. */
const REASON_WORDS = wordsOf('names.returnReasons');
export const RETURN_REASONS = {
  get changedMind() {
    return REASON_WORDS.changedMind;
  },
  get fit() {
    return REASON_WORDS.fit;
  },
  get notAsExpected() {
    return REASON_WORDS.notAsExpected;
  },
  get fault() {
    return REASON_WORDS.fault;
  },
  get other() {
    return REASON_WORDS.another;
  },
};
export type ReturnReason = keyof typeof RETURN_REASONS;
export const RETURN_REASON_CODES = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

/** A return's steps in the back-office queue. */
export const RETURN_STATUS = { requested: 'requested', received: 'received', inspected: 'inspected', refunded: 'refunded', refused: 'refused' } as const;
export type ReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS];
export const RETURN_STATUSES = Object.values(RETURN_STATUS) as [ReturnStatus, ...ReturnStatus[]];

/**
 * What a return is about: pieces the shopper sends back, or money that reached an order after it was cancelled (the
 * gateway approved a payment opened before the cancellation), which only needs refunding.
 */
export const RETURN_KINDS = ['return', 'payment after cancellation'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Where each step may go (staff move a return; Refunded is reached by the refund itself). */
export const RETURN_STEPS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['received', 'refused'],
  received: ['inspected', 'refused'],
  inspected: ['refunded', 'refused'],
  refunded: [],
  refused: [],
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Malaysia's time (UTC+8, no summer time): a working day is Monday to Friday there. */
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** When the refund guarantee of a piece delivered at `deliveredAt` ends. */
export const guaranteeEnds = (deliveredAt: Date): Date => new Date(deliveredAt.getTime() + RETURN_POLICY.guaranteeDays * DAY_MS);

/** Whether the refund guarantee still runs at `now`. */
export const withinGuarantee = (deliveredAt: Date, now: Date): boolean => now.getTime() <= guaranteeEnds(deliveredAt).getTime();

/** The end of the `workingDays`-th working day (Monday to Friday, Malaysian time) after the day of `from`. */
export function workingDaysAfter(from: Date, workingDays: number): Date {
  const local = new Date(from.getTime() + MALAYSIA_OFFSET_MS);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let counted = 0;
  while (counted < workingDays) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return new Date(day + DAY_MS - MALAYSIA_OFFSET_MS - 1);
}

/** Whether a fault is still claimed in time: within the policy's working days of delivery. */
export const faultClaimedInTime = (deliveredAt: Date, now: Date): boolean => now.getTime() <= workingDaysAfter(deliveredAt, RETURN_POLICY.faultClaimWorkingDays).getTime();

/** Why an order line cannot be returned (the policy's words), or null when it can. */
export function lineNotReturnable(line: { engraveText: string }): string | null {
  if (line.engraveText.trim() !== '') return NOT_RETURNABLE.engraved;
  return null;
}

/**
 * The return shipping fee in US dollars (Return Policy, "Return shipping fees"): none for a fault; from abroad the
 * international fee; within Malaysia the first return is free and a later one costs the Malaysian fee.
 */
export function returnFeeUsd(facts: { reason: ReturnReason; country: string; earlierReturns: number }): number {
  if (facts.reason === 'fault') return 0;
  if (facts.country.trim().toLowerCase() !== ADDRESS_COUNTRY.toLowerCase()) return RETURN_POLICY.feeInternationalUsd;
  return facts.earlierReturns > 0 ? RETURN_POLICY.feeMalaysiaUsd : 0;
}

/** The shopper's words for the shop's refusals of a cancellation or a return. */
export const RETURN_MESSAGES = wordsOf('messages.returns', { guaranteeDays: RETURN_POLICY.guaranteeDays, faultClaimWorkingDays: RETURN_POLICY.faultClaimWorkingDays });

export const isReturnStatus = (status: string): status is ReturnStatus => (RETURN_STATUSES as readonly string[]).includes(status);
