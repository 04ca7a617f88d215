import { useCallback, useRef, useState } from 'react';
import type { ProductCard, ProductListAnswer } from '../../../domain/contract/catalog';
import { UNREADABLE_ANSWER, shopApi } from '../../lib/api-client';
import { productListPath, type ListFilters, type ListPlace } from './filters';

/** One page of the list as the screen keeps it. */
export interface ListPage {
  products: ProductCard[];
  next: number | null;
  total: number;
}

export type ListStatus = 'idle' | 'searching' | 'more';

/**
 * The product list's cards (storefront §4 "Other"): the server's first page, Search Now (clears the list and
 * reloads page 1 with the filters) and Load More (appends the next page). Only the newest request's answer counts.
 */
export function useProductList(place: ListPlace, first: ListPage, initialFilters: ListFilters) {
  const [page, setPage] = useState<ListPage>(first);
  const [status, setStatus] = useState<ListStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The filters of the list on screen; Load More keeps to them whatever the panel shows meanwhile. */
  const [applied, setApplied] = useState<ListFilters>(initialFilters);
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (filters: ListFilters, number: number): Promise<ListPage | null> => {
      const ticket = ++latest.current;
      // the answer is the shop's own, checked by its response schema on the server; the page keeps no validator
      const answer = await shopApi.get<ProductListAnswer>(productListPath(place, filters, number), { auth: false });
      if (ticket !== latest.current) return null;
      if (!answer || answer.code !== '200' || !Array.isArray(answer.products)) {
        setError(answer?.code !== '200' && answer?.message ? answer.message : UNREADABLE_ANSWER);
        return null;
      }
      setError(null);
      return { products: answer.products, next: answer.next ?? null, total: answer.total ?? answer.products.length };
    },
    [place],
  );

  const search = useCallback(
    async (filters: ListFilters) => {
      setApplied(filters);
      setStatus('searching');
      setPage({ products: [], next: null, total: 0 });
      const found = await fetchPage(filters, 1);
      if (found) setPage(found);
      setStatus((s) => (s === 'searching' ? 'idle' : s));
    },
    [fetchPage],
  );

  const loadMore = useCallback(async () => {
    if (page.next === null || status !== 'idle') return;
    setStatus('more');
    const found = await fetchPage(applied, page.next);
    if (found) {
      setPage((current) => {
        const seen = new Set(current.products.map((p) => p.slugId));
        return { products: [...current.products, ...found.products.filter((p) => !seen.has(p.slugId))], next: found.next, total: found.total };
      });
    }
    setStatus((s) => (s === 'more' ? 'idle' : s));
  }, [applied, fetchPage, page.next, status]);

  return { ...page, status, error, applied, search, loadMore, dismissError: () => setError(null) };
}
