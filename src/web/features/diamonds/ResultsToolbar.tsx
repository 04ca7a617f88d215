import type { DiamondSort } from '../../../domain/contract/diamonds';
import { DEFAULT_SORT, SORT_OPTIONS } from '../../../domain/diamonds/filters';
import { textLinkClass } from '../../components/ui';
import { countText } from './format';
import { FilterIcon, GridIcon, HeartIcon, TableIcon } from './icons';
import type { ResultsView } from './search-url';
import { OptionList } from '../../components/OptionList';
import { t } from '../../../domain/words/catalogue';
import { formatNumber } from '../../../domain/words/format';

interface ResultsToolbarProps {
  total: number;
  searching: boolean;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  savedCount: number;
  sort: DiamondSort;
  onSort: (sort: DiamondSort) => void;
  /** Phones: opens the filters drawer; `changed` is how many filters differ from the page's defaults. */
  onOpenFilters: () => void;
  changed: number;
}

const VIEWS: { view: ResultsView; label: string; icon: () => React.ReactNode }[] = [
  { view: 'grid', label: t('diamonds.resultsToolbar.cards'), icon: GridIcon },
  { view: 'table', label: t('diamonds.resultsToolbar.table'), icon: TableIcon },
];

/** Above the results: how many match, the filters (phones), cards or table, the saved stones, and the sort. */
export function ResultsToolbar({ total, searching, view, onView, savedCount, sort, onSort, onOpenFilters, changed }: ResultsToolbarProps) {
  const tab = (on: boolean) => `inline-flex h-10 items-center gap-2 px-3 text-[0.68rem] tracking-[0.18em] uppercase transition-colors ${on ? 'bg-ink text-white' : 'text-ink hover:bg-ivory'}`;
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 border-y border-pearl py-3 sm:flex sm:flex-wrap sm:gap-x-4">
      <button type="button" onClick={onOpenFilters} className="inline-flex h-10 items-center gap-2.5 border border-ink px-4 text-[0.68rem] tracking-[0.2em] text-ink uppercase lg:hidden" aria-haspopup="dialog">
        <FilterIcon />
        {t('diamonds.resultsToolbar.filters')}{changed > 0 && <span className="text-gold-deep tabular-nums"> ({changed})</span>}
      </button>
      {view !== 'saved' ? (
        <label className="flex min-w-0 items-center gap-2 text-[0.68rem] tracking-[0.18em] text-stone uppercase sm:order-4">
          <span className="hidden sm:inline">{t('diamonds.resultsToolbar.sort')}</span>
          <select
            aria-label={t('diamonds.resultsToolbar.sortBy')}
            value={sort}
            onChange={(e) => onSort(e.target.value as DiamondSort)}
            className="h-10 w-full min-w-0 rounded-none border border-stone/35 bg-white px-3 text-sm tracking-normal text-ink normal-case focus:border-ink focus:ring-1 focus:ring-ink focus:outline-none sm:w-auto"
          >
            <OptionList options={SORT_OPTIONS} />
          </select>
        </label>
      ) : (
        <span className="sm:hidden" />
      )}
      <p className="text-sm whitespace-nowrap text-stone sm:order-2 sm:mr-auto" aria-live="polite">
        {view === 'saved' ? (
          <span>{countText(savedCount, 'diamonds.savedCount')}</span>
        ) : searching ? (
          t('common.searching')
        ) : (
          <span data-total={total}>
            <span className="text-ink tabular-nums">{formatNumber(total)}</span> {t('diamonds.noun', { count: total })}
          </span>
        )}
      </p>
      {view !== 'saved' && sort === DEFAULT_SORT && (
        <p className="col-span-2 text-xs leading-relaxed text-stone sm:order-5 sm:basis-full" data-sort-note="">
          {t('diamonds.resultsToolbar.recommendedOrder')}{' '}
          <button type="button" onClick={() => onSort('price-asc')} className={`whitespace-nowrap text-ink ${textLinkClass}`}>
            {t('diamonds.resultsToolbar.priceLowToHigh')}
          </button>
        </p>
      )}
      <div role="group" aria-label={t('diamonds.resultsToolbar.showAs')} className="flex justify-self-end border border-pearl sm:order-3">
        {VIEWS.map(({ view: v, label, icon: Icon }) => (
          <button key={v} type="button" aria-pressed={view === v} aria-label={label} onClick={() => onView(v)} className={tab(view === v)}>
            <Icon />
            <span aria-hidden="true" className="hidden sm:inline">
              {label}
            </span>
          </button>
        ))}
        <button type="button" aria-pressed={view === 'saved'} onClick={() => onView('saved')} className={`${tab(view === 'saved')} border-l border-pearl`}>
          <HeartIcon filled={view === 'saved'} />
          {t('diamonds.resultsToolbar.saved')} <span className="tabular-nums">({savedCount})</span>
        </button>
      </div>
    </div>
  );
}
