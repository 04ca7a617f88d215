import { SITE_IMAGES } from '../../../domain/image-names';
import type { ShapeCode } from '../../../domain/shapes';

/** The ten shapes as toggles (storefront §2): several may be on; pressing an active one turns it off. */
export function ShapeToggles({ value, onToggle }: { value: readonly ShapeCode[]; onToggle: (code: ShapeCode) => void }) {
  return (
    <fieldset>
      <legend className="text-[0.7rem] tracking-[0.3em] text-stone uppercase">Shape</legend>
      <ul className="mt-4 grid grid-cols-5 gap-2 sm:gap-3 lg:grid-cols-10">
        {SITE_IMAGES.shapes.map((shape) => {
          const on = value.includes(shape.shape);
          return (
            <li key={shape.shape}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(shape.shape)}
                className={`group flex w-full flex-col items-center gap-1.5 border px-1 pt-2 pb-2 transition-colors ${
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
                <span className={`text-[0.68rem] tracking-[0.08em] ${on ? 'text-ink' : 'text-stone'}`}>{shape.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
