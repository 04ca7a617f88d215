import { CARAT_VIEWS, caratViewOf, type CaratCode } from './designs.ts';
import { DIAMOND_CARAT_RANGE } from '../diamonds/grades.ts';
import type { ShapeCode } from '../diamonds/shapes.ts';

/**
 * The two halves of a ring agree (issue 13): the setting's shape and carat view preset the diamond search, and a
 * stone chosen first presets the setting's shape and carat view; a stone of another shape than the setting's is
 * flagged before it is chosen.
 */

/** How far around a carat view the diamond search looks: from 85 % to 120 % of it (a 1 ct view: 0.85–1.20 ct). */
export const CARAT_RANGE_AROUND_VIEW = { below: 0.85, above: 1.2 } as const;

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** The carat range the search starts with for a setting shown at this carat view. */
export function caratRangeAround(code: CaratCode | 0 | null | undefined): [number, number] | undefined {
  const view = code ? caratViewOf(code) : undefined;
  if (!view) return undefined;
  return [
    Math.max(DIAMOND_CARAT_RANGE.min, twoDecimals(view.carat * CARAT_RANGE_AROUND_VIEW.below)),
    Math.min(DIAMOND_CARAT_RANGE.max, twoDecimals(view.carat * CARAT_RANGE_AROUND_VIEW.above)),
  ];
}

/** The setting's carat view nearest a stone's weight (ties go to the smaller view). */
export function nearestCaratView(carat: number): CaratCode {
  let best: (typeof CARAT_VIEWS)[number] = CARAT_VIEWS[0];
  for (const view of CARAT_VIEWS) if (Math.abs(view.carat - carat) < Math.abs(best.carat - carat) - 1e-9) best = view;
  return best.code;
}

/** Whether a stone fits the setting's chosen shape (a setting with no shape chosen takes any). */
export function shapesAgree(settingShape: ShapeCode | string | null | undefined, stoneShape: string): boolean {
  return !settingShape || settingShape.toUpperCase() === stoneShape.toUpperCase();
}
