import type { MetalColour } from './metals';

/**
 * What a product looks like, as the catalog stores it per product (jsonb column `design`) and the
 * picture renderer draws it. The style says what kind of piece it is; `gem` colours the centre
 * stone of a gemstone piece; `band` overrides the band finish the style has by default.
 */

/** Engagement-ring settings (a centre diamond is chosen in the ring wizard). */
export const ENGAGEMENT_STYLES = ['solitaire', 'halo', 'three-stone', 'pave-solitaire', 'hidden-halo'] as const;
/** Women's wedding bands. */
export const WOMEN_WEDDING_STYLES = ['classic-band', 'eternity', 'curved', 'modern-band'] as const;
/** Men's wedding bands. */
export const MEN_WEDDING_STYLES = ['men-classic', 'men-matte', 'men-mixed-metal', 'men-unique'] as const;
/** Rings with a coloured centre stone. */
export const GEMSTONE_STYLES = ['gemstone-ring'] as const;
/** Pieces worn on a chain: a pendant, and a necklace with a drop. */
export const NECKWEAR_STYLES = ['pendant', 'necklace'] as const;

export const RING_STYLES = [
  ...ENGAGEMENT_STYLES,
  ...WOMEN_WEDDING_STYLES,
  ...MEN_WEDDING_STYLES,
  ...GEMSTONE_STYLES,
  ...NECKWEAR_STYLES,
] as const;
export type RingStyle = (typeof RING_STYLES)[number];

/** Colours of the coloured stones the shop sets. */
export const GEM_COLOURS = ['ruby', 'sapphire', 'emerald', 'amethyst', 'pink-sapphire', 'aquamarine'] as const;
export type GemColour = (typeof GEM_COLOURS)[number];

/** Band finishes: polished plain metal, a row of pavé diamonds, milgrain beading, satin matte, two metals. */
export const BAND_FINISHES = ['plain', 'pave', 'milgrain', 'matte', 'twotone'] as const;
export type BandFinish = (typeof BAND_FINISHES)[number];

export interface RingDesign {
  style: RingStyle;
  gem?: GemColour;
  band?: BandFinish;
  /** The metal the piece is first shown in (its card in the listings); the first colour offered when unset. */
  metal?: MetalColour;
}

const BANDS_WITHOUT_CENTRE: readonly RingStyle[] = [...WOMEN_WEDDING_STYLES, ...MEN_WEDDING_STYLES];

/** Whether the piece carries a centre stone (engagement, gemstone and neckwear pieces do; bands do not). */
export function hasCentreStone(style: RingStyle): boolean {
  return !BANDS_WITHOUT_CENTRE.includes(style);
}

export function isNeckwear(style: RingStyle): boolean {
  return (NECKWEAR_STYLES as readonly RingStyle[]).includes(style);
}

const DEFAULT_BANDS: Partial<Record<RingStyle, BandFinish>> = {
  'pave-solitaire': 'pave',
  eternity: 'pave',
  curved: 'pave',
  'men-matte': 'matte',
  'men-mixed-metal': 'twotone',
};

/** The band finish a design is drawn with: its own, else the style's usual one. */
export function bandFinishOf(design: RingDesign): BandFinish {
  return design.band ?? DEFAULT_BANDS[design.style] ?? 'plain';
}

/** The gem colour a gemstone design is drawn with (sapphire when none is stored). */
export function gemColourOf(design: RingDesign): GemColour | undefined {
  if (design.style === 'gemstone-ring') return design.gem ?? 'sapphire';
  return design.gem;
}

/** The product page's carat views: code (used in picture names and the stored ring) and carat. */
export const CARAT_VIEWS = [
  { code: '30pt', carat: 0.3 },
  { code: '50pt', carat: 0.5 },
  { code: '70pt', carat: 0.75 },
  { code: '1ct', carat: 1 },
  { code: '125ct', carat: 1.25 },
  { code: '150ct', carat: 1.5 },
  { code: '2ct', carat: 2 },
] as const;
export type CaratCode = (typeof CARAT_VIEWS)[number]['code'];
export const CARAT_CODES = CARAT_VIEWS.map((v) => v.code) as unknown as readonly [CaratCode, ...CaratCode[]];

/** The carat view with this code (case-insensitive), or undefined. */
export function caratViewOf(code: string): (typeof CARAT_VIEWS)[number] | undefined {
  const c = code.trim().toLowerCase();
  return CARAT_VIEWS.find((v) => v.code === c);
}

/** The carat view of a carat weight, or undefined when the weight is not one of the views. */
export function caratViewOfWeight(carat: number): (typeof CARAT_VIEWS)[number] | undefined {
  return CARAT_VIEWS.find((v) => Math.abs(v.carat - carat) < 1e-9);
}

/** Carat of the centre stone in a picture that names no carat view. */
export function defaultCentreCarat(style: RingStyle): number {
  if (style === 'pendant' || style === 'necklace') return 0.75;
  if (style === 'gemstone-ring') return 1.25;
  return 1;
}
