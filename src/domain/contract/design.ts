import { z } from 'zod';
import { BAND_FINISHES, GEM_COLOURS, RING_STYLES } from '../designs.ts';
import { METAL_COLOURS } from '../metals.ts';

/** A product's design (what it is drawn as), as staff send it: only the shop's words, nothing else. */
export const ringDesignSchema = z.strictObject({
  style: z.enum(RING_STYLES, { message: 'Choose the style the piece is drawn as.' }),
  band: z.enum(BAND_FINISHES).optional(),
  gem: z.enum(GEM_COLOURS).optional(),
  metal: z.enum(METAL_COLOURS).optional(),
});
