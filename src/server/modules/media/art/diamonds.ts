/**
 * The pictures of a loose diamond in the inventory (the demo stones' IMAGE and VIDEO): a three-quarter view on
 * white, and a 360° view as one strip of square frames turning 15° each (the Choose Diamond viewer steps through
 * them every 100 ms).
 */
import { isDiamondTone, type DiamondTone } from '../../../../domain/diamond-tone.ts';
import { shapeFromSlug, type ShapeCode } from '../../../../domain/shapes.ts';
import { diamondLook } from './gem.ts';
import { drawScene, type Scene } from './scenes.ts';

/** Frames of the 360° strip. */
export const SPIN_FRAMES = 24;
export const DIAMOND_PICTURE_SIZE = 640;
export const SPIN_FRAME_SIZE = 320;
const DESIGN = 480;

const stoneScene = (shape: ShapeCode, tone: DiamondTone, yaw: number): Scene => ({
  bg: 'pearl',
  parts: [{ kind: 'stone', shape, look: diamondLook(tone), at: [0.17, 0.2, 0.66, 0.6], pitch: 38, yaw }],
});

export interface DiamondPicture {
  shape: ShapeCode;
  /** The body colour of the stone's colour grade; near-colourless ('white') when the address names none. */
  tone: DiamondTone;
  spin: boolean;
}

/**
 * The inverse of diamondPictureUrl (diamond-tone.ts): '/images/diamonds/oval.webp' → still picture of a near-colourless oval; '/images/diamonds/oval-tinted.webp' → of a
 * yellowish one; '…-360.webp' → the strip; else undefined.
 */
export function diamondPictureOf(urlPath: string): DiamondPicture | undefined {
  const m = /^\/images\/diamonds\/([a-z]+)(?:-([a-z]+))?(-360)?\.webp$/.exec(urlPath);
  const shape = m ? shapeFromSlug(m[1]) : undefined;
  const tone = m?.[2] ?? 'white';
  if (!shape || !isDiamondTone(tone) || m![2] === 'white') return undefined;
  return { shape, tone, spin: m![3] !== undefined };
}

export const diamondStill = (shape: ShapeCode, w: number, h: number, tone: DiamondTone = 'white'): string => drawScene(stoneScene(shape, tone, 20), DESIGN, DESIGN, w, h);

/** The strip: frame i turned i × 15°, each frame's gradient ids made its own. */
export function diamondSpinStrip(shape: ShapeCode, w: number, h: number, tone: DiamondTone = 'white'): string {
  const frames = Math.max(1, Math.round(w / h));
  let body = '';
  for (let i = 0; i < frames; i++) {
    const frame = drawScene(stoneScene(shape, tone, (i * 360) / frames), DESIGN, DESIGN, h, h)
      .replaceAll('id="', `id="f${i}-`)
      .replaceAll('url(#', `url(#f${i}-`)
      .replaceAll('href="#', `href="#f${i}-`)
      .replace('<svg ', `<svg x="${i * h}" y="0" `);
    body += frame;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
