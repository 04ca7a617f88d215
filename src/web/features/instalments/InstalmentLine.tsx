import { instalmentLine, longestPlanFor, type InstalmentPlan } from '../../../domain/payments/instalments';

/**
 * "or RM 1,333.33/month for 12 months, 0 % interest" under a price, when a plan takes it (the longest one, the lowest
 * monthly amount), with the one note on the rounding: the last instalment takes what the rounding to the sen left.
 * It depends only on the price and the plans, so a kept page shows the same line to every visitor.
 */
export function InstalmentLine({ totalSen, plans, className = '' }: { totalSen: number; plans: readonly InstalmentPlan[]; className?: string }) {
  const plan = longestPlanFor(plans, totalSen);
  if (!plan) return null;
  const { line, note } = instalmentLine(totalSen, plan.months);
  return (
    <p data-testid="instalment-line" className={`text-sm text-stone ${className}`}>
      <span className="text-ink">{line}</span>
      <span className="mt-0.5 block text-xs">{note}</span>
    </p>
  );
}
