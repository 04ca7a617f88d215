import { z } from 'zod';
import {
  BAND_FINISHES, BAND_WIDTHS, CHAINS, COVERAGES, GEM_COLOURS, HALOS, HEADS, NECK_FORMS, PROFILES, RING_STYLES, SET_BANDS,
  SHANKS, SHOULDERS, SIDE_STONES, STONE_CARATS, type RingDesign,
} from '../catalog/designs.ts';
import { METAL_COLOURS } from '../catalog/metals.ts';

/** A product's design as the back-office sends it: every field of RingDesign, each value from its list, nothing else. */
export const ringDesignSchema = z.strictObject({
  style: z.enum(RING_STYLES),
  gem: z.enum(GEM_COLOURS).optional(),
  band: z.enum(BAND_FINISHES).optional(),
  metal: z.enum(METAL_COLOURS).optional(),
  head: z.enum(HEADS).optional(),
  shoulders: z.enum(SHOULDERS).optional(),
  halo: z.enum(HALOS).optional(),
  sides: z.enum(SIDE_STONES).optional(),
  profile: z.enum(PROFILES).optional(),
  shank: z.enum(SHANKS).optional(),
  coverage: z.enum(COVERAGES).optional(),
  width: z.enum(BAND_WIDTHS).optional(),
  set: z.enum(SET_BANDS).optional(),
  carat: z.enum(STONE_CARATS).optional(),
  form: z.enum(NECK_FORMS).optional(),
  chain: z.enum(CHAINS).optional(),
});

// every field of RingDesign is in the schema, and what it accepts is a RingDesign
const _accepts: RingDesign = {} as z.infer<typeof ringDesignSchema>;
const _covers: Record<keyof RingDesign, true> = { style: true, gem: true, band: true, metal: true, head: true, shoulders: true, halo: true, sides: true, profile: true, shank: true, coverage: true, width: true, set: true, carat: true, form: true, chain: true } satisfies Record<keyof z.infer<typeof ringDesignSchema>, true>;
void _accepts;
void _covers;
