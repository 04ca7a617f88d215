/**
 * One diamond type's stones as a compact, read-mostly columnar index (natural and lab-grown stones are never
 * searched together, so each type is its own partition).
 *
 * Rows are ordered by price (then carat, then id), so a price range is one contiguous run of rows. Every
 * searchable grade is a small integer code per row, and each (grade, value) pair also has a bitset over the
 * rows (one bit per row, 32 rows per Int32 word): a filter is an OR of its values' bitsets, a query an AND of
 * its filters, computed 32 rows at a time. Carat ranges use cumulative bitsets ("carat below boundary i"), so
 * any band between two boundaries is one AND-NOT per word. For the sorts other than price, rows are also kept
 * in each sort's order (a stable counting sort over the price order, so ties stay cheapest first).
 */
import { RECOMMENDED_GROUPS, recommendedGroup } from '../../../../domain/catalog/recommended-order.ts';
import { CARAT_UNITS_MAX, DIMS, INDEX_SIZES, NO_CUT, valueOf, type Dim } from './codes.ts';
import { buildPriceComparisons, type PriceComparisons } from './price-comparison.ts';
import { sharedArray } from './shared-arrays.ts';

/** The stones of one type as columns, in any order (what the loader reads from the database). */
export interface StoneColumns {
  count: number;
  id: Int32Array;
  /** Selling price in sen. */
  priceSen: Uint32Array;
  /** Carat in hundredths (1.01 ct = 101). */
  caratUnits: Uint16Array;
  codes: Record<Dim, Uint8Array>;
}

/** A sort's row order and where each key value starts in it. */
export interface SortOrder {
  rows: Uint32Array;
  /** start[k]..start[k + 1] are the positions of key value k (for desc orders, k counts from the worst value). */
  start: Uint32Array;
}

/** The keys other than price the results can be sorted by. */
export const SORT_KEYS = ['carat', 'color', 'clarity', 'cut'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface Partition {
  count: number;
  words: number;
  id: Int32Array;
  priceSen: Uint32Array;
  caratUnits: Uint16Array;
  codes: Record<Dim, Uint8Array>;
  /** bits[dim][value]: the rows holding that value. */
  bits: Record<Dim, Int32Array[]>;
  /** Rows still offered; a reserved or sold stone's bit is cleared in place. */
  alive: Int32Array;
  aliveCount: number;
  /**
   * Carat boundaries in hundredths, ascending, from the smallest stone to just above the largest; below[i] = rows
   * with carat < caratBounds[i].
   */
  caratBounds: Uint16Array;
  below: Int32Array[];
  /** For facet counting in one increment per pair: shape × colour and clarity × cut × lab, per row. */
  shapeColour: Uint8Array;
  clarityCutLab: Uint16Array;
  orders: Record<`${SortKey}-${'asc' | 'desc'}`, SortOrder>;
  /**
   * The rows of each group of the recommended order (src/domain/catalog/recommended-order.ts), 0 first: within a group rows
   * are in price order, so a page is read group by group straight from the search's matches.
   */
  recommended: Int32Array[];
  /** Ids in ascending order and the row of each, to find a stone by id. */
  idsSorted: Int32Array;
  rowOfSorted: Uint32Array;
  /** Each stone's group of similar stones and the groups' median price per carat. */
  comparisons: PriceComparisons;
}

/** A partition as a search reads it (search threads are not given the price comparisons). */
export type SearchedPartition = Omit<Partition, 'comparisons'>;

export const CLARITY_CUT_LAB = (clarity: number, cut: number, lab: number) => (clarity * INDEX_SIZES.cut + cut) * INDEX_SIZES.lab + lab;
export const SHAPE_COLOUR = (shape: number, colour: number) => shape * INDEX_SIZES.color + colour;

/**
 * Carat boundaries: each carat value held by at least `minRows` stones gets its own band (the "magic sizes"
 * 0.30, 0.50, 1.00 … are most of the inventory); sparser values are merged into bands of about `minRows` stones.
 * A query on a value between boundaries checks the stones of the edge band one by one.
 */
function caratBoundsOf(caratUnits: Uint16Array, count: number): Uint16Array {
  const histogram = new Uint32Array(CARAT_UNITS_MAX + 1);
  let minUnit = CARAT_UNITS_MAX;
  let maxUnit = 0;
  for (let i = 0; i < count; i++) {
    const unit = caratUnits[i];
    histogram[unit]++;
    if (unit < minUnit) minUnit = unit;
    if (unit > maxUnit) maxUnit = unit;
  }
  if (count === 0) return Uint16Array.of(0, 1);
  const minRows = Math.max(64, Math.ceil(count / 256));
  // The first boundary is the smallest stone and the last one just above the largest: a range reaching past
  // them needs no stone-by-stone check.
  const bounds: number[] = [minUnit];
  let inBand = 0;
  for (let unit = minUnit; unit <= maxUnit; unit++) {
    const here = histogram[unit];
    if (here === 0) continue;
    // A heavy value gets a band of its own.
    if (here >= minRows) {
      if (bounds[bounds.length - 1] !== unit) bounds.push(unit);
      bounds.push(unit + 1);
      inBand = 0;
      continue;
    }
    inBand += here;
    if (inBand >= minRows) {
      bounds.push(unit + 1);
      inBand = 0;
    }
  }
  if (bounds[bounds.length - 1] !== maxUnit + 1) bounds.push(maxUnit + 1);
  return Uint16Array.from(bounds);
}

/** Counting sort of the rows (already in price order) by a small key: stable, so ties keep price order. */
function sortOrder(key: ArrayLike<number>, count: number, keyCount: number, descending: boolean): SortOrder {
  const start = sharedArray(Uint32Array, keyCount + 1);
  for (let r = 0; r < count; r++) start[(descending ? keyCount - 1 - key[r] : key[r]) + 1]++;
  for (let k = 0; k < keyCount; k++) start[k + 1] += start[k];
  const next = start.slice(0, keyCount);
  const rows = sharedArray(Uint32Array, count);
  for (let r = 0; r < count; r++) rows[next[descending ? keyCount - 1 - key[r] : key[r]]++] = r;
  return { rows, start };
}

/** Builds a partition from columns in any order. */
export function buildPartition(input: StoneColumns): Partition {
  const n = input.count;
  // Price order (then carat, then id): sort row numbers by a composite key.
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const { priceSen: p0, caratUnits: c0, id: id0 } = input;
  order.sort((a, b) => p0[a] - p0[b] || c0[a] - c0[b] || id0[a] - id0[b]);

  const id = sharedArray(Int32Array, n);
  const priceSen = sharedArray(Uint32Array, n);
  const caratUnits = sharedArray(Uint16Array, n);
  const codes = Object.fromEntries(DIMS.map((d) => [d, sharedArray(Uint8Array, n)])) as Record<Dim, Uint8Array>;
  for (let r = 0; r < n; r++) {
    const from = order[r];
    id[r] = id0[from];
    priceSen[r] = p0[from];
    caratUnits[r] = c0[from];
  }
  for (const dim of DIMS) {
    const src = input.codes[dim];
    const dst = codes[dim];
    for (let r = 0; r < n; r++) dst[r] = src[order[r]];
  }

  const words = Math.ceil(n / 32);
  const bits = {} as Record<Dim, Int32Array[]>;
  for (const dim of DIMS) {
    const sets = Array.from({ length: INDEX_SIZES[dim] }, () => sharedArray(Int32Array, words));
    const col = codes[dim];
    for (let r = 0; r < n; r++) sets[col[r]][r >>> 5] |= 1 << (r & 31);
    bits[dim] = sets;
  }

  const alive = sharedArray(Int32Array, words);
  for (let w = 0; w < words; w++) alive[w] = -1;
  if (n % 32 !== 0 && words > 0) alive[words - 1] = (1 << n % 32) - 1;

  // Cumulative carat bitsets: below[i] = below[i - 1] | rows of band i - 1.
  const caratBounds = caratBoundsOf(caratUnits, n);
  // Stones of carat unit u fall in band b when caratBounds[b] <= u < caratBounds[b + 1].
  const bandOfUnit = new Uint16Array(CARAT_UNITS_MAX + 2);
  for (let b = 0, unit = 0; unit <= CARAT_UNITS_MAX + 1; unit++) {
    while (b + 2 < caratBounds.length && unit >= caratBounds[b + 1]) b++;
    bandOfUnit[unit] = b;
  }
  const bandBits = Array.from({ length: caratBounds.length }, () => new Int32Array(words));
  for (let r = 0; r < n; r++) bandBits[bandOfUnit[caratUnits[r]]][r >>> 5] |= 1 << (r & 31);
  const below: Int32Array[] = [sharedArray(Int32Array, words)];
  for (let i = 1; i < caratBounds.length; i++) {
    const prev = below[i - 1];
    const band = bandBits[i - 1];
    const cur = sharedArray(Int32Array, words);
    for (let w = 0; w < words; w++) cur[w] = prev[w] | band[w];
    below.push(cur);
  }

  const shapeColour = sharedArray(Uint8Array, n);
  const clarityCutLab = sharedArray(Uint16Array, n);
  for (let r = 0; r < n; r++) {
    shapeColour[r] = SHAPE_COLOUR(codes.shape[r], codes.color[r]);
    clarityCutLab[r] = CLARITY_CUT_LAB(codes.clarity[r], codes.cut[r], codes.lab[r]);
  }

  const orders = {} as Partition['orders'];
  for (const key of SORT_KEYS) {
    const column = key === 'carat' ? caratUnits : codes[key];
    const keyCount = key === 'carat' ? CARAT_UNITS_MAX + 1 : INDEX_SIZES[key];
    orders[`${key}-asc`] = sortOrder(column, n, keyCount, false);
    orders[`${key}-desc`] = sortOrder(column, n, keyCount, true);
  }

  // The recommended order: a stone's group from its colour, clarity and cut (computed once per grade triple), then price.
  const groupOf = new Map<number, number>();
  const recommended = Array.from({ length: RECOMMENDED_GROUPS }, () => sharedArray(Int32Array, words));
  for (let r = 0; r < n; r++) {
    const triple = (codes.color[r] * INDEX_SIZES.clarity + codes.clarity[r]) * INDEX_SIZES.cut + codes.cut[r];
    let group = groupOf.get(triple);
    if (group === undefined) {
      group = recommendedGroup({ color: valueOf('color', codes.color[r]), clarity: valueOf('clarity', codes.clarity[r]), cut: codes.cut[r] === NO_CUT ? null : valueOf('cut', codes.cut[r]) });
      groupOf.set(triple, group);
    }
    recommended[group]![r >>> 5] |= 1 << (r & 31);
  }

  const byId = sharedArray(Uint32Array, n);
  for (let r = 0; r < n; r++) byId[r] = r;
  byId.sort((a, b) => id[a] - id[b]);
  const idsSorted = sharedArray(Int32Array, n);
  for (let i = 0; i < n; i++) idsSorted[i] = id[byId[i]];

  return {
    count: n,
    words,
    id,
    priceSen,
    caratUnits,
    codes,
    bits,
    alive,
    aliveCount: n,
    caratBounds,
    below: below.slice(0, caratBounds.length),
    shapeColour,
    clarityCutLab,
    orders,
    recommended,
    idsSorted,
    rowOfSorted: byId,
    comparisons: buildPriceComparisons(n, codes.shape, codes.color, codes.clarity, caratUnits, priceSen),
  };
}

/** The row of a stone by id, or -1. */
export function rowOfId(partition: Partition, id: number): number {
  const ids = partition.idsSorted;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid];
    if (v === id) return partition.rowOfSorted[mid];
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Takes a stone out of (or puts it back into) the results; answers whether anything changed. */
export function setAlive(partition: Partition, row: number, alive: boolean): boolean {
  const w = row >>> 5;
  const bit = 1 << (row & 31);
  const was = (partition.alive[w] & bit) !== 0;
  if (was === alive) return false;
  partition.alive[w] = alive ? partition.alive[w] | bit : partition.alive[w] & ~bit;
  partition.aliveCount += alive ? 1 : -1;
  return true;
}

/** Bytes held by a partition's arrays. */
export function partitionBytes(p: Partition): number {
  let bytes = p.id.byteLength + p.priceSen.byteLength + p.caratUnits.byteLength + p.alive.byteLength + p.recommended.reduce((sum, b) => sum + b.byteLength, 0);
  bytes += p.shapeColour.byteLength + p.clarityCutLab.byteLength + p.idsSorted.byteLength + p.rowOfSorted.byteLength;
  for (const dim of DIMS) bytes += p.codes[dim].byteLength + p.bits[dim].reduce((s, b) => s + b.byteLength, 0);
  bytes += p.below.reduce((s, b) => s + b.byteLength, 0) + p.caratBounds.byteLength;
  for (const o of Object.values(p.orders)) bytes += o.rows.byteLength + o.start.byteLength;
  bytes += p.comparisons.group.byteLength + p.comparisons.median.byteLength + p.comparisons.count.byteLength;
  return bytes;
}
