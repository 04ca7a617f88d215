import { cardAcceptedFrom } from '../../../domain/payments/card-countries.ts';
import type { OrderInstalment as OrderInstalmentAnswer } from '../../../domain/contract/instalments.ts';
import { instalmentRefusal, instalmentSchedule, planOf, type InstalmentChoice } from '../../../domain/payments/instalments.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import { paidInInstalments } from '../../../domain/payments/payment-methods.ts';
import { t } from '../../../domain/words/catalogue.ts';
import type { Database } from '../../db/client.ts';
import type { OrderInstalment } from '../../db/schema/orders.ts';
import { BadRequestError } from '../../errors.ts';
import { readPlans } from '../payments/index.ts';

/**
 * The instalment plan an order is placed (or paid again) with, checked in the caller's transaction against the plans
 * as they are now: the method EPP needs a plan and no other method takes one; the plan must be switched on and its
 * minimum met by the order's total (the server's own); a card must be taken from the delivery address's country.
 * Each refusal is a 400 that says why.
 */
export async function instalmentToPay(tx: Database, method: string, choice: InstalmentChoice | null | undefined, totalSen: number, destination: string | null): Promise<OrderInstalment | null> {
  if (!paidInInstalments(method)) {
    if (choice) throw new BadRequestError(t('instalments.refusals.planWithoutInstalments'));
    return null;
  }
  if (!choice) throw new BadRequestError(t('instalments.refusals.chooseAPlan'));
  if (destination !== null && !cardAcceptedFrom(destination)) throw new BadRequestError(t('instalments.refusals.cardRefused'));
  const plans = await readPlans(tx);
  const refusal = instalmentRefusal(plans, choice, totalSen);
  if (refusal) throw new BadRequestError(refusal);
  const plan = planOf(plans, choice)!;
  return { bank: plan.bank, months: plan.months, promoCode: plan.promoCode, confirmed: null };
}

/** The plan as the payment attempt asks the gateway for it. */
export const attemptInstalmentOf = (plan: OrderInstalment | null) => (plan ? { bank: plan.bank, months: plan.months, promoCode: plan.promoCode } : null);

/** The order's plan as the shopper sees it: sen-exact monthly amounts. */
export function orderInstalmentOf(plan: OrderInstalment | null, totalSen: number): OrderInstalmentAnswer | null {
  if (!plan) return null;
  const schedule = instalmentSchedule(totalSen, plan.months);
  return { bank: plan.bank, months: plan.months, monthly: ringgitFromSen(schedule.monthlySen), last: ringgitFromSen(schedule.lastSen), confirmed: plan.confirmed };
}
