import * as Slider from '@radix-ui/react-slider';
import { useState } from 'react';
import { PRODUCT_PRICE_RANGE } from '../../../domain/product-filters';
import { commitPriceBox, priceBoxText, withPriceRange, type ListFilters } from './filters';

interface PriceRangeProps {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
}

/**
 * The price range in MYR (storefront §2, §5, §9): a two-thumb slider from RM 1,000 to RM 20,000 in steps of 0.01,
 * and a box for each end. A box is read when it loses focus or on Enter: commas stripped, absolute value, clamped,
 * and min kept at or below max.
 */
export function PriceRange({ value, onChange }: PriceRangeProps) {
  return (
    <fieldset>
      <legend className="text-[0.7rem] tracking-[0.3em] text-stone uppercase">Price (MYR)</legend>
      <Slider.Root
        className="relative mt-6 flex h-6 w-full touch-none items-center select-none"
        min={PRODUCT_PRICE_RANGE.min}
        max={PRODUCT_PRICE_RANGE.max}
        step={PRODUCT_PRICE_RANGE.step}
        minStepsBetweenThumbs={0}
        value={[value.filterPriceMin, value.filterPriceMax]}
        onValueChange={(range) => onChange(withPriceRange(value, range))}
      >
        <Slider.Track className="relative h-px grow bg-stone/30">
          <Slider.Range className="absolute h-px bg-ink" />
        </Slider.Track>
        <Slider.Thumb aria-label="Minimum price" className={thumbClass} />
        <Slider.Thumb aria-label="Maximum price" className={thumbClass} />
      </Slider.Root>
      <div className="mt-5 grid grid-cols-[1fr_auto_1fr] items-end gap-3">
        <PriceBox id="price-min" label="Min" amount={value.filterPriceMin} onCommit={(typed) => onChange(commitPriceBox('min', typed, value))} />
        <span aria-hidden="true" className="pb-3.5 text-stone">
          –
        </span>
        <PriceBox id="price-max" label="Max" amount={value.filterPriceMax} onCommit={(typed) => onChange(commitPriceBox('max', typed, value))} />
      </div>
    </fieldset>
  );
}

const thumbClass =
  'block size-5 cursor-grab rounded-full border border-ink bg-white shadow-[0_1px_4px_rgba(29,27,25,0.18)] transition-transform ' +
  'hover:scale-110 focus-visible:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold active:cursor-grabbing';

const priceBoxClass =
  'block w-full min-w-0 rounded-none border border-stone/35 bg-white py-2.5 pr-3 pl-10 text-base text-ink tabular-nums transition-colors ' +
  'focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none sm:text-sm';

/** A price box: free typing while focused, the committed amount shown otherwise. */
function PriceBox({ id, label, amount, onCommit }: { id: string; label: string; amount: number; onCommit: (typed: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onCommit(draft);
    setDraft(null);
  };
  return (
    <label htmlFor={id} className="block min-w-0">
      <span className="block text-[0.65rem] tracking-[0.2em] text-stone uppercase">{label} price</span>
      <span className="relative mt-2 block">
        <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-xs tracking-wider text-stone">
          RM
        </span>
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? priceBoxText(amount)}
          onFocus={(e) => {
            setDraft(priceBoxText(amount));
            e.currentTarget.select();
          }}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          className={priceBoxClass}
        />
      </span>
    </label>
  );
}
