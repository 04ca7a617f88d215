import { GOLD_COLOURS, type MetalGroup } from '../../../../domain/catalog/metals.ts';
import { sen, senFromRinggit, ZERO_SEN, type Sen } from '../../../../domain/money/money.ts';
import { RING_SIZE_MAX, RING_SIZE_MIN } from '../../../../domain/catalog/ring-size.ts';

export { RING_SIZE_MAX, RING_SIZE_MIN };

/**
 * Metals, colour options, weights and ring-size price ranges of the demo catalogue.
 * Prices are a Kuala Lumpur jeweller's: the 18K gold price is written per product,
 * platinum costs a fixed share more, silver pieces carry their own price.
 */

/** A stable small number per metal colour (the colour option's color_id). */
export const COLOUR_IDS = { Rose: 1, White: 2, Yellow: 3, Platinum: 4, Silver: 5 } as const;
export type MetalColourName = keyof typeof COLOUR_IDS;

export type MetalOffer = 'gold' | 'platinum' | 'silver';

interface MetalSpec {
  group: MetalGroup;
  name: string;
  colours: readonly MetalColourName[];
  /** Density relative to 18K gold: the same piece weighs this much more or less. */
  densityVsGold: number;
}

/** 18K gold ≈ 15.5 g/cm³, PT950 platinum ≈ 20.7 g/cm³, 925 silver ≈ 10.4 g/cm³. */
export const METALS: Record<MetalOffer, MetalSpec> = {
  gold: { group: 'gold', name: '18K Gold', colours: GOLD_COLOURS, densityVsGold: 1 },
  platinum: { group: 'platinum', name: 'PT950 Platinum', colours: ['Platinum'], densityVsGold: 1.34 },
  silver: { group: 'silver', name: '925 Sterling Silver', colours: ['Silver'], densityVsGold: 0.67 },
};

/** Platinum settings cost about a third more than the same piece in 18K gold. */
export const PLATINUM_PREMIUM = 1.32;
/** Derived prices (platinum, size surcharges) are rounded to whole tens of ringgit, as a jeweller's price list is. */
const PRICE_STEP_RM = 10;

const roundPrice = (rm: number): Sen => senFromRinggit(Math.round(rm / PRICE_STEP_RM) * PRICE_STEP_RM);
const roundWeight = (grams: number): number => Math.round(grams * 100) / 100;

/**
 * What one product is made in. The first offer is the cheapest and carries the written price and
 * weight; platinum follows from 18K gold. Silver pieces are silver only.
 */
export interface MetalPlan {
  offers: readonly MetalOffer[];
  /** Price of the piece in its first metal (RM). */
  rm: number;
  /** Weight of the piece in its first metal (g); the other metals follow by density. */
  grams: number;
}

export interface ColourOptionSeed {
  colorId: number;
  colour: MetalColourName;
  priceSen: Sen;
}

export interface VariantSeed {
  metalGroup: MetalGroup;
  name: string;
  weightGrams: number;
  colours: ColourOptionSeed[];
}

function checkPlan(plan: MetalPlan): void {
  const [first, ...others] = plan.offers;
  const valid = first === 'gold' ? others.every((o) => o === 'platinum') : first === 'silver' && others.length === 0;
  if (!valid) throw new Error(`unsupported metal plan ${plan.offers.join('+')}: gold (with platinum) or silver alone`);
}

export function variantsFor(plan: MetalPlan): VariantSeed[] {
  checkPlan(plan);
  const first = METALS[plan.offers[0]];
  return plan.offers.map((offer) => {
    const metal = METALS[offer];
    const priceSen = offer === 'platinum' ? roundPrice(plan.rm * PLATINUM_PREMIUM) : senFromRinggit(plan.rm);
    return {
      metalGroup: metal.group,
      name: metal.name,
      weightGrams: roundWeight((plan.grams * metal.densityVsGold) / first.densityVsGold),
      colours: metal.colours.map((colour) => ({ colorId: COLOUR_IDS[colour], colour, priceSen })),
    };
  });
}

// ---------------------------------------------------------------- ring sizes

/** Size brackets that together cover every HK size once; larger rings take more metal. */
export const RING_SIZE_BRACKETS = [
  { minSize: RING_SIZE_MIN, maxSize: 12 },
  { minSize: 13, maxSize: 18 },
  { minSize: 19, maxSize: 24 },
  { minSize: 25, maxSize: RING_SIZE_MAX },
] as const;

/** Each bracket up adds about 8% more metal to the piece. */
const EXTRA_METAL_PER_BRACKET = 0.08;
/** Worked metal price per gram (RM), for the size surcharge. */
const METAL_RM_PER_GRAM: Record<MetalOffer, number> = { gold: 330, platinum: 300, silver: 6 };

export interface RingSizePriceSeed {
  minSize: number;
  maxSize: number;
  priceSen: Sen;
}

/** The ring-size price ranges of a ring: nothing extra for the smallest bracket, a little more metal for each bracket up. */
export function ringSizePrices(plan: MetalPlan): RingSizePriceSeed[] {
  const cheapest = plan.offers[0];
  return RING_SIZE_BRACKETS.map((bracket, step) => {
    const surchargeRm = plan.grams * EXTRA_METAL_PER_BRACKET * step * METAL_RM_PER_GRAM[cheapest];
    const priceSen = step === 0 ? ZERO_SEN : sen(Math.max(roundPrice(surchargeRm), senFromRinggit(PRICE_STEP_RM * step)));
    return { ...bracket, priceSen };
  });
}
