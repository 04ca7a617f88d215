import type { DiamondSort } from '../../../domain/contract/diamonds';
import {
  ADVANCED_FILTER_KEYS,
  CODE_FILTERS,
  DEFAULT_SORT,
  defaultDiamondFilters,
  isDiamondSort,
  orderedCodes,
  sliderRange,
  type Bounds,
  type CodeFilterKey,
  type DiamondFilters,
} from '../../../domain/diamonds/filters';
import { DIAMOND_CARAT_RANGE, DIAMOND_PRICE_RANGE, DIAMOND_TYPES, type DiamondTypeValue } from '../../../domain/diamonds/grades';
import { SHAPES, shapeFromSlug, shapeSlug, type ShapeCode } from '../../../domain/diamonds/shapes';

/**
 * Where the diamond search is and what it shows, in its address: /choose-diamond, /choose-diamond/{type url}
 * (natural-diamond | lab-grown-diamond), /choose-diamond/shape/{shape slug | all-shapes} (storefront §2), and the
 * shopper's filters in the query string, so a search can be shared and reloaded:
 *   ?type=lab-grown-diamond&shape=oval,round&carat=0.5-2&price=1000-50000&color=d,e&clarity=vs1&cut=any
 *    &polish=ex&symmetry=ex,vg&fluorescence=non&lab=gia&sort=price-desc&view=table&stone={CERTIFICATE_NO}
 * A list that equals the page's default is left out; 'any' is an emptied list whose default is not empty (cut).
 */

export const CHOOSE_DIAMOND_PATH = '/choose-diamond';
export const ALL_SHAPES_SLUG = 'all-shapes';
export const ANY = 'any';

export type DiamondPlace = { kind: 'all' } | { kind: 'type'; type: DiamondTypeValue } | { kind: 'shape'; shape: ShapeCode | null };

/** The place named by the route's parameters; null (a 404) for an unknown type or shape. */
export function placeOf(params: { type?: string; shape?: string }): DiamondPlace | null {
  if (params.shape !== undefined) {
    const slug = params.shape.trim().toLowerCase();
    if (slug === ALL_SHAPES_SLUG) return { kind: 'shape', shape: null };
    const shape = shapeFromSlug(slug);
    return shape && slug === shapeSlug(shape) ? { kind: 'shape', shape } : null;
  }
  if (params.type !== undefined) {
    const type = DIAMOND_TYPES.find((t) => t.url === params.type!.trim().toLowerCase());
    return type ? { kind: 'type', type: type.value } : null;
  }
  return { kind: 'all' };
}

export const typeUrlOf = (type: DiamondTypeValue): string => DIAMOND_TYPES.find((t) => t.value === type)!.url;
const typeOfUrl = (url: string | null): DiamondTypeValue | undefined => DIAMOND_TYPES.find((t) => t.url === url)?.value;
const NATURAL = DIAMOND_TYPES[0].value;

/** The page's own path, for its canonical link. */
export function placePath(place: DiamondPlace): string {
  if (place.kind === 'type') return `${CHOOSE_DIAMOND_PATH}/${typeUrlOf(place.type)}`;
  if (place.kind === 'shape') return `${CHOOSE_DIAMOND_PATH}/shape/${place.shape ? shapeSlug(place.shape) : ALL_SHAPES_SLUG}`;
  return CHOOSE_DIAMOND_PATH;
}

/** What the place alone means: its type (natural unless named) and its shape, with the default 3EX preset. */
export function placeDefaults(place: DiamondPlace): DiamondFilters {
  if (place.kind === 'type') return defaultDiamondFilters(place.type);
  if (place.kind === 'shape') return defaultDiamondFilters(NATURAL, place.shape ? [place.shape] : []);
  return defaultDiamondFilters(NATURAL);
}

/** Whether the address says anything beyond its place (a shared or reloaded search). */
export const FILTER_PARAMS = ['type', 'shape', 'carat', 'price', ...CODE_FILTERS.map((f) => f.key).filter((k) => k !== 'shape')] as const;
export const hasFilterParams = (search: URLSearchParams): boolean => FILTER_PARAMS.some((p) => search.has(p));

function readList(key: CodeFilterKey, value: string | null): string[] | undefined {
  if (value === null) return undefined;
  const text = value.trim().toLowerCase();
  if (text === ANY || text === '' || (key === 'shape' && text === ALL_SHAPES_SLUG)) return [];
  return orderedCodes(key, text.split(','));
}

function readRange(value: string | null, fallback: [number, number], bounds: Bounds): [number, number] {
  const match = value ? /^\s*(-?[\d.,]+)\s*-\s*(-?[\d.,]+)\s*$/.exec(value.replace(/,/g, '')) : null;
  if (!match) return fallback;
  const [a, b] = [Number(match[1]), Number(match[2])];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return fallback;
  return sliderRange([a, b], fallback, bounds);
}

export interface DiamondSearch {
  filters: DiamondFilters;
  sort: DiamondSort;
}

/** The search an address asks for: its place's defaults, overridden by the query string's (checked) values. */
export function searchOf(place: DiamondPlace, search: URLSearchParams): DiamondSearch {
  const base = placeDefaults(place);
  const filters: DiamondFilters = { ...base };
  if (place.kind !== 'type') filters.diamondtype = typeOfUrl(search.get('type')) ?? base.diamondtype;
  const lists = filters as unknown as Record<CodeFilterKey, string[]>;
  for (const filter of CODE_FILTERS) {
    const list = readList(filter.key, search.get(filter.key));
    if (list !== undefined) lists[filter.key] = list;
  }
  filters.advanced = ADVANCED_FILTER_KEYS.some((k) => search.has(k));
  filters.carat = readRange(search.get('carat'), base.carat, DIAMOND_CARAT_RANGE);
  [filters.totalprice_min, filters.totalprice_max] = readRange(search.get('price'), [base.totalprice_min, base.totalprice_max], DIAMOND_PRICE_RANGE);
  const sort = search.get('sort');
  return { filters, sort: isDiamondSort(sort) ? sort : DEFAULT_SORT };
}

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const amount = (n: number) => String(Math.round(n * 100) / 100);

/** The views of the results: cards (default), a sortable table, or the shopper's saved stones. */
export const RESULT_VIEWS = ['grid', 'table', 'saved'] as const;
export type ResultsView = (typeof RESULT_VIEWS)[number];
export const viewOf = (search: URLSearchParams): ResultsView => {
  const view = search.get('view');
  return (RESULT_VIEWS as readonly string[]).includes(view ?? '') ? (view as ResultsView) : 'grid';
};

/** Page state that is not the search: the view and the stone whose detail is open. */
export interface PageExtras {
  view?: ResultsView;
  stone?: string | null;
}

/**
 * The address of a search from a place: the path stays (a type tab on /choose-diamond or a type page moves to that
 * type's page), and the query string holds what differs from the place's defaults. Commas stay readable.
 */
export function hrefOf(place: DiamondPlace, { filters, sort }: DiamondSearch, extras: PageExtras = {}): string {
  let target = place;
  if (place.kind !== 'shape' && filters.diamondtype !== placeDefaults(place).diamondtype) target = { kind: 'type', type: filters.diamondtype };
  const base = placeDefaults(target);
  const query: [string, string][] = [];
  if (target.kind === 'shape' && filters.diamondtype !== base.diamondtype) query.push(['type', typeUrlOf(filters.diamondtype)]);
  for (const filter of CODE_FILTERS) {
    if (filter.advanced && !filters.advanced) continue;
    const codes = filters[filter.key];
    if (same(codes, base[filter.key])) continue;
    query.push([filter.key, codes.length === 0 ? (filter.key === 'shape' ? ALL_SHAPES_SLUG : ANY) : codes.map((c) => c.toLowerCase()).join(',')]);
  }
  if (!same(filters.carat, base.carat)) query.push(['carat', `${amount(filters.carat[0])}-${amount(filters.carat[1])}`]);
  if (filters.totalprice_min !== base.totalprice_min || filters.totalprice_max !== base.totalprice_max) {
    query.push(['price', `${amount(filters.totalprice_min)}-${amount(filters.totalprice_max)}`]);
  }
  if (sort !== DEFAULT_SORT) query.push(['sort', sort]);
  if (extras.view && extras.view !== 'grid') query.push(['view', extras.view]);
  if (extras.stone) query.push(['stone', extras.stone]);
  const search = query.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&');
  return `${placePath(target)}${search ? `?${search}` : ''}`;
}

/** The search for stones like this one: its type and shape, its carat a tenth either way (a stone just taken). */
export function similarStonesHref(stone: { TYPE: DiamondTypeValue; SHAPE: string; CARAT: number }): string {
  const shape = SHAPES.find((s) => s.code === stone.SHAPE)?.code ?? null;
  const place: DiamondPlace = { kind: 'shape', shape };
  const base = placeDefaults(place);
  const carat = sliderRange([Math.floor(stone.CARAT * 90) / 100, Math.ceil(stone.CARAT * 110) / 100], base.carat, DIAMOND_CARAT_RANGE);
  return hrefOf(place, { filters: { ...base, diamondtype: stone.TYPE, carat }, sort: DEFAULT_SORT });
}

/** A stable key of a search, to tell whether two searches are the same. */
export const searchKey = ({ filters, sort }: DiamondSearch): string => JSON.stringify([filters, sort]);

/** The place's shape label (Oval), or undefined on the other places. */
export const placeShapeLabel = (place: DiamondPlace): string | undefined =>
  place.kind === 'shape' && place.shape ? SHAPES.find((s) => s.code === place.shape)?.label : undefined;

/** The place of a path under /choose-diamond (for a navigation under way); null elsewhere or when unknown. */
export function placeOfPath(pathname: string): DiamondPlace | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== CHOOSE_DIAMOND_PATH.slice(1)) return null;
  if (parts.length === 1) return placeOf({});
  if (parts.length === 2) return placeOf({ type: decodeURIComponent(parts[1]) });
  if (parts.length === 3 && parts[1] === 'shape') return placeOf({ shape: decodeURIComponent(parts[2]) });
  return null;
}

/** Whether two addresses of the page ask for the same search (they may differ in view or open stone). */
export function sameSearch(a: { pathname: string; search: string }, b: { pathname: string; search: string }): boolean {
  const placeA = placeOfPath(a.pathname);
  const placeB = placeOfPath(b.pathname);
  if (!placeA || !placeB) return false;
  return searchKey(searchOf(placeA, new URLSearchParams(a.search))) === searchKey(searchOf(placeB, new URLSearchParams(b.search)));
}
