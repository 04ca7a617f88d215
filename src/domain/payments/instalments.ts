/**
 * Interest-free instalments by card (account spec §9 "Interest-free instalments of 6 or 12 months"; domain.md §7):
 * a participating bank spreads a card payment over 6 or 12 months without interest. The plans — which banks, which
 * months, from what amount, on or off — are data staff edit in the back-office; the rules on them are here, pure.
 *
 * The gateway charges the whole amount to the card at once (eGHL's SALE with `PymtMethod=CC` and `EPPMonth`); the
 * bank then bills it in equal monthly instalments. The shop shows those instalments sen-exact: every month but the
 * last is the total divided by the months, rounded down to the sen, and the last takes what is left, so the
 * instalments add up to the total exactly (the last is at most months − 1 sen more than the others).
 */
import { formatRM, sen, type Sen } from '../money/money.ts';
import { t } from '../words/catalogue.ts';

/** The plans the shop offers (account spec §9). */
export const INSTALMENT_MONTHS = [6, 12] as const;
export type InstalmentMonths = (typeof INSTALMENT_MONTHS)[number];
export const isInstalmentMonths = (n: unknown): n is InstalmentMonths => (INSTALMENT_MONTHS as readonly unknown[]).includes(n);

/** eGHL's field lengths (param-validator PaymentRequest.php): IssuingBank AN 30, PromoCode AN 100 (answered as AN 10). */
export const INSTALMENT_BANK_MAX = 30;
export const PROMO_CODE_MAX = 10;

/** One bank's plan over some months: from what amount it is offered, and whether it is offered now. */
export interface InstalmentPlan {
  bank: string;
  months: InstalmentMonths;
  /** The smallest total the bank takes on this plan, in sen. */
  minSen: number;
  /** The bank's promotion code for the plan, sent with the payment when there is one (eGHL's PromoCode). */
  promoCode: string;
  active: boolean;
}

/** What the shopper chose: a bank and its months. */
export interface InstalmentChoice {
  bank: string;
  months: InstalmentMonths;
}

/** The monthly instalments of a total: the first months' amount and the last one's, which absorbs the rounding. */
export interface InstalmentSchedule {
  months: number;
  monthlySen: Sen;
  lastSen: Sen;
}

export function instalmentSchedule(totalSen: number, months: number): InstalmentSchedule {
  const total = sen(totalSen);
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError(`Instalments are over a whole number of months (got ${months}).`);
  if (total < 0) throw new RangeError(`An amount must not be negative (got ${total}).`);
  const monthly = Math.floor(total / months);
  return { months, monthlySen: sen(monthly), lastSen: sen(total - monthly * (months - 1)) };
}

/** The plans offered for a total: switched on and with their minimum met, by bank (as listed) then months. */
export function plansFor<P extends InstalmentPlan>(plans: readonly P[], totalSen: number): P[] {
  return plans.filter((p) => p.active && totalSen >= p.minSen);
}

/** The plan with the most months offered for a total (the lowest monthly amount), or null when none is. */
export function longestPlanFor<P extends InstalmentPlan>(plans: readonly P[], totalSen: number): P | null {
  return plansFor(plans, totalSen).reduce<P | null>((best, p) => (!best || p.months > best.months ? p : best), null);
}

/** The smallest total any plan over these months is offered from (for "from RM 500" on the payment-options page). */
export function lowestMinimum(plans: readonly InstalmentPlan[]): number | null {
  const active = plans.filter((p) => p.active);
  return active.length ? Math.min(...active.map((p) => p.minSen)) : null;
}

/** The banks as listed, each with its plans (the payment-options page and the back-office show one row a bank). */
export function plansByBank<P extends InstalmentPlan>(plans: readonly P[]): { bank: string; plans: P[] }[] {
  const banks: { bank: string; plans: P[] }[] = [];
  for (const plan of plans) {
    const row = banks.find((b) => b.bank === plan.bank);
    if (row) row.plans.push(plan);
    else banks.push({ bank: plan.bank, plans: [plan] });
  }
  return banks;
}

/** The one plan that the choice names, whatever its state (null when the bank has no plan over those months). */
export const planOf = <P extends InstalmentPlan>(plans: readonly P[], choice: InstalmentChoice): P | null => plans.find((p) => p.bank === choice.bank && p.months === choice.months) ?? null;

/** Why this choice is not offered for this total (in the shopper's words), or null when it is. */
export function instalmentRefusal(plans: readonly InstalmentPlan[], choice: InstalmentChoice, totalSen: number): string | null {
  const plan = planOf(plans, choice);
  if (!plan || !plan.active) return t('instalments.refusals.notOffered', { bank: choice.bank, months: choice.months });
  if (totalSen < plan.minSen) return t('instalments.refusals.belowMinimum', { bank: plan.bank, months: plan.months, minimum: formatRM(plan.minSen), total: formatRM(totalSen) });
  return null;
}

/** "or RM 1,333.33/month for 12 months, 0 % interest" and the note on the last instalment, for a total and a plan. */
export function instalmentLine(totalSen: number, months: number): { line: string; note: string } {
  const schedule = instalmentSchedule(totalSen, months);
  return {
    line: t('instalments.line', { monthly: formatRM(schedule.monthlySen), months }),
    note: schedule.lastSen === schedule.monthlySen ? t('instalments.noteEven') : t('instalments.noteLast', { last: formatRM(schedule.lastSen) }),
  };
}

