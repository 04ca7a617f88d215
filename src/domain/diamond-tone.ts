import type { ColourCode } from './grades';

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
 * The address of a diamond's drawn picture: '/images/diamonds/oval.webp' for a near-colourless oval,
 * '/images/diamonds/oval-tinted.webp' for a yellowish one, '…-360.webp' for its 360° strip.
 */
export function diamondPictureUrl(shapeSlug: string, tone: DiamondTone, spin: boolean): string {
  return `/images/diamonds/${shapeSlug}${tone === 'white' ? '' : `-${tone}`}${spin ? '-360' : ''}.webp`;
}
