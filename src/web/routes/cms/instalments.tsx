import { useEffect, useState } from 'react';
import type { CmsInstalmentPlan } from '../../../domain/contract/instalments';
import { INSTALMENT_MONTHS, type InstalmentMonths } from '../../../domain/payments/instalments';
import { t } from '../../../domain/words/catalogue';
import { NoticeArea } from '../../components/Notice';
import { buttonClass, inputClass, labelClass, quietButtonClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { CmsResults } from '../../features/cms/CmsResults';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { useCmsSave } from '../../features/cms/use-cms-save';
import type { Route } from './+types/instalments';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('instalments.cms.title'), description: t('instalments.cms.intro'), path: '/cms/instalments' });
}

/** One bank's row: its name and, for each number of months, whether offered, from what total and the promo code. */
interface BankDraft {
  key: number;
  bank: string;
  plans: Record<InstalmentMonths, { active: boolean; minimum: string; promo: string }>;
}

let nextKey = 1;
function draftOf(plans: readonly CmsInstalmentPlan[]): BankDraft[] {
  const banks: BankDraft[] = [];
  for (const p of plans) {
    let row = banks.find((b) => b.bank === p.bank);
    if (!row) banks.push((row = emptyBank(p.bank)));
    row.plans[p.months] = { active: p.active, minimum: String(p.minimum), promo: p.promo_code };
  }
  return banks;
}
function emptyBank(bank: string): BankDraft {
  return { key: nextKey++, bank, plans: { 6: { active: false, minimum: '1000', promo: '' }, 12: { active: false, minimum: '1000', promo: '' } } };
}
/** The plans as the API takes them: both months of every bank, each on or off. */
const plansOf = (banks: readonly BankDraft[]) =>
  banks.flatMap((b) => INSTALMENT_MONTHS.map((months) => ({ bank: b.bank.trim(), months, minimum: Number(b.plans[months].minimum.replaceAll(',', '')), promo_code: b.plans[months].promo.trim(), active: b.plans[months].active })));

/** Interest-free instalment plans (issue 29): the participating banks, their months, minimums and promo codes, on or off. */
export default function CmsInstalments() {
  const { answer, reload } = useCmsAnswer<{ plans: CmsInstalmentPlan[] }>('/api/cms/instalment-plans');
  return (
    <StaffShell title={t('instalments.cms.title')}>
      <CmsResults answer={answer} loading={t('instalments.cms.title')} isEmpty={() => false} empty="">
        {(a) => <PlansForm plans={a.plans} onSaved={reload} />}
      </CmsResults>
    </StaffShell>
  );
}

function PlansForm({ plans, onSaved }: { plans: CmsInstalmentPlan[]; onSaved: () => Promise<void> }) {
  const [banks, setBanks] = useState<BankDraft[]>(() => draftOf(plans));
  const { save, busy, notice, dismiss } = useCmsSave(onSaved);
  useEffect(() => setBanks(draftOf(plans)), [plans]);
  const change = (key: number, next: (b: BankDraft) => BankDraft) => setBanks(banks.map((b) => (b.key === key ? next(b) : b)));
  const setPlan = (key: number, months: InstalmentMonths, part: Partial<BankDraft['plans'][6]>) => change(key, (b) => ({ ...b, plans: { ...b.plans, [months]: { ...b.plans[months], ...part } } }));

  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save('put', '/api/cms/instalment-plans', { plans: plansOf(banks) });
      }}
    >
      <p className="max-w-3xl text-sm text-stone">{t('instalments.cms.intro')}</p>
      <ul className="grid gap-4">
        {banks.map((b) => (
          <li key={b.key} className="grid gap-4 border border-pearl bg-white p-5 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end" data-testid="instalment-bank">
            <label className="grid gap-2">
              <span className={labelClass}>{t('instalments.cms.bank')}</span>
              <input className={inputClass} value={b.bank} maxLength={30} onChange={(e) => change(b.key, (x) => ({ ...x, bank: e.target.value }))} />
            </label>
            {INSTALMENT_MONTHS.map((months) => (
              <fieldset key={months} className="grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] items-end gap-3">
                <legend className={`${labelClass} mb-2`}>{t('instalments.cms.months', { months })}</legend>
                <label className="flex items-center gap-2 pb-3 text-sm">
                  <input type="checkbox" className="accent-ink" checked={b.plans[months].active} onChange={(e) => setPlan(b.key, months, { active: e.target.checked })} />
                  {t('instalments.cms.offered')}
                </label>
                <label className="grid gap-1">
                  <span className="text-xs text-stone">{t('instalments.cms.minimum')}</span>
                  <input className={inputClass} inputMode="decimal" value={b.plans[months].minimum} onChange={(e) => setPlan(b.key, months, { minimum: e.target.value })} />
                </label>
                <label className="grid gap-1">
                  <span className="text-xs text-stone">{t('instalments.cms.promoCode')}</span>
                  <input className={inputClass} maxLength={10} value={b.plans[months].promo} onChange={(e) => setPlan(b.key, months, { promo: e.target.value })} />
                </label>
              </fieldset>
            ))}
            <button type="button" className={quietButtonClass} onClick={() => setBanks(banks.filter((x) => x.key !== b.key))}>
              {t('instalments.cms.removeBank')}
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={quietButtonClass} onClick={() => setBanks([...banks, emptyBank(t('instalments.cms.newBank'))])}>
          {t('instalments.cms.addBank')}
        </button>
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t('instalments.cms.saving') : t('instalments.cms.save')}
        </button>
      </div>
      <NoticeArea notice={notice} onDismiss={dismiss} />
    </form>
  );
}
