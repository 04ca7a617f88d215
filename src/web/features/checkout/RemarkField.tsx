import { REMARK_MAX_LENGTH } from '../../../domain/orders/checkout';
import { t } from '../../../domain/words/catalogue';
import { labelClass } from '../../components/ui';

/** Checkout's remark: a note for the shop that comes with the order. */
export function RemarkField({ remark, onRemark }: { remark: string; onRemark: (remark: string) => void }) {
  return (
    <section aria-labelledby="remark-heading">
      <h2 id="remark-heading" className="text-3xl">
        {t('pages.checkout.remark')}
      </h2>
      <label htmlFor="remark" className={`${labelClass} mt-4`}>
        {t('pages.checkout.aNoteForOur')}
      </label>
      <textarea id="remark" value={remark} maxLength={REMARK_MAX_LENGTH} onChange={(e) => onRemark(e.target.value)} rows={3} className="mt-2 block w-full border border-stone/40 px-4 py-3 text-sm focus:border-ink focus:outline-none" />
    </section>
  );
}
