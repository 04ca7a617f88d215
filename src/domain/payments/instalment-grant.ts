/**
 * What the bank's word makes of an order's instalment plan (issue 38). The gateway's signature covers neither the
 * plan the SALE asks for nor the plan its answer confirms, so the plan is read only from the bank's own
 * messages (the server-to-server callback, the status query) and may still differ from what the order asked for: the
 * shopper's browser can add a plan to a plain card payment or change its months. The bank's word is what the card is
 * charged: a plan it granted is recorded as granted — and flagged for staff when the order did not ask for it or the
 * shop does not offer it for this order (a bank or month count it has no plan for, a total below the plan's minimum).
 */
import { INSTALMENT_BANK_MAX, isInstalmentMonths, PROMO_CODE_MAX, type InstalmentPlan } from './instalments.ts';

/**
 * The bank's answer on a plan, as the gateway reads it (payments/gateway.ts): the months it confirmed (null when it
 * confirmed none), its promotion code, and the card's issuing bank it named.
 */
export interface BankWord {
  confirmedMonths: number | null;
  promoCode: string;
  issuingBank: string;
}

/** The plan a payment attempt asked for (the bank, months and promotion code its SALE sent). */
export interface AskedPlan {
  bank: string;
  months: number;
  promoCode: string;
}

/** Why staff must look at a plan the bank granted. */
export type GrantFlag = 'notAsked' | 'otherPlan' | 'notOffered' | 'belowMinimum';

/** What staff read of a flagged plan: why, what the order asked for, and the minimum the shop's plan has. */
export interface PlanReview {
  flags: GrantFlag[];
  asked: { bank: string; months: number } | null;
  /** The shop's minimum for the granted plan, when it has one (for 'belowMinimum'). */
  minSen: number | null;
}

/** What the bank's word makes of the plan. */
export type PlanOutcome =
  /** No plan asked for, none granted: a card payment. */
  | { kind: 'none' }
  /** Granted as asked. */
  | { kind: 'confirmed'; plan: AskedPlan }
  /** Asked for but not granted: a full card payment. */
  | { kind: 'notGranted'; plan: AskedPlan }
  /** Granted otherwise than asked, or not asked for: recorded as the bank granted it, for staff to review. */
  | { kind: 'granted'; plan: AskedPlan; review: PlanReview };

/** Why the shop would not offer this plan for this total ('notOffered', 'belowMinimum'), and its minimum. */
export function offeringFlags(plans: readonly InstalmentPlan[], bank: string, months: number, totalSen: number): { flags: GrantFlag[]; minSen: number | null } {
  const plan = isInstalmentMonths(months) ? plans.find((p) => p.months === months && p.bank.trim().toLowerCase() === bank.trim().toLowerCase()) : undefined;
  if (!plan || !plan.active) return { flags: ['notOffered'], minSen: null };
  return totalSen < plan.minSen ? { flags: ['belowMinimum'], minSen: plan.minSen } : { flags: [], minSen: plan.minSen };
}

/**
 * The plan as the bank's word settles it, against what the attempt asked for and the shop's plans now. A plan granted
 * as asked is confirmed (the shop offered it when the order was placed); one granted over other months, or to an
 * attempt that asked for none (its bank is the issuing bank the answer names), is granted with the reasons to review.
 */
export function planFromBank(asked: AskedPlan | null, word: BankWord, plans: readonly InstalmentPlan[], totalSen: number): PlanOutcome {
  const months = word.confirmedMonths;
  if (months === null) return asked ? { kind: 'notGranted', plan: asked } : { kind: 'none' };
  if (asked && asked.months === months) return { kind: 'confirmed', plan: asked };
  const bank = asked?.bank ?? (word.issuingBank.trim().slice(0, INSTALMENT_BANK_MAX) || '—');
  const promoCode = asked ? asked.promoCode : word.promoCode.trim().slice(0, PROMO_CODE_MAX);
  const offering = offeringFlags(plans, bank, months, totalSen);
  return {
    kind: 'granted',
    plan: { bank, months, promoCode },
    review: { flags: [asked ? 'otherPlan' : 'notAsked', ...offering.flags], asked: asked ? { bank: asked.bank, months: asked.months } : null, minSen: offering.minSen },
  };
}
