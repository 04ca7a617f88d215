import type { ReactNode } from 'react';
import { t } from '../../../domain/words/catalogue';
import { Thumbnail } from '../../components/Thumbnail';
import { textLinkClass } from '../../components/ui';
import { formatRinggit } from '../../lib/format';
import { ITEM_UNAVAILABLE } from '../cart/types';
import { LineParts } from '../orders/LineParts';
import type { SummaryLine } from './summary-lines';
import type { CheckoutItems } from './use-checkout';
import { Converted } from '../abroad/Converted';
import { senFromRinggit } from '../../../domain/money/money';

/**
 * Checkout's "Your order": the piece bought at once (with the way back to the cart) or the cart's lines, shipping and
 * the total; then what comes under them (`children`: delivery abroad, the notice, Place Order).
 */
export function OrderSummary({ items, lines, total, onCheckOutCart, children }: { items: CheckoutItems; lines: SummaryLine[]; total: number; onCheckOutCart: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby="summary-heading" className="self-start border border-pearl bg-ivory p-6 sm:p-8 lg:sticky lg:top-28">
      <h2 id="summary-heading" className="text-3xl">
        {t('pages.checkout.yourOrder')}
      </h2>
      {items.kind === 'direct' && (
        <p className="mt-2 text-sm text-stone">
          {t('pages.checkout.buyingThisPieceOn')}{' '}
          <button type="button" onClick={onCheckOutCart} className={`text-ink ${textLinkClass}`}>
            {t('pages.checkout.checkOutYourCart')}
          </button>
        </p>
      )}
      <ul className="mt-6 divide-y divide-pearl border-y border-pearl">
        {lines.map((line) => (
          <li key={line.key} className="flex flex-wrap gap-x-4 gap-y-3 py-4" data-checkout-line="">
            <Thumbnail src={line.thumbnail} alt="" className="size-16" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-serif text-lg leading-snug text-ink">{line.name}</p>
              {line.details && <p className="text-stone">{line.details}</p>}
              {line.fromCancelledOrder && (
                <p className="mt-1 text-ink" data-from-cancelled-order={line.fromCancelledOrder}>
                  {t('cart.cartLine.fromCancelledOrder', { order: line.fromCancelledOrder })}
                </p>
              )}
              {!line.available && (
                <p role="alert" className="mt-1 text-ruby">
                  {ITEM_UNAVAILABLE}
                </p>
              )}
            </div>
            <p className="text-sm whitespace-nowrap tabular-nums" data-testid="line-total">
              {formatRinggit(line.price)}
              <Converted sen={senFromRinggit(line.price)} />
            </p>
            <LineParts settingPrice={line.settingPrice} diamond={line.diamond} className="basis-full" converted />
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone">{t('pages.checkout.shipping')}</dt>
          <dd>{t('pages.checkout.free')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-pearl pt-4 text-base">
          <dt className="tracking-[0.2em] uppercase">{t('pages.checkout.total')}</dt>
          <dd data-testid="checkout-total" className="font-medium tabular-nums">
            {formatRinggit(total)}
            <Converted sen={senFromRinggit(total)} />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
