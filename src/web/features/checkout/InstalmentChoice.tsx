import { cardAcceptedFrom } from '../../../domain/payments/card-countries';
import { countryCodeOf } from '../../../domain/abroad/address-countries';
import { HOME_COUNTRY } from '../../../domain/abroad/shipping-countries';
import { instalmentSchedule, plansByBank, plansFor, type InstalmentChoice as Pick, type InstalmentPlan } from '../../../domain/payments/instalments';
import { formatRM } from '../../../domain/money/money';
import { INSTALMENT_METHOD, paymentMethodOf } from '../../../domain/payments/payment-methods';
import { t } from '../../../domain/words/catalogue';
import { labelClass } from '../../components/ui';
import { useInstalmentPlans } from '../instalments/plans';
import { ChoiceCard } from './ChoiceCard';

export type InstalmentPick = Pick;

/**
 * Interest-free instalments as a way to pay at checkout (the method EPP of the table): offered only when a plan's
 * minimum is met by the total and a card is taken from the delivery address's country; chosen with the card's bank
 * and the months, each with its monthly amount. The server checks the same again and refuses anything else.
 */
export function InstalmentChoice({ totalSen, country, checked, pick, onChoose, drawnPlans = null }: { totalSen: number; country: string; checked: boolean; pick: InstalmentPick | null; onChoose: (pick: InstalmentPick) => void; drawnPlans?: InstalmentPlan[] | null }) {
  const plans = useInstalmentPlans(drawnPlans);
  const method = paymentMethodOf(INSTALMENT_METHOD)!;
  const offered = plans && cardAcceptedFrom(countryCodeOf(country) ?? HOME_COUNTRY) ? plansFor(plans, totalSen) : [];
  if (offered.length === 0) return null;
  const banks = plansByBank(offered);
  // the choice kept only while it is still offered; otherwise the longest plan of the first bank
  const chosen = (pick && offered.find((p) => p.bank === pick.bank && p.months === pick.months)) ?? banks[0].plans.at(-1)!;
  const bankPlans = banks.find((b) => b.bank === chosen.bank)!.plans;
  const choose = (next: InstalmentPick) => onChoose(next);

  return (
    <div>
      <ChoiceCard name="payment_method" value={INSTALMENT_METHOD} checked={checked} onChoose={() => choose({ bank: chosen.bank, months: chosen.months })} title={method.label}>
        <span className="block text-stone">{method.hint}</span>
      </ChoiceCard>
      {checked && (
        <div className="grid gap-4 border border-t-0 border-ink bg-ivory px-5 pt-1 pb-5 text-sm sm:pl-12" data-testid="instalment-choice">
          <label className="grid gap-2">
            <span className={labelClass}>{t('instalments.checkout.bank')}</span>
            <select
              value={chosen.bank}
              onChange={(e) => {
                const bank = banks.find((b) => b.bank === e.target.value)!;
                const sameMonths = bank.plans.find((p) => p.months === chosen.months) ?? bank.plans.at(-1)!;
                choose({ bank: bank.bank, months: sameMonths.months });
              }}
              className="block w-full border border-stone/40 bg-white px-3 py-2.5 text-sm focus:border-ink focus:outline-none"
            >
              {banks.map((b) => (
                <option key={b.bank} value={b.bank}>
                  {b.bank}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="grid gap-2">
            <legend className={`${labelClass} mb-2`}>{t('instalments.checkout.months')}</legend>
            {bankPlans.map((p) => {
              const { monthlySen } = instalmentSchedule(totalSen, p.months);
              return (
                <label key={p.months} className="flex cursor-pointer items-baseline gap-3 text-ink">
                  <input type="radio" name="instalment_months" value={p.months} checked={chosen.months === p.months} onChange={() => choose({ bank: chosen.bank, months: p.months })} className="accent-ink" />
                  <span>{t('instalments.checkout.monthsOption', { months: p.months })}</span>
                  <span className="ml-auto tabular-nums text-stone">{t('instalments.checkout.perMonth', { monthly: formatRM(monthlySen) })}</span>
                </label>
              );
            })}
          </fieldset>
          <p className="text-xs text-stone">{t('instalments.checkout.paidAtOnce', { total: formatRM(totalSen), months: chosen.months })}</p>
        </div>
      )}
    </div>
  );
}
