/**
 * A search over one partition in one pass: the exact number of matching stones, the facet counts (how many
 * stones each shape, colour, clarity, cut and lab value would match under the other filters) and one page in
 * the asked order.
 *
 * The price range narrows the work to a run of rows. Each filter becomes a bitset over that run (an OR of its
 * values' bitsets), the carat range one AND-NOT of two cumulative bitsets, and everything is ANDed 32 rows at a
 * time. Facets: a matching stone counts for its own value of every facet; a stone failing exactly one filter
 * counts for that filter's facet only; so each facet is "matching stones + stones failing only this filter",
 * which is exactly "the other filters' matches".
 */
import type { DiamondFacet, DiamondSort } from '../../../../domain/contract/diamonds.ts';
import { DIM_SIZES, INDEX_SIZES, NO_CUT, type Dim } from './codes.ts';
import { CLARITY_CUT_LAB, SHAPE_COLOUR, type SearchedPartition, type SortKey } from './partition.ts';

export interface EngineQuery {
  /** Codes per graded column; absent or empty means any. */
  filters: Partial<Record<Dim, readonly number[]>>;
  /** Carat range in hundredths, inclusive. */
  caratMin: number;
  caratMax: number;
  /** Price range in sen, inclusive. */
  priceMinSen: number;
  priceMaxSen: number;
  sort: DiamondSort;
  offset: number;
  limit: number;
}

export interface EngineAnswer {
  total: number;
  /** Database ids of the page's stones, in order. */
  ids: number[];
  /** Their rows in the partition. */
  rows: number[];
  facets: Record<DiamondFacet, Int32Array>;
}

const FACET_DIMS = ['shape', 'color', 'clarity', 'cut', 'lab'] as const satisfies readonly DiamondFacet[];
/** Up to this many matches, a non-price sort sorts the matches themselves instead of walking the sort order. */
const SORT_MATCHES_UP_TO = 4096;

interface Scratch {
  base: Int32Array;
  matches: Int32Array;
  masks: Int32Array[];
  shapeColour: Int32Array;
  clarityCutLab: Int32Array;
}
const scratches = new WeakMap<SearchedPartition, Scratch>();
function scratchOf(p: SearchedPartition): Scratch {
  let s = scratches.get(p);
  if (!s) {
    s = {
      base: new Int32Array(p.words),
      matches: new Int32Array(p.words),
      masks: Array.from({ length: 8 }, () => new Int32Array(p.words)),
      shapeColour: new Int32Array(INDEX_SIZES.shape * INDEX_SIZES.color),
      clarityCutLab: new Int32Array(INDEX_SIZES.clarity * INDEX_SIZES.cut * INDEX_SIZES.lab),
    };
    scratches.set(p, s);
  }
  return s;
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** First row with price ≥ sen. */
function lowerBound(prices: Uint32Array, sen: number): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[mid] < sen) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
/** First row with price > sen. */
function upperBound(prices: Uint32Array, sen: number): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[mid] <= sen) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const emptyFacets = (): Record<DiamondFacet, Int32Array> =>
  Object.fromEntries(FACET_DIMS.map((f) => [f, new Int32Array(DIM_SIZES[f])])) as Record<DiamondFacet, Int32Array>;

/** Rows in [lo, hi) of the run, alive, in the carat range: the part every filter shares. */
function fillBase(p: SearchedPartition, q: EngineQuery, base: Int32Array, w0: number, w1: number, lo: number, hi: number): void {
  const bounds = p.caratBounds;
  const last = bounds.length - 1;
  // iLo: last boundary ≤ caratMin; iHi: first boundary > caratMax.
  let iLo = 0;
  while (iLo + 1 <= last && bounds[iLo + 1] <= q.caratMin) iLo++;
  let iHi = last;
  while (iHi - 1 >= 0 && bounds[iHi - 1] > q.caratMax) iHi--;
  const belowLo = p.below[iLo];
  const belowHi = p.below[iHi];
  // A bound inside a band: the stones of that edge band are checked one by one.
  const fixLo = q.caratMin > bounds[iLo] ? p.below[iLo + 1] : null;
  const fixHi = q.caratMax + 1 < bounds[iHi] ? p.below[iHi - 1] : null;
  const everyCarat = iLo === 0 && iHi === last && fixLo === null && fixHi === null;
  const alive = p.alive;
  const carat = p.caratUnits;
  for (let w = w0; w <= w1; w++) {
    let b = alive[w];
    if (!everyCarat && b !== 0) {
      b &= belowHi[w] & ~belowLo[w];
      // Edge bands hold carats on both sides of the asked bound: check those stones one by one.
      if (fixLo !== null) {
        let edge = b & fixLo[w];
        while (edge !== 0) {
          const t = edge & -edge;
          if (carat[(w << 5) + 31 - Math.clz32(t)] < q.caratMin) b &= ~t;
          edge ^= t;
        }
      }
      if (fixHi !== null) {
        let edge = b & ~fixHi[w];
        while (edge !== 0) {
          const t = edge & -edge;
          if (carat[(w << 5) + 31 - Math.clz32(t)] > q.caratMax) b &= ~t;
          edge ^= t;
        }
      }
    }
    base[w] = b;
  }
  base[w0] &= -1 << (lo & 31);
  if ((hi & 31) !== 0) base[w1] &= (1 << (hi & 31)) - 1;
}

/** The filter's bitset over the run: the OR of the chosen values, or the complement of the others when shorter. */
function fillMask(sets: Int32Array[], chosen: readonly number[], mask: Int32Array, w0: number, w1: number): void {
  const chosenSet = new Set(chosen);
  const invert = chosenSet.size > sets.length / 2;
  const use = invert ? sets.filter((_, v) => !chosenSet.has(v)) : [...chosenSet].map((v) => sets[v]);
  mask.fill(0, w0, w1 + 1);
  for (const set of use) for (let w = w0; w <= w1; w++) mask[w] |= set[w];
  if (invert) for (let w = w0; w <= w1; w++) mask[w] = ~mask[w];
}

export function runQuery(p: SearchedPartition, q: EngineQuery): EngineAnswer {
  const facets = emptyFacets();
  const lo = lowerBound(p.priceSen, q.priceMinSen);
  const hi = upperBound(p.priceSen, q.priceMaxSen);
  const bounds = p.caratBounds;
  const outOfStock = q.caratMax < bounds[0] || q.caratMin >= bounds[bounds.length - 1];
  if (lo >= hi || q.caratMin > q.caratMax || outOfStock) return { total: 0, ids: [], rows: [], facets };
  const w0 = lo >>> 5;
  const w1 = (hi - 1) >>> 5;
  const s = scratchOf(p);
  fillBase(p, q, s.base, w0, w1, lo, hi);
  const filters = restrictingFilters(p, q, s, facets, w0, w1);
  const total = countMatches(p, s, filters, w0, w1);
  addOwnValues(facets, s.shapeColour, s.clarityCutLab);
  const rows = total === 0 || q.offset >= total ? [] : pageRows(p, q, s.matches, w0, w1, lo, hi, total);
  return { total, ids: rows.map((r) => p.id[r]), rows, facets };
}

/** The filters that restrict anything, as bitsets over the run, and for those that are facets where their misses count. */
interface RestrictingFilters {
  masks: Int32Array[];
  /** For each facet filter: the index of its mask, its column of codes and its facet's counts. */
  facetMaskIndex: number[];
  facetCodes: Uint8Array[];
  facetCounts: Int32Array[];
}

/** Each filter of the query that leaves out any value, its bitset filled over the run [w0, w1]. */
function restrictingFilters(p: SearchedPartition, q: EngineQuery, s: Scratch, facets: Record<DiamondFacet, Int32Array>, w0: number, w1: number): RestrictingFilters {
  const masks: Int32Array[] = [];
  const maskDims: Dim[] = [];
  for (const dim of Object.keys(q.filters) as Dim[]) {
    const chosen = q.filters[dim];
    if (!chosen || chosen.length === 0 || new Set(chosen).size >= DIM_SIZES[dim]) continue;
    const mask = s.masks[masks.length];
    // a stone without a cut grade (a fancy shape) passes every cut filter
    fillMask(p.bits[dim], dim === 'cut' ? [...chosen, NO_CUT] : chosen, mask, w0, w1);
    masks.push(mask);
    maskDims.push(dim);
  }
  const facetMaskIndex: number[] = [];
  const facetCodes: Uint8Array[] = [];
  const facetCounts: Int32Array[] = [];
  maskDims.forEach((dim, i) => {
    if ((FACET_DIMS as readonly string[]).includes(dim)) {
      facetMaskIndex.push(i);
      facetCodes.push(p.codes[dim]);
      facetCounts.push(facets[dim as DiamondFacet]);
    }
  });
  return { masks, facetMaskIndex, facetCodes, facetCounts };
}

/**
 * The matches, 32 rows at a time, into the scratch's `matches`; their number. Each match counts once in the pair
 * counts (shape × colour, clarity × cut × lab); a stone failing only facet filter i counts for that facet.
 */
function countMatches(p: SearchedPartition, s: Scratch, filters: RestrictingFilters, w0: number, w1: number): number {
  const { masks, facetMaskIndex, facetCodes, facetCounts } = filters;
  const k = masks.length;
  const fk = facetMaskIndex.length;
  const base = s.base;
  const matches = s.matches;
  const pairA = s.shapeColour.fill(0);
  const pairB = s.clarityCutLab.fill(0);
  const shapeColour = p.shapeColour;
  const clarityCutLab = p.clarityCutLab;
  let total = 0;
  for (let w = w0; w <= w1; w++) {
    const b = base[w];
    if (b === 0) {
      matches[w] = 0;
      continue;
    }
    let f = b;
    for (let j = 0; j < k; j++) f &= masks[j][w];
    matches[w] = f;
    const rowBase = w << 5;
    if (f === -1) {
      // All 32 stones match (common in broad searches): count them without picking bits.
      total += 32;
      for (let r = rowBase; r < rowBase + 32; r++) {
        pairA[shapeColour[r]]++;
        pairB[clarityCutLab[r]]++;
      }
    } else if (f !== 0) {
      total += popcount(f);
      let m = f;
      while (m !== 0) {
        const t = m & -m;
        const r = rowBase + 31 - Math.clz32(t);
        pairA[shapeColour[r]]++;
        pairB[clarityCutLab[r]]++;
        m ^= t;
      }
    }
    // Stones failing only facet filter i count for that facet.
    for (let i = 0; i < fk; i++) {
      const mi = facetMaskIndex[i];
      let o = b;
      for (let j = 0; j < k; j++) if (j !== mi) o &= masks[j][w];
      let miss = o & ~masks[mi][w];
      if (miss === 0) continue;
      const col = facetCodes[i];
      const counts = facetCounts[i];
      while (miss !== 0) {
        const t = miss & -miss;
        counts[col[rowBase + 31 - Math.clz32(t)]]++;
        miss ^= t;
      }
    }
  }
  return total;
}

/** The matching stones' own values, from the pair counts. */
function addOwnValues(facets: Record<DiamondFacet, Int32Array>, pairA: Int32Array, pairB: Int32Array): void {
  for (let shape = 0; shape < DIM_SIZES.shape; shape++) {
    for (let colour = 0; colour < DIM_SIZES.color; colour++) {
      const c = pairA[SHAPE_COLOUR(shape, colour)];
      facets.shape[shape] += c;
      facets.color[colour] += c;
    }
  }
  for (let clarity = 0; clarity < DIM_SIZES.clarity; clarity++) {
    for (let cut = 0; cut < INDEX_SIZES.cut; cut++) {
      for (let lab = 0; lab < DIM_SIZES.lab; lab++) {
        const c = pairB[CLARITY_CUT_LAB(clarity, cut, lab)];
        facets.clarity[clarity] += c;
        if (cut !== NO_CUT) facets.cut[cut] += c; // no grade is no cut facet's value
        facets.lab[lab] += c;
      }
    }
  }
}

/** The page's rows in the asked order. */
function pageRows(p: SearchedPartition, q: EngineQuery, matches: Int32Array, w0: number, w1: number, lo: number, hi: number, total: number): number[] {
  const [key, direction] = (q.sort === 'recommended' ? ['recommended', 'asc'] : q.sort.split('-')) as [SortKey | 'price' | 'recommended', 'asc' | 'desc'];
  const page: Page = { out: [], skip: q.offset, limit: q.limit };
  if (key === 'recommended') {
    // group by group, each in price order (rows are in price order)
    for (const group of p.recommended) if (page.out.length < page.limit) cheapestFirst(matches, group, w0, w1, page);
    return page.out;
  }
  if (key === 'price' && direction === 'asc') {
    cheapestFirst(matches, null, w0, w1, page);
    return page.out;
  }
  const { out, limit } = page;
  let skip = q.offset;
  if (key === 'price') {
    for (let w = w1; w >= w0 && out.length < limit; w--) {
      let m = matches[w];
      if (m === 0) continue;
      const c = popcount(m);
      if (skip >= c) {
        skip -= c;
        continue;
      }
      while (m !== 0 && out.length < limit) {
        const bit = 31 - Math.clz32(m);
        if (skip > 0) skip--;
        else out.push((w << 5) + bit);
        m &= ~(1 << bit);
      }
    }
    return out;
  }

  const column = key === 'carat' ? p.caratUnits : p.codes[key];
  if (total <= SORT_MATCHES_UP_TO) {
    const found = new Uint32Array(total);
    let n = 0;
    for (let w = w0; w <= w1; w++) {
      let m = matches[w];
      while (m !== 0) {
        const t = m & -m;
        found[n++] = (w << 5) + 31 - Math.clz32(t);
        m ^= t;
      }
    }
    // Rows are in price order, so the row number breaks ties cheapest first.
    found.sort(direction === 'asc' ? (a, b) => column[a] - column[b] || a - b : (a, b) => column[b] - column[a] || a - b);
    return Array.from(found.subarray(q.offset, q.offset + limit));
  }

  // Walk the sort order from the first key value the filters allow.
  const order = p.orders[`${key}-${direction}`];
  const keyCount = order.start.length - 1;
  let minKey = 0;
  let maxKey = keyCount - 1;
  if (key === 'carat') {
    minKey = q.caratMin;
    maxKey = Math.min(keyCount - 1, q.caratMax);
  } else {
    const chosen = q.filters[key];
    if (chosen && chosen.length > 0) {
      minKey = Math.min(...chosen);
      maxKey = Math.max(...chosen);
    }
  }
  const [from, to] = direction === 'asc' ? [order.start[minKey], order.start[maxKey + 1]] : [order.start[keyCount - 1 - maxKey], order.start[keyCount - minKey]];
  const sorted = order.rows;
  for (let i = from; i < to && out.length < limit; i++) {
    const r = sorted[i];
    if (r < lo || r >= hi || ((matches[r >>> 5] >>> (r & 31)) & 1) === 0) continue;
    if (skip > 0) skip--;
    else out.push(r);
  }
  return out;
}

/** A page being filled: rows so far, matches still to skip, rows wanted. */
interface Page {
  out: number[];
  skip: number;
  limit: number;
}

/** Adds matching rows (of `within` too, when given) to the page in row order, which is price order. */
function cheapestFirst(matches: Int32Array, within: Int32Array | null, w0: number, w1: number, page: Page): void {
  const { out, limit } = page;
  for (let w = w0; w <= w1 && out.length < limit; w++) {
    let m = within === null ? matches[w] : matches[w] & within[w];
    if (m === 0) continue;
    const c = popcount(m);
    if (page.skip >= c) {
      page.skip -= c;
      continue;
    }
    while (m !== 0 && out.length < limit) {
      const t = m & -m;
      if (page.skip > 0) page.skip--;
      else out.push((w << 5) + 31 - Math.clz32(t));
      m ^= t;
    }
  }
}
