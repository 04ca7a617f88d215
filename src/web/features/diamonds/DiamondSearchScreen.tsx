import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Diamond } from '../../../domain/contract/diamonds';
import { CODE_FILTERS, type DiamondFilters } from '../../../domain/diamond-filters';
import { errorNotice, NoticeArea } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { buttonClass, eyebrowClass, quietButtonClass } from '../../components/ui';
import { WizardSteps } from '../../components/WizardSteps';
import type { StoneResult } from './api';
import { useComparison } from './compare-store';
import { CompareTray } from './CompareTray';
import { useStoneChanges } from '../../lib/stone-changes';
import { DiamondCard, type MediaKind, type StoneActions } from './DiamondCard';
import { DiamondDetail } from './DiamondDetail';
import { DiamondTable } from './DiamondTable';
import { FiltersDrawer } from './FiltersDrawer';
import { FiltersForm } from './FiltersForm';
import { MediaModal } from './MediaModal';
import { placeHeading } from './place-text';
import { ResultsToolbar } from './ResultsToolbar';
import { useSavedStones } from './saved-stones';
import { SavedStones } from './SavedStones';
import { hrefOf, placeDefaults, viewOf } from './search-url';
import { TypeTabs } from './TypeTabs';
import { useChooseDiamond } from './use-choose-diamond';
import { useStoredRing } from '../ring-builder/use-stored-choice';
import { clearSession } from '../../lib/shop-session';
import type { ShapeCode } from '../../../domain/shapes';
import { useDiamondSearch, type LoadedSearch } from './use-diamond-search';
import { t } from '../../../domain/words/catalogue';

/** How many cards load their picture at once (the first row); the rest are lazy. */
const EAGER_CARDS = 4;

/**
 * The diamond search, step 2 of the ring wizard (storefront §2 "Choose diamond", §4 "Diamond search"): type tabs,
 * filters (a panel above the results on wide screens, a drawer on phones), the results as cards or a table, Load
 * More, the saved stones, the compare tray, the stone's detail (?stone=) and its video and picture.
 */
export function DiamondSearchScreen({ loaded, stone }: { loaded: LoadedSearch; stone: StoneResult | null }) {
  const { place } = loaded;
  const search = useDiamondSearch(loaded);
  const [params] = useSearchParams();
  const view = viewOf(params);
  const openStone = params.get('stone');
  const saved = useSavedStones();
  const compare = useComparison();
  const [compareMessage, setCompareMessage] = useState<string | null>(null);
  const chooser = useChooseDiamond(search.draft);
  const ring = useStoredRing();
  const [media, setMedia] = useState<{ certificate: string; kind: MediaKind; opened: number } | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const changes = useStoneChanges(openStone ? [openStone, ...search.stones.map((s) => s.CERTIFICATE_NO)] : search.stones.map((s) => s.CERTIFICATE_NO));

  const actions: StoneActions = {
    detailHref: (certificate) => hrefOf(place, loaded.search, { view, stone: certificate }),
    isSaved: saved.isSaved,
    onToggleSave: saved.toggle,
    isCompared: compare.has,
    onToggleCompare: (s: Diamond) => {
      if (compare.has(s.CERTIFICATE_NO)) {
        compare.remove(s.CERTIFICATE_NO);
        setCompareMessage(null);
      } else setCompareMessage(compare.add(s) ?? null);
    },
    onOpenMedia: (certificate, kind) => setMedia({ certificate, kind, opened: Date.now() }),
    onChoose: (certificate) => void chooser.choose(certificate),
    choosing: chooser.busy,
    settingShape: ring?.shape ?? null,
    shapeHref: (shape) => hrefOf(place, { filters: { ...loaded.search.filters, shape: [shape as ShapeCode] }, sort: loaded.search.sort }),
    onChooseForNewSetting: (certificate) => {
      clearSession('ring');
      void chooser.choose(certificate);
    },
    changeOf: (certificate) => changes.get(certificate),
  };
  const changed = useMemo(() => changedFilters(search.draft, placeDefaults(place)), [search.draft, place]);
  const notice = search.error ? errorNotice(search.error) : openStone ? null : chooser.notice;
  const showSpinner = search.cleared || (search.searching && search.stones.length === 0);

  return (
    <main className={`pb-24 ${compare.stones.length ? 'max-sm:pb-40' : ''}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <WizardSteps at="diamond" className="mt-6" />
        <header className="pt-10 text-center sm:pt-12">
          <p className={eyebrowClass}>{t('diamonds.diamondSearchScreen.certifiedLooseDiamonds')}</p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{placeHeading(place)}</h1>
        </header>
        <div className="mx-auto mt-8 max-w-3xl">
          <TypeTabs current={search.draft.diamondtype} hrefFor={(type) => hrefOf(place, { filters: { ...loaded.search.filters, diamondtype: type }, sort: loaded.search.sort })} onChoose={search.chooseType} />
        </div>

        <section aria-label={t('diamonds.diamondSearchScreen.filters')} id="diamond-filters" data-filters="" className="mt-10 hidden border border-pearl bg-ivory/40 px-8 py-8 lg:block xl:px-10">
          <FiltersForm filters={search.draft} onChange={search.update} facets={search.facets} idPrefix="panel" layout="panel" />
          <div className="mt-8 flex items-center justify-end gap-3 border-t border-pearl pt-6">
            <button type="button" onClick={search.reset} className={quietButtonClass}>
              {t('diamonds.diamondSearchScreen.resetFilters')}
            </button>
            <button type="button" onClick={search.searchNow} className={`${buttonClass} min-w-44`}>
              {t('diamonds.diamondSearchScreen.search')}
            </button>
          </div>
        </section>
        <FiltersDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          filters={search.draft}
          onChange={search.update}
          facets={search.facets}
          total={search.total}
          searching={search.searching}
          onSearch={search.searchNow}
          onReset={search.reset}
        />

        <section aria-labelledby="results-heading" className="mt-8 lg:mt-10">
          <h2 id="results-heading" className="sr-only">
            {t('diamonds.diamondSearchScreen.diamonds')}
          </h2>
          <ResultsToolbar
            total={search.total}
            searching={search.searching}
            view={view}
            onView={(v) => search.show({ view: v })}
            savedCount={saved.stones.length}
            sort={search.sort}
            onSort={search.setSort}
            onOpenFilters={() => setDrawerOpen(true)}
            changed={changed}
          />
          <NoticeArea notice={notice} onDismiss={search.error ? search.dismissError : chooser.dismiss} className="mt-6" />
          <div className="mt-6">
            {view === 'saved' ? (
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
            )}
          </div>
        </section>
      </div>

      {search.searching && search.stones.length > 0 && !showSpinner && (
        <div className="pointer-events-none fixed inset-x-0 top-1/2 z-20 flex -translate-y-1/2 justify-center" data-global-spinner="">
          <div className="bg-white/95 px-10 shadow-[0_12px_40px_-16px_rgba(29,27,25,0.35)]">
            <Spinner label={t('diamonds.diamondSearchScreen.findingDiamonds')} className="py-8!" />
          </div>
        </div>
      )}

      <CompareTray
        stones={compare.stones}
        onRemove={compare.remove}
        onClear={compare.clear}
        onChoose={actions.onChoose}
        message={compareMessage}
        onDismissMessage={() => setCompareMessage(null)}
      />
      {/* Each opening looks the stone up afresh (storefront §7). */}
      <MediaModal key={media ? `${media.kind}-${media.certificate}-${media.opened}` : 'closed'} open={media} onClose={() => setMedia(null)} />
      <DiamondDetail
        key={openStone ?? 'closed'}
        certificate={openStone}
        known={stone}
        listed={openStone ? search.stones.find((s) => s.CERTIFICATE_NO === openStone) : undefined}
        onClose={() => search.show({ stone: null })}
        actions={actions}
        chooseNotice={openStone ? chooser.notice : null}
        compareMessage={compareMessage}
      />
    </main>
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

/** How many filters differ from the page's defaults (the phone's Filters button says so). */
function changedFilters(filters: DiamondFilters, base: DiamondFilters): number {
  const lists = CODE_FILTERS.filter((f) => (!f.advanced || filters.advanced) && filters[f.key].join() !== base[f.key].join()).length;
  const carat = filters.carat.join() !== base.carat.join() ? 1 : 0;
  const priceRange = filters.totalprice_min !== base.totalprice_min || filters.totalprice_max !== base.totalprice_max ? 1 : 0;
  return lists + carat + priceRange;
}
