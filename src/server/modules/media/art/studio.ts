import { toCamera, type Camera, type V3 } from './math3d.ts';
import { f, f3, linear, radial, softEllipse } from './svg.ts';

/** The product photographer's set: a soft ivory sweep, a floor shadow, and fitting a piece into the frame. */

export function studioBackdrop(w: number, h: number, id = 'sweep'): string {
  return (
    `<defs>${linear(`${id}a`, 0, 0, 0, 1, [[0, '#faf8f5'], [0.55, '#f4f0eb'], [1, '#e8e2da']])}` +
    `${radial(`${id}b`, 0.5, 0.5, 0.5, [[0, '#ffffff', 0.7], [0.55, '#ffffff', 0.25], [1, '#ffffff', 0]])}</defs>` +
    `<rect width="${f(w)}" height="${f(h)}" fill="url(#${id}a)"/>` +
    `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.4)}" rx="${f(w * 0.42)}" ry="${f(h * 0.34)}" fill="url(#${id}b)"/>`
  );
}

/** A contact shadow and a wider soft shadow under a piece. */
export function floorShadow(id: string, cx: number, cy: number, rx: number, ry: number, strength = 1): string {
  return (
    softEllipse(`${id}w`, cx, cy, rx * 1.5, ry * 1.6, '#5a4a3a', 0.16 * strength) +
    softEllipse(`${id}c`, cx, cy, rx * 0.8, ry * 0.55, '#3a2e24', 0.32 * strength)
  );
}

export interface Frame {
  /** Drawing units per millimetre. */
  scale: number;
  /** Where the origin (ring centre) lands. */
  x: number;
  y: number;
}

/**
 * Fits the points (mm) seen by every camera into a box (drawing units), keeping the same frame for
 * all of them (so 360° frames do not jump).
 */
export function fit(points: readonly V3[], cams: readonly Camera[], box: { x: number; y: number; w: number; h: number }): Frame {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (const cam of cams) {
    for (const p of points) {
      const c = toCamera(p, cam);
      x0 = Math.min(x0, c[0]); x1 = Math.max(x1, c[0]);
      y0 = Math.min(y0, -c[1]); y1 = Math.max(y1, -c[1]);
    }
  }
  const scale = Math.min(box.w / (x1 - x0), box.h / (y1 - y0));
  return { scale, x: box.x + box.w / 2 - ((x0 + x1) / 2) * scale, y: box.y + box.h / 2 - ((y0 + y1) / 2) * scale };
}

export const group = (fr: Frame, body: string): string => `<g transform="translate(${f(fr.x)} ${f(fr.y)}) scale(${f3(fr.scale)})">${body}</g>`;

/** Screen position (drawing units) of a world point (mm). */
export function onScreen(fr: Frame, p: V3, cam: Camera): [number, number] {
  const c = toCamera(p, cam);
  return [fr.x + c[0] * fr.scale, fr.y - c[1] * fr.scale];
}
