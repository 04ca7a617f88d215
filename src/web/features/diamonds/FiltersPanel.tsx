import type { ComponentProps } from 'react';
import { t } from '../../../domain/words/catalogue';
import { buttonClass, quietButtonClass } from '../../components/ui';
import { FiltersForm } from './FiltersForm';

type FormProps = ComponentProps<typeof FiltersForm>;

/** The diamond search's filters as a panel above the results, on wide screens (phones have the drawer), with Reset and Search. */
export function FiltersPanel({ filters, onChange, facets, onReset, onSearch }: { filters: FormProps['filters']; onChange: FormProps['onChange']; facets: FormProps['facets']; onReset: () => void; onSearch: () => void }) {
  return (
    <section aria-label={t('diamonds.diamondSearchScreen.filters')} id="diamond-filters" data-filters="" className="mt-10 hidden border border-pearl bg-ivory/40 px-8 py-8 lg:block xl:px-10">
      <FiltersForm filters={filters} onChange={onChange} facets={facets} idPrefix="panel" layout="panel" />
      <div className="mt-8 flex items-center justify-end gap-3 border-t border-pearl pt-6">
        <button type="button" onClick={onReset} className={quietButtonClass}>
          {t('diamonds.diamondSearchScreen.resetFilters')}
        </button>
        <button type="button" onClick={onSearch} className={`${buttonClass} min-w-44`}>
          {t('diamonds.diamondSearchScreen.search')}
        </button>
      </div>
    </section>
  );
}
