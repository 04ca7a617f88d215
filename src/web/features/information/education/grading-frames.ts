/**
 * The grading institute's interactive modules shown on the education page (account spec §2 "Education page"), in one
 * place so they can be changed without touching the page. The frames' origin must also be allowed as a frame source
 * in the content security policy: it comes from src/domain/shop/external-frames.ts, which the server allows.
 */

import { GRADING_FRAMES_ORIGIN } from '../../../../domain/shop/external-frames';
import { t } from '../../../../domain/words/catalogue';
import '../../../../domain/words/books/information';

export const GRADING_INSTITUTE = {
  name: 'GIA',
  fullName: t('information.gradingFrames.gemologicalInstituteOfAmerica'),
  /** Where the frames come from; only messages from this origin may resize them. */
  origin: GRADING_FRAMES_ORIGIN,
  /** The institute's own guide, for readers who want to know more. */
  site: 'https://4cs.gia.edu/en-us/',
} as const;

export type GradingFrameKey = 'anatomy' | 'colour' | 'clarity' | 'cut' | 'carat-weight';

export interface GradingFrame {
  key: GradingFrameKey;
  /** The frame's title (also its accessible name). */
  title: string;
  /** The module's address, without the query the page adds. */
  src: string;
  /** The institute's page on the same subject. */
  learnMore: string;
}

const standalone = (tool: string) => `${GRADING_INSTITUTE.origin}/interactive-4cs/standalone/${tool}.html`;

export const GRADING_FRAMES: readonly GradingFrame[] = [
  { key: 'anatomy', title: t('information.gradingFrames.diamondAnatomy'), src: standalone('anatomy'), learnMore: 'https://4cs.gia.edu/en-us/blog/diamond-anatomy-explained/' },
  { key: 'colour', title: t('information.gradingFrames.diamondColour'), src: standalone('color'), learnMore: 'https://4cs.gia.edu/en-us/diamond-color/' },
  { key: 'clarity', title: t('information.gradingFrames.diamondClarity'), src: standalone('clarity'), learnMore: 'https://4cs.gia.edu/en-us/diamond-clarity/' },
  { key: 'cut', title: t('information.gradingFrames.diamondCut'), src: standalone('cut'), learnMore: 'https://4cs.gia.edu/en-us/diamond-cut/' },
  { key: 'carat-weight', title: t('information.gradingFrames.caratWeight'), src: standalone('carat-weight'), learnMore: 'https://4cs.gia.edu/en-us/diamond-carat-weight/' },
];

/** The module's address with the embedding page named, as the institute's own embed script does. */
export function frameUrl(frame: GradingFrame, page: { hostname: string; pathname: string }): string {
  const url = new URL(frame.src);
  url.searchParams.set('embedURL', page.hostname);
  url.searchParams.set('embedPath', page.pathname);
  return url.toString();
}

/** Heights a frame may take, in CSS pixels; the height before a frame reports its own. */
export const FRAME_HEIGHT = { min: 200, max: 4000, initial: 560 } as const;
/** A frame that has not reported its height this long after it started loading is treated as unavailable. */
export const FRAME_TIMEOUT_MS = 8000;

/**
 * The height a frame posted, clamped to FRAME_HEIGHT; null when the message is not a height. Frames post a number,
 * a numeric string ('640' or '640px'), an object `{ height }` or that object as JSON text (the institute's format).
 */
export function postedHeight(data: unknown): number | null {
  let value: unknown = data;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.length > 500) return null;
    if (text.startsWith('{')) {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) value = (value as { height?: unknown }).height;
  if (typeof value === 'string') {
    const match = /^(\d{1,5}(?:\.\d+)?)(?:px)?$/.exec(value.trim());
    value = match ? Number(match[1]) : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(Math.min(FRAME_HEIGHT.max, Math.max(FRAME_HEIGHT.min, value)));
}
