import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { MarkupBands } from '../../features/cms/MarkupBands';
import { draftOf, fileOf, KINDS, rulesOf, type Draft } from '../../features/cms/pricing-draft';
import { PricingExamples } from '../../features/cms/PricingExamples';
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
  const { save, busy, notice, dismiss } = useCmsSave(onSaved);
  useEffect(() => setDraft(draftOf(rules)), [rules]);
  const priced = rulesOf(draft);

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
            <MarkupBands key={kind} kind={kind} label={label} bands={draft.markup[kind]} onChange={(bands) => setDraft({ ...draft, markup: { ...draft.markup, [kind]: bands } })} />
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
        <PricingExamples priced={priced} />
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
