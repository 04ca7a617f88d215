import { commitRangeBox, sliderRange, type Bounds } from '../../../domain/diamonds/filters';
import { RangeSlider } from '../../components/RangeSlider';
import { t } from '../../../domain/words/catalogue';

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
 * The diamond search's price or carat range (storefront §2, §5, §9). A box is read when it loses focus or on Enter:
 * commas stripped, negatives made positive, clamped to the bounds, min and max swapped if they crossed.
 */
export function RangeFilter({ name, legend, bounds, value, onChange, text, unit, idPrefix }: RangeFilterProps) {
  return (
    <RangeSlider
      name={name}
      legend={legend}
      bounds={bounds}
      value={value}
      onSlide={(range) => onChange(sliderRange(range, value, bounds))}
      onCommit={(end, typed) => onChange(commitRangeBox(end, typed, value, bounds))}
      boxIds={[`${idPrefix}-${name}-min`, `${idPrefix}-${name}-max`]}
      boxLabels={[t('diamonds.rangeFilter.min', { name }), t('diamonds.rangeFilter.max', { name })]}
      text={text}
      unit={unit}
    />
  );
}
