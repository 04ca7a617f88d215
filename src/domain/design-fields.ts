import { BAND_FINISHES, GEM_COLOURS, RING_STYLES, type RingDesign } from './designs.ts';
import { METAL_COLOURS } from './metals.ts';

/**
 * The parts of a product's design (what it is drawn as), as the back-office form asks for them: one field per key of
 * RingDesign, each a choice among the shop's words. The form is drawn from this list alone, so a new part of the
 * design vocabulary needs no new screen.
 */
export interface DesignField {
  key: keyof RingDesign;
  label: string;
  optional: boolean;
  options: readonly { value: string; label: string }[];
}

const words = (value: string): string => value.replaceAll('-', ' ').replace(/^./, (c) => c.toUpperCase());
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: words(value) }));

export const DESIGN_FIELDS: readonly DesignField[] = [
  { key: 'style', label: 'Style', optional: false, options: choices(RING_STYLES) },
  { key: 'band', label: 'Band finish', optional: true, options: choices(BAND_FINISHES) },
  { key: 'gem', label: 'Gemstone', optional: true, options: choices(GEM_COLOURS) },
  { key: 'metal', label: 'Shown first in', optional: true, options: choices(METAL_COLOURS) },
];
