import { certificateInWords, diamondInWords } from '../../../domain/diamonds/words';
import type { LineDiamond } from '../../../domain/contract/orders';
import { t } from '../../../domain/words/catalogue';
import { formatRinggit } from '../../lib/format';
import { Converted } from '../abroad/Converted';
import { senFromRinggit } from '../../../domain/money/money';

/**
 * The parts of a line bought with its diamond, beneath the ring's own price: the setting at its price and the stone,
 * its grades as the shop spells them, at its price. A line without a diamond has no parts to show. `converted` (before
 * the order: checkout) gives each price in the shopper's currency too; an order keeps the currency and rate it was shown at.
 */
export function LineParts({ settingPrice, diamond, className = '', converted = false }: { settingPrice: number; diamond: LineDiamond | null; className?: string; converted?: boolean }) {
  if (!diamond) return null;
  return (
    <dl className={`grid gap-1 border-l-2 border-gold/50 pl-3 text-sm text-stone ${className}`} data-line-parts="">
      <div className="flex items-baseline justify-between gap-4">
        <dt>{t('orders.lineParts.setting')}</dt>
        <dd className="whitespace-nowrap tabular-nums" data-part="setting">
          {formatRinggit(settingPrice)}
          {converted && <Converted sen={senFromRinggit(settingPrice)} />}
        </dd>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <dt>{t('orders.lineParts.diamond')}</dt>
        <dd className="whitespace-nowrap tabular-nums" data-part="diamond">
          {formatRinggit(diamond.MYR_PRICE)}
          {converted && <Converted sen={senFromRinggit(diamond.MYR_PRICE)} />}
        </dd>
        <dd className="basis-full text-ink/80">{diamondInWords(diamond)}</dd>
        <dd className="basis-full">{certificateInWords(diamond)}</dd>
      </div>
    </dl>
  );
}
