/**
 * The pictures of a loose diamond in the inventory (the demo stones' IMAGE and VIDEO): the stone nearly face up on
 * white, its shape's outline and facets, body tone, clarity and fluorescence drawn; and a 360° view as one strip of
 * square frames turning 15° each while a highlight travels across the facets (the Choose Diamond viewer steps
 * through them every 100 ms).
 */
import { parseDiamondPictureName, type DiamondAppearance, type DiamondTone } from '../../../../domain/diamonds/tone.ts';
import { shapeFromSlug, type ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { diamondLook } from './gem.ts';
import { drawScene, type Scene } from './scenes.ts';

/** Frames of the 360° strip. */
export const SPIN_FRAMES = 24;
export const DIAMOND_PICTURE_SIZE = 640;
export const SPIN_FRAME_SIZE = 320;
const DESIGN = 480;
/** The view: looking down 64° on the stone, its length running up the picture, turned a little for life. */
const PITCH = 64;
const STILL_YAW = 8;
const SPIN_YAWS = Array.from({ length: SPIN_FRAMES }, (_, i) => (i * 360) / SPIN_FRAMES);

const CLEAN: Omit<DiamondAppearance, 'tone'> = { clarity: 'clean', blue: false };

function stoneScene(shape: ShapeCode, look: DiamondAppearance, yaw: number, sweep?: number): Scene {
  return {
    bg: 'pearl',
    parts: [
      {
        kind: 'stone',
        shape,
        look: diamondLook(look.tone),
        at: [0.17, 0.15, 0.66, 0.68],
        pitch: PITCH,
        yaw,
        extras: { clarity: look.clarity, blue: look.blue, ...(sweep === undefined ? {} : { sweep }) },
        ...(sweep === undefined ? {} : { frameYaws: SPIN_YAWS }),
      },
    ],
  };
}

export interface DiamondPicture extends DiamondAppearance {
  shape: ShapeCode;
  spin: boolean;
}

/**
 * The inverse of diamondPictureUrl (diamond-tone.ts): '/images/diamonds/oval.webp' → still picture of a clean,
 * near-colourless oval; '/images/diamonds/oval-tinted-si2-blue.webp' → of a yellowish SI2 one glowing blue;
 * '…-360.webp' → the strip; else undefined.
 */
export function diamondPictureOf(urlPath: string): DiamondPicture | undefined {
  const m = /^\/images\/diamonds\/([a-z0-9-]+)\.webp$/.exec(urlPath);
  const parts = m ? parseDiamondPictureName(m[1]) : undefined;
  const shape = parts ? shapeFromSlug(parts.shapeSlug) : undefined;
  if (!parts || !shape) return undefined;
  return { shape, tone: parts.tone, clarity: parts.clarity, blue: parts.blue, spin: parts.spin };
}

const appearance = (look: DiamondTone | DiamondAppearance): DiamondAppearance => (typeof look === 'string' ? { tone: look, ...CLEAN } : look);

export const diamondStill = (shape: ShapeCode, w: number, h: number, look: DiamondTone | DiamondAppearance = 'white'): string =>
  drawScene(stoneScene(shape, appearance(look), STILL_YAW), DESIGN, DESIGN, w, h);

/** One frame of the 360° view (0..SPIN_FRAMES−1) drawn alone, w × h. */
export const diamondSpinFrame = (shape: ShapeCode, frame: number, w: number, h: number, look: DiamondTone | DiamondAppearance = 'white'): string =>
  drawScene(stoneScene(shape, appearance(look), SPIN_YAWS[frame % SPIN_FRAMES], (frame % SPIN_FRAMES) / SPIN_FRAMES), DESIGN, DESIGN, w, h);

/** The strip: frame i turned i × 15° with the light moved on, each frame's gradient ids made its own. */
export function diamondSpinStrip(shape: ShapeCode, w: number, h: number, look: DiamondTone | DiamondAppearance = 'white'): string {
  const frames = Math.max(1, Math.round(w / h));
  let body = '';
  for (let i = 0; i < frames; i++) {
    const frame = diamondSpinFrame(shape, Math.round((i * SPIN_FRAMES) / frames), h, h, look)
      .replaceAll('id="', `id="f${i}-`)
      .replaceAll('url(#', `url(#f${i}-`)
      .replaceAll('href="#', `href="#f${i}-`)
      .replace('<svg ', `<svg x="${i * h}" y="0" `);
    body += frame;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

