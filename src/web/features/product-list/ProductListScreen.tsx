import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useNavigation } from 'react-router';
import type { LovCategory } from '../../../domain/contract/catalog';
import { PRODUCT_PRICE_RANGE } from '../../../domain/catalog/product-filters';
import { SHAPES } from '../../../domain/diamonds/shapes';
import { errorNotice, NoticeArea } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { eyebrowClass, textLinkClass } from '../../components/ui';
import { formatRinggit } from '../../lib/format';
import { takeSession, writeSession } from '../../lib/shop-session';
import { WizardSteps } from '../../components/WizardSteps';
import { useDiamondChosen } from '../product/use-main-action';
import { ADVANCED_SEARCH_ID, AdvancedSearch } from './AdvancedSearch';
import { ComingSoon } from './ComingSoon';
import { DEFAULT_LIST_FILTERS, isDefaultFilters, savedFiltersOf, type ListFilters } from './filters';
import { placeTitle, type LovSubcategory } from './place';
import { ProductGrid } from './ProductGrid';
import { ShopByStyles } from './ShopByStyles';
import { useProductList, type ListPage } from './use-product-list';
import { t } from '../../../domain/words/catalogue';

export interface ProductListData {
  category: LovCategory | null;
  sub: LovSubcategory | null;
  keyword: string;
  /** Page 1, rendered on the server. */
  first: ListPage;
}

/**
 * The product list (storefront §2 "Product list", §4 "Other"): title, 'Shop by Styles', Advanced Search and the grid.
 * Mount it once per URL (keyed): filters saved by a style link are restored, cleared, and searched with on mount.
 */
export function ProductListScreen({ category, sub, keyword, first }: ProductListData) {
  const place = useMemo(() => ({ main: category?.id, sub: sub?.id, keyword }), [category?.id, sub?.id, keyword]);
  const list = useProductList(place, first, DEFAULT_LIST_FILTERS);
  const { search } = list;
  const [draft, setDraft] = useState<ListFilters>(DEFAULT_LIST_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const navigation = useNavigation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname.startsWith('/products');

  // Filters saved by a 'Shop by Styles' link are restored once, then forgotten (before paint, so the unfiltered page never flashes).
  useLayoutEffect(() => {
    const saved = savedFiltersOf(takeSession('filters'));
    if (!saved) return;
    setDraft(saved);
    if (!isDefaultFilters(saved)) void search(saved);
  }, [search]);

  const saveFilters = useCallback(() => writeSession('filters', draft), [draft]);
  const clearFilters = () => {
    setDraft(DEFAULT_LIST_FILTERS);
    void search(DEFAULT_LIST_FILTERS);
  };

  const notice = useMemo(() => (list.error ? errorNotice(list.error) : null), [list.error]);
  const title = placeTitle({ category, sub }, keyword);
  // Step 1 of the ring builder: settings that go on to a diamond, or any list once a diamond is chosen first.
  const diamondChosen = useDiamondChosen();
  const buildingRing = Boolean(category?.requires_diamond) || diamondChosen;
  const searching = list.status === 'searching' || leaving;
  const filtered = !isDefaultFilters(list.applied);
  // An empty collection needs no search: the toolbar shows once there is something to narrow (or a search to undo).
  const showToolbar = searching || filtered || panelOpen || list.total > 0;

  return (
    <main className="pb-24">
      {buildingRing && (
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <WizardSteps at="ring" className="mt-6" />
        </div>
      )}
      <header className="mx-auto max-w-7xl px-4 pt-10 text-center sm:px-6 sm:pt-14">
        <p className={eyebrowClass}>{sub && category ? category.name : keyword && !category ? t('productList.productListScreen.search') : t('productList.productListScreen.collection')}</p>
        <h1 className="mt-3 text-4xl leading-tight break-words sm:text-5xl">{title}</h1>
      </header>

      {category && <ShopByStyles category={category} current={sub} onChoose={saveFilters} />}

      <section aria-label={t('productList.productListScreen.designs')} className={`mx-auto max-w-7xl px-4 sm:px-6 ${category?.sub.length ? 'pt-4' : 'pt-10 sm:pt-12'}`}>
        {showToolbar && <ListToolbar searching={searching} total={list.total} panelOpen={panelOpen} onTogglePanel={() => setPanelOpen((o) => !o)} filtered={filtered} applied={list.applied} onClear={clearFilters} />}

        <AdvancedSearch open={panelOpen} onOpenChange={setPanelOpen} value={draft} onChange={setDraft} onSearch={(f) => void search(f)} busy={searching} />
        <NoticeArea notice={notice} onDismiss={list.dismissError} className="mb-8" />

        {searching ? (
          <Spinner label={t('productList.productListScreen.loadingDesigns')} />
        ) : list.products.length === 0 ? (
          <ComingSoon filtered={filtered} onClearFilters={clearFilters} />
        ) : (
          <ProductGrid products={list.products} hasMore={list.next !== null} loadingMore={list.status === 'more'} onLoadMore={() => void list.loadMore()} />
        )}
      </section>
    </main>
  );
}

function ResultCount({ total }: { total: number }) {
  return (
    <span data-total={total}>
      <span className="text-ink tabular-nums">{total}</span> {total === 1 ? t('productList.productListScreen.design') : t('productList.productListScreen.designs2')}
    </span>
  );
}

/** What the list on screen is filtered by, with a way back to everything. */
function FilterSummary({ filters, onClear }: { filters: ListFilters; onClear: () => void }) {
  const shapes = SHAPES.filter((s) => filters.shapes.includes(s.code)).map((s) => s.label);
  const priced = filters.filterPriceMin > PRODUCT_PRICE_RANGE.min || filters.filterPriceMax < PRODUCT_PRICE_RANGE.max;
  const parts = [...(shapes.length ? [shapes.join(', ')] : []), ...(priced ? [`${formatRinggit(filters.filterPriceMin)} – ${formatRinggit(filters.filterPriceMax)}`] : [])];
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-stone">
      <span className="text-[0.65rem] tracking-[0.25em] uppercase">{t('productList.productListScreen.filteredBy')}</span>
      <span className="text-ink">{parts.join(' · ')}</span>
      <button type="button" onClick={onClear} className={`text-xs tracking-[0.15em] uppercase ${textLinkClass}`}>
        {t('productList.productListScreen.clear')}
      </button>
    </p>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.2">
      <path d="M3 5h14M3 10h14M3 15h14" />
      <circle cx="7" cy="5" r="1.6" fill="white" />
      <circle cx="13" cy="10" r="1.6" fill="white" />
      <circle cx="9" cy="15" r="1.6" fill="white" />
    </svg>
  );
}

/** Above the designs: how many there are (or Searching…), Advanced Search, and the filters applied with their Clear. */
function ListToolbar({ searching, total, panelOpen, onTogglePanel, filtered, applied, onClear }: { searching: boolean; total: number; panelOpen: boolean; onTogglePanel: () => void; filtered: boolean; applied: ListFilters; onClear: () => void }) {
  return (
    <div className="mb-8 border-y border-pearl py-4">
      <div className="flex items-center justify-between gap-6">
        <p className="text-sm text-stone" aria-live="polite">
          {searching ? t('productList.productListScreen.searching') : <ResultCount total={total} />}
        </p>
        <button
          type="button"
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? ADVANCED_SEARCH_ID : undefined}
          onClick={onTogglePanel}
          className="inline-flex shrink-0 items-center gap-3 text-xs tracking-[0.25em] text-ink uppercase hover:text-gold-deep"
        >
          <FilterIcon />
          {t('productList.productListScreen.advancedSearch')}
        </button>
      </div>
      {filtered && !searching && <FilterSummary filters={applied} onClear={onClear} />}
    </div>
  );
}
