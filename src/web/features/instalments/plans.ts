import { useEffect, useState } from 'react';
import type { InstalmentPlanAnswer } from '../../../domain/contract/instalments';
import { isInstalmentMonths, type InstalmentPlan } from '../../../domain/instalments';
import { senFromRinggit } from '../../../domain/money';
import { shopApi } from '../../lib/api-client';

/** The plans offered now (GET /api/payment/instalment-plans) in the domain's terms. */
export const plansOf = (answer: readonly InstalmentPlanAnswer[]): InstalmentPlan[] =>
  answer.filter((p) => isInstalmentMonths(p.months)).map((p) => ({ bank: p.bank, months: p.months as InstalmentPlan['months'], minSen: senFromRinggit(p.minimum), promoCode: '', active: true }));

/** The plans offered now, read in the browser (a screen filled in there: checkout, the ring confirmation); null while loading. */
export function useInstalmentPlans(): InstalmentPlan[] | null {
  const [plans, setPlans] = useState<InstalmentPlan[] | null>(null);
  useEffect(() => {
    let live = true;
    void shopApi.get<{ plans: InstalmentPlanAnswer[] }>('/api/payment/instalment-plans', { auth: false }).then((answer) => {
      if (live) setPlans(answer?.plans ? plansOf(answer.plans) : []);
    });
    return () => {
      live = false;
    };
  }, []);
  return plans;
}
