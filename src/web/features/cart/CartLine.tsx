import { Thumbnail } from '../../components/Thumbnail';
import { formatRinggit } from '../../lib/format';
import { diamondSummary } from '../orders/types';
import { ITEM_UNAVAILABLE, type CartItem } from './types';

/** One item of the cart, read only: name, picture, colour, ring size, engraving, diamond, price and quantity. */
export function CartLine({ item }: { item: CartItem }) {
  const details = [item.name, item.ring_size ? `Ring size ${item.ring_size}` : ''].filter(Boolean).join(' · ');
  return (
    <article aria-label={item.product_name} className="flex gap-4 py-6 sm:gap-6">
      <Thumbnail src={item.thumbnail} alt="" className="size-20 sm:size-26" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 className="text-2xl break-words">{item.product_name}</h2>
          <p className="text-sm whitespace-nowrap">{formatRinggit(item.price)}</p>
        </div>
        {details && <p className="mt-2 text-sm text-stone">{details}</p>}
        <dl className="mt-1 grid gap-1 text-sm text-stone">
          {item.engrave_text && (
            <div className="flex gap-2">
              <dt>Engraving:</dt>
              <dd>
                “{item.engrave_text}”{item.engrave_font ? ` in ${item.engrave_font}` : ''}
              </dd>
            </div>
          )}
          {item.diamond && (
            <div className="flex flex-wrap gap-x-2">
              <dt>Diamond:</dt>
              <dd>
                {diamondSummary(item.diamond)}
                {` — ${formatRinggit(item.diamond.MYR_PRICE)}`}
              </dd>
            </div>
          )}
          <div className="flex gap-2">
            <dt>Quantity:</dt>
            <dd>{item.quantity}</dd>
          </div>
        </dl>
        {!item.is_available && (
          <p role="alert" className="mt-3 text-sm text-ruby">
            {ITEM_UNAVAILABLE}
          </p>
        )}
      </div>
    </article>
  );
}
