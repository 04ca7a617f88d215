import { t } from '../../../domain/words/catalogue';
import { Spinner } from '../../components/Spinner';
import { quietButtonClass } from '../../components/ui';
import { DiamondCard, type StoneActions } from './DiamondCard';
import { DiamondTable } from './DiamondTable';
import type { useSavedStones } from './saved-stones';
import { SavedStones } from './SavedStones';
import type { viewOf } from './search-url';
import type { useDiamondSearch } from './use-diamond-search';

/** How many cards load their picture at once (the first row); the rest are lazy. */
const EAGER_CARDS = 4;

/**
 * The diamond search's results: the saved stones, the spinner while the first page comes, 'No results found.', or
 * the stones as cards or a table with Load More.
 */
export function SearchResults({ view, search, saved, actions, showSpinner }: { view: ReturnType<typeof viewOf>; search: ReturnType<typeof useDiamondSearch>; saved: ReturnType<typeof useSavedStones>; actions: StoneActions; showSpinner: boolean }) {
  return view === 'saved' ? (
    <SavedStones saved={saved.stones} actions={actions} onForget={saved.forget} onBrowse={() => search.show({ view: 'grid' })} />
  ) : showSpinner ? (
    <Spinner label={t('diamonds.diamondSearchScreen.findingDiamonds')} />
  ) : search.stones.length === 0 ? (
    search.error ? null : <NoResults onReset={search.reset} />
  ) : (
    <div className={`transition-opacity duration-200 ${search.searching ? 'opacity-40' : ''}`} aria-busy={search.searching}>
      {view === 'table' ? (
        <DiamondTable stones={search.stones} sort={search.sort} onSort={search.setSort} actions={actions} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" data-diamond-grid="">
          {search.stones.map((s, i) => (
            <li key={s.CERTIFICATE_NO}>
              <DiamondCard stone={s} actions={actions} priority={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
      {search.loadingMore ? (
        <Spinner label={t('diamonds.diamondSearchScreen.loadingMoreDiamonds')} className="py-12!" />
      ) : (
        search.hasMore && (
          <div className="mt-12 flex justify-center">
            <button type="button" onClick={() => void search.loadMore()} className={`${quietButtonClass} min-w-56`}>
              {t('diamonds.diamondSearchScreen.loadMore')}
            </button>
          </div>
        )
      )}
    </div>
  );
}

/** 'No results found.' (storefront §2, §8), with a way back to every stone. */
function NoResults({ onReset }: { onReset: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center" data-no-results="">
      <p className="font-serif text-3xl">{t('diamonds.diamondSearchScreen.noResultsFound')}</p>
      <p className="mt-3 text-sm leading-relaxed text-stone">{t('diamonds.diamondSearchScreen.noDiamondMatchesAll')}</p>
      <button type="button" onClick={onReset} className={`${quietButtonClass} mt-8`}>
        {t('diamonds.diamondSearchScreen.resetFilters')}
      </button>
    </div>
  );
}

/** A new search over stones already shown: a spinner in the middle of the screen while they stay, faded. */
export function SearchingOverlay() {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-1/2 z-20 flex -translate-y-1/2 justify-center" data-global-spinner="">
      <div className="bg-white/95 px-10 shadow-[0_12px_40px_-16px_rgba(29,27,25,0.35)]">
        <Spinner label={t('diamonds.diamondSearchScreen.findingDiamonds')} className="py-8!" />
      </div>
    </div>
  );
}
