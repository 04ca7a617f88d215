import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useNavigationType, useRevalidator } from 'react-router';
import type { Diamond, DiamondSort } from '../../../domain/contract/diamonds';
import { savedDiamondFiltersOf, showsLoadMore, type DiamondFilters } from '../../../domain/diamonds/filters';
import type { DiamondTypeValue } from '../../../domain/diamonds/grades';
import { browserSession } from '../../lib/session-store';
import { clearSession, readSession, setWizardStep } from '../../lib/shop-session';
import { arrivedThroughHistory } from '../../lib/arrival';
import { fetchDiamondPage, type ListResult } from './api';
import { asked, landed } from './own-addresses';
import { hasFilterParams, hrefOf, placeDefaults, sameSearch, viewOf, type DiamondPlace, type DiamondSearch, type PageExtras } from './search-url';

/** How long the filters rest before the search runs (a slider's drag, several quick toggles). */
export const SEARCH_DEBOUNCE_MS = 350;

export interface LoadedSearch {
  place: DiamondPlace;
  search: DiamondSearch;
  /** Page 1 of the search; null when the server could not load it (the browser then does). */
  first: ListResult | null;
}

/**
 * The diamond search's state (storefront §4 "Diamond search"). The address holds the search: the filters on screen
 * (the draft) go to the address a moment after the shopper stops changing them, or at once on Search; the route's
 * loader then answers page 1. Load More appends the next pages here. Visiting forgets the chosen diamond, restores the
 * filters saved when a diamond was chosen, and remembers the page as the way back after login.
 */
export function useDiamondSearch(loaded: LoadedSearch) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const here = `${location.pathname}${location.search}`;
  const { place } = loaded;

  const [draft, setDraft] = useState<DiamondFilters>(loaded.search.filters);
  const [sort, setSortState] = useState<DiamondSort>(loaded.search.sort);
  /** The addresses this page went to by itself, until they land: any other change of address (Back, a link) resets the draft. */
  const [own, setOwn] = useState<string[]>([here]);
  const [seen, setSeen] = useState(here);
  if (seen !== here) {
    setSeen(here);
    const arrival = landed(own, here);
    if (!arrival.ours) {
      setDraft(loaded.search.filters);
      setSortState(loaded.search.sort);
    }
    setOwn(arrival.own);
  }

  const timer = useRef<number | undefined>(undefined);
  const go = useCallback(
    (search: DiamondSearch, extras: PageExtras) => {
      window.clearTimeout(timer.current);
      const href = hrefOf(place, search, extras);
      setOwn((hrefs) => asked(hrefs, href));
      void navigate(href, { replace: true, preventScrollReset: true });
    },
    [navigate, place],
  );
  const extrasOf = useCallback((): PageExtras => {
    const params = new URLSearchParams(window.location.search);
    return { view: viewOf(params), stone: params.get('stone') };
  }, []);

  /** The shopper changed a filter: shown at once, searched once they pause. */
  const update = useCallback(
    (next: DiamondFilters) => {
      setDraft(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => go({ filters: next, sort }, extrasOf()), SEARCH_DEBOUNCE_MS);
    },
    [extrasOf, go, sort],
  );
  /** Search: page 1 of the filters on screen, now (storefront §4). */
  const searchNow = useCallback(() => go({ filters: draft, sort }, extrasOf()), [draft, extrasOf, go, sort]);
  const setSort = useCallback(
    (next: DiamondSort) => {
      setSortState(next);
      go({ filters: draft, sort: next }, extrasOf());
    },
    [draft, extrasOf, go],
  );
  /** Choosing a diamond type clears the results (storefront §4) and searches that type. */
  const [clearedFor, setClearedFor] = useState<ListResult | null | undefined>(undefined);
  const chooseType = useCallback(
    (type: DiamondTypeValue) => {
      const next = { ...draft, diamondtype: type };
      setDraft(next);
      setClearedFor(loaded.first);
      go({ filters: next, sort }, { view: extrasOf().view });
    },
    [draft, extrasOf, go, loaded.first, sort],
  );
  const reset = useCallback(() => {
    const next = { ...placeDefaults(place), diamondtype: draft.diamondtype };
    setDraft(next);
    go({ filters: next, sort }, extrasOf());
  }, [draft.diamondtype, extrasOf, go, place, sort]);
  /** The view or the open stone change; the search stays as the address has it. */
  const show = useCallback((extras: PageExtras) => go(loaded.search, { ...extrasOf(), ...extras }), [extrasOf, go, loaded.search]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // On arrival: the wizard is at its diamond step, and forgets the chosen diamond; restore the filters saved when one was chosen (unless the address names a
  // search); the server could not search (the browser does).
  useEffect(() => {
    setWizardStep('diamond');
    // a visit forgets the chosen diamond (storefront §4); Back, Forward or Reload keep it, so the ring survives them
    if (!arrivedThroughHistory(navigationType, location.key)) clearSession('diamond');
    const saved = hasFilterParams(new URLSearchParams(window.location.search)) ? null : savedDiamondFiltersOf(readSession('diamondFilters'));
    if (saved) {
      const base = placeDefaults(place);
      const restored = { ...saved, ...(place.kind === 'shape' ? { shape: base.shape } : {}), ...(place.kind === 'type' ? { diamondtype: base.diamondtype } : {}) };
      setDraft(restored);
      go({ filters: restored, sort }, extrasOf());
    } else if (!loaded.first) {
      void revalidator.revalidate();
    }
    // Once, on arrival.
  }, []);

  // A visitor's way back after login is this search (storefront §4 "Diamond search").
  useEffect(() => {
    if (!browserSession.readTokens()) browserSession.rememberReturnPath(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  const pending = navigation.state === 'loading' && navigation.location && !sameSearchOrExtras(location, navigation.location);
  const searching = Boolean(pending) || revalidator.state === 'loading' || !loaded.first;
  const results = useResults(loaded);
  const cleared = clearedFor !== undefined && clearedFor === loaded.first;

  return { draft, sort, update, searchNow, setSort, chooseType, reset, show, searching, cleared, ...results };
}

/** Only the view or the open stone differ: nothing to search. */
function sameSearchOrExtras(a: { pathname: string; search: string }, b: { pathname: string; search: string }): boolean {
  if (a.pathname === b.pathname && a.search === b.search) return false; // the same address again is a new search
  return sameSearch(a, b);
}

/** The stones on screen: page 1 from the loader, then the pages Load More appended (storefront §4). */
function useResults(loaded: LoadedSearch) {
  const [extra, setExtra] = useState<{ stones: Diamond[]; page: number; total: number | null }>({ stones: [], page: 1, total: null });
  const [status, setStatus] = useState<'idle' | 'more'>('idle');
  const [moreError, setMoreError] = useState<string | null>(null);
  const [seenFirst, setSeenFirst] = useState(loaded.first);
  if (seenFirst !== loaded.first) {
    setSeenFirst(loaded.first);
    setExtra({ stones: [], page: 1, total: null });
    setMoreError(null);
  }
  const first = loaded.first;
  const stones = first?.ok ? dedupe([...first.stones, ...extra.stones]) : [];
  const total = first?.ok ? (extra.total ?? first.total) : 0;

  const loadMore = useCallback(async () => {
    if (!first?.ok || status !== 'idle') return;
    setStatus('more');
    const next = await fetchDiamondPage(loaded.search.filters, loaded.search.sort, extra.page + 1);
    if (next.ok) setExtra((e) => ({ stones: [...e.stones, ...next.stones], page: e.page + 1, total: next.total }));
    else setMoreError(next.message);
    setStatus('idle');
  }, [extra.page, first, loaded.search, status]);

  return {
    stones,
    total,
    facets: first?.ok ? first.facets : null,
    /** The shop's message when the search was refused (storefront §8: an alert). */
    error: first && !first.ok ? first.message : moreError,
    /** Only a failed Load More can be put away; a refused search stays until the filters change. */
    dismissError: moreError ? () => setMoreError(null) : undefined,
    hasMore: showsLoadMore(stones.length, total),
    loadingMore: status === 'more',
    loadMore,
  };
}

function dedupe(stones: Diamond[]): Diamond[] {
  const seen = new Set<string>();
  return stones.filter((s) => !seen.has(s.CERTIFICATE_NO) && seen.add(s.CERTIFICATE_NO));
}
