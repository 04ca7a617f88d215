import type { CmsOrder } from '../../../domain/contract/cms-orders';
import { t } from '../../../domain/words/catalogue';

/** The order's instalment plan in the back-office; a payment approved without it is flagged for staff to act on. */
export function CmsInstalmentNote({ instalment }: { instalment: CmsOrder['instalment'] }) {
  if (!instalment) return null;
  const { bank, months, confirmed, flagged } = instalment;
  if (flagged) {
    return (
      <p role="alert" data-testid="instalment-flag" className="border-b border-pearl bg-ruby/5 px-6 py-4 text-sm text-ruby">
        {flagged}
      </p>
    );
  }
  return <p className="border-b border-pearl px-6 py-4 text-sm text-stone">{confirmed ? t('instalments.cms.confirmed', { months, bank }) : t('instalments.cms.chosen', { months, bank })}</p>;
}
