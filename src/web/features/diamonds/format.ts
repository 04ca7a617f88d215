import { DIAMOND_TYPES } from '../../../domain/diamonds/grades';
import { t } from '../../../domain/words/catalogue';

/** How the diamond search writes carats, grades, shapes and sizes: the grades as the shop spells them everywhere. */
export { caratText, gradeLabel, gradesLine, shapeLabel, stoneTitle } from '../../../domain/diamonds/words';

export const typeLabel = (type: string): string => DIAMOND_TYPES.find((t) => t.value === type)?.label ?? t('diamonds.format.diamond');

/** '7.12 × 5.08 × 3.10 mm' */
export const measurementsText = ([l, w, h]: readonly number[]): string => `${[l, w, h].map((n) => Number(n).toFixed(2)).join(' × ')} mm`;

export const percentText = (n: number): string => `${Number(n).toFixed(1)}%`;

/** How many: '1,234 diamonds'. */
export const countText = (n: number, what: 'diamonds.count' | 'diamonds.savedCount' = 'diamonds.count'): string => t(what, { count: n });
