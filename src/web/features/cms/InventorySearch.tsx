import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DiamondSort, DiamondTypeValue } from '../../../domain/contract/diamonds';
import { defaultDiamondFilters, DEFAULT_SORT, listBodyOf, SORT_OPTIONS, type DiamondFilters } from '../../../domain/diamonds/filters';
import { gradesLine, stoneTitle } from '../../../domain/diamonds/words';
import { DIAMOND_TYPES } from '../../../domain/diamonds/grades';
import { Spinner } from '../../components/Spinner';
import { shopApi } from '../../lib/api-client';
import { formatRinggit } from '../../lib/format';
import { FiltersForm } from '../diamonds/FiltersForm';
import { OptionList } from '../../components/OptionList';
import type { CmsDiamondSearchAnswer as Found, CmsStone as InventoryStone } from '../../../domain/contract/cms-diamonds';
import { t } from '../../../domain/words/catalogue';
import '../../../domain/words/books/cms';
import { formatAmount } from '../../../domain/words/format';

/** A stone as the back-office shows it, in the search and on the stone screen. */

const PAGE_SIZE = 30;
/** Staff start from every offered stone: the storefront's 3EX preset off, the advanced filter open. */
const everyStone = (type: DiamondTypeValue): DiamondFilters => ({ ...defaultDiamondFilters(type), cut: [], polish: [], symmetry: [], fluorescence: [], advanced: true });
export const formatUsd = (n: number | null) => (n === null ? t('common.none') : t('common.usd', { amount: formatAmount(n) }));
const STATE = { offered: t('cms.inventorySearch.offered'), hidden: t('cms.inventorySearch.hidden'), held: t('cms.inventorySearch.held'), gone: t('cms.inventorySearch.noLongerListed') } as const;

/**
 * The inventory searched with the storefront's engine (issue 14): the shop's own filter panel and sorts, a page of
 * stones with certificate, grades, price, supplier cost and state; a stone opens in the stone screen above (?q=).
 */
export function InventorySearch() {
  const [type, setType] = useState<DiamondTypeValue>('naturaldiamond');
  const [filters, setFilters] = useState<DiamondFilters>(() => everyStone('naturaldiamond'));
  const [sort, setSort] = useState<DiamondSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<(Found & { code: string; message: string }) | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    let current = true;
    setSearching(true);
    // the sliders move in small steps: search once they rest
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), sort });
      const answer = await shopApi.post<Found>(`/api/cms/diamond-search/${type}?${query}`, listBodyOf(filters));
      if (!current) return;
      if (answer) setFound(answer as Found & { code: string; message: string });
      setSearching(false);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [type, filters, sort, page]);

  const change = (next: DiamondFilters) => {
    setFilters(next);
    setPage(1);
  };
  const chooseType = (next: DiamondTypeValue) => {
    setType(next);
    setFilters(everyStone(next));
    setPage(1);
  };
  const pages = found?.code === '200' ? Math.max(1, Math.ceil(found.total / found.limit)) : 1;

  return (
    <section aria-labelledby="inventory-search" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="inventory-search" className="font-serif text-3xl">
          {t('cms.inventorySearch.searchTheInventory')}
        </h2>
        <div role="group" aria-label={t('cms.inventorySearch.diamondType')} className="inline-flex border border-pearl bg-white">
          {DIAMOND_TYPES.map((t) => (
            <button key={t.value} type="button" aria-pressed={type === t.value} onClick={() => chooseType(t.value)} className={`px-5 py-2.5 text-[0.68rem] tracking-[0.2em] uppercase transition-colors ${type === t.value ? 'bg-ink text-white' : 'text-stone hover:text-ink'}`}>
              {t.label}
            </button>
          ))}
        </div>
      </div>
      <div className="border border-pearl bg-white p-6 lg:p-8">
        <FiltersForm filters={filters} onChange={change} facets={found?.code === '200' ? found.facets : null} idPrefix="cms-inventory" layout="panel" />
      </div>
      {found?.code === '200' && <p className="text-sm text-stone">{found.note}</p>}
      <div className="flex flex-wrap items-center justify-between gap-4 border-y border-pearl py-3">
        <p className="text-sm tabular-nums" aria-live="polite">
          {found?.code === '200' ? t('cms.inventorySearch.stones', { count: found.total }) : ' '}
          {searching && <span className="ml-3 text-stone">{t('common.searching')}</span>}
        </p>
        <label className="flex items-center gap-3 text-[0.68rem] tracking-[0.18em] text-stone uppercase">
          {t('cms.inventorySearch.sort')}
          <select value={sort} onChange={(e) => (setSort(e.target.value as DiamondSort), setPage(1))} className="border border-pearl bg-white px-3 py-2 text-xs tracking-normal text-ink normal-case">
            <OptionList options={SORT_OPTIONS} />
          </select>
        </label>
      </div>
      {!found ? (
        <Spinner label={t('cms.inventorySearch.searchingInventory')} />
      ) : found.code !== '200' ? (
        <p className="text-ruby">{found.message}</p>
      ) : found.stones.length === 0 ? (
        <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{t('cms.inventorySearch.noMatch')}</p>
      ) : (
        <StoneTable stones={found.stones} />
      )}
      {found?.code === '200' && pages > 1 && (
        <nav aria-label={t('cms.inventorySearch.pages')} className="flex items-center justify-center gap-6 text-[0.68rem] tracking-[0.2em] uppercase">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="px-3 py-2 hover:text-gold-deep disabled:opacity-30">
            {t('common.previous')}
          </button>
          <span className="text-stone tabular-nums">
            {t('common.pageOf', { page, pages })}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className="px-3 py-2 hover:text-gold-deep disabled:opacity-30">
            {t('common.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

function StoneTable({ stones }: { stones: InventoryStone[] }) {
  const th = 'px-4 py-3 font-normal';
  return (
    <div className="overflow-x-auto border border-pearl bg-white">
      <table className="w-full text-left text-sm" data-inventory-results="">
        <thead className="border-b border-pearl text-[0.65rem] tracking-[0.2em] text-stone uppercase">
          <tr>
            <th className={th}>{t('cms.inventorySearch.stone')}</th>
            <th className={th}>{t('cms.inventorySearch.certificate')}</th>
            <th className={th}>{t('cms.inventorySearch.grades')}</th>
            <th className={th}>{t('cms.inventorySearch.supplier')}</th>
            <th className={`${th} text-right`}>{t('cms.inventorySearch.cost')}</th>
            <th className={`${th} text-right`}>{t('cms.inventorySearch.price')}</th>
            <th className={th}>{t('cms.inventorySearch.state')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-pearl">
          {stones.map((s) => (
            <tr key={s.certificate_no} className="hover:bg-ivory/60">
              <td className="px-4 py-3">
                <Link to={`/cms/diamonds?q=${encodeURIComponent(s.certificate_no)}`} className="font-medium hover:text-gold-deep" onClick={() => window.scrollTo({ top: 0 })}>
                  {stoneTitle({ CARAT: s.carat, SHAPE: s.shape })}
                </Link>
                <span className="block text-xs text-stone">{s.stock_id}</span>
              </td>
              <td className="px-4 py-3 tabular-nums">
                {s.lab} {s.certificate_no}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {gradesLine({ COLOR: s.color, CLARITY: s.clarity, CUT: s.cut })}
              </td>
              <td className="px-4 py-3 text-stone">{s.supplier}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-stone tabular-nums">{formatUsd(s.cost_usd)}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatRinggit(s.price)}</td>
              <td className="px-4 py-3">{s.held_by_order ? t('cms.inventorySearch.heldBy', { heldbyorder: s.held_by_order }) : STATE[s.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
