import * as Slider from '@radix-ui/react-slider';
import { useState } from 'react';
import { t } from '../../domain/words/catalogue';

export type RangeEnd = 'min' | 'max';

interface RangeSliderProps {
  /** Names the thumbs: 'Minimum price', 'Maximum carat'. */
  name: string;
  legend: string;
  bounds: { min: number; max: number; step: number };
  value: [number, number];
  /** The thumbs moved (the caller keeps the range within its rules). */
  onSlide: (range: number[]) => void;
  /** A box was left or Enter pressed in it, with what was typed (the caller reads and clamps it). */
  onCommit: (end: RangeEnd, typed: string) => void;
  /** Ids (and form names) of the min and max boxes. */
  boxIds: [string, string];
  boxLabels: [string, string];
  /** How a box shows its number when it is not being typed in. */
  text: (n: number) => string;
  /** 'RM' before the number, or 'ct' after it. */
  unit: { before?: string; after?: string };
}

/**
 * A two-thumb slider with a box for each end (storefront §2, §5, §9), for the product list's price range and the
 * diamond search's price and carat ranges. The rules (commas, negatives, bounds, crossed ends) are the caller's.
 */
export function RangeSlider({ name, legend, bounds, value, onSlide, onCommit, boxIds, boxLabels, text, unit }: RangeSliderProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-[0.7rem] tracking-[0.3em] text-stone uppercase">{legend}</legend>
      <Slider.Root
        className="relative mt-5 flex h-6 w-full touch-none items-center select-none"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={onSlide}
      >
        <Slider.Track className="relative h-px grow bg-stone/30">
          <Slider.Range className="absolute h-px bg-ink" />
        </Slider.Track>
        <Slider.Thumb aria-label={t('components.rangeSlider.minimum', { name })} className={thumbClass} />
        <Slider.Thumb aria-label={t('components.rangeSlider.maximum', { name })} className={thumbClass} />
      </Slider.Root>
      <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-end gap-3">
        <RangeBox id={boxIds[0]} label={boxLabels[0]} unit={unit} shown={text(value[0])} onCommit={(typed) => onCommit('min', typed)} />
        <span aria-hidden="true" className="pb-3 text-stone">
          –
        </span>
        <RangeBox id={boxIds[1]} label={boxLabels[1]} unit={unit} shown={text(value[1])} onCommit={(typed) => onCommit('max', typed)} />
      </div>
    </fieldset>
  );
}

const thumbClass =
  'block size-5 cursor-grab rounded-full border border-ink bg-white shadow-[0_1px_4px_rgba(29,27,25,0.18)] transition-transform ' +
  'hover:scale-110 focus-visible:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold active:cursor-grabbing';

interface RangeBoxProps {
  id: string;
  label: string;
  unit: { before?: string; after?: string };
  shown: string;
  onCommit: (typed: string) => void;
}

/** A box: free typing while focused, the committed number shown otherwise; read when it loses focus or on Enter. */
function RangeBox({ id, label, unit, shown, onCommit }: RangeBoxProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onCommit(draft);
    setDraft(null);
  };
  return (
    <label htmlFor={id} className="block min-w-0">
      <span className="block text-[0.62rem] tracking-[0.2em] text-stone uppercase">{label}</span>
      <span className="relative mt-1.5 block">
        {unit.before && (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-xs tracking-wider text-stone">
            {unit.before}
          </span>
        )}
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? shown}
          onFocus={(e) => {
            setDraft(shown);
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
          className={`block w-full min-w-0 rounded-none border border-stone/35 bg-white py-2.5 text-base text-ink tabular-nums transition-colors focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none sm:text-sm ${
            unit.before ? 'pr-3 pl-10' : 'pr-8 pl-3'
          }`}
        />
        {unit.after && (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs tracking-wider text-stone">
            {unit.after}
          </span>
        )}
      </span>
    </label>
  );
}
