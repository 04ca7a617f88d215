import type { DiamondFacets } from '../../../domain/contract/diamonds';
import { presetIsOn, priceRangeOf, toggleAll, toggleCode, togglePreset, withCarat, withPrice, type DiamondFilters, type PresetName } from '../../../domain/diamonds/filters';
import { DIAMOND_CARAT_RANGE, DIAMOND_PRICE_RANGE } from '../../../domain/diamonds/grades';
import { priceBoxText } from '../../../domain/diamonds/price-top';
import { CodeToggles } from './CodeToggles';
import { RangeFilter } from './RangeFilter';
import { ShapePicker } from './ShapePicker';
import { formatDecimal } from '../../../domain/words/format';
import { t } from '../../../domain/words/catalogue';

interface FiltersFormProps {
  filters: DiamondFilters;
  onChange: (next: DiamondFilters) => void;
  facets: DiamondFacets | null;
  /** Keeps ids apart when the page's panel and the phone's drawer are both in the page. */
  idPrefix: string;
  /** 'panel' above the results on wide screens; 'drawer' one column in the phone's slide-over. */
  layout: 'panel' | 'drawer';
}

const caratText = (n: number) => n.toFixed(2);
/** The slider's top reads "200,000+" (after "RM"): it stands for any price above. */
const priceText = (n: number) => priceBoxText(n, formatDecimal(n, Math.round(n * 100) % 100 ? 2 : 0, 2));

const COLUMNS = {
  panel: { color: 'grid-cols-9 lg:grid-cols-[repeat(17,minmax(0,1fr))]', clarity: 'grid-cols-8', cut: 'grid-cols-6', finish: 'grid-cols-5', fluorescence: 'grid-cols-3 xl:grid-cols-5', lab: 'grid-cols-5' },
  drawer: { color: 'grid-cols-6', clarity: 'grid-cols-4', cut: 'grid-cols-3', finish: 'grid-cols-5', fluorescence: 'grid-cols-3', lab: 'grid-cols-5' },
};

/**
 * The diamond filters (storefront §2 "Choose diamond"): shapes with Select All, carat and price, colour, clarity, cut
 * with the Ideal cut toggle, and the advanced filter (polish, symmetry, fluorescence, certificate) behind its toggle.
 */
export function FiltersForm({ filters, onChange, facets, idPrefix, layout }: FiltersFormProps) {
  const columns = COLUMNS[layout];
  const panel = layout === 'panel';
  const toggle = (key: Parameters<typeof toggleCode>[1]) => (code: string) => onChange(toggleCode(filters, key, code));
  const advancedId = `${idPrefix}-advanced`;
  return (
    <div className={`grid gap-x-14 gap-y-8 ${panel ? 'lg:grid-cols-2' : ''}`}>
      <div className={panel ? 'lg:col-span-2' : ''}>
        <ShapePicker filters={filters} onToggle={toggle('shape')} onSelectAll={() => onChange(toggleAll(filters, 'shape'))} counts={facets?.shape} idPrefix={idPrefix} />
      </div>
      <RangeFilter
        name="carat"
        legend={t('diamonds.filtersForm.carat')}
        bounds={DIAMOND_CARAT_RANGE}
        value={filters.carat}
        onChange={(range) => onChange(withCarat(filters, range))}
        text={caratText}
        unit={{ after: 'ct' }}
        idPrefix={idPrefix}
      />
      <RangeFilter
        name="price"
        legend={t('diamonds.filtersForm.priceMyr')}
        bounds={DIAMOND_PRICE_RANGE}
        value={priceRangeOf(filters)}
        onChange={(range) => onChange(withPrice(filters, range))}
        text={priceText}
        unit={{ before: 'RM' }}
        idPrefix={idPrefix}
      />
      <div className={panel ? 'lg:col-span-2' : ''}>
        <CodeToggles filterKey="color" value={filters.color} onToggle={toggle('color')} counts={facets?.color} columns={columns.color} idPrefix={idPrefix} />
      </div>
      <CodeToggles filterKey="clarity" value={filters.clarity} onToggle={toggle('clarity')} counts={facets?.clarity} columns={columns.clarity} idPrefix={idPrefix} />
      <CodeToggles
        filterKey="cut"
        value={filters.cut}
        onToggle={toggle('cut')}
        counts={facets?.cut}
        columns={columns.cut}
        idPrefix={idPrefix}
        aside={<PresetToggle name="3EX" label={t('diamonds.filtersForm.idealCut')} detail="3EX" filters={filters} onChange={onChange} />}
      />
      <div className={panel ? 'lg:col-span-2' : ''}>
        <button
          type="button"
          aria-expanded={filters.advanced}
          aria-controls={advancedId}
          onClick={() => onChange({ ...filters, advanced: !filters.advanced })}
          className="inline-flex items-center gap-3 text-xs tracking-[0.25em] text-ink uppercase hover:text-gold-deep"
        >
          <span aria-hidden="true" className={`inline-block text-base leading-none transition-transform ${filters.advanced ? 'rotate-45' : ''}`}>
            +
          </span>
          {t('diamonds.filtersForm.advancedFilter')}
        </button>
        {!filters.advanced && <p className="mt-2 text-xs text-stone">{t('diamonds.filtersForm.polishSymmetryFluorescenceAnd')}</p>}
        <div id={advancedId} hidden={!filters.advanced} className={`mt-6 grid gap-x-10 gap-y-8 ${panel ? 'sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)]' : ''}`}>
          {filters.advanced && (
            <>
              <CodeToggles filterKey="polish" value={filters.polish} onToggle={toggle('polish')} columns={columns.finish} idPrefix={idPrefix} />
              <CodeToggles filterKey="symmetry" value={filters.symmetry} onToggle={toggle('symmetry')} columns={columns.finish} idPrefix={idPrefix} />
              <CodeToggles
                filterKey="fluorescence"
                value={filters.fluorescence}
                onToggle={toggle('fluorescence')}
                columns={columns.fluorescence}
                idPrefix={idPrefix}
                aside={<PresetToggle name="3EX NON" label={t('diamonds.filtersForm.n3exNone')} detail="3EX NON" filters={filters} onChange={onChange} />}
              />
              <CodeToggles filterKey="lab" value={filters.lab} onToggle={toggle('lab')} counts={facets?.lab} columns={columns.lab} idPrefix={idPrefix} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

const PRESET_HINTS: Record<PresetName, string> = {
  '3EX': t('diamonds.filtersForm.idealOrExcellentCut'),
  '3EX NON': t('diamonds.filtersForm.idealOrExcellentCut2'),
};

/** A preset as a switch (storefront §4): on sets its cut, polish, symmetry and fluorescence; off clears them. */
function PresetToggle({ name, label, detail, filters, onChange }: { name: PresetName; label: string; detail: string; filters: DiamondFilters; onChange: (next: DiamondFilters) => void }) {
  const on = presetIsOn(filters, name);
  return (
    <button
      type="button"
      aria-pressed={on}
      title={PRESET_HINTS[name]}
      onClick={() => onChange(togglePreset(filters, name))}
      className="group inline-flex shrink-0 items-center gap-2.5 text-[0.68rem] tracking-[0.15em] text-ink uppercase"
    >
      <span aria-hidden="true" className={`relative h-4 w-7 rounded-full transition-colors ${on ? 'bg-gold' : 'bg-stone/30'}`}>
        <span className={`absolute top-0.5 size-3 rounded-full bg-white shadow transition-[left] ${on ? 'left-3.5' : 'left-0.5'}`} />
      </span>
      {label}
      <span className="sr-only"> ({detail}: {PRESET_HINTS[name]})</span>
    </button>
  );
}
