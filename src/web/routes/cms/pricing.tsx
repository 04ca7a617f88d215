import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DiamondKind, PricingRules } from '../../../domain/diamond-pricing';
import { retailPriceSen } from '../../../domain/diamond-pricing';
import { formatRM } from '../../../domain/money';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import type { Route } from './+types/pricing';
import type { PricingRulesAnswer as RulesFile } from '../../../domain/contract/cms-diamonds';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('cms.pricing.diamondPricingBackOffice'), description: t('cms.pricing.howDiamondPricesAre'), path: '/cms/pricing' });
}

/** The form's text boxes. */
interface Draft {
  usdToMyr: string;
  rounding: RulesFile['rounding'];
  markup: Record<DiamondKind, { upToUsd: string; factor: string }[]>;
}

const KINDS: { kind: DiamondKind; label: string }[] = [
  { kind: 'natural', label: t('cms.pricing.naturalDiamonds') },
  { kind: 'lab', label: t('cms.pricing.labGrownDiamonds') },
];
const EXAMPLE_COSTS = [300, 1_000, 5_000, 20_000];
const usd = (n: number) => t('common.usd', { amount: n });
const draftOf = (r: RulesFile): Draft => ({
  usdToMyr: String(r.usdToMyr),
  rounding: r.rounding,
  markup: { natural: r.markup.natural.map((b) => ({ upToUsd: b.upToUsd === undefined ? '' : String(b.upToUsd), factor: String(b.factor) })), lab: r.markup.lab.map((b) => ({ upToUsd: b.upToUsd === undefined ? '' : String(b.upToUsd), factor: String(b.factor) })) },
});
const number = (text: string) => (text.trim() === '' ? NaN : Number(text.replaceAll(',', '')));
/** The rules as the API takes them: the last band of each type open-ended. */
const fileOf = (d: Draft) => ({
  usdToMyr: number(d.usdToMyr),
  rounding: d.rounding,
  markup: Object.fromEntries(KINDS.map(({ kind }) => [kind, d.markup[kind].map((b, i, all) => (i === all.length - 1 ? { factor: number(b.factor) } : { upToUsd: number(b.upToUsd), factor: number(b.factor) }))])),
});
/** The draft as the shop's pricing reads it, or null while a box does not hold a number. */
function rulesOf(d: Draft): PricingRules | null {
  const f = fileOf(d);
  const bands = (kind: DiamondKind) => (f.markup[kind] as { upToUsd?: number; factor: number }[]).map((b) => ({ upToUsd: b.upToUsd ?? Infinity, factor: b.factor }));
  const all = [f.usdToMyr, ...KINDS.flatMap(({ kind }) => bands(kind).flatMap((b) => [b.upToUsd, b.factor]))];
  if (all.some((x) => Number.isNaN(x) || x <= 0)) return null;
  return { usdToMyr: f.usdToMyr, rounding: f.rounding, markup: { natural: bands('natural'), lab: bands('lab') } };
}

/** Diamond pricing (issue 14): the US$ → RM rate, the markup bands per type and the rounding, with example prices. */
export default function CmsPricing() {
  const { answer, reload } = useCmsAnswer<{ rules: RulesFile; defaults: RulesFile; note: string }>('/api/cms/pricing');
  return (
    <StaffShell title={t('cms.pricing.diamondPricing')}>
      <CmsResults answer={answer} loading={t('cms.pricing.loadingThePricingRules')} isEmpty={() => false} empty="">
        {(a) => (
          <div className="grid gap-10">
            <RulesForm rules={a.rules} defaults={a.defaults} note={a.note} onSaved={reload} />
            <RepriceNow />
          </div>
        )}
      </CmsResults>
    </StaffShell>
  );
}

function RulesForm({ rules, defaults, note, onSaved }: { rules: RulesFile; defaults: RulesFile; note: string; onSaved: () => Promise<void> }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [cost, setCost] = useState('2,500');
  const { save, busy, notice, dismiss } = useCmsSave(onSaved);
  useEffect(() => setDraft(draftOf(rules)), [rules]);
  const priced = rulesOf(draft);
  const setBand = (kind: DiamondKind, i: number, key: 'upToUsd' | 'factor', value: string) =>
    setDraft({ ...draft, markup: { ...draft.markup, [kind]: draft.markup[kind].map((b, j) => (j === i ? { ...b, [key]: value } : b)) } });
  const addBand = (kind: DiamondKind) => {
    const list = draft.markup[kind];
    const before = list.length > 1 ? number(list[list.length - 2].upToUsd) : 0;
    const next = { upToUsd: String((Number.isFinite(before) ? before : 0) + 1_000), factor: list[list.length - 1].factor };
    setDraft({ ...draft, markup: { ...draft.markup, [kind]: [...list.slice(0, -1), next, list[list.length - 1]] } });
  };
  const removeBand = (kind: DiamondKind, i: number) => setDraft({ ...draft, markup: { ...draft.markup, [kind]: draft.markup[kind].filter((_, j) => j !== i) } });
  const example = (usdCost: number, kind: DiamondKind) => (priced && usdCost > 0 ? formatRM(retailPriceSen(usdCost, kind, priced)) : '—');
  const customCost = number(cost);

  return (
    <div className="grid gap-8">
      <p className="max-w-3xl border-l-2 border-gold bg-white px-5 py-4 text-sm leading-relaxed" data-pricing-note="">
        {t('cms.pricing.feedsAreUploadedIn', { note })} <Link to="/cms/diamonds/feeds" className={textLinkClass}>{t('cms.pricing.supplierFeeds')}</Link>.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save('put', '/api/cms/pricing', fileOf(draft));
        }}
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
      >
        <div className="grid content-start gap-8 border border-pearl bg-white p-6 lg:p-8">
          <div className="grid gap-6 sm:grid-cols-2">
            <label className="block">
              <span className={labelClass}>{t('cms.pricing.exchangeRateRmFor')}</span>
              <input value={draft.usdToMyr} onChange={(e) => setDraft({ ...draft, usdToMyr: e.target.value })} inputMode="decimal" className={inputClass} required />
            </label>
            <label className="block">
              <span className={labelClass}>{t('cms.pricing.rounding')}</span>
              <select value={draft.rounding} onChange={(e) => setDraft({ ...draft, rounding: e.target.value as Draft['rounding'] })} className={inputClass}>
                <option value="nice">{t('cms.pricing.pricePointsRm4')}</option>
                <option value="ringgit">{t('cms.pricing.wholeRinggit')}</option>
              </select>
            </label>
          </div>
          {KINDS.map(({ kind, label }) => (
            <fieldset key={kind} className="grid gap-3">
              <legend className="font-serif text-2xl">{label}</legend>
              <p className="text-sm text-stone">{t('cms.pricing.eachPartOfThe')}</p>
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_4.5rem] items-end gap-x-4 gap-y-2 text-sm">
                <span className={labelClass}>{t('cms.pricing.costFrom')}</span>
                <span className={labelClass}>{t('cms.pricing.upToUs')}</span>
                <span className={labelClass}>{t('cms.pricing.markup')}</span>
                <span />
                {draft.markup[kind].map((band, i, all) => {
                  const last = i === all.length - 1;
                  const from = i === 0 ? 0 : number(all[i - 1].upToUsd);
                  return (
                    <div key={i} className="contents" data-band={`${kind}-${i}`}>
                      <span className="pb-3 text-stone tabular-nums">{Number.isFinite(from) ? usd(from) : '—'}</span>
                      {last ? (
                        <span className="pb-3 text-stone">{t('cms.pricing.andAbove')}</span>
                      ) : (
                        <input aria-label={t('cms.pricing.bandUpToUs', { label, value: i + 1 })} value={band.upToUsd} onChange={(e) => setBand(kind, i, 'upToUsd', e.target.value)} inputMode="decimal" className={inputClass} />
                      )}
                      <input aria-label={t('cms.pricing.bandMarkup', { label, value: i + 1 })} value={band.factor} onChange={(e) => setBand(kind, i, 'factor', e.target.value)} inputMode="decimal" className={inputClass} />
                      {!last && all.length > 1 ? (
                        <button type="button" onClick={() => removeBand(kind, i)} className="pb-3 text-left text-[0.65rem] tracking-[0.18em] text-stone uppercase hover:text-ruby">
                          {t('cms.pricing.remove')}
                        </button>
                      ) : (
                        <span />
                      )}
                    </div>
                  );
                })}
              </div>
              <button type="button" onClick={() => addBand(kind)} className="justify-self-start text-[0.65rem] tracking-[0.2em] uppercase hover:text-gold-deep">
                {t('cms.pricing.addABand')}
              </button>
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={busy} className={buttonClass}>
              {t('cms.pricing.saveTheRules')}
            </button>
            <button type="button" onClick={() => setDraft(draftOf(defaults))} className={quietButtonClass}>
              {t('cms.pricing.theShopSDefaults')}
            </button>
          </div>
          <NoticeArea notice={notice} onDismiss={dismiss} />
        </div>
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
      </form>
    </div>
  );
}

/** Every stone no order holds priced with the saved rules now, after the staff member confirms. */
function RepriceNow() {
  const { save, busy, notice, dismiss } = useCmsSave(async () => {});
  return (
    <section aria-labelledby="reprice" className="grid max-w-3xl gap-4 border border-pearl bg-white p-6 lg:p-8">
      <h2 id="reprice" className="font-serif text-2xl">
        {t('cms.pricing.repriceEveryStoneNow')}
      </h2>
      <p className="text-sm leading-relaxed text-stone">
        {t('cms.pricing.givesEveryStoneIn')}
      </p>
      <div className="flex flex-wrap items-center gap-6">
        <button type="button" disabled={busy} className={quietButtonClass} onClick={() => window.confirm(t('cms.pricing.repriceEveryStoneWith')) && void save('post', '/api/cms/pricing/reprice', { confirm: true })}>
          {busy ? t('cms.pricing.repricing') : t('cms.pricing.repriceEveryStone')}
        </button>
        <NoticeArea notice={notice} onDismiss={dismiss} />
      </div>
    </section>
  );
}
