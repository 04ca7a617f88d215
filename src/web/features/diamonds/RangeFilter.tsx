import * as Slider from '@radix-ui/react-slider';
import { useState } from 'react';
import { commitRangeBox, sliderRange, type Bounds } from '../../../domain/diamond-filters';
import { legendClass } from './styles';

interface RangeFilterProps {
  /** 'carat' or 'price': names the boxes (carat-min, price-max) and the thumbs. */
  name: string;
  legend: string;
  bounds: Bounds & { step: number };
  value: [number, number];
  onChange: (next: [number, number]) => void;
  /** How a box shows its number when it is not being typed in. */
  text: (n: number) => string;
  /** 'RM' before the number, or 'ct' after it. */
  unit: { before?: string; after?: string };
  idPrefix: string;
}

/**
 * A two-thumb slider with a box for each end (storefront §2, §5, §9). A box is read when it loses focus or on Enter:
 * commas stripped, negatives made positive, clamped to the bounds, min and max swapped if they crossed.
 */
export function RangeFilter({ name, legend, bounds, value, onChange, text, unit, idPrefix }: RangeFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>{legend}</legend>
      <Slider.Root
        className="relative mt-5 flex h-6 w-full touch-none items-center select-none"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(range) => onChange(sliderRange(range, value, bounds))}
      >
        <Slider.Track className="relative h-px grow bg-stone/30">
          <Slider.Range className="absolute h-px bg-ink" />
        </Slider.Track>
        <Slider.Thumb aria-label={`Minimum ${name}`} className={thumbClass} />
        <Slider.Thumb aria-label={`Maximum ${name}`} className={thumbClass} />
      </Slider.Root>
      <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-end gap-3">
        <RangeBox id={`${idPrefix}-${name}-min`} label={`Min ${name}`} unit={unit} shown={text(value[0])} onCommit={(typed) => onChange(commitRangeBox('min', typed, value, bounds))} />
        <span aria-hidden="true" className="pb-3 text-stone">
          –
        </span>
        <RangeBox id={`${idPrefix}-${name}-max`} label={`Max ${name}`} unit={unit} shown={text(value[1])} onCommit={(typed) => onChange(commitRangeBox('max', typed, value, bounds))} />
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

/** A box: free typing while focused, the committed number shown otherwise. */
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
