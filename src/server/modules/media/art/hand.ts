import type { HandTone } from '../../../../domain/catalog/image-names.ts';
import { glint } from './gem.ts';
import { paint, type Camera, type V2 } from './math3d.ts';
import { drawRing, ringBounds, type RingPlan } from './ring.ts';
import type { MetalTone } from './metal.ts';
import { chain } from './props.ts';
import { Defs, f, glowId, linear, radial, softEllipse, svgDoc, type Ctx } from './svg.ts';

/**
 * Worn pictures: an elegant hand (back of the left hand, fingers up) wearing the ring on its ring
 * finger, and a neckline wearing a pendant. Skin tone 0 (lighter) to 4 (darker).
 */

interface Skin {
  light: string;
  base: string;
  shade: string;
  deep: string;
  nail: string;
}

const SKINS: Record<HandTone, Skin> = {
  0: { light: '#fbe8dc', base: '#f3d3bf', shade: '#dcae94', deep: '#c0907a', nail: '#f0d0c8' },
  1: { light: '#f3d5bf', base: '#e6b999', shade: '#c79372', deep: '#a8765a', nail: '#eac3b5' },
  2: { light: '#dfb692', base: '#c9976f', shade: '#a6744f', deep: '#855838', nail: '#dcb09c' },
  3: { light: '#bd8a63', base: '#9f6c47', shade: '#7b5032', deep: '#5f3b24', nail: '#c99a85' },
  4: { light: '#93603f', base: '#74482d', shade: '#55321e', deep: '#3d2315', nail: '#b08470' },
};

const S = 1000;

interface Finger {
  x: number;
  y: number;
  len: number;
  w: number;
  angle: number;
}

// millimetres; origin at the middle finger's knuckle, y down, fingers pointing up
const FINGERS: Finger[] = [
  { x: -37, y: 12, len: 58, w: 14.5, angle: -10 },
  { x: -18.5, y: 2, len: 73, w: 16.6, angle: -4 },
  { x: 0, y: 0, len: 80, w: 17, angle: 0.5 },
  { x: 18.5, y: 3, len: 72, w: 16.4, angle: 5 },
];
const THUMB: Finger = { x: 41, y: 74, len: 54, w: 21, angle: 60 };
const RING_AT = 0.27; // where the ring sits along the ring finger

/** Outline of a finger in its own frame: base centre at 0,0, tip at 0,-len. */
function fingerPath(g: Finger): string {
  const half = (t: number) => (g.w / 2) * (1 - 0.2 * t) * (1 + 0.035 * Math.exp(-(((t - 0.45) / 0.06) ** 2)) + 0.03 * Math.exp(-(((t - 0.72) / 0.05) ** 2)));
  const n = 16;
  const tipStart = 1 - half(1) / g.len;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * tipStart;
    left.push(`${f(-half(t))} ${f(-t * g.len)}`);
    right.unshift(`${f(half(t))} ${f(-t * g.len)}`);
  }
  const r = half(tipStart);
  return `M${f(-g.w * 0.56)} ${f(g.w * 0.5)}L${left.join('L')}A${f(r)} ${f(r * 1.1)} 0 0 1 ${right.join('L')}L${f(g.w * 0.56)} ${f(g.w * 0.5)}Z`;
}

function nail(g: Finger, skin: Skin, id: string): string {
  const w = g.w * 0.8 * 0.62;
  const top = -g.len + g.w * 0.08;
  const base = -g.len + g.w * 0.95;
  return (
    `<path d="M${f(-w / 2)} ${f(base)}Q0 ${f(base + w * 0.22)} ${f(w / 2)} ${f(base)}L${f(w * 0.52)} ${f(top + w * 0.45)}Q${f(w * 0.5)} ${f(top)} 0 ${f(top - w * 0.04)}Q${f(-w * 0.5)} ${f(top)} ${f(-w * 0.52)} ${f(top + w * 0.45)}Z" fill="url(#${id})" stroke="${skin.shade}" stroke-width="0.25" stroke-opacity="0.6"/>` +
    `<path d="M${f(-w * 0.22)} ${f(base - w * 0.2)}Q${f(-w * 0.3)} ${f(top + w * 0.6)} ${f(-w * 0.1)} ${f(top + w * 0.22)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(w * 0.12)}" stroke-linecap="round" fill="none"/>`
  );
}

function creases(g: Finger, skin: Skin): string {
  return [0.45, 0.72]
    .map((t) => {
      const y = -t * g.len;
      const w = (g.w / 2) * (1 - 0.2 * t) * 0.55;
      return `<path d="M${f(-w)} ${f(y + 0.6)}Q0 ${f(y - 1)} ${f(w)} ${f(y + 0.6)}M${f(-w * 0.6)} ${f(y + 1.8)}Q0 ${f(y + 0.8)} ${f(w * 0.6)} ${f(y + 1.8)}" stroke="${skin.deep}" stroke-opacity="0.28" stroke-width="0.45" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
}

const place = (g: Finger, body: string) => `<g transform="translate(${f(g.x)} ${f(g.y)}) rotate(${f(g.angle)})">${body}</g>`;

const BACK_OF_HAND =
  'M-46 18 C-47 42 -42 70 -34 100 L-30 140 L34 140 L32 100 C36 86 40 72 47 60 C42 42 34 24 27 10 C18 5 8 4 0 5 C-8 5 -14 6 -19 8 C-26 10 -32 13 -39 15 Z';

/** The hand's silhouette, for its soft shadow on the backdrop. */
function silhouette(fill: string): string {
  return `<path d="${BACK_OF_HAND}" fill="${fill}"/>` + [...FINGERS, THUMB].map((g) => place(g, `<path d="${fingerPath(g)}" fill="${fill}"/>`)).join('');
}

function handBody(skin: Skin, ringFinger: string): string {
  const fingerFill = 'url(#hf)';
  const parts = FINGERS.map((g, i) => {
    const finger = `<path d="${fingerPath(g)}" fill="${fingerFill}"/>` + creases(g, skin) + nail(g, skin, 'hn');
    return place(g, finger + (i === 1 ? ringFinger : ''));
  });
  const knuckles = FINGERS.map((g) => `<ellipse cx="${f(g.x)}" cy="${f(g.y + 7)}" rx="${f(g.w * 0.42)}" ry="${f(g.w * 0.3)}" fill="url(#hk)"/>`).join('');
  const tendons = FINGERS.map((g) => `<path d="M${f(g.x * 0.9)} ${f(g.y + 10)} Q${f(g.x * 0.6)} 50 ${f(g.x * 0.3)} 95" stroke="${skin.light}" stroke-opacity="0.14" stroke-width="3.2" fill="none" stroke-linecap="round"/>`).join('');
  const thumb = place(THUMB, `<path d="${fingerPath(THUMB)}" fill="url(#ht)"/>` + creases({ ...THUMB, len: THUMB.len * 1.1 }, skin) + nail(THUMB, skin, 'hn'));
  return thumb + parts.join('') + `<path d="${BACK_OF_HAND}" fill="url(#hb)"/>` + tendons + knuckles;
}

function skinDefs(skin: Skin): string {
  return (
    linear('hf', 0, 0, 1, 0, [[0, skin.deep], [0.12, skin.shade], [0.4, skin.light], [0.62, skin.base], [0.88, skin.shade], [1, skin.deep]]) +
    linear('ht', 0, 0, 1, 0, [[0, skin.shade], [0.35, skin.light], [0.8, skin.base], [1, skin.deep]]) +
    radial('hb', 0.42, 0.12, 0.9, [[0, skin.light], [0.5, skin.base], [1, skin.shade]]) +
    radial('hk', 0.5, 0.5, 0.5, [[0, skin.light, 0.75], [1, skin.light, 0]]) +
    linear('hn', 0, 1, 0, 0, [[0, skin.nail], [0.8, skin.nail], [1, '#fbeae6']])
  );
}

/** The ring on the ring finger, seen from above the finger (drawing in the finger's frame, mm). */
function ringOnFinger(plan: RingPlan, finger: Finger, ctx: Ctx): string {
  const cam: Camera = { yaw: 0, pitch: 84 * (Math.PI / 180) };
  const d = drawRing(plan, cam, ctx, 2);
  // only the part of the band above the finger shows; the rest is behind it
  const prims = d.prims.filter((p) => p.z > -0.4);
  const y = -RING_AT * finger.len;
  const b = ringBounds(plan);
  const shadow = softEllipse('rs', 0, y + 2.2, finger.w * 0.6, plan.band.width * 1.1, '#2a1a10', 0.35);
  const glints = d.glints.slice(0, 2).map((g) => glint(g, 1 + (plan.centre ? plan.centre.stone.width * 0.1 : 0.5), glowId(ctx))).join('');
  return shadow + `<g transform="translate(0 ${f(y - b.radius * 0.02)})">${paint(prims)}${glints}</g>`;
}

export function handPicture(plan: RingPlan, tone: HandTone, width: number, height: number): string {
  const skin = SKINS[tone];
  const scale = 9.2;
  const defs = new Defs();
  const ctx: Ctx = { px: scale * (width / S), defs };
  const ring = ringOnFinger(plan, FINGERS[1], ctx);
  // place the hand so the ring sits a little left of and below the centre
  const g = FINGERS[1];
  const a = (g.angle * Math.PI) / 180;
  const local: V2 = [g.x + Math.sin(a) * RING_AT * g.len, g.y - Math.cos(a) * RING_AT * g.len];
  const turn = (-16 * Math.PI) / 180;
  const at: V2 = [(local[0] * Math.cos(turn) - local[1] * Math.sin(turn)) * scale, (local[0] * Math.sin(turn) + local[1] * Math.cos(turn)) * scale];
  const hand = `<g transform="translate(${f(470 - at[0])} ${f(650 - at[1])}) rotate(-16) scale(${scale})">`;
  const backdrop =
    `<defs>${linear('hbg', 0, 0, 1, 1, [[0, '#f6f1ea'], [0.6, '#ede5da'], [1, '#e2d7c9']])}</defs>` +
    `<rect width="${S}" height="${S}" fill="url(#hbg)"/>`;
  const shade = [
    [5, 0.05],
    [3, 0.06],
    [1.5, 0.07],
  ]
    .map(([o, a]) => `<g transform="translate(${o} ${o * 1.4})" opacity="${a}">${silhouette('#3a2414')}</g>`)
    .join('');
  return svgDoc(width, height, S, S, backdrop + hand + shade + handBody(skin, ring) + '</g>', skinDefs(skin) + defs.toString());
}

/**
 * A neckline wearing a pendant. `draw` places the pendant in the given box (drawing units) and
 * tells where its bail is, so the chain can run from the neck to it.
 */
export function neckPicture(
  tone: HandTone,
  width: number,
  height: number,
  draw: (box: { x: number; y: number; w: number; h: number }) => { body: string; bail: readonly V2[]; defs: Defs; metal: MetalTone },
): string {
  const skin = SKINS[tone];
  const { body, bail, defs, metal } = draw({ x: 430, y: 575, w: 140, h: 215 });
  const link = 6.5;
  // one bail, or the two ends of a bar or a row of stations
  const [l, r] = [bail[0], bail[bail.length - 1]];
  const chainPath =
    chain([[386, 300], [384, 430], [Math.min(446, l[0] - 30), 560], [l[0] - 2, l[1]]], link, metal) +
    chain([[614, 300], [616, 430], [Math.max(554, r[0] + 30), 560], [r[0] + 2, r[1]]], link, metal);
  const skinShape =
    'M384 -10 C390 120 388 228 368 292 C330 344 200 356 90 404 C50 420 15 440 -10 456 L-10 1010 L1010 1010 L1010 456 C985 440 950 420 910 404 C800 356 670 344 626 292 C612 228 610 120 616 -10 Z';
  const garment = 'M-10 760 C150 780 300 850 390 900 C440 925 470 932 500 932 C530 932 560 925 610 900 C700 850 850 780 1010 760 L1010 1010 L-10 1010 Z';
  const art =
    `<defs>${linear('nbg', 0, 0, 0, 1, [[0, '#efe9e1'], [1, '#e3dacf']])}` +
    radial('nsk', 0.5, 0.62, 0.62, [[0, skin.light], [0.55, skin.base], [1, skin.shade]]) +
    linear('ngm', 0, 0, 0, 1, [[0, '#f6f0e7'], [0.5, '#ebe1d3'], [1, '#d8cbb9']]) +
    `</defs><rect width="${S}" height="${S}" fill="url(#nbg)"/>` +
    `<path d="${skinShape}" fill="url(#nsk)"/>` +
    softEllipse('nsl', 392, 170, 50, 250, skin.deep, 0.35) +
    softEllipse('nsr', 608, 170, 50, 250, skin.deep, 0.35) +
    softEllipse('njaw', 500, -30, 190, 130, skin.deep, 0.6) +
    softEllipse('nmid', 500, 200, 70, 170, skin.light, 0.35) +
    `<path d="M418 40 C430 180 455 330 486 410 M582 40 C570 180 545 330 514 410" stroke="${skin.shade}" stroke-opacity="0.12" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M470 436 C400 416 300 414 180 432 M530 436 C600 416 700 414 820 432" stroke="${skin.deep}" stroke-opacity="0.22" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M468 424 C400 404 300 402 182 420 M532 424 C600 404 700 402 818 420" stroke="${skin.light}" stroke-opacity="0.55" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    softEllipse('nnotch', 500, 432, 34, 26, skin.deep, 0.35) +
    softEllipse('ngsh', 500, 860, 520, 120, '#5a4030', 0.18) +
    `<path d="${garment}" fill="url(#ngm)"/>` +
    `<path d="M-10 760 C150 780 300 850 390 900 C440 925 470 932 500 932 C530 932 560 925 610 900 C700 850 850 780 1010 760" stroke="#fffaf2" stroke-opacity="0.7" stroke-width="5" fill="none"/>`;
  return svgDoc(width, height, S, S, art + chainPath + body, defs.toString());
}
