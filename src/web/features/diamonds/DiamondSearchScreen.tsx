import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CODE_FILTERS, type DiamondFilters } from '../../../domain/diamonds/filters';
import type { DiamondTypeValue } from '../../../domain/diamonds/grades';
import { errorNotice, NoticeArea } from '../../components/Notice';
import { eyebrowClass } from '../../components/ui';
import { WizardSteps } from '../../components/WizardSteps';
import type { StoneResult } from './api';
import { CompareTray } from './CompareTray';
import { DiamondDetail } from './DiamondDetail';
import { FiltersDrawer } from './FiltersDrawer';
import { FiltersPanel } from './FiltersPanel';
import { MediaModal } from './MediaModal';
import { placeHeading } from './place-text';
import { ResultsToolbar } from './ResultsToolbar';
import { SearchingOverlay, SearchResults } from './SearchResults';
import { hrefOf, placeDefaults, viewOf } from './search-url';
import { TypeTabs } from './TypeTabs';
import { useDiamondSearch, type LoadedSearch } from './use-diamond-search';
import { useStoneActions } from './use-stone-actions';
import { t } from '../../../domain/words/catalogue';

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
  const { actions, saved, compare, compareMessage, setCompareMessage, chooser, media, setMedia } = useStoneActions(loaded, search, view, openStone);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const changed = useMemo(() => changedFilters(search.draft, placeDefaults(place)), [search.draft, place]);
  const notice = search.error ? errorNotice(search.error) : openStone ? null : chooser.notice;
  const showSpinner = search.cleared || (search.searching && search.stones.length === 0);

  return (
    <main className={`pb-24 ${compare.stones.length ? 'max-sm:pb-40' : ''}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SearchHeading loaded={loaded} current={search.draft.diamondtype} onChooseType={search.chooseType} />

        <FiltersPanel filters={search.draft} onChange={search.update} facets={search.facets} onReset={search.reset} onSearch={search.searchNow} />
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
            <SearchResults view={view} search={search} saved={saved} actions={actions} showSpinner={showSpinner} />
          </div>
        </section>
      </div>

      {search.searching && search.stones.length > 0 && !showSpinner && <SearchingOverlay />}

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

/** The wizard's steps, the page's heading for its place (a type, a shape, every stone) and the type tabs. */
function SearchHeading({ loaded, current, onChooseType }: { loaded: LoadedSearch; current: DiamondTypeValue; onChooseType: (type: DiamondTypeValue) => void }) {
  const { place } = loaded;
  return (
    <>
      <WizardSteps at="diamond" className="mt-6" />
      <header className="pt-10 text-center sm:pt-12">
        <p className={eyebrowClass}>{t('diamonds.diamondSearchScreen.certifiedLooseDiamonds')}</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{placeHeading(place)}</h1>
      </header>
      <div className="mx-auto mt-8 max-w-3xl">
        <TypeTabs current={current} hrefFor={(type) => hrefOf(place, { filters: { ...loaded.search.filters, diamondtype: type }, sort: loaded.search.sort })} onChoose={onChooseType} />
      </div>
    </>
  );
}

/** How many filters differ from the page's defaults (the phone's Filters button says so). */
function changedFilters(filters: DiamondFilters, base: DiamondFilters): number {
  const lists = CODE_FILTERS.filter((f) => (!f.advanced || filters.advanced) && filters[f.key].join() !== base[f.key].join()).length;
  const carat = filters.carat.join() !== base.carat.join() ? 1 : 0;
  const priceRange = filters.totalprice_min !== base.totalprice_min || filters.totalprice_max !== base.totalprice_max ? 1 : 0;
  return lists + carat + priceRange;
}
