import { allSelected, type DiamondFilters } from '../../../domain/diamond-filters';
import { SITE_IMAGES } from '../../../domain/image-names';
import { legendClass } from './styles';

interface ShapePickerProps {
  filters: DiamondFilters;
  onToggle: (code: string) => void;
  onSelectAll: () => void;
  counts?: Record<string, number>;
  idPrefix: string;
}

/** The ten shapes as toggles with their pictures and live counts (storefront §2), and Select All. */
export function ShapePicker({ filters, onToggle, onSelectAll, counts, idPrefix }: ShapePickerProps) {
  const all = allSelected(filters, 'shape');
  return (
    <div role="group" aria-labelledby={`${idPrefix}-shape-label`} className="min-w-0" data-filter="shape">
      <div className="flex min-h-7 items-center justify-between gap-4">
        <span id={`${idPrefix}-shape-label`} className={legendClass}>
          Shape
        </span>
        <button type="button" onClick={onSelectAll} className="text-[0.68rem] tracking-[0.2em] text-ink uppercase underline decoration-gold/60 underline-offset-4 hover:text-gold-deep">
          {all ? 'Clear all' : 'Select All'}
        </button>
      </div>
      <ul className="mt-3 grid grid-cols-5 gap-1.5 lg:grid-cols-10">
        {SITE_IMAGES.shapes.map((shape) => {
          const on = filters.shape.includes(shape.shape);
          const count = counts?.[shape.shape];
          const countId = `${idPrefix}-shape-${shape.shape}-count`;
          return (
            <li key={shape.shape} className="min-w-0">
              <button
                type="button"
                aria-pressed={on}
                aria-describedby={count !== undefined ? countId : undefined}
                onClick={() => onToggle(shape.shape)}
                className={`group flex w-full min-w-0 flex-col items-center gap-1 border px-1 pt-2 pb-1.5 transition-colors ${
                  on ? 'border-ink bg-ivory' : 'border-transparent hover:border-pearl hover:bg-ivory/60'
                }`}
              >
                <img
                  src={`${shape.url}?w=160`}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className={`size-10 object-contain transition-opacity sm:size-12 ${on ? 'opacity-100' : 'opacity-70 group-hover:opacity-100'}`}
                />
                <span className={`max-w-full truncate text-[0.68rem] tracking-[0.06em] ${on ? 'text-ink' : 'text-stone'}`}>{shape.label}</span>
                {count !== undefined && (
                  <span id={countId} aria-hidden="true" className="text-[0.6rem] text-stone/80 tabular-nums">
                    {count.toLocaleString('en-MY')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
