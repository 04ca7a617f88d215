import type { PriceComparison } from '../../../domain/contract/diamonds';
import { priceFairnessOf } from '../../../domain/diamonds/filters';
import { t } from '../../../domain/words/catalogue';

/** What "similar" means, said wherever the badge is. */
export const similarExplained = (similar: number): string =>
  t('diamonds.fairPriceBadge.comparedWithTheMedian', { similar });

/**
 * The price-fairness badge: 'Priced 12% below similar stones', or 'Fairly priced' within ±3%; nothing when the price
 * is above similar stones or there is no comparison. `explained` spells out what "similar" means under it.
 */
export function FairPriceBadge({ comparison, explained = false }: { comparison: PriceComparison | null; explained?: boolean }) {
  const fairness = priceFairnessOf(comparison);
  if (!fairness || !comparison) return null;
  const why = similarExplained(comparison.similar);
  return (
    <div data-fairness={fairness.kind}>
      <p title={why} className="inline-flex items-center gap-1.5 bg-pearl px-2 py-1 text-[0.65rem] tracking-[0.08em] text-ink">
        <span aria-hidden="true" className={`size-1.5 rounded-full ${fairness.kind === 'below' ? 'bg-emerald-700' : 'bg-gold'}`} />
        {fairness.label}
        {!explained && <span className="sr-only">. {why}</span>}
      </p>
      {explained && <p className="mt-2 text-xs leading-relaxed text-stone">{why}</p>}
    </div>
  );
}
