/** Small helpers shared by the SVG builders: numbers, colours, a seeded hash, the document wrapper. */

export type RGB = readonly [number, number, number];

/** A number with at most two decimals, as SVG text. */
export const f = (n: number): string => String(Math.round(n * 100) / 100);
/** Three decimals, for millimetre-sized drawings that are scaled up. */
export const f3 = (n: number): string => String(Math.round(n * 1000) / 1000);

export const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
/** Smooth step from a to b (a may be above b for a falling edge). */
export function smooth(a: number, b: number, x: number): number {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
}

/** A deterministic number in [0, 1) from any numbers. */
export function hash(...ns: number[]): number {
  let h = 2166136261;
  for (const n of ns) {
    h ^= Math.floor(n * 1000) | 0;
    h = Math.imul(h, 16777619);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** A seeded random sequence (mulberry32). */
export function rng(seed: number): () => number {
  let a = Math.floor(seed * 4294967296) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rgb(hex: string): RGB {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function hex(c: RGB): string {
  const p = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${p(c[0])}${p(c[1])}${p(c[2])}`;
}

export const mix = (a: RGB, b: RGB, t: number): RGB => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
export const mixHex = (a: string, b: string, t: number): string => hex(mix(rgb(a), rgb(b), t));

/** The colour at t (0..1) along evenly spaced stops. */
export function ramp(stops: readonly RGB[], t: number): RGB {
  const x = clamp01(t) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  return mix(stops[i], stops[i + 1], x - i);
}

export const esc = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A gradient stop list: [offset 0..1, colour, opacity?]. */
export type Stops = readonly (readonly [number, string, number?])[];
const stopTags = (stops: Stops): string =>
  stops.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`).join('');

export function linear(id: string, x1: number, y1: number, x2: number, y2: number, stops: Stops, userSpace = false): string {
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  return `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stopTags(stops)}</linearGradient>`;
}

export function radial(id: string, cx: number, cy: number, r: number, stops: Stops, userSpace = false, extra = ''): string {
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
  return `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}${extra}>${stopTags(stops)}</radialGradient>`;
}

/** A soft shadow or glow: an ellipse filled with a radial fade (cheaper to rasterise than a blur filter). */
export function softEllipse(id: string, cx: number, cy: number, rx: number, ry: number, colour: string, opacity: number): string {
  return (
    `<defs>${radial(id, 0.5, 0.5, 0.5, [[0, colour, opacity], [0.45, colour, opacity * 0.55], [1, colour, 0]])}</defs>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`
  );
}

/** A whole SVG document of width × height pixels drawing the view box vw × vh. */
export function svgDoc(width: number, height: number, vw: number, vh: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${f(vw)} ${f(vh)}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>`
  );
}

/** Unique ids for gradients inside one document. */
export function idMaker(prefix: string): (name: string) => string {
  let n = 0;
  return (name: string) => `${prefix}${name}${++n}`;
}

/** Serif and sans families: web fonts where the browser has them, the machine's fonts when rasterised. */
export const SERIF = "'Cormorant Garamond','Playfair Display',Didot,'Bodoni 72','Liberation Serif','DejaVu Serif',Georgia,serif";
export const SANS = "'Helvetica Neue','Liberation Sans','DejaVu Sans',Arial,sans-serif";

/** The gradients and other definitions one document needs, each added once. */
export class Defs {
  private readonly items = new Map<string, string>();
  private count = 0;
  /** A fresh id for an element drawn inline. */
  next(prefix: string): string {
    return `${prefix}_${(++this.count).toString(36)}`;
  }
  add(id: string, make: () => string): string {
    if (!this.items.has(id)) this.items.set(id, make());
    return id;
  }
  toString(): string {
    return [...this.items.values()].join('');
  }
}

/** What every drawing step needs: pixels per drawing unit (for hairlines) and the document's definitions. */
export interface Ctx {
  px: number;
  defs: Defs;
}

/** The shared soft white glow behind glints. */
export const glowId = (ctx: Ctx): string =>
  ctx.defs.add('glow', () => radial('glow', 0.5, 0.5, 0.5, [[0, '#ffffff', 0.9], [0.3, '#ffffff', 0.35], [1, '#ffffff', 0]]));
