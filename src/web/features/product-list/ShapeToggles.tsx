import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import type { ShapeCode } from '../../../domain/diamonds/shapes';
import { ShapeToggle } from '../../components/ShapeToggle';
import { t } from '../../../domain/words/catalogue';

/** The ten shapes as toggles of the Advanced Search (storefront §2). */
export function ShapeToggles({ value, onToggle }: { value: readonly ShapeCode[]; onToggle: (code: ShapeCode) => void }) {
  return (
    <fieldset>
      <legend className="text-[0.7rem] tracking-[0.3em] text-stone uppercase">{t('productList.shapeToggles.shape')}</legend>
      <ul className="mt-4 grid grid-cols-5 gap-2 sm:gap-3 lg:grid-cols-10">
        {SITE_IMAGES.shapes.map((shape) => {
          const on = value.includes(shape.shape);
          return (
            <li key={shape.shape}>
              <ShapeToggle shape={shape} on={on} onToggle={onToggle} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
