import type { DiamondListBody, DiamondSort, PriceComparison } from '../contract/diamonds.ts';
import {
  CLARITIES,
  COLOURS,
  CUTS,
  DEFAULT_PRESET,
  DIAMOND_CARAT_RANGE,
  DIAMOND_PRICE_RANGE,
  DIAMOND_TYPES,
  FINISHES,
  FLUORESCENCES,
  LABS,
  PRESETS,
  type DiamondTypeValue,
} from './grades.ts';
import { clampPrice, orderedPriceRange } from '../catalog/product-filters.ts';
import { SHAPES, type ShapeCode } from './shapes.ts';
import { t } from '../words/catalogue.ts';

/**
 * The diamond search's shopper filters (storefront §2 "Choose diamond", §3 "Diamond filters", §4 "Diamond search",
 * §5 clamps, §9 ranges) as pure rules: the filter table, defaults and the 3EX preset, toggles, the carat and price
 * boxes, the list call's body, Load More, the price-fairness badge and the compare limit. No schema code: the page's
 * first load carries none (only types come from the contract).
 */

/** The code lists a shopper can narrow by (storefront §3 "Filter value lists"). */
export type CodeFilterKey = 'shape' | 'color' | 'clarity' | 'cut' | 'polish' | 'symmetry' | 'fluorescence' | 'lab';

/** Storefront §3 "Diamond filters", with the spec's field names; `advanced` says whether the advanced filter is shown. */
export interface DiamondFilters {
  diamondtype: DiamondTypeValue;
  shape: ShapeCode[];
  color: string[];
  clarity: string[];
  cut: string[];
  polish: string[];
  symmetry: string[];
  fluorescence: string[];
  lab: string[];
  carat: [number, number];
  totalprice_min: number;
  totalprice_max: number;
  /** Polish, symmetry, fluorescence and certificate are shown (and count) only while this is on. */
  advanced: boolean;
}

export interface CodeOption {
  code: string;
  label: string;
}

export interface CodeFilter {
  key: CodeFilterKey;
  label: string;
  options: readonly CodeOption[];
  /** Part of the advanced filter: while it is hidden the preset's value is sent instead. */
  advanced: boolean;
}

/** The filter table: what each list is called and which codes it offers, best first. */
export const CODE_FILTERS: readonly CodeFilter[] = [
  { key: 'shape', label: t('names.diamondFacts.shape'), options: SHAPES.map((s) => ({ code: s.code, label: s.label })), advanced: false },
  { key: 'color', label: t('names.diamondFacts.colour'), options: COLOURS, advanced: false },
  { key: 'clarity', label: t('names.diamondFacts.clarity'), options: CLARITIES, advanced: false },
  { key: 'cut', label: t('names.diamondFacts.cut'), options: CUTS, advanced: false },
  { key: 'polish', label: t('names.diamondFacts.polish'), options: FINISHES, advanced: true },
  { key: 'symmetry', label: t('names.diamondFacts.symmetry'), options: FINISHES, advanced: true },
  { key: 'fluorescence', label: t('names.diamondFacts.fluorescence'), options: FLUORESCENCES, advanced: true },
  { key: 'lab', label: t('names.diamondFacts.certificate'), options: LABS, advanced: true },
];
export const CODE_FILTER = Object.fromEntries(CODE_FILTERS.map((f) => [f.key, f])) as Record<CodeFilterKey, CodeFilter>;
export const ADVANCED_FILTER_KEYS = CODE_FILTERS.filter((f) => f.advanced).map((f) => f.key);

export type PresetName = keyof typeof PRESETS;
const DEFAULT_TYPE: DiamondTypeValue = DIAMOND_TYPES[0].value;

/** The whole carat and price ranges, no list narrowed except by the default preset (3EX, storefront §9). */
export function defaultDiamondFilters(diamondtype: DiamondTypeValue = DEFAULT_TYPE, shape: readonly ShapeCode[] = []): DiamondFilters {
  const preset = PRESETS[DEFAULT_PRESET];
  return {
    diamondtype,
    shape: [...shape],
    color: [],
    clarity: [],
    cut: [...preset.cut],
    polish: [...preset.polish],
    symmetry: [...preset.symmetry],
    fluorescence: [...preset.fluorescence],
    lab: [],
    carat: [DIAMOND_CARAT_RANGE.min, DIAMOND_CARAT_RANGE.max],
    totalprice_min: DIAMOND_PRICE_RANGE.min,
    totalprice_max: DIAMOND_PRICE_RANGE.max,
    advanced: false,
  };
}

/** Only the codes the list offers, once each, in the scale's order (best first); case does not matter. */
export function orderedCodes(key: CodeFilterKey, codes: Iterable<unknown>): string[] {
  const wanted = new Set<string>();
  for (const c of codes) if (typeof c === 'string') wanted.add(c.trim().toUpperCase());
  return CODE_FILTER[key].options.map((o) => o.code).filter((c) => wanted.has(c));
}

/** Pressing a value turns it on; pressing an active one turns it off (several may be on: multi-select). */
export function toggleCode<K extends CodeFilterKey>(filters: DiamondFilters, key: K, code: string): DiamondFilters {
  const current = new Set<string>(filters[key]);
  if (current.has(code)) current.delete(code);
  else current.add(code);
  return { ...filters, [key]: orderedCodes(key, current) };
}

/** Select All: every value of the list on; pressed again when all are on, none (both mean "any"). */
export function toggleAll(filters: DiamondFilters, key: CodeFilterKey): DiamondFilters {
  const all = CODE_FILTER[key].options.map((o) => o.code);
  return { ...filters, [key]: filters[key].length === all.length ? [] : all };
}

export const allSelected = (filters: DiamondFilters, key: CodeFilterKey): boolean => filters[key].length === CODE_FILTER[key].options.length;

const sameCodes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/** A preset is on when cut, polish, symmetry and fluorescence are exactly its values. */
export function presetIsOn(filters: DiamondFilters, name: PresetName): boolean {
  const preset = PRESETS[name];
  return (['cut', 'polish', 'symmetry', 'fluorescence'] as const).every((k) => sameCodes(filters[k], orderedCodes(k, preset[k])));
}

/** The Ideal cut toggle (storefront §4): selecting sets the preset's cut, polish, symmetry and fluorescence; selecting again clears them. */
export function togglePreset(filters: DiamondFilters, name: PresetName): DiamondFilters {
  if (presetIsOn(filters, name)) return { ...filters, cut: [], polish: [], symmetry: [], fluorescence: [] };
  return withPreset(filters, name);
}

/** The preset's cut, polish, symmetry and fluorescence. */
export function withPreset(filters: DiamondFilters, name: PresetName): DiamondFilters {
  const preset = PRESETS[name];
  return { ...filters, cut: [...preset.cut], polish: [...preset.polish], symmetry: [...preset.symmetry], fluorescence: [...preset.fluorescence] };
}

// ---------------------------------------------------------------- the carat and price boxes (storefront §5)

export type Bounds = { readonly min: number; readonly max: number };

/**
 * A range box's text committed on blur or Enter (storefront §5, the product list's rule with the search's bounds):
 * commas stripped, negatives made positive, clamped to the bounds, then min and max swapped if they crossed.
 * Empty or unreadable text keeps the box's previous value.
 */
export function commitRangeBox(which: 'min' | 'max', typed: string, current: readonly [number, number], bounds: Bounds): [number, number] {
  const previous = which === 'min' ? current[0] : current[1];
  // commas stripped, and the plus of the slider's top ("200,000+")
  const text = typed.replace(/,/g, '').trim().replace(/\+$/, '');
  const value = text === '' || !Number.isFinite(Number(text)) ? previous : clampPrice(text, bounds);
  return orderedPriceRange(which === 'min' ? value : current[0], which === 'max' ? value : current[1]);
}

/** The slider's two thumbs, clamped to the bounds and kept in order. */
export function sliderRange(range: readonly number[], current: readonly [number, number], bounds: Bounds): [number, number] {
  return orderedPriceRange(clampPrice(range[0] ?? current[0], bounds), clampPrice(range[1] ?? current[1], bounds));
}

export const withCarat = (filters: DiamondFilters, carat: [number, number]): DiamondFilters => ({ ...filters, carat });
export const withPrice = (filters: DiamondFilters, [min, max]: [number, number]): DiamondFilters => ({ ...filters, totalprice_min: min, totalprice_max: max });
export const priceRangeOf = (filters: DiamondFilters): [number, number] => [filters.totalprice_min, filters.totalprice_max];

// ---------------------------------------------------------------- the list call (storefront §7)

/**
 * The body of POST /api/diamond/list/{diamondtype}: comma-joined codes ('' is any), the carat range and the price
 * bounds. While the advanced filter is hidden, the 3EX preset's polish, symmetry and fluorescence are sent and any
 * laboratory (storefront §4 "Advanced filter").
 */
export function listBodyOf(filters: DiamondFilters): DiamondListBody {
  const preset = PRESETS[DEFAULT_PRESET];
  const shown = filters.advanced;
  return {
    shape: filters.shape.join(','),
    color: filters.color.join(','),
    clarity: filters.clarity.join(','),
    cut: filters.cut.join(','),
    polish: (shown ? filters.polish : preset.polish).join(','),
    symmetry: (shown ? filters.symmetry : preset.symmetry).join(','),
    fluorescence: (shown ? filters.fluorescence : preset.fluorescence).join(','),
    lab: shown ? filters.lab.join(',') : '',
    carat: [filters.carat[0], filters.carat[1]],
    totalprice_min: filters.totalprice_min,
    totalprice_max: filters.totalprice_max,
  };
}

/** POST /api/diamond/list/{diamondtype}?page={n}&sort={sort}: page only above 1 (storefront §7), sort only when not the default. */
export function diamondListPath(diamondtype: DiamondTypeValue, page = 1, sort: DiamondSort = DEFAULT_SORT): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (sort !== DEFAULT_SORT) query.set('sort', sort);
  const search = query.toString();
  return `/api/diamond/list/${diamondtype}${search ? `?${search}` : ''}`;
}

/** Storefront §4: Load More shows while the loaded count is below total minus 1. */
export const showsLoadMore = (loaded: number, total: number): boolean => loaded < total - 1;

// ---------------------------------------------------------------- sorts

/** The recommended order (src/domain/catalog/recommended-order.ts) unless the shopper chooses another; price low to high is one click away. */
export const DEFAULT_SORT: DiamondSort = 'recommended';
/** The sorts the shopper can choose, with how the card view's select names them. */
export const SORT_OPTIONS = [
  { value: 'recommended', label: t('names.diamondFilters.recommended') },
  { value: 'price-asc', label: t('names.diamondFilters.priceLowToHigh') },
  { value: 'price-desc', label: t('names.diamondFilters.priceHighToLow') },
  { value: 'carat-desc', label: t('names.diamondFilters.caratLargestFirst') },
  { value: 'carat-asc', label: t('names.diamondFilters.caratSmallestFirst') },
  { value: 'color-asc', label: t('names.diamondFilters.colourBestFirst') },
  { value: 'color-desc', label: t('names.diamondFilters.colourWarmestFirst') },
  { value: 'clarity-asc', label: t('names.diamondFilters.clarityBestFirst') },
  { value: 'clarity-desc', label: t('names.diamondFilters.clarityLowestFirst') },
  { value: 'cut-asc', label: t('names.diamondFilters.cutBestFirst') },
  { value: 'cut-desc', label: t('names.diamondFilters.cutLowestFirst') },
] as const satisfies readonly { value: DiamondSort; label: string }[];

export const isDiamondSort = (value: unknown): value is DiamondSort => SORT_OPTIONS.some((o) => o.value === value);

/** The table's sortable columns: pressing a column sorts by it (the scale's natural direction first), pressing again reverses. */
export type SortColumn = 'price' | 'carat' | 'color' | 'clarity' | 'cut';
export function sortByColumn(current: DiamondSort, column: SortColumn): DiamondSort {
  const [on, direction] = current.split('-') as [SortColumn, 'asc' | 'desc'];
  if (on === column) return `${column}-${direction === 'asc' ? 'desc' : 'asc'}`;
  return `${column}-${column === 'carat' ? 'desc' : 'asc'}`;
}
export function sortDirectionOf(current: DiamondSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  const [on, direction] = current.split('-');
  return on !== column ? 'none' : direction === 'asc' ? 'ascending' : 'descending';
}

// ---------------------------------------------------------------- saved filters (storefront §4 "Diamond search")

/**
 * Filters read back from session storage, checked: unknown codes dropped, ranges clamped and ordered. When no cut,
 * polish, symmetry or fluorescence were saved, the 3EX preset applies. Null when absent or unreadable.
 */
export function savedDiamondFiltersOf(value: unknown): DiamondFilters | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const saved = value as Record<string, unknown>;
  const type = DIAMOND_TYPES.find((t) => t.value === saved.diamondtype)?.value ?? DEFAULT_TYPE;
  const codes = Object.fromEntries(CODE_FILTERS.map((f) => [f.key, Array.isArray(saved[f.key]) ? orderedCodes(f.key, saved[f.key] as unknown[]) : []]));
  let out: DiamondFilters = { ...defaultDiamondFilters(type), ...(codes as Omit<DiamondFilters, 'diamondtype' | 'carat' | 'totalprice_min' | 'totalprice_max' | 'advanced'>) };
  if (out.cut.length + out.polish.length + out.symmetry.length + out.fluorescence.length === 0) out = withPreset(out, DEFAULT_PRESET);
  const number = (v: unknown, fallback: number, bounds: Bounds) => (typeof v === 'number' || typeof v === 'string' ? clampPrice(v, bounds, fallback) : fallback);
  const carat = Array.isArray(saved.carat) ? saved.carat : [];
  out.carat = orderedPriceRange(number(carat[0], DIAMOND_CARAT_RANGE.min, DIAMOND_CARAT_RANGE), number(carat[1], DIAMOND_CARAT_RANGE.max, DIAMOND_CARAT_RANGE));
  [out.totalprice_min, out.totalprice_max] = orderedPriceRange(
    number(saved.totalprice_min, DIAMOND_PRICE_RANGE.min, DIAMOND_PRICE_RANGE),
    number(saved.totalprice_max, DIAMOND_PRICE_RANGE.max, DIAMOND_PRICE_RANGE),
  );
  out.advanced = saved.advanced === true;
  return out;
}

// ---------------------------------------------------------------- price fairness

/** Within this many percent of similar stones a price is "fair". */
export const FAIR_PRICE_BAND_PERCENT = 3;
export type PriceFairness = { kind: 'below'; percent: number; label: string } | { kind: 'fair'; label: string };

/**
 * The badge for a stone's price against similar stones (same type, shape, colour, clarity and carat band): below by
 * more than the band → 'Priced 12% below similar stones'; within ±3% → 'Fairly priced'; above, or no comparison,
 * says nothing.
 */
export function priceFairnessOf(comparison: PriceComparison | null | undefined): PriceFairness | null {
  if (!comparison || !Number.isFinite(comparison.percent)) return null;
  const percent = Math.round(comparison.percent);
  if (percent < -FAIR_PRICE_BAND_PERCENT) return { kind: 'below', percent: -percent, label: t('names.diamondFilters.pricedBelowSimilarStones', { value: -percent }) };
  if (Math.abs(percent) <= FAIR_PRICE_BAND_PERCENT) return { kind: 'fair', label: t('names.diamondFilters.fairlyPriced') };
  return null;
}

// ---------------------------------------------------------------- compare

export const COMPARE_LIMIT = 4;
export const COMPARE_FULL_MESSAGE = t('names.diamondFilters.youCanCompareUp', { COMPARELIMIT: COMPARE_LIMIT });

/** Adds a stone to the comparison (once), or refuses a fifth with a polite message. */
export function addToComparison<T extends { CERTIFICATE_NO: string }>(list: readonly T[], stone: T): { list: T[]; refused?: string } {
  if (list.some((s) => s.CERTIFICATE_NO === stone.CERTIFICATE_NO)) return { list: [...list] };
  if (list.length >= COMPARE_LIMIT) return { list: [...list], refused: COMPARE_FULL_MESSAGE };
  return { list: [...list, stone] };
}
