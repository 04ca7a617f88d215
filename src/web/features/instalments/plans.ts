import { useEffect, useState } from 'react';
import { instalmentPlansAnswerSchema, type InstalmentPlanAnswer } from '../../../domain/contract/instalments';
import { isInstalmentMonths, type InstalmentPlan } from '../../../domain/payments/instalments';
import { senFromRinggit } from '../../../domain/money/money';
import { shopApi } from '../../lib/api-client';
import type { ShopLoadContext } from '../../lib/load-context';

/** The plans offered now (GET /api/payment/instalment-plans) in the domain's terms. */
export const plansOf = (answer: readonly InstalmentPlanAnswer[]): InstalmentPlan[] =>
  answer.filter((p) => isInstalmentMonths(p.months)).map((p) => ({ bank: p.bank, months: p.months as InstalmentPlan['months'], minSen: senFromRinggit(p.minimum), promoCode: '', active: true }));

/** The plans offered now, read by a page's loader on the server (null when they cannot be read). */
export async function drawnPlans(context: ShopLoadContext): Promise<InstalmentPlan[] | null> {
  const answer = instalmentPlansAnswerSchema.safeParse((await context.callApi('/api/payment/instalment-plans')).body);
  return answer.success ? plansOf(answer.data.plans) : null;
}

/**
 * The plans offered now: as the server drew the page with them (`drawn`: checkout, the ring confirmation), else read
 * in the browser; null while loading.
 */
export function useInstalmentPlans(drawn: InstalmentPlan[] | null = null): InstalmentPlan[] | null {
  const [plans, setPlans] = useState<InstalmentPlan[] | null>(drawn);
  useEffect(() => {
    if (drawn) return;
    let live = true;
    void shopApi.get<{ plans: InstalmentPlanAnswer[] }>('/api/payment/instalment-plans', { auth: false }).then((answer) => {
      if (live) setPlans(answer?.plans ? plansOf(answer.plans) : []);
    });
    return () => {
      live = false;
    };
  }, [drawn]);
  return plans;
}
