import type { Head, RingDesign } from '../../../../domain/catalog/designs.ts';
import { apply, matMul, norm, rotX, rotY, type Camera, type Prim, type V2, type V3 } from './math3d.ts';
import { drawStone, stoneOf, type Placement, type Stone } from './gem.ts';
import { gallery, halo, prongs, rim, stroke } from './head.ts';
import { melee } from './melee.ts';
import { metalColour, type MetalTone } from './metal.ts';
import type { RingPlan, StonePlan } from './ring.ts';
import { f3, type Ctx } from './svg.ts';
import { pathOf, screen, toCamera, toCameraDir } from './math3d.ts';

/** How a ring holds its centre stone, from its design: the head, the halo round it, cathedral shoulders. */
export interface HeadPlan {
  kind: Head;
  halo: 'none' | 'single' | 'double' | 'hidden';
  cathedral: boolean;
}

export function headOf(design: RingDesign): HeadPlan {
  const halo = design.halo ?? (design.style === 'halo' || design.style === 'gemstone-ring' ? 'single' : design.style === 'hidden-halo' ? 'hidden' : 'none');
  return { kind: design.head ?? 'four-prong', halo, cathedral: design.shoulders === 'cathedral' };
}

const place = (pl: Placement, p: V3): V3 => {
  const q = apply(pl.rot, p);
  return [pl.origin[0] + q[0], pl.origin[1] + q[1], pl.origin[2] + q[2]];
};

/** The outline point of a stone furthest along a direction (degrees from north, turning west), in stone widths. */
function spotAt(stone: Stone, deg: number): V2 {
  const a = (deg * Math.PI) / 180;
  const dir: V2 = [-Math.sin(a), Math.cos(a)];
  const best = stone.outline.reduce((b, p) => (p[0] * dir[0] + p[1] * dir[1] > b[0] * dir[0] + b[1] * dir[1] ? p : b));
  return [best[0] / stone.width, best[1] / stone.width];
}

/** Where the claws stand, in stone widths. */
export function prongSpots(stone: Stone, kind: Head): V2[] {
  if (kind === 'six-prong') return [0, 60, 120, 180, 240, 300].map((d) => spotAt(stone, d));
  if (kind === 'three-prong') return [0, 130, 230].map((d) => spotAt(stone, d));
  if (kind === 'double-prong') {
    return stone.cut.prongs.flatMap((u) => {
      const a = Math.atan2(u[1], u[0]);
      const r = Math.hypot(u[0], u[1]);
      return [-0.13, 0.13].map((t): V2 => [Math.cos(a + t) * r, Math.sin(a + t) * r]);
    });
  }
  return stone.cut.prongs;
}

/** Metal petals between the claws of a tulip head, opening out round the girdle. */
function petals(stone: Stone, pl: Placement, tone: MetalTone, cam: Camera, ctx: Ctx, spots: readonly V2[]): Prim[] {
  const prims: Prim[] = [];
  const sorted = [...spots].sort((a, b) => Math.atan2(a[1], a[0]) - Math.atan2(b[1], b[0]));
  sorted.forEach((a, i) => {
    const b = sorted[(i + 1) % sorted.length];
    const mid = Math.atan2(a[1], a[0]) + (((Math.atan2(b[1], b[0]) - Math.atan2(a[1], a[0])) + Math.PI * 2) % (Math.PI * 2)) / 2;
    const tip = spotAt(stone, ((mid - Math.PI / 2) * 180) / Math.PI);
    const A = place(pl, [a[0] * stone.width * 0.95, a[1] * stone.width * 0.95, -stone.pavilionDepth * 0.35]);
    const T = place(pl, [tip[0] * stone.width * 1.22, tip[1] * stone.width * 1.22, -stone.pavilionDepth * 0.02]);
    const B = place(pl, [b[0] * stone.width * 0.95, b[1] * stone.width * 0.95, -stone.pavilionDepth * 0.35]);
    const I = place(pl, [tip[0] * stone.width * 0.4, tip[1] * stone.width * 0.4, -stone.pavilionDepth * 1.1]);
    // a leaf: from the foot out past one claw to the tip, and back past the other
    const q = (p0: V3, c: V3, p1: V3, t: number): V3 => [0, 1, 2].map((k) => (1 - t) ** 2 * p0[k] + 2 * (1 - t) * t * c[k] + t * t * p1[k]) as unknown as V3;
    const pts: V3[] = [...[0, 0.2, 0.4, 0.6, 0.8].map((t) => q(I, A, T, t)), ...[0, 0.2, 0.4, 0.6, 0.8].map((t) => q(T, B, I, t))];
    const n = toCameraDir(norm(apply(pl.rot, [tip[0], tip[1], 0.6])), cam);
    const c = pts.map((p) => toCamera(p, cam));
    const colour = metalColour(n[2] > 0 ? n : [n[0], n[1], -n[2]], tone);
    prims.push({ z: Math.max(toCamera(T, cam)[2], toCamera(I, cam)[2]) + 0.1, svg: `<path d="${pathOf(c.map(screen))}" fill="${colour}" stroke="${metalColour([0, 0.6, 0.8], tone)}" stroke-width="${f3(0.7 / ctx.px)}"/>` });
  });
  return prims;
}

/** Cathedral arches: metal sweeping up from the shoulders of the band to under the head, both sides of the stone. */
function cathedral(plan: RingPlan, c: StonePlan, tone: MetalTone, cam: Camera): Prim[] {
  const prims: Prim[] = [];
  const b = plan.band;
  const out = b.innerRadius + b.thickness * 0.9;
  const w = Math.max(0.7, b.width * 0.42);
  for (const side of [-1, 1]) {
    for (const y of [-b.width * 0.36, b.width * 0.36]) {
      const from: V3 = [side * out * Math.sin(1.05), y, out * Math.cos(1.05)];
      const to: V3 = [side * c.stone.width * 0.3, y * 0.8, c.place.origin[2] - c.stone.pavilionDepth * 0.55];
      const ctl: V3 = [side * c.stone.width * 0.8, y * 1.15, to[2] + 1.1];
      const pts = Array.from({ length: 6 }, (_, i): V3 => {
        const t = i / 5;
        const u = 1 - t;
        return [0, 1, 2].map((k) => u * u * from[k] + 2 * u * t * ctl[k] + t * t * to[k]) as unknown as V3;
      });
      for (let i = 0; i < 5; i++) {
        const n = toCameraDir(norm([side * 0.5, y > 0 ? 0.5 : -0.5, 0.8 - i * 0.25]), cam);
        const taper = w * (1 - i * 0.09);
        prims.push(stroke(pts[i], pts[i + 1], taper, metalColour(n, tone), cam));
        const edge = stroke(pts[i], pts[i + 1], taper * 0.3, metalColour(toCameraDir(norm([side * 0.2, y > 0 ? 0.9 : -0.9, 0.3]), cam), tone), cam);
        prims.push({ z: edge.z + 0.01, svg: edge.svg });
      }
    }
  }
  return prims;
}

/** Small diamonds gathered round a small centre stone: a flower of six petals, or a domed cluster of two rows. */
function cluster(c: StonePlan, tone: MetalTone, cam: Camera, ctx: Ctx, floral: boolean): Prim[] {
  const { stone, place: pl } = c;
  const prims: Prim[] = [];
  const rows = floral ? [{ n: 6, r: stone.width * 0.45, z: -0.2, tilt: 0.25 }] : [{ n: 8, r: stone.width * 0.34, z: -0.15, tilt: 0.3 }, { n: 13, r: stone.width * 0.3, z: -0.75, tilt: 0.8 }];
  let dist = stone.width / 2 + 0.15;
  rows.forEach((row, k) => {
    dist += row.r;
    for (let i = 0; i < row.n; i++) {
      const a = ((i + k * 0.5) / row.n) * Math.PI * 2;
      const dir: V2 = [Math.cos(a), Math.sin(a)];
      const centre = place(pl, [dir[0] * dist, dir[1] * dist, row.z]);
      const normal = apply(pl.rot, [dir[0] * row.tilt, dir[1] * row.tilt, 1]);
      if (k === 0) {
        const small = stoneOf('ROUND', (row.r * 2) ** 3 * 0.0045);
        prims.push(...drawStone(small, { origin: centre, rot: matMul(pl.rot, matMul(rotY(dir[0] * row.tilt * 0.8), rotX(-dir[1] * row.tilt * 0.8))) }, cam, c.look, ctx.px, i + 9).prims);
        prims.push(...prongs(small, { origin: centre, rot: pl.rot }, tone, cam, ctx, small.pavilionDepth, 99, 0.8, [[dir[0] * 0.5, dir[1] * 0.5]], 0.6));
      } else prims.push(...melee(centre, normal, apply(pl.rot, [-dir[1], dir[0], 0]), row.r, cam, ctx, tone, i + k * 20, 'diamond', true));
    }
    dist += row.r + 0.1;
  });
  const disc = Array.from({ length: 24 }, (_, i): V2 => [Math.cos((i / 24) * Math.PI * 2) * 0.01, Math.sin((i / 24) * Math.PI * 2) * 0.01]);
  prims.push(...rim(disc, pl, tone, cam, ctx, 0, dist - 0.1, rows[rows.length - 1].z - 0.6, 0.8, dist - 0.4).map((p) => ({ ...p, z: p.z - 3 })));
  return prims;
}

/** The head: claws, petals, a bezel or a cluster, the halo and the shoulders for the centre stone. */
export function drawHead(plan: RingPlan, c: StonePlan, tone: MetalTone, cam: Camera, ctx: Ctx, seatDepth: number, spread: number): Prim[] {
  const { stone, place: pl } = c;
  const h = plan.head;
  const prims: Prim[] = [];
  if (h.halo === 'single' || h.halo === 'double') prims.push(...halo(stone, pl, tone, cam, ctx, false));
  if (h.halo === 'double') prims.push(...halo(stone, pl, tone, cam, ctx, false, 1));
  if (h.halo === 'hidden') prims.push(...halo(stone, pl, tone, cam, ctx, true));
  if (h.cathedral) prims.push(...cathedral(plan, c, tone, cam));
  if (h.kind === 'cluster' || h.kind === 'floral') {
    prims.push(...cluster(c, tone, cam, ctx, h.kind === 'floral'));
    prims.push(...prongs(stone, pl, tone, cam, ctx, seatDepth, spread, 0.42, prongSpots(stone, 'six-prong'), 0.7));
    return prims;
  }
  if (h.kind === 'bezel') {
    const wall = Math.max(0.5, stone.width * 0.08);
    prims.push(...rim(stone.outline, pl, tone, cam, ctx, -0.08, wall, stone.crownHeight * 0.22, stone.pavilionDepth * 0.8, wall * 0.8));
    prims.push(...gallery(stone, pl, tone, cam, stone.pavilionDepth * 0.9, 0.7));
    return prims;
  }
  const spots = prongSpots(stone, h.kind);
  const thin = h.kind === 'six-prong' || h.kind === 'double-prong' ? 0.78 : h.kind === 'three-prong' ? 1.1 : 1;
  if (h.kind === 'tulip') prims.push(...petals(stone, pl, tone, cam, ctx, spots));
  prims.push(...prongs(stone, pl, tone, cam, ctx, seatDepth, spread, h.halo !== 'none' ? 0.6 : 0.42, spots, thin));
  prims.push(...gallery(stone, pl, tone, cam, stone.pavilionDepth * 0.55, h.halo === 'single' || h.halo === 'double' ? 0.8 : 0.72));
  return prims;
}

/** What holds the side stones: claws for rounds and pears, a channel for baguettes. */
export function drawSides(plan: RingPlan, s: StonePlan, cam: Camera, ctx: Ctx, seatDepth: number, spread: number): Prim[] {
  const tone = plan.band.metal.tone;
  if (plan.sideKind === 'baguette') return rim(s.stone.outline, s.place, tone, cam, ctx, -0.05, 0.3, 0.02, s.stone.pavilionDepth * 0.7, 0.25);
  if (plan.sideKind === 'bezel-round') return rim(s.stone.outline, s.place, tone, cam, ctx, -0.1, 0.6, s.stone.crownHeight * 0.2, s.stone.pavilionDepth * 0.7, 0.3);
  return prongs(s.stone, s.place, tone, cam, ctx, seatDepth, spread, 0.42, plan.sideKind === 'pear' ? prongSpots(s.stone, 'three-prong') : s.stone.cut.prongs);
}
