/**
 * The search index's small-integer codes: each grade's code is its position in the shop's scale (best first),
 * as listed in the diamond contract, so "sort by colour" is a sort by code.
 */
import { DIAMOND_FILTER_CODES, type DiamondListFilter } from '../../../../domain/contract/diamonds.ts';

/** The graded columns, in a fixed order. */
export const DIMS = ['shape', 'color', 'clarity', 'cut', 'polish', 'symmetry', 'fluorescence', 'lab'] as const satisfies readonly DiamondListFilter[];
export type Dim = (typeof DIMS)[number];

export const DIM_VALUES: Record<Dim, readonly string[]> = DIAMOND_FILTER_CODES;
export const DIM_SIZES = Object.fromEntries(DIMS.map((d) => [d, DIM_VALUES[d].length])) as Record<Dim, number>;

const CODE_OF = Object.fromEntries(DIMS.map((d) => [d, new Map(DIM_VALUES[d].map((v, i) => [v, i]))])) as Record<Dim, Map<string, number>>;

/** The code of a grade value, or -1 when the scale does not have it. */
export const codeOf = (dim: Dim, value: string): number => CODE_OF[dim].get(value) ?? -1;

/**
 * A stone without a cut grade (a fancy shape its lab graded no cut for: GIA grades the cut of round brilliants only)
 * has this cut code, one past the scale: it sorts after every graded cut and every cut filter lets it through.
 */
export const NO_CUT = DIM_SIZES.cut;
/** How many codes each column of the index holds: the scale, and for the cut one more for "no grade". */
export const INDEX_SIZES: Record<Dim, number> = { ...DIM_SIZES, cut: DIM_SIZES.cut + 1 };
/** A stone's code in the index: a grade's code, NO_CUT for a missing cut grade, or -1 when the scale does not have it. */
export const indexCodeOf = (dim: Dim, value: string | null): number => (value === null ? (dim === 'cut' ? NO_CUT : -1) : codeOf(dim, value));
export const valueOf = (dim: Dim, code: number): string => DIM_VALUES[dim][code];

/** Carats are kept in hundredths; the search covers 0.18–10 ct, larger stones count as 10.00 ct. */
export const CARAT_UNITS_MAX = 1000;
export const caratUnitsOf = (carat: number): number => Math.min(CARAT_UNITS_MAX, Math.max(0, Math.round(carat * 100)));
