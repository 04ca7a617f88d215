import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import type { V2 } from './math3d.ts';

/**
 * The girdle outline of each diamond shape seen face-up, one unit wide (x) and `length` long (y,
 * north up), with the points the facets and claws are built on. Brilliant cuts have 16 girdle points
 * (8 mains and the points between them); step cuts have the 8 corners of their octagon.
 */
export interface Cut {
  kind: 'brilliant' | 'step';
  girdle: V2[];
  /** Points along the outline between girdle[k] and girdle[k+1] (empty along straight edges). */
  fine: V2[][];
  centre: V2;
  prongs: V2[];
  table: number;
  crown: number;
  pavilion: number;
  /** Face-up area of the one-unit-wide outline. */
  area: number;
}

const MAINS = 8;
const TAU = Math.PI * 2;

type Curve = (u: number) => V2; // u in [0, 1), 0 = north, turning anticlockwise (west first)

const circle: Curve = (u) => [-Math.sin(u * TAU) * 0.5, Math.cos(u * TAU) * 0.5];

function ellipse(ratio: number): Curve {
  return (u) => [-Math.sin(u * TAU) * 0.5, Math.cos(u * TAU) * 0.5 * ratio];
}

function superellipse(n: number, ratio: number): Curve {
  const p = (v: number) => Math.sign(v) * Math.abs(v) ** (2 / n);
  return (u) => [-p(Math.sin(u * TAU)) * 0.5, p(Math.cos(u * TAU)) * 0.5 * ratio];
}

/** Square outline met by the ray at angle u (corners at the 45° rays). */
const square: Curve = (u) => {
  const a = u * TAU;
  const x = -Math.sin(a);
  const y = Math.cos(a);
  const m = Math.max(Math.abs(x), Math.abs(y));
  return [(x / m) * 0.5, (y / m) * 0.5];
};

/**
 * Pear: a round end (a half circle) and one point, where two arcs meet that leave the circle's widest line
 * tangentially (a real pear's "shoulders"). One unit wide, the point `reach` above the circle's centre.
 */
function pear(reach: number): Curve {
  const R = 0.25 + reach * reach; // the arc through (±0.5, 0) and (0, reach), tangent to the circle there
  return (u) => {
    const a = u * TAU;
    if (Math.cos(a) < 0) return [-Math.sin(a) * 0.5, Math.cos(a) * 0.5];
    const y = Math.cos(a) * reach;
    return [-Math.sign(Math.sin(a)) * (0.5 - R + Math.sqrt(R * R - y * y)), y];
  };
}

/** Marquise: two circular arcs meeting in a point at each end (a vesica), one unit wide and `ratio` long. */
function marquise(ratio: number): Curve {
  const half = ratio / 2;
  const R = half * half + 0.25; // circles centred at (±(R − 0.5), 0) through (0, ±half)
  const d = R - 0.5;
  return (u) => {
    const a = u * TAU;
    const y = Math.cos(a) * half;
    return [-Math.sign(Math.sin(a)) * (Math.sqrt(Math.max(0, R * R - y * y)) - d), y];
  };
}

/** Heart: two round lobes, a cleft between them (north) and one point (south), both a clean V rather than a needle. */
const heart: Curve = (u) => {
  const a = u * TAU;
  const s = Math.sin(a);
  return [-16 * s * Math.abs(s) ** 1.35, 13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a)];
};

/** Scales a curve to one unit wide and `ratio` long, centred on its bounding box. */
function normalised(curve: Curve, ratio: number): Curve {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (let i = 0; i < 720; i++) {
    const [x, y] = curve(i / 720);
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  const sx = 1 / (x1 - x0);
  const sy = ratio / (y1 - y0);
  return (u) => {
    const [x, y] = curve(u);
    return [(x - (x0 + x1) / 2) * sx, (y - (y0 + y1) / 2) * sy];
  };
}

function polygonArea(points: readonly V2[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    a += x0 * y1 - x1 * y0;
  }
  return Math.abs(a) / 2;
}

/** The centre of the outline's area (not of its points, which crowd toward a pear's or marquise's point). */
function centroid(points: readonly V2[]): V2 {
  let a = 0, x = 0, y = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    const k = x0 * y1 - x1 * y0;
    a += k; x += (x0 + x1) * k; y += (y0 + y1) * k;
  }
  return [x / (3 * a), y / (3 * a)];
}

interface Proportions { table: number; crown: number; pavilion: number }
const BRILLIANT: Proportions = { table: 0.56, crown: 0.15, pavilion: 0.43 };
const STEP: Proportions = { table: 0.66, crown: 0.12, pavilion: 0.42 };

function brilliantCut(curve: Curve, prongAt: readonly number[], props = BRILLIANT, centreShift: V2 = [0, 0]): Cut {
  const n = MAINS * 2;
  const girdle: V2[] = [];
  const fine: V2[][] = [];
  const sub = 5;
  for (let k = 0; k < n; k++) {
    girdle.push(curve(k / n));
    const between: V2[] = [];
    for (let j = 1; j < sub; j++) between.push(curve((k + j / sub) / n));
    fine.push(between);
  }
  const all = girdle.flatMap((g, k) => [g, ...fine[k]]);
  const c = centroid(all);
  return {
    kind: 'brilliant',
    girdle,
    fine,
    centre: [c[0] + centreShift[0], c[1] + centreShift[1]],
    prongs: prongAt.map((u) => curve(u)),
    ...props,
    area: polygonArea(all),
  };
}

/** An octagon `ratio` long with corners cut by `corner` (of the width). */
function octagon(ratio: number, corner: number): V2[] {
  const w = 0.5;
  const l = ratio / 2;
  const c = corner;
  return [
    [w, -l + c], [w, l - c], [w - c, l], [-w + c, l], [-w, l - c], [-w, -l + c], [-w + c, -l], [w - c, -l],
  ];
}

const cornerMids = (o: V2[]): V2[] => [1, 3, 5, 7].map((i) => [(o[i][0] + o[(i + 1) % 8][0]) / 2, (o[i][1] + o[(i + 1) % 8][1]) / 2]);

function stepCut(ratio: number, corner: number): Cut {
  const girdle = octagon(ratio, corner);
  return { kind: 'step', girdle, fine: girdle.map(() => []), centre: [0, 0], prongs: cornerMids(girdle), ...STEP, area: polygonArea(girdle) };
}

/** Radiant: the octagon outline with brilliant facets (mains at the corners, points between at mid-edges). */
function radiantCut(ratio: number, corner: number): Cut {
  const o = octagon(ratio, corner);
  const girdle: V2[] = [];
  for (let i = 0; i < 8; i++) {
    const a = o[i];
    const b = o[(i + 1) % 8];
    girdle.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
  }
  return { kind: 'brilliant', girdle, fine: girdle.map(() => []), centre: [0, 0], prongs: cornerMids(o), ...BRILLIANT, table: 0.6, area: polygonArea(o) };
}

const DIAGONALS = [0.125, 0.375, 0.625, 0.875];

function build(shape: ShapeCode): Cut {
  switch (shape) {
    case 'ROUND':
      return brilliantCut(circle, DIAGONALS);
    case 'OVAL':
      return brilliantCut(ellipse(1.4), DIAGONALS);
    case 'CUSHION':
      return brilliantCut(superellipse(3.2, 1.04), DIAGONALS, { table: 0.54, crown: 0.16, pavilion: 0.45 });
    case 'PRINCESS':
      return brilliantCut(square, DIAGONALS, { table: 0.62, crown: 0.1, pavilion: 0.5 });
    case 'PEAR':
      return brilliantCut(normalised(pear(1.05), 1.55), [0, 0.36, 0.45, 0.55, 0.64], BRILLIANT, [0, -0.04]);
    case 'MARQUISE':
      return brilliantCut(normalised(marquise(2), 2.0), [0, 0.5, 0.2, 0.3, 0.7, 0.8]);
    case 'HEART':
      return brilliantCut(normalised(heart, 0.95), [0.5, 0.16, 0.84], BRILLIANT, [0, 0.02]);
    case 'RADIANT':
      return radiantCut(1.22, 0.13);
    case 'EMERALD':
      return stepCut(1.42, 0.16);
    case 'ASSCHER':
      return stepCut(1, 0.22);
  }
}

const cache = new Map<ShapeCode, Cut>();
export function cutOf(shape: ShapeCode): Cut {
  let cut = cache.get(shape);
  if (!cut) {
    cut = build(shape);
    cache.set(shape, cut);
  }
  return cut;
}

/** The whole outline, girdle and fine points in order. */
export const outlineOf = (cut: Cut): V2[] => cut.girdle.flatMap((g, k) => [g, ...cut.fine[k]]);

/** Width in millimetres of a stone of this cut and carat (face-up area of a round of that weight). */
export function stoneWidth(cut: Cut, carat: number): number {
  const roundDiameter = 6.45 * Math.cbrt(carat);
  return roundDiameter * Math.sqrt(Math.PI / 4 / cut.area) * (cut.kind === 'step' ? 0.95 : 1);
}
