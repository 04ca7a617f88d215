/**
 * The inscription rule (storefront §3, §5, §8), shared by the product page and the cart: at most 12 characters,
 * one of four fonts, and text and font both set or both empty — else 'Please complete your Inscription.'.
 */

export const INSCRIPTION_MAX_LENGTH = 12;
export const INSCRIPTION_FONTS = ['Classic', 'Modern', 'Italic', 'Cursive'] as const;
export type InscriptionFont = (typeof INSCRIPTION_FONTS)[number];
export const INCOMPLETE_INSCRIPTION = 'Please complete your Inscription.';

export interface Inscription {
  text: string;
  /** '' when no font is chosen. */
  font: string;
}
export const NO_INSCRIPTION: Inscription = { text: '', font: '' };

export function isInscriptionFont(value: string): value is InscriptionFont {
  return (INSCRIPTION_FONTS as readonly string[]).includes(value);
}

/**
 * The characters a shopper sees (grapheme clusters): an accented letter typed as a letter and its accent, an emoji
 * with its skin tone or a flag is one. Where the runtime cannot tell them apart (no Intl.Segmenter), code points.
 */
function shownCharacters(text: string): string[] {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return [...text];
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
}

/** Characters as a shopper counts them: what is shown (an emoji or an accented letter is one). */
export const inscriptionLength = (text: string): number => shownCharacters(text).length;

/** The text as the box keeps it: never longer than 12 characters as shown. */
export const clampInscription = (text: string): string => shownCharacters(text).slice(0, INSCRIPTION_MAX_LENGTH).join('');

/** The message when only one of text and font is set (text counted without surrounding spaces), else undefined. */
export function inscriptionProblem({ text, font }: Inscription): string | undefined {
  return (text.trim().length > 0) === (font.length > 0) ? undefined : INCOMPLETE_INSCRIPTION;
}
