import { CODE_FILTER, type CodeFilterKey } from './filters.ts';
import { SHAPES } from './shapes.ts';
import { t } from '../words/catalogue.ts';

/**
 * How the shop spells a diamond's grades, everywhere a stone is named: the search, the cart, checkout, the order
 * pages, the e-mails and the back-office ('ROUND' → 'Round', cut 'EX' → 'Excellent', colour 'WX' → 'W-X').
 */

/** The words of a fancy shape's cut its lab did not grade (GIA grades the cut of round brilliants only). */
export const noCutGrade = (): string => t('names.gradeWords.notGraded');

export const caratText = (carat: number): string => t('names.gradeWords.carat', { carat: carat.toFixed(2) });

/**
 * A code's label in its list ('EX' cut → 'Excellent', 'OP' colour → 'O-P'); polish and symmetry, whose filter shows
 * the bare codes, read in words on a stone ('EX' → 'Excellent'). The code itself when unknown.
 */
export function gradeLabel(key: CodeFilterKey, code: string | null): string {
  if (code === null) return noCutGrade();
  const list = key === 'polish' || key === 'symmetry' ? 'cut' : key;
  return CODE_FILTER[list].options.find((o) => o.code === code)?.label ?? code;
}

export const shapeLabel = (code: string): string => SHAPES.find((s) => s.code === code)?.label ?? code.charAt(0) + code.slice(1).toLowerCase();

/** '1.01 ct Oval' */
export const stoneTitle = (stone: { CARAT: number; SHAPE: string }): string => `${caratText(stone.CARAT)} ${shapeLabel(stone.SHAPE)}`;

/** The short grades of a result card: 'G · VS1 · Excellent'. */
export const gradesLine = (stone: { COLOR: string; CLARITY: string; CUT: string | null }): string =>
  [gradeLabel('color', stone.COLOR), gradeLabel('clarity', stone.CLARITY), ...(stone.CUT === null ? [] : [gradeLabel('cut', stone.CUT)])].join(' · ');

/** The grades named: 'G colour · VS2 clarity · Excellent cut' (a fancy shape without a cut grade leaves the cut out). */
export const gradesInWords = (stone: { COLOR: string; CLARITY: string; CUT: string | null }): string =>
  [
    t('names.gradeWords.colourGrade', { grade: gradeLabel('color', stone.COLOR) }),
    t('names.gradeWords.clarityGrade', { grade: gradeLabel('clarity', stone.CLARITY) }),
    ...(stone.CUT === null ? [] : [t('names.gradeWords.cutGrade', { grade: gradeLabel('cut', stone.CUT) })]),
  ].join(' · ');

/** A stone of a cart or order line in words: '0.87 ct Round · G colour · VS2 clarity · Excellent cut'. */
export const diamondInWords = (stone: { CARAT: number; SHAPE: string; COLOR: string; CLARITY: string; CUT: string | null }): string =>
  `${stoneTitle(stone)} · ${gradesInWords(stone)}`;

/** Its certificate: 'GIA 1234567'. */
export const certificateInWords = (stone: { LAB: string; CERTIFICATE_NO: string }): string => [stone.LAB, stone.CERTIFICATE_NO].filter(Boolean).join(' ');
