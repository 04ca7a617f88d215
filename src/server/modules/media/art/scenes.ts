import type { BandFinish, GemColour, RingStyle } from '../../../../domain/catalog/designs.ts';
import type { ImageColour } from '../../../../domain/catalog/metals.ts';
import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { backdrop, bokeh, giftBox, petal, plinth, sprig, type Backdrop } from './backdrops.ts';
import { hull, looseStone, ringArt, renderRing, type Box } from './compose.ts';
import type { StoneExtras, StoneLook } from './gem.ts';
import { matMul, rotX, rotZ, type Camera } from './math3d.ts';
import { pendantArt } from './pendant.ts';
import { ringBox } from './props.ts';
import { planRing, ringBounds, type PieceSpec } from './ring.ts';
import { fit, onScreen } from './studio.ts';
import { Defs, f, softEllipse, svgDoc } from './svg.ts';

/**
 * Banners and tiles as scenes: a styled backdrop and pieces placed in boxes given as fractions of
 * the picture, so one scene serves the desktop and the mobile shape.
 */

const deg = Math.PI / 180;

/** x, y, width, height as fractions of the picture. */
export type Frac = readonly [number, number, number, number];

interface Jewel {
  tone: ImageColour;
  shape?: ShapeCode;
  gem?: GemColour;
  band?: BandFinish;
  carat?: number;
  at: Frac;
  yaw?: number;
  pitch?: number;
  seed?: number;
}
export type Part =
  | ({ kind: 'ring'; style: RingStyle; lying?: number; shadow?: number } & Jewel)
  | ({ kind: 'pendant'; style?: 'pendant' | 'necklace'; chain?: { spread: number; top: number } } & Jewel)
  | { kind: 'stone'; shape: ShapeCode; look?: StoneLook; at: Frac; yaw?: number; pitch?: number; extras?: StoneExtras; frameYaws?: number[] }
  | { kind: 'box'; tone: ImageColour; at: Frac; ring?: { style: RingStyle; tone: ImageColour; shape: ShapeCode } }
  | { kind: 'art'; draw: (w: number, h: number, id: string) => string };

export interface Scene {
  bg: Backdrop;
  seed?: number;
  parts: Part[];
}

const boxOf = (at: Frac, w: number, h: number): Box => ({ x: at[0] * w, y: at[1] * h, w: at[2] * w, h: at[3] * h });

function spec(p: Jewel & { style: RingStyle }): PieceSpec {
  return { design: { style: p.style, gem: p.gem, band: p.band }, tone: p.tone, shape: p.shape ?? 'ROUND', carat: p.carat ?? 1, seed: p.seed ?? 0.3 };
}

function lyingRing(p: Jewel & { style: RingStyle; lying?: number }, box: Box, defs: Defs, unitPx: number): string {
  const cam: Camera = { yaw: 0, pitch: (p.pitch ?? 34) * deg, model: matMul(rotZ((p.lying ?? 0) * deg), rotX(90 * deg)) };
  const s = spec(p);
  const plan = planRing(s);
  const fr = fit(hull(plan), [cam], box);
  const [x, y] = onScreen(fr, [0, 0, 0], cam);
  const r = ringBounds(plan).radius * fr.scale;
  const shadow = softEllipse(defs.next('ly'), x + r * 0.06, y + r * 0.12, r * 1.08, r * Math.sin(cam.pitch) * 1.08, '#3a2a1e', 0.26);
  return shadow + renderRing(plan, cam, fr, { px: fr.scale * unitPx, defs }, s.seed ?? 0);
}

function boxedRing(p: Extract<Part, { kind: 'box' }>, box: Box, defs: Defs, unitPx: number): string {
  const S = 1000;
  const scale = Math.min(box.w, box.h) / S;
  const b = ringBox(p.tone, S);
  let ring = '';
  if (p.ring) {
    const cam: Camera = { yaw: 0, pitch: 12 * deg };
    ring = `<g clip-path="url(#${b.clipId})">${ringArt({ spec: spec({ ...p.ring, at: p.at }), cam, box: b.slot, shadow: 0 }, defs, unitPx * scale)}</g>`;
  }
  const x = box.x + (box.w - S * scale) / 2;
  const y = box.y + (box.h - S * scale) / 2;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">${b.behind}${ring}${b.front}</g>`;
}

/** The SVG of a scene drawn on a canvas of w × h units, output at outW × outH pixels. */
export function drawScene(scene: Scene, w: number, h: number, outW: number, outH: number): string {
  const defs = new Defs();
  const unitPx = outW / w;
  let body = backdrop(scene.bg, w, h, 'bg', scene.seed ?? 1);
  scene.parts.forEach((part, i) => {
    const id = `p${i}`;
    if (part.kind === 'art') {
      body += part.draw(w, h, id);
      return;
    }
    const box = boxOf(part.at, w, h);
    if (part.kind === 'ring') {
      if (part.lying !== undefined) body += lyingRing(part, box, defs, unitPx);
      else body += ringArt({ spec: spec(part), cam: { yaw: (part.yaw ?? 28) * deg, pitch: (part.pitch ?? 30) * deg }, box, shadow: part.shadow, standOnBox: true }, defs, unitPx);
    } else if (part.kind === 'pendant') {
      const s = spec({ ...part, style: part.style ?? 'pendant', carat: part.carat ?? 0.75 });
      const chain = part.chain ? { spread: part.chain.spread * w, top: part.chain.top * h } : false;
      body += pendantArt(s, { yaw: (part.yaw ?? 0) * deg, pitch: (part.pitch ?? 0) * deg }, box, defs, unitPx, chain);
    } else if (part.kind === 'stone') {
      const pitch = (part.pitch ?? 90) * deg;
      const frameCams = part.frameYaws?.map((yaw) => ({ yaw: yaw * deg, pitch }));
      body += looseStone(part.shape, { yaw: (part.yaw ?? 0) * deg, pitch }, box, defs, unitPx, part.look ?? 'diamond', 0.4, 2, { ...part.extras, frameCams });
    } else {
      body += boxedRing(part, box, defs, unitPx);
    }
  });
  return svgDoc(outW, outH, w, h, body, defs.toString());
}

// ------------------------------------------------------------------ banners

const leaves = (spots: readonly (readonly [number, number, number, number])[]) => ({
  kind: 'art' as const,
  draw: (w: number, h: number, id: string) => spots.map(([x, y, len, a], k) => sprig(x * w, y * h, len * h, a, `${id}s${k}`)).join(''),
});
const petals = (spots: readonly (readonly [number, number, number, number])[]) => ({
  kind: 'art' as const,
  draw: (w: number, h: number, id: string) => spots.map(([x, y, s, a], k) => petal(x * w, y * h, s * Math.min(w, h), a, `${id}p${k}`)).join(''),
});
const podium = (cx: number, y: number, rx: number, height: number, colour: [string, string, string]) => ({
  kind: 'art' as const,
  draw: (w: number, h: number, id: string) => plinth(cx * w, y * h, rx * w, height * h, id, colour),
});
const lights = (colour: string, count: number, seed: number, area?: { x: number; y: number; w: number; h: number }) => ({
  kind: 'art' as const,
  draw: (w: number, h: number, id: string) => bokeh(w, h, id, colour, count, seed, area),
});
const gift = (x: number, y: number, size: number, colour: [string, string], ribbon?: string) => ({
  kind: 'art' as const,
  draw: (w: number, h: number, id: string) => giftBox(x * w, y * h, size * Math.min(w, h), id, colour, ribbon),
});

const STONE_PLINTH: [string, string, string] = ['#fbf8f3', '#e8e0d5', '#cfc4b5'];
const BLUSH_PLINTH: [string, string, string] = ['#fbeee9', '#edd3ca', '#d3b0a4'];

/**
 * Home banners: pieces on the right (desktop) or below (mobile); the page sets its title over the calm side, so every
 * piece and decoration keeps out of BANNER_TEXT_AREA (left of `desktop.artFrom`, above `mobile.artFrom`).
 */
export function bannerScene(name: string, mobile: boolean): Scene | undefined {
  const at = (desk: Frac, mob: Frac): Frac => (mobile ? mob : desk);
  switch (name) {
    case 'bridal-season':
      return {
        bg: 'ivory',
        parts: [
          leaves(mobile ? [[0.9, 1.02, 0.42, -28], [0.06, 1.02, 0.3, 24]] : [[0.97, 1.05, 0.7, -35], [0.68, 1.08, 0.4, 26]]),
          podium(mobile ? 0.5 : 0.77, mobile ? 0.86 : 0.78, mobile ? 0.3 : 0.12, 0.2, STONE_PLINTH),
          { kind: 'ring', style: 'classic-band', tone: 'yellow', lying: -20, at: at([0.63, 0.7, 0.12, 0.2], [0.06, 0.8, 0.3, 0.14]) },
          { kind: 'ring', style: 'solitaire', tone: 'white', shape: 'OVAL', at: at([0.68, 0.06, 0.2, 0.74], [0.28, 0.4, 0.44, 0.47]) },
        ],
      };
    case 'valentine':
      return {
        bg: 'blush',
        parts: [
          petals(mobile ? [[0.15, 0.9, 0.2, 20], [0.86, 0.94, 0.17, -40], [0.8, 0.46, 0.11, 70], [0.12, 0.48, 0.08, -20]] : [[0.66, 0.86, 0.16, 15], [0.95, 0.8, 0.17, -35], [0.9, 0.16, 0.1, 60], [0.7, 0.13, 0.08, -80]]),
          { kind: 'ring', style: 'eternity', tone: 'rose', lying: 25, at: at([0.63, 0.58, 0.14, 0.3], [0.52, 0.78, 0.36, 0.18]) },
          { kind: 'ring', style: 'halo', tone: 'rose', shape: 'HEART', at: at([0.73, 0.08, 0.2, 0.7], [0.12, 0.42, 0.46, 0.44]) },
        ],
      };
    case 'festive':
      return {
        bg: 'champagne',
        parts: [
          lights('#fff4d6', mobile ? 14 : 18, 4, mobile ? { x: 0.05, y: 0.44, w: 0.9, h: 0.56 } : { x: 0.64, y: 0.04, w: 0.34, h: 0.92 }),
          gift(mobile ? 0.78 : 0.89, mobile ? 0.62 : 0.38, mobile ? 0.3 : 0.4, ['#7a1f32', '#4e1220'], '#e4c88c'),
          // on a phone the necklace lies on the silk (a chain from the top would cross the title)
          mobile
            ? { kind: 'pendant', tone: 'yellow', shape: 'ROUND', style: 'necklace', at: [0.06, 0.56, 0.22, 0.24] }
            : { kind: 'pendant', tone: 'yellow', shape: 'ROUND', style: 'necklace', at: [0.625, 0.32, 0.07, 0.3], chain: { spread: 0.04, top: -0.05 } },
          { kind: 'ring', style: 'three-stone', tone: 'yellow', shape: 'EMERALD', at: at([0.7, 0.2, 0.16, 0.62], [0.34, 0.56, 0.36, 0.36]) },
        ],
      };
    case 'propose-now':
      return {
        bg: 'blush',
        parts: [
          petals(mobile ? [[0.18, 0.95, 0.14, 10], [0.85, 0.9, 0.12, -30]] : [[0.56, 0.85, 0.16, 10], [0.94, 0.25, 0.12, -50]]),
          { kind: 'box', tone: 'white', at: at([0.54, -0.14, 0.42, 1.32], [0.06, 0.36, 0.88, 0.66]), ring: { style: 'solitaire', tone: 'white', shape: 'ROUND' } },
        ],
      };
  }
  return undefined;
}

/** The social share picture: the brand's name beside a ring on a plinth. */
export function shareScene(brand: string): Scene {
  return {
    bg: 'ivory',
    parts: [
      podium(0.8, 0.8, 0.14, 0.2, STONE_PLINTH),
      { kind: 'ring', style: 'halo', tone: 'white', shape: 'CUSHION', at: [0.69, 0.1, 0.22, 0.72] },
      {
        kind: 'art',
        draw: (w, h) =>
          `<text x="${f(w * 0.08)}" y="${f(h * 0.5)}" font-family="'Cormorant Garamond','Playfair Display','Liberation Serif','DejaVu Serif',serif" font-size="${f(h * 0.2)}" letter-spacing="${f(h * 0.02)}" fill="#2f2a26">${escapeText(brand.toUpperCase())}</text>` +
          `<rect x="${f(w * 0.08)}" y="${f(h * 0.56)}" width="${f(w * 0.08)}" height="2" fill="#b89a6a"/>` +
          `<text x="${f(w * 0.08)}" y="${f(h * 0.66)}" font-family="'Helvetica Neue','Liberation Sans','DejaVu Sans',sans-serif" font-size="${f(h * 0.036)}" letter-spacing="${f(h * 0.01)}" fill="#6b6157">FINE DIAMOND JEWELLERY · KUALA LUMPUR</text>`,
      },
    ],
  };
}

const escapeText = (t: string) => t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export { BLUSH_PLINTH, STONE_PLINTH, gift, leaves, lights, petals, podium };
