/**
 * How a certified diamond is priced from its 4Cs (domain.md §3), and how a supplier's cost becomes the
 * shop's price in RM. Pure: the demo inventory generator and the supplier feed import both use it.
 *
 * The model, step by step:
 *  1. list price per carat (US$) of a natural round 1.00–1.24 ct from a Rapaport-like colour × clarity grid;
 *     lab-grown stones have their own, much lower sheet where the grades matter less;
 *  2. × a carat-bracket factor: the price per carat jumps at 0.50, 0.70, 0.90, 1.00 ct and at each quarter carat after;
 *  3. × shape (fancy shapes below round), × fluorescence, × cut, polish and symmetry;
 *  4. dealers sell about a third below list (`supplierCostUsd`);
 *  5. the shop's markup by type and price band, the exchange rate and a rounding (`retailPriceSen`).
 */
import type { ClarityCode, ColourCode, CutCode, FinishCode, FluorescenceCode } from './grades.ts';
import type { ShapeCode } from './shapes.ts';
import { senFromRinggit, type Sen } from '../money/money.ts';

export type DiamondKind = 'natural' | 'lab';

/** What the price of a stone depends on (codes as in grades.ts and shapes.ts). */
export interface PricedStone {
  type: DiamondKind;
  shape: ShapeCode;
  carat: number;
  color: ColourCode;
  clarity: ClarityCode;
  cut: CutCode;
  polish: FinishCode;
  symmetry: FinishCode;
  fluorescence: FluorescenceCode;
}

// ---- 1. The colour × clarity grid -------------------------------------------------------------------

const CLARITY_ORDER: readonly ClarityCode[] = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'];
const COLOUR_ORDER: readonly ColourCode[] = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'OP', 'QR', 'ST', 'UV', 'WX', 'YZ'];

/**
 * Colour G of a natural 1 ct round, US$ per carat, FL … SI2. The steps between clarities follow the indicative
 * grid of domain.md §3 (G: IF 72, VVS1 68, VVS2 62, VS1 55, VS2 48, SI1 42, SI2 35 hundred); its level is set
 * where dealer cost plus the shop's markup lands on the retail figures of §3 (that grid is marked uncertain).
 */
const G_ROW_USD_PER_CT = [12_500, 11_500, 10_900, 9_900, 8_800, 7_700, 6_700, 5_600];

/**
 * Colour premium over G at the top clarity (FL) and at the bottom (SI2); in between it is interpolated,
 * since colour counts for more in a clean stone (domain.md: D IF ≈ 2× G IF). The grouped letters O-P … Y-Z
 * continue below N.
 */
const COLOUR_FACTOR_TOP = [1.96, 1.62, 1.36, 1, 0.86, 0.73, 0.61, 0.51, 0.43, 0.37, 0.32, 0.28, 0.25, 0.23, 0.21, 0.19, 0.17];
const COLOUR_FACTOR_BOTTOM = [1.36, 1.25, 1.14, 1, 0.9, 0.8, 0.7, 0.6, 0.51, 0.45, 0.39, 0.34, 0.3, 0.27, 0.25, 0.23, 0.21];

/** Lab-grown stones: the natural grade premium raised to this power, so grades matter much less. */
const LAB_GRADE_EXPONENT = 0.45;

/** US$ per carat, natural round 1.00–1.24 ct, [colour][clarity]. */
const NATURAL_GRID: number[][] = COLOUR_ORDER.map((_, c) =>
  CLARITY_ORDER.map((_, k) => {
    const t = k / (CLARITY_ORDER.length - 1);
    return G_ROW_USD_PER_CT[k] * ((1 - t) * COLOUR_FACTOR_TOP[c] + t * COLOUR_FACTOR_BOTTOM[c]);
  }),
);
const G_VS2 = NATURAL_GRID[COLOUR_ORDER.indexOf('G')][CLARITY_ORDER.indexOf('VS2')];

/** The lab-grown sheet: US$ per carat of a lab 1 ct G VS2 round; other grades by the compressed natural premium. */
const LAB_G_VS2_USD_PER_CT = 800;

function gridPerCaratUsd(type: DiamondKind, color: ColourCode, clarity: ClarityCode): number {
  const c = COLOUR_ORDER.indexOf(color);
  const k = CLARITY_ORDER.indexOf(clarity);
  if (c < 0 || k < 0) throw new RangeError(`unknown grade ${color} ${clarity}`);
  const natural = NATURAL_GRID[c][k];
  return type === 'natural' ? natural : LAB_G_VS2_USD_PER_CT * (natural / G_VS2) ** LAB_GRADE_EXPONENT;
}

// ---- 2. Carat brackets ------------------------------------------------------------------------------

/** Price per carat of the bracket starting at `from`, relative to 1.00–1.24 ct; below 1 ct. */
interface Bracket {
  from: number;
  natural: number;
  lab: number;
}
const SMALL_BRACKETS: readonly Bracket[] = [
  { from: 0, natural: 0.16, lab: 0.5 },
  { from: 0.23, natural: 0.18, lab: 0.52 },
  { from: 0.3, natural: 0.23, lab: 0.56 },
  { from: 0.4, natural: 0.27, lab: 0.6 },
  { from: 0.5, natural: 0.34, lab: 0.65 },
  { from: 0.7, natural: 0.55, lab: 0.74 },
  { from: 0.9, natural: 0.87, lab: 0.87 },
];

/**
 * From 1 ct on, the price per carat steps up at each quarter carat: [¼, ½, ¾, next whole carat], by how much
 * (1.25 → +4%, the 1.50 "magic size" → +16% …). Natural: 2 ct ≈ 1.7× the per-carat price of 1 ct (so 3–4× in
 * total); lab-grown: ≈ 1.1× (2.2× in total). Beyond 5 ct the last row repeats.
 */
const QUARTER_STEPS: Record<DiamondKind, readonly (readonly [number, number, number, number])[]> = {
  natural: [
    [0.04, 0.16, 0.05, 0.4], // 1 → 2 ct
    [0.03, 0.08, 0.03, 0.22], // 2 → 3 ct
    [0.02, 0.05, 0.02, 0.12], // 3 → 4 ct
    [0.02, 0.04, 0.02, 0.15], // 4 → 5 ct
    [0.01, 0.03, 0.01, 0.04], // 5 ct and above, each carat
  ],
  lab: [
    [0.02, 0.03, 0.01, 0.04],
    [0.01, 0.02, 0.01, 0.03],
    [0.01, 0.01, 0.01, 0.02],
  ],
};

/** Per-carat factor of the carat's bracket, relative to a 1.00–1.24 ct stone of the same type. */
export function caratBracketFactor(carat: number, type: DiamondKind): number {
  const ct = Math.round(carat * 100) / 100;
  if (ct < 1) {
    let factor = SMALL_BRACKETS[0][type];
    for (const b of SMALL_BRACKETS) if (ct >= b.from) factor = b[type];
    return factor;
  }
  const quarters = Math.floor(ct * 4 + 1e-9) - 4; // quarter carats above 1.00
  const rows = QUARTER_STEPS[type];
  let factor = 1;
  for (let q = 0; q < quarters; q++) {
    const row = rows[Math.min(Math.floor(q / 4), rows.length - 1)];
    factor *= 1 + row[q % 4];
  }
  return factor;
}

// ---- 3. Shape, fluorescence, make -------------------------------------------------------------------

/** Fancy shapes as a share of round at 1 ct G VS2 (domain.md §3; radiant, marquise, asscher by their neighbours). */
export const SHAPE_FACTOR: Record<ShapeCode, number> = {
  ROUND: 1,
  PRINCESS: 0.875,
  EMERALD: 0.825,
  ASSCHER: 0.82,
  OVAL: 0.8,
  RADIANT: 0.8,
  PEAR: 0.8,
  HEART: 0.9,
  MARQUISE: 0.78,
  CUSHION: 0.75,
};

/** Fluorescence lowers the price 5–10% from medium on (domain.md §3); faint barely. */
export const FLUORESCENCE_FACTOR: Record<FluorescenceCode, number> = { NON: 1, FNT: 0.98, MED: 0.95, STG: 0.92, VSTGR: 0.9 };
export const CUT_FACTOR: Record<CutCode, number> = { ID: 1.03, EX: 1, VG: 0.93, GD: 0.85, FR: 0.75, PR: 0.65 };
export const FINISH_FACTOR: Record<FinishCode, number> = { EX: 1, VG: 0.98, GD: 0.95, FR: 0.9, PR: 0.85 };

// ---- 4. List price and dealer cost ------------------------------------------------------------------

/** The list (asking sheet) price of the whole stone in US$. */
export function listPriceUsd(stone: PricedStone): number {
  const perCarat =
    gridPerCaratUsd(stone.type, stone.color, stone.clarity) *
    caratBracketFactor(stone.carat, stone.type) *
    SHAPE_FACTOR[stone.shape] *
    FLUORESCENCE_FACTOR[stone.fluorescence] *
    CUT_FACTOR[stone.cut] *
    FINISH_FACTOR[stone.polish] *
    FINISH_FACTOR[stone.symmetry];
  return perCarat * stone.carat;
}

/** Dealers sell about 30–40% below list (domain.md §3): the middle of that. */
export const DEALER_DISCOUNT = 0.35;

/** What a supplier asks for the stone, in US$ (cents not rounded). */
export function supplierCostUsd(stone: PricedStone): number {
  return listPriceUsd(stone) * (1 - DEALER_DISCOUNT);
}

// ---- 5. The shop's price ----------------------------------------------------------------------------

/** One band of the markup: the part of the cost up to `upToUsd` (the previous band's limit up) is multiplied by `factor`. */
export interface MarkupBand {
  upToUsd: number;
  factor: number;
}

export interface PricingRules {
  /** Ringgit per US dollar (domain.md: about 4.2–4.7). */
  usdToMyr: number;
  /**
   * Markup by type and price band, applied like tax brackets: each band's factor to the part of the cost that
   * falls in it, so a dearer stone never sells for less. The last band should reach Infinity.
   */
  markup: Record<DiamondKind, readonly MarkupBand[]>;
  /** 'ringgit': nearest whole ringgit; 'nice': up to the next RM 10 / 50 / 100 less RM 1 (… 9, … 49, … 99). */
  rounding: 'ringgit' | 'nice';
}

/**
 * The shop's default rules. Natural: about 1.4× dealer cost on a 1 ct, less on dearer stones; lab-grown stones
 * carry a retailer's larger margin on a small cost. Calibrated so a 1 ct G VS2 round retails at about US$7,300
 * natural and US$1,400 lab-grown (domain.md §3: US$5,500–8,800 and US$950–2,000).
 */
export const DEFAULT_PRICING_RULES: PricingRules = {
  usdToMyr: 4.45,
  markup: {
    natural: [
      { upToUsd: 1_000, factor: 1.7 },
      { upToUsd: 5_000, factor: 1.4 },
      { upToUsd: 20_000, factor: 1.3 },
      { upToUsd: 100_000, factor: 1.2 },
      { upToUsd: Infinity, factor: 1.12 },
    ],
    lab: [
      { upToUsd: 500, factor: 2.8 },
      { upToUsd: 5_000, factor: 2.6 },
      { upToUsd: Infinity, factor: 2.2 },
    ],
  },
  rounding: 'nice',
};

/** The retail price in US$ for a supplier cost in US$. */
export function retailPriceUsd(costUsd: number, type: DiamondKind, rules: PricingRules = DEFAULT_PRICING_RULES): number {
  let retail = 0;
  let from = 0;
  for (const band of rules.markup[type]) {
    if (costUsd <= from) break;
    retail += (Math.min(costUsd, band.upToUsd) - from) * band.factor;
    from = band.upToUsd;
  }
  return retail;
}

/** Rounds a price in ringgit by the rules' rounding. */
export function roundRinggit(rm: number, rounding: PricingRules['rounding']): number {
  if (rounding === 'ringgit') return Math.max(1, Math.round(rm));
  const step = rm < 10_000 ? 10 : rm < 100_000 ? 50 : 100;
  return Math.max(step, Math.ceil((rm + 1) / step) * step) - 1;
}

/** The shop's selling price in sen for a supplier cost in US$. */
export function retailPriceSen(costUsd: number, type: DiamondKind, rules: PricingRules = DEFAULT_PRICING_RULES): Sen {
  return senFromRinggit(roundRinggit(retailPriceUsd(costUsd, type, rules) * rules.usdToMyr, rules.rounding));
}

/** Convenience: the selling price of a stone straight from its grades. */
export function stonePriceSen(stone: PricedStone, rules: PricingRules = DEFAULT_PRICING_RULES): Sen {
  return retailPriceSen(supplierCostUsd(stone), stone.type, rules);
}
