/**
 * The diamond search's recommended order (its default): the stones a jeweller would show first, within whatever
 * budget and carat the shopper asked for. Four groups, each by price, low to high:
 *
 *  0. our pick: an ideal or excellent cut (or a fancy shape its lab grades no cut for), D–H colour, VS2 clarity or
 *     better — white and eye-clean, cut for the most fire;
 *  1. very good: a very good cut or better, D–J colour, SI1 clarity or better;
 *  2. good value: a good cut or better, colour to M;
 *  3. the rest (a fair or poor cut, N and warmer colours).
 *
 * Pure: the search index (modules/diamonds/search) computes a stone's group once, when it loads, and keeps the stones
 * in this order beside its other sorts, so the default search costs what the other sorts cost.
 */
import { CLARITIES, COLOURS, CUTS } from '../diamonds/grades.ts';

export const RECOMMENDED_GROUPS = 4;

const rankIn = (scale: readonly { code: string }[], code: string): number => scale.findIndex((g) => g.code === code);
const COLOUR = (code: string) => rankIn(COLOURS, code);
const CLARITY = (code: string) => rankIn(CLARITIES, code);
const CUT = (code: string) => rankIn(CUTS, code);

/** The group (0 first) of a stone in the recommended order; an unknown grade goes last. */
export function recommendedGroup(stone: { color: string; clarity: string; cut: string | null }): number {
  const colour = COLOUR(stone.color);
  const clarity = CLARITY(stone.clarity);
  // a fancy shape without a cut grade is judged by its colour and clarity
  const cut = stone.cut === null ? CUT('EX') : CUT(stone.cut);
  if (colour < 0 || clarity < 0 || cut < 0) return RECOMMENDED_GROUPS - 1;
  if (cut <= CUT('EX') && colour <= COLOUR('H') && clarity <= CLARITY('VS2')) return 0;
  if (cut <= CUT('VG') && colour <= COLOUR('J') && clarity <= CLARITY('SI1')) return 1;
  if (cut <= CUT('GD') && colour <= COLOUR('M')) return 2;
  return 3;
}
