import type { Diamond } from '../../../domain/contract/diamonds';
import { CODE_FILTER, type CodeFilterKey } from '../../../domain/diamond-filters';
import { DIAMOND_TYPES } from '../../../domain/grades';
import { SHAPES } from '../../../domain/shapes';
import { t } from '../../../domain/words/catalogue';

/** How the diamond search writes carats, grades, shapes and sizes. */

export const caratText = (carat: number): string => `${carat.toFixed(2)} ct`;

/**
 * A code's label in its list ('EX' cut → 'Excellent', 'OP' colour → 'O-P'); polish and symmetry, whose filter shows
 * the bare codes, read in words on a stone ('EX' → 'Excellent'). The code itself when unknown.
 */
/** The cut of a fancy shape its lab graded none (GIA grades the cut of round brilliants only). */
export const NO_CUT_GRADE = 'Not graded';

export function gradeLabel(key: CodeFilterKey, code: string | null): string {
  if (code === null) return NO_CUT_GRADE;
  const list = key === 'polish' || key === 'symmetry' ? 'cut' : key;
  return CODE_FILTER[list].options.find((o) => o.code === code)?.label ?? code;
}

export const shapeLabel = (code: string): string => SHAPES.find((s) => s.code === code)?.label ?? code.charAt(0) + code.slice(1).toLowerCase();
export const typeLabel = (type: string): string => DIAMOND_TYPES.find((t) => t.value === type)?.label ?? t('diamonds.format.diamond');

/** '1.01 ct Oval' */
export const stoneTitle = (stone: Pick<Diamond, 'CARAT' | 'SHAPE'>): string => `${caratText(stone.CARAT)} ${shapeLabel(stone.SHAPE)}`;

/** 'G colour · VS1 clarity · Excellent cut' in short: 'G · VS1 · Excellent'. */
export const gradesLine = (stone: Pick<Diamond, 'COLOR' | 'CLARITY' | 'CUT'>): string =>
  [gradeLabel('color', stone.COLOR), gradeLabel('clarity', stone.CLARITY), ...(stone.CUT === null ? [] : [gradeLabel('cut', stone.CUT)])].join(' · ');

/** '7.12 × 5.08 × 3.10 mm' */
export const measurementsText = ([l, w, h]: readonly number[]): string => `${[l, w, h].map((n) => Number(n).toFixed(2)).join(' × ')} mm`;

export const percentText = (n: number): string => `${Number(n).toFixed(1)}%`;

/** How many: '1,234 diamonds'. */
export const countText = (n: number, what: 'diamonds.count' | 'diamonds.savedCount' = 'diamonds.count'): string => t(what, { count: n });
