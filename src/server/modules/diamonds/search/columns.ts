import { caratUnitsOf, DIMS, indexCodeOf, type Dim } from './codes.ts';
import type { StoneColumns } from './partition.ts';

/** A stone as the index reads it: grades as the shop's codes (ROUND, G, VS2 …). */
export interface IndexedStone {
  id: number;
  priceSen: number;
  carat: number;
  shape: string;
  color: string;
  clarity: string;
  /** Null for a fancy shape without a cut grade. */
  cut: string | null;
  polish: string;
  symmetry: string;
  fluorescence: string;
  lab: string;
}

/** Columns with room for `capacity` stones, filled with `push`. */
export function columnBuilder(capacity: number) {
  const columns: StoneColumns = {
    count: 0,
    id: new Int32Array(capacity),
    priceSen: new Uint32Array(capacity),
    caratUnits: new Uint16Array(capacity),
    codes: Object.fromEntries(DIMS.map((d) => [d, new Uint8Array(capacity)])) as Record<Dim, Uint8Array>,
  };
  /** Adds a stone; answers false (and skips it) when a grade is not on the shop's scales. */
  const push = (stone: IndexedStone): boolean => {
    const i = columns.count;
    for (const dim of DIMS) {
      const code = indexCodeOf(dim, stone[dim]);
      if (code < 0) return false;
      columns.codes[dim][i] = code;
    }
    columns.id[i] = stone.id;
    columns.priceSen[i] = stone.priceSen;
    columns.caratUnits[i] = caratUnitsOf(stone.carat);
    columns.count++;
    return true;
  };
  return { columns, push };
}

export function columnsOf(stones: readonly IndexedStone[]): StoneColumns {
  const { columns, push } = columnBuilder(stones.length);
  for (const stone of stones) push(stone);
  return columns;
}
