import type { OrderInstalment } from '../../../domain/contract/instalments';
import { formatRM, senFromRinggit } from '../../../domain/money/money';
import { t } from '../../../domain/words/catalogue';

/** The order's instalment plan on its page: bank and months, the monthly amount, the last one, and what the bank said. */
export function OrderInstalmentPlan({ instalment }: { instalment: OrderInstalment | null }) {
  if (!instalment) return null;
  const { bank, months, monthly, last, confirmed } = instalment;
  const state = confirmed === null ? t('instalments.order.awaiting') : confirmed ? t('instalments.order.confirmed') : t('instalments.order.notConfirmed');
  return (
    <section aria-labelledby="instalment-heading" data-testid="order-instalment" className={`border px-5 py-5 sm:px-7 ${confirmed === false ? 'border-ruby/60' : 'border-pearl'} bg-white`}>
      <h2 id="instalment-heading" className="text-2xl">
        {t('instalments.order.heading')}
      </h2>
      <p className="mt-3 font-serif text-lg text-ink">{t('instalments.order.plan', { months, bank })}</p>
      <p className="text-sm text-stone tabular-nums">
        {t('instalments.order.monthly', { monthly: formatRM(senFromRinggit(monthly)) })}
        {last !== monthly && <> · {t('instalments.noteLast', { last: formatRM(senFromRinggit(last)) })}</>}
      </p>
      <p role={confirmed === false ? 'alert' : undefined} className={`mt-2 text-sm ${confirmed === false ? 'text-ruby' : 'text-stone'}`}>
        {state}
      </p>
    </section>
  );
}
