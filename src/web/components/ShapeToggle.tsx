import type { SITE_IMAGES } from '../../domain/catalog/image-names';
import type { ShapeCode } from '../../domain/diamonds/shapes';
import { formatNumber } from '../../domain/words/format';

type Shape = (typeof SITE_IMAGES.shapes)[number];

interface ShapeToggleProps {
  shape: Shape;
  on: boolean;
  onToggle: (code: ShapeCode) => void;
  /** How many stones of this shape the other filters leave (the diamond search); shown under the name. */
  count?: number;
  countId?: string;
}

/**
 * One shape as a toggle with its picture (storefront §2): several may be on, pressing an active one turns it off.
 * The product list's Advanced Search and the diamond search both list the ten shapes with it.
 */
export function ShapeToggle({ shape, on, onToggle, count, countId }: ShapeToggleProps) {
  return (
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
        <span id={countId} aria-hidden="true" className="text-[0.6rem] text-stone tabular-nums">
          {formatNumber(count)}
        </span>
      )}
    </button>
  );
}
