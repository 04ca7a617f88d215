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

/**
 * Band finishes and what is set into the band: polished plain metal, a row of pavé diamonds, milgrain beading, satin
 * matte, two metals; brushed, sandblasted, a satin centre between polished rails, a dark inlay, carved wood grain;
 * diamonds in a channel, baguettes between rounds, step (emerald) cuts end to end, diamonds flush in the metal, a
 * groove lined with diamonds.
 */
export const BAND_FINISHES = [
  'plain', 'pave', 'milgrain', 'matte', 'twotone',
  'brushed', 'sandblasted', 'satin-centre', 'inlay', 'wood-grain',
  'channel', 'baguette', 'step-cut', 'flush', 'groove',
] as const;
export type BandFinish = (typeof BAND_FINISHES)[number];

/** How the centre stone is held. */
export const HEADS = ['four-prong', 'six-prong', 'three-prong', 'double-prong', 'tulip', 'bezel', 'cluster', 'floral'] as const;
export type Head = (typeof HEADS)[number];

/** What rises from the band to the head. */
export const SHOULDERS = ['plain', 'cathedral'] as const;
export type Shoulders = (typeof SHOULDERS)[number];

/** Diamonds around the centre stone. */
export const HALOS = ['none', 'single', 'double', 'hidden'] as const;
export type Halo = (typeof HALOS)[number];

/** The side stones of a three-stone piece. */
export const SIDE_STONES = ['none', 'round', 'bezel-round', 'pear', 'baguette'] as const;
export type SideStones = (typeof SIDE_STONES)[number];

/** The band's cross-section. */
export const PROFILES = ['court', 'flat', 'knife-edge', 'bevelled'] as const;
export type Profile = (typeof PROFILES)[number];

/** The band's course round the finger. */
export const SHANKS = ['round', 'curved', 'v-contour', 'wave', 'open', 'twist', 'signet-cushion', 'signet-oval'] as const;
export type Shank = (typeof SHANKS)[number];

/** How far round the band its stones go (or how many flush stones it carries). */
export const COVERAGES = ['one', 'three', 'top', 'half', 'three-quarter', 'full'] as const;
export type Coverage = (typeof COVERAGES)[number];

/** Band width at the top, mm. */
export const BAND_WIDTHS = ['1.5', '1.8', '2', '2.5', '3', '3.5', '4', '5', '5.5', '6', '6.5', '7'] as const;
export type BandWidth = (typeof BAND_WIDTHS)[number];

/** The band sold with an engagement ring as a bridal set. */
export const SET_BANDS = ['none', 'plain-band', 'pave-band', 'curved-pave-band'] as const;
export type SetBand = (typeof SET_BANDS)[number];

/** The weight of a piece's own centre stone (a pendant's, a fashion ring's), carats; engagement settings leave it to the shopper. */
export const STONE_CARATS = ['0.1', '0.15', '0.2', '0.25', '0.3', '0.4', '0.5', '0.75', '1', '1.25', '1.5', '2', '2.5', '3', '4', '5'] as const;
export type StoneCarat = (typeof STONE_CARATS)[number];

/** What hangs on a chain. */
export const NECK_FORMS = ['solitaire', 'halo', 'drop', 'halo-drop', 'station', 'bar', 'open-heart'] as const;
export type NeckForm = (typeof NECK_FORMS)[number];

/** The chain of a piece of neckwear. */
export const CHAINS = ['cable', 'box'] as const;
export type Chain = (typeof CHAINS)[number];

/**
 * Every field but `style` is optional: a design stored before a field existed draws as its style always drew.
 * Ring fields (head … set) are ignored for neckwear, `form` and `chain` for rings.
 */
export interface RingDesign {
  style: RingStyle;
  gem?: GemColour;
  band?: BandFinish;
  /** The metal the piece is first shown in (its card in the listings); the first colour offered when unset. */
  metal?: MetalColour;
  head?: Head;
  shoulders?: Shoulders;
  halo?: Halo;
  sides?: SideStones;
  profile?: Profile;
  shank?: Shank;
  coverage?: Coverage;
  width?: BandWidth;
  set?: SetBand;
  carat?: StoneCarat;
  form?: NeckForm;
  chain?: Chain;
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
  'men-unique': 'inlay',
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

/** Carat of the centre stone in a picture that names no carat view: the design's own, else its style's usual. */
export function defaultCentreCarat(design: Pick<RingDesign, 'style' | 'carat'>): number {
  if (design.carat) return Number(design.carat);
  const style = design.style;
  if (style === 'pendant' || style === 'necklace') return 0.75;
  if (style === 'gemstone-ring') return 1.25;
  return 1;
}
