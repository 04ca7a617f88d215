import type { ClarityCode, ColourCode, FluorescenceCode } from './grades';

/**
 * The body colour a diamond's picture shows, from its colour grade: D–F icy white, G–J near-colourless, K–M a
 * faint warm tint, N and the grouped letters (O-P … Y-Z) visibly yellow-brown. Four tones keep the pictures
 * few (each is drawn once per shape and width, then cached) while a Y–Z stone never looks as white as a D.
 */
export const DIAMOND_TONES = ['icy', 'white', 'faint', 'tinted'] as const;
export type DiamondTone = (typeof DIAMOND_TONES)[number];

const ICY: readonly string[] = ['D', 'E', 'F'];
const NEAR_COLOURLESS: readonly string[] = ['G', 'H', 'I', 'J'];
const FAINT: readonly string[] = ['K', 'L', 'M'];

export function toneOfColour(colour: ColourCode | string): DiamondTone {
  if (ICY.includes(colour)) return 'icy';
  if (NEAR_COLOURLESS.includes(colour)) return 'white';
  if (FAINT.includes(colour)) return 'faint';
  return 'tinted';
}

export function isDiamondTone(value: string): value is DiamondTone {
  return (DIAMOND_TONES as readonly string[]).includes(value);
}

/**
 * What a stone's clarity leaves in its picture: nothing from FL to VVS2, one pinpoint for VS1–VS2 ('vs'), two
 * crystals and a small feather for SI1, a few dark crystals and feathers for SI2. Three traces and 'clean' keep the
 * pictures few.
 */
export const CLARITY_TRACES = ['clean', 'vs', 'si1', 'si2'] as const;
export type ClarityTrace = (typeof CLARITY_TRACES)[number];

export function clarityTraceOf(clarity: ClarityCode | string | undefined): ClarityTrace {
  if (clarity === 'VS1' || clarity === 'VS2') return 'vs';
  if (clarity === 'SI1') return 'si1';
  if (clarity === 'SI2') return 'si2';
  return 'clean';
}

/** Strong and very strong blue fluorescence show as a faint bluish haze ('blue'); weaker leaves no trace. */
export const glowsBlue = (fluorescence: FluorescenceCode | string | undefined): boolean => fluorescence === 'STG' || fluorescence === 'VSTGR';

/** How a stone's picture looks: its body tone, its clarity's trace and whether it glows blue. */
export interface DiamondAppearance {
  tone: DiamondTone;
  clarity: ClarityTrace;
  blue: boolean;
}

export function appearanceOf(colour: ColourCode | string, clarity?: ClarityCode | string, fluorescence?: FluorescenceCode | string): DiamondAppearance {
  return { tone: toneOfColour(colour), clarity: clarityTraceOf(clarity), blue: glowsBlue(fluorescence) };
}

/**
 * The address of a diamond's drawn picture, `/images/diamonds/{shape}[-{tone}][-{clarity}][-blue][-360].webp`:
 * '/images/diamonds/oval.webp' for a clean near-colourless oval, '/images/diamonds/oval-tinted-si2-blue.webp' for a
 * yellowish SI2 oval with strong blue fluorescence, '…-360.webp' for its 360° strip. A bare tone stands for a clean
 * stone without fluorescence (the addresses stones were given before clarity and fluorescence were drawn).
 */
export function diamondPictureUrl(shapeSlug: string, look: DiamondTone | DiamondAppearance, spin: boolean): string {
  const { tone, clarity, blue } = typeof look === 'string' ? { tone: look, clarity: 'clean', blue: false } : look;
  const segments = [shapeSlug, tone === 'white' ? '' : tone, clarity === 'clean' ? '' : clarity, blue ? 'blue' : '', spin ? '360' : ''];
  return `/images/diamonds/${segments.filter(Boolean).join('-')}.webp`;
}

/** The inverse of diamondPictureUrl for the name after /images/diamonds/ ('oval-faint-si1-360'), or undefined. */
export function parseDiamondPictureName(name: string): ({ shapeSlug: string; spin: boolean } & DiamondAppearance) | undefined {
  const m = /^([a-z]+)(?:-(icy|faint|tinted))?(?:-(vs|si1|si2))?(-blue)?(-360)?$/.exec(name);
  if (!m) return undefined;
  return { shapeSlug: m[1], tone: (m[2] ?? 'white') as DiamondTone, clarity: (m[3] ?? 'clean') as ClarityTrace, blue: m[4] !== undefined, spin: m[5] !== undefined };
}
