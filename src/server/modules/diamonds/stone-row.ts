/**
 * What the diamonds table holds of one stone, as an import or the demo shop's seed writes it, and the links every
 * stone carries: its lab's report-check page and its drawn picture and 360° strip.
 */
import { appearanceOf, diamondPictureUrl } from '../../../domain/diamonds/tone.ts';
import type { LabCode } from '../../../domain/diamonds/grades.ts';
import { shapeSlug, type ShapeCode } from '../../../domain/diamonds/shapes.ts';
import type { diamonds } from '../../db/schema/diamonds.ts';

/** One stone, ready to insert (every column but the id and the timestamps). */
export type DiamondRow = Required<Omit<typeof diamonds.$inferInsert, 'id' | 'updatedAt' | 'reservedByOrderId'>>;

/** Each lab's public report-check page for a certificate number. */
export const CERTIFICATE_LINKS: Record<LabCode, (no: string) => string> = {
  GIA: (no) => `https://www.gia.edu/report-check?reportno=${no}`,
  IGI: (no) => `https://www.igi.org/verify-your-report/?r=${no}`,
  HRD: (no) => `https://my.hrdantwerp.com/?record_number=${no}`,
  AGS: (no) => `https://www.agslab.com/reportTypes/dqr.php?StoneID=${no}`,
  GCAL: (no) => `https://www.gcalusa.com/certificate-search.html?certificate_id=${no}`,
};

/**
 * The drawn picture and 360° strip of a stone of this shape, in the body colour of its colour grade, with the trace
 * of its clarity and of strong fluorescence (diamond-tone.ts).
 */
export const diamondImageUrl = (shape: ShapeCode, colour = 'G', clarity?: string, fluorescence?: string) =>
  diamondPictureUrl(shapeSlug(shape), appearanceOf(colour, clarity, fluorescence), false);
export const diamondVideoUrl = (shape: ShapeCode, colour = 'G', clarity?: string, fluorescence?: string) =>
  diamondPictureUrl(shapeSlug(shape), appearanceOf(colour, clarity, fluorescence), true);
