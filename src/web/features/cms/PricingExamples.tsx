import { useState } from 'react';
import type { DiamondKind, PricingRules } from '../../../domain/diamonds/pricing';
import { retailPriceSen } from '../../../domain/diamonds/pricing';
import { formatRM } from '../../../domain/money/money';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { EXAMPLE_COSTS, number, usd } from './pricing-draft';

/** What stones of a few costs (and one the staff member types) would sell for under the rules being edited. */
export function PricingExamples({ priced }: { priced: PricingRules | null }) {
  const [cost, setCost] = useState('2,500');
  const example = (usdCost: number, kind: DiamondKind) => (priced && usdCost > 0 ? formatRM(retailPriceSen(usdCost, kind, priced)) : '—');
  const customCost = number(cost);
  return (
    <aside className="grid min-w-0 content-start gap-4 self-start border border-pearl bg-white p-5 lg:sticky lg:top-6 xl:p-8" aria-labelledby="examples">
      <h2 id="examples" className="font-serif text-2xl">
        {t('cms.pricing.examplePrices')}
      </h2>
      <p className="text-sm text-stone">{priced ? t('cms.pricing.sellingPricesTheseRules') : t('cms.pricing.everyBoxNeedsA')}</p>
      <table className="w-full text-sm whitespace-nowrap tabular-nums">
        <thead className="text-[0.65rem] tracking-[0.2em] text-stone uppercase">
          <tr>
            <th className="py-2 text-left font-normal">{t('cms.pricing.cost')}</th>
            <th className="py-2 pl-3 text-right font-normal">{t('cms.pricing.natural')}</th>
            <th className="py-2 pl-3 text-right font-normal">{t('cms.pricing.labGrown')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-pearl">
          {EXAMPLE_COSTS.map((c) => (
            <tr key={c}>
              <td className="py-2.5">{usd(c)}</td>
              <td className="py-2.5 pl-3 text-right">{example(c, 'natural')}</td>
              <td className="py-2.5 pl-3 text-right">{example(c, 'lab')}</td>
            </tr>
          ))}
          <tr data-example-custom="">
            <td className="py-2.5">
              <label className="flex items-center gap-2">
                <span className="text-stone">{t('cms.pricing.us')}</span>
                <input aria-label={t('cms.pricing.yourOwnExampleCost')} value={cost} onChange={(e) => setCost(e.target.value)} inputMode="decimal" className="w-20 border border-stone/35 px-2 py-1.5" />
              </label>
            </td>
            <td className="py-2.5 pl-3 text-right">{example(customCost, 'natural')}</td>
            <td className="py-2.5 pl-3 text-right">{example(customCost, 'lab')}</td>
          </tr>
        </tbody>
      </table>
    </aside>
  );
}
