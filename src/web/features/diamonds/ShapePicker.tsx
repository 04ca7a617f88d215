import { allSelected, type DiamondFilters } from '../../../domain/diamonds/filters';
import { SITE_IMAGES } from '../../../domain/catalog/image-names';
import { ShapeToggle } from '../../components/ShapeToggle';
import { legendClass } from './styles';
import { t } from '../../../domain/words/catalogue';

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
          {t('diamonds.shapePicker.shape')}
        </span>
        <button type="button" onClick={onSelectAll} className="text-[0.68rem] tracking-[0.2em] text-ink uppercase underline decoration-gold/60 underline-offset-4 hover:text-gold-deep">
          {all ? t('diamonds.shapePicker.clearAll') : t('diamonds.shapePicker.selectAll')}
        </button>
      </div>
      <ul className="mt-3 grid grid-cols-5 gap-1.5 lg:grid-cols-10">
        {SITE_IMAGES.shapes.map((shape) => {
          const on = filters.shape.includes(shape.shape);
          const count = counts?.[shape.shape];
          const countId = `${idPrefix}-shape-${shape.shape}-count`;
          return (
            <li key={shape.shape} className="min-w-0">
              <ShapeToggle shape={shape} on={on} onToggle={onToggle} count={count} countId={countId} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
