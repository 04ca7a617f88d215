import type { GemColour } from '../../../../domain/catalog/designs.ts';
import type { ClarityTrace, DiamondTone } from '../../../../domain/diamonds/tone.ts';
import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { cutOf, outlineOf, stoneWidth, type Cut } from './cuts.ts';
import { add, apply, cross, dot, norm, pathOf, screen, sub, toCamera, type Camera, type M3, type Prim, type V2, type V3 } from './math3d.ts';
import { reflect, studio } from './metal.ts';
import { clamp01, f3, hash, hex, mix, ramp, rgb, type RGB } from './svg.ts';
import { traceMarks } from './traces.ts';

/**
 * A faceted stone in 3D (millimetres, girdle at z = 0, table up) and its drawing: facets sorted back
 * to front, the pavilion seen through the crown and table, crisp facet edges and a few glints.
 */
export type FacetRole = 'table' | 'star' | 'bezel' | 'girdle-up' | 'main' | 'girdle-down' | 'step-crown' | 'step-pavilion';
export interface Facet {
  pts: V3[];
  part: 'table' | 'crown' | 'pavilion';
  role: FacetRole;
  /** Position around the stone (and ring number for step cuts), for symmetric light patterns. */
  i: number;
  ring?: number;
}
export interface Stone {
  cut: Cut;
  width: number;
  length: number;
  facets: Facet[];
  /** Girdle outline in millimetres (z = 0). */
  outline: V2[];
  crownHeight: number;
  pavilionDepth: number;
}

const scale2 = (p: V2, c: V2, s: number): V2 => [c[0] + (p[0] - c[0]) * s, c[1] + (p[1] - c[1]) * s];
const at = (p: V2, z: number, w: number): V3 => [p[0] * w, p[1] * w, z * w];

function brilliantFacets(cut: Cut, w: number): Facet[] {
  const n = cut.girdle.length;
  const m = n / 2;
  const c = cut.centre;
  const hc = cut.crown;
  const hp = cut.pavilion;
  const rs = cut.table + (1 - cut.table) * 0.45;
  const rq = 0.38;
  const crownZ = (r: number) => (hc * (1 - r)) / (1 - cut.table);
  const T = (i: number) => at(scale2(cut.girdle[(2 * i) % n], c, cut.table), hc, w);
  const S = (i: number) => at(scale2(cut.girdle[(2 * i + 1) % n], c, rs), crownZ(rs), w);
  const Q = (i: number) => at(scale2(cut.girdle[(2 * i + 1) % n], c, rq), -hp * (1 - rq), w);
  const G = (k: number) => at(cut.girdle[((k % n) + n) % n], 0, w);
  const edge = (k: number) => [G(k), ...cut.fine[((k % n) + n) % n].map((p) => at(p, 0, w)), G(k + 1)];
  const C = at(c, -hp, w);
  const facets: Facet[] = [{ part: 'table', role: 'table', i: 0, pts: Array.from({ length: m }, (_, i) => T(i)) }];
  for (let i = 0; i < m; i++) {
    const prev = (i + m - 1) % m;
    facets.push({ part: 'crown', role: 'star', i, pts: [T(i), T(i + 1), S(i)] });
    facets.push({ part: 'crown', role: 'bezel', i, pts: [T(i), S(prev), G(2 * i), S(i)] });
    facets.push({ part: 'crown', role: 'girdle-up', i: 2 * i, pts: [S(i), ...edge(2 * i)] });
    facets.push({ part: 'crown', role: 'girdle-up', i: 2 * i + 1, pts: [S(i), ...edge(2 * i + 1)] });
    facets.push({ part: 'pavilion', role: 'main', i, pts: [C, Q(prev), G(2 * i), Q(i)] });
    facets.push({ part: 'pavilion', role: 'girdle-down', i: 2 * i, pts: [Q(i), ...edge(2 * i)] });
    facets.push({ part: 'pavilion', role: 'girdle-down', i: 2 * i + 1, pts: [Q(i), ...edge(2 * i + 1)] });
  }
  return facets;
}

function stepFacets(cut: Cut, w: number): Facet[] {
  const g = cut.girdle;
  const c = cut.centre;
  const ring = (sx: number, sy: number, z: number): V3[] => g.map((p) => at([c[0] + (p[0] - c[0]) * sx, c[1] + (p[1] - c[1]) * sy], z, w));
  const crown = [1, 0.88, 0.77, cut.table].map((s, i, all) => ring(s, s, (cut.crown * (1 - s)) / (1 - all[all.length - 1])));
  const long = cut.girdle[1][1] - cut.girdle[0][1] > 0.3; // emerald: a keel line rather than a point
  const pav = [1, 0.8, 0.6, 0.4].map((s, i) => ring(s, s, -cut.pavilion * (i / 4) * (1 + i * 0.08)));
  pav.push(ring(long ? 0.04 : 0.05, long ? 0.4 : 0.05, -cut.pavilion));
  const facets: Facet[] = [{ part: 'table', role: 'table', i: 0, pts: crown[crown.length - 1] }];
  const band = (a: V3[], b: V3[], part: Facet['part'], ring: number) => {
    for (let i = 0; i < a.length; i++) {
      const j = (i + 1) % a.length;
      const role = part === 'crown' ? 'step-crown' : 'step-pavilion';
      facets.push({ part, role, i, ring, pts: [a[i], a[j], b[j], b[i]] });
    }
  };
  for (let r = 0; r + 1 < crown.length; r++) band(crown[r], crown[r + 1], 'crown', r);
  for (let r = 0; r + 1 < pav.length; r++) band(pav[r], pav[r + 1], 'pavilion', r);
  return facets;
}

const stones = new Map<string, Stone>();

export function stoneOf(shape: ShapeCode, carat: number): Stone {
  const key = `${shape}:${carat}`;
  let stone = stones.get(key);
  if (!stone) {
    const cut = cutOf(shape);
    const w = stoneWidth(cut, carat);
    const outline = outlineOf(cut).map((p): V2 => [p[0] * w, p[1] * w]);
    const ys = outline.map((p) => p[1]);
    stone = {
      cut,
      width: w,
      length: Math.max(...ys) - Math.min(...ys),
      facets: cut.kind === 'step' ? stepFacets(cut, w) : brilliantFacets(cut, w),
      outline,
      crownHeight: cut.crown * w,
      pavilionDepth: cut.pavilion * w,
    };
    stones.set(key, stone);
  }
  return stone;
}

const DIAMOND: readonly RGB[] = ['#181c22', '#39414b', '#6e7985', '#b4bec8', '#e6ebef', '#f8fafb', '#ffffff'].map(rgb);

/**
 * A diamond's body colour: each stop of the colourless palette filtered through a tint (multiplied, as coloured
 * glass darkens light), so the dark facets stay dark and the bright ones take the colour.
 */
function bodyColour(tint: string, amount: number): readonly RGB[] {
  const t = rgb(tint);
  return DIAMOND.map((c) => mix(c, [(c[0] * t[0]) / 255, (c[1] * t[1]) / 255, (c[2] * t[2]) / 255], amount));
}

/** Diamond and coloured-stone palettes, dark to light. A diamond's tone follows its colour grade (diamond-tone.ts). */
const LOOKS: Record<StoneLook, readonly RGB[]> = {
  diamond: DIAMOND,
  'diamond-icy': bodyColour('#d0e4ff', 0.4),
  'diamond-faint': bodyColour('#f6e0a2', 0.5),
  'diamond-tinted': bodyColour('#ecc878', 0.9),
  ruby: ['#2c0008', '#6a0619', '#a5102e', '#d42a4b', '#f06a83', '#ffc4cf', '#fff0f3'].map(rgb),
  sapphire: ['#050b2e', '#0f1f66', '#1e3aa3', '#3863d0', '#6f95ee', '#bcd0ff', '#eef3ff'].map(rgb),
  emerald: ['#01190f', '#054a2e', '#0a7a4a', '#1aa96a', '#5fd7a0', '#c2f5dc', '#f0fff7'].map(rgb),
  amethyst: ['#1a0630', '#3f1569', '#6a2fa0', '#9458cc', '#bf93ec', '#e6d4ff', '#faf5ff'].map(rgb),
  'pink-sapphire': ['#3d0a22', '#7e1d4b', '#bb3f78', '#e0729f', '#f4a9c7', '#ffdceb', '#fff5fa'].map(rgb),
  aquamarine: ['#0f3440', '#22677a', '#3d9bb2', '#6cc3d6', '#a6e2ee', '#dcf6fb', '#f7fdff'].map(rgb),
};
const FIRE: readonly RGB[] = ['#ffd2b3', '#cfe6ff', '#e6d2ff', '#c8f3e6', '#ffe9b0'].map(rgb);
/** The stronger colours of fire at the edge of a travelling highlight. */
const SPECTRUM: readonly RGB[] = ['#ff9d7a', '#ffd36b', '#8fe3a8', '#7fb6ff', '#c29bff'].map(rgb);

/** 'diamond' is a near-colourless (G–J) diamond; the other diamond looks are the other tones of diamond-tone.ts. */
export type StoneLook = 'diamond' | `diamond-${Exclude<DiamondTone, 'white'>}` | GemColour;

export const isDiamondLook = (look: StoneLook): boolean => look.startsWith('diamond');

/** The look of a diamond of this tone. */
export const diamondLook = (tone: DiamondTone): StoneLook => (tone === 'white' ? 'diamond' : `diamond-${tone}`);

/** The colour at brightness t (0..1) of a stone of this look. */
export function stoneColour(look: StoneLook, t: number): string {
  return hex(ramp(LOOKS[look], isDiamondLook(look) ? clamp01(t) ** 1.05 : clamp01(t)));
}

/** Where a stone sits: the girdle centre and the stone's turn (its local z becomes `rot` applied to z). */
export interface Placement {
  origin: V3;
  rot: M3;
}

/** The light a facet shows before the studio's flashes: symmetric patterns, like the arrows of a round brilliant. */
const BASE: Record<FacetRole, (i: number, ring: number, h: number) => number> = {
  table: (_i, _r, h) => 0.74 + 0.16 * h,
  star: (i, _r, h) => (i % 2 ? 0.78 : 0.45) + 0.15 * h,
  bezel: (i, _r, h) => (i % 2 ? 0.3 : 0.66) + 0.2 * h,
  'girdle-up': (i, _r, h) => (i % 2 ? 0.86 : 0.38) + 0.12 * h,
  main: (i, _r, h) => (i % 2 ? 0.14 : 0.34) + 0.14 * h,
  'girdle-down': (i, _r, h) => (Math.floor((i + 1) / 2) % 2 ? 0.95 : 0.4) + 0.1 * h,
  'step-crown': (i, ring, h) => (ring % 2 ? 0.85 : 0.45) - (i % 2) * 0.15 + 0.1 * h,
  'step-pavilion': (i, ring, h) => ((ring + (i % 2)) % 2 ? 0.92 : 0.24) + 0.12 * h,
};

/** Studio seen by a facet: the soft boxes plus a fine pattern, so facets flash as the stone turns. */
export function sparkle(r: V3): number {
  const flick = 0.5 + 0.5 * Math.sin(8.7 * r[0] + 5.3 * r[1] + 1.1) * Math.cos(7.1 * r[1] - 4.2 * r[0] + 3.3 * r[2]);
  return 0.42 * studio(r) + 0.58 * flick;
}

function newell(pts: readonly V3[]): V3 {
  let n: V3 = [0, 0, 0];
  for (let i = 0; i < pts.length; i++) n = add(n, cross(pts[i], pts[(i + 1) % pts.length]));
  return norm(n);
}

/**
 * What a loose stone's picture adds: a highlight travelling across the facets (`sweep`, 0..1 through a 360° turn,
 * with fire at its edge), the trace of its clarity and a bluish haze for strong fluorescence.
 */
export interface StoneExtras {
  sweep?: number;
  clarity?: ClarityTrace;
  blue?: boolean;
}

/**
 * How much the travelling highlight lights a facet whose centre is at (x, y) of the stone's half-width: it crosses
 * the stone twice per turn, first from the upper left, then from the upper right, so no two frames are lit alike.
 */
function sweepLight(sweep: number, x: number, y: number): number {
  const pos = -1.7 + 3.4 * ((sweep * 2) % 1);
  const d = (sweep < 0.5 ? x * 0.8 + y * 0.6 : -x * 0.6 + y * 0.8) - pos;
  return Math.exp(-((d / 0.34) ** 2));
}

export interface StoneDrawing {
  prims: Prim[];
  /** Bright points (screen, mm) where a glint may be drawn. */
  glints: V2[];
}

/**
 * The stone's facets for this camera. `px` is pixels per millimetre (for hairline edges); `seed`
 * varies the sparkle between pieces.
 */
export function drawStone(stone: Stone, place: Placement, cam: Camera, look: StoneLook, px: number, seed = 0, extras: StoneExtras = {}): StoneDrawing {
  const palette = LOOKS[look];
  const isDiamond = isDiamondLook(look);
  const centreWorld = add(place.origin, apply(place.rot, [0, 0, -stone.pavilionDepth * 0.2]));
  const centre = toCamera(centreWorld, cam);
  const middle = screen(toCamera(place.origin, cam));
  const half = stone.width / 2;
  const prims: Prim[] = [];
  const candidates: { p: V2; v: number }[] = [];
  const edge = isDiamond ? 'rgba(255,255,255,0.42)' : 'rgba(255,255,255,0.28)';
  const hair = f3(0.7 / px);
  stone.facets.forEach((facet, index) => {
    const cpts = facet.pts.map((p) => toCamera(add(place.origin, apply(place.rot, p)), cam));
    let n = newell(cpts);
    const mid = cpts.reduce((a, b) => add(a, b), [0, 0, 0] as V3).map((v) => v / cpts.length) as unknown as V3;
    if (dot(n, sub(mid, centre)) < 0) n = [-n[0], -n[1], -n[2]];
    const facing = n[2] > 0;
    const h = hash(index, seed);
    const flash = sparkle(reflect(facing ? n : [-n[0], -n[1], -n[2]])) - 0.5;
    let t = BASE[facet.role](facet.i, facet.ring ?? 0, h) + (facing ? 0.55 : 0.4) * flash;
    const lit = extras.sweep === undefined || !facing ? 0 : sweepLight(extras.sweep, (mid[0] - middle[0]) / half, (-mid[1] - middle[1]) / half);
    t += 0.5 * lit - (extras.sweep === undefined ? 0 : 0.12);
    let opacity = 1;
    if (facing && facet.part === 'table') opacity = isDiamond ? 0.36 : 0.5;
    else if (facing && facet.part === 'crown') opacity = isDiamond ? 0.84 : 0.82;
    else if (facing) opacity = 0.92;
    t = clamp01(t);
    let colour = ramp(palette, isDiamond ? t ** 1.05 : t);
    const fire = hash(index, seed, 7.7);
    if (isDiamond && fire < 0.14 && t > 0.6) colour = mix(colour, FIRE[Math.floor(fire * 100) % FIRE.length], 0.4);
    else if (isDiamond && lit > 0.3 && lit < 0.8 && fire < 0.5) colour = mix(colour, SPECTRUM[Math.floor(fire * 20) % SPECTRUM.length], 0.55);
    const pts2 = cpts.map(screen);
    prims.push({
      z: mid[2],
      svg: `<path d="${pathOf(pts2)}" fill="${hex(colour)}" fill-opacity="${opacity}" stroke="${edge}" stroke-width="${hair}" stroke-linejoin="round"/>`,
    });
    if (facing && facet.part !== 'pavilion' && t > 0.8) candidates.push({ p: pts2[0], v: t + h * 0.2 });
  });
  const girdle = stone.outline.map((p) => screen(toCamera(add(place.origin, apply(place.rot, [p[0], p[1], 0])), cam)));
  prims.push({
    z: toCamera(place.origin, cam)[2] + stone.crownHeight * 0.05,
    svg: `<path d="${pathOf(girdle)}" fill="none" stroke="${isDiamond ? '#7d8793' : hex(palette[1])}" stroke-opacity="0.7" stroke-width="${f3(1.1 / px)}"/>`,
  });
  const top = Math.max(...prims.map((p) => p.z)) + 1;
  const marks = traceMarks(stone, (p) => screen(toCamera(add(place.origin, apply(place.rot, p)), cam)), girdle, extras.clarity ?? 'clean', extras.blue ?? false, seed);
  if (marks) prims.push({ z: top, svg: marks });
  candidates.sort((a, b) => b.v - a.v);
  return { prims, glints: candidates.slice(0, 3).map((c) => c.p) };
}

/** A four-pointed star of light with a soft glow (uses the document's shared `glow` gradient). */
export function glint(p: V2, size: number, glowId: string): string {
  const [x, y] = p;
  const s = size;
  const w = s * 0.07;
  const ray = (dx: number, dy: number, len: number) =>
    `M${f3(x - dx * len)} ${f3(y - dy * len)}L${f3(x + dy * w)} ${f3(y - dx * w)}L${f3(x + dx * len)} ${f3(y + dy * len)}L${f3(x - dy * w)} ${f3(y + dx * w)}Z`;
  return (
    `<circle cx="${f3(x)}" cy="${f3(y)}" r="${f3(s * 0.42)}" fill="url(#${glowId})"/>` +
    `<path d="${ray(1, 0, s)}${ray(0, 1, s * 0.8)}${ray(0.707, 0.707, s * 0.32)}${ray(0.707, -0.707, s * 0.32)}" fill="#fff" fill-opacity="0.92"/>`
  );
}
