import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { drawStone, glint, stoneOf, type StoneExtras, type StoneLook } from './gem.ts';
import { IDENTITY, paint, type Camera, type V3 } from './math3d.ts';
import { drawRing, planRing, ringBounds, type PieceSpec, type RingPlan } from './ring.ts';
import { fit, floorShadow, group, onScreen, type Frame } from './studio.ts';
import { glowId, softEllipse, type Ctx, type Defs } from './svg.ts';

/** Putting a ring into a picture: framing it, its shadow on the floor, its glints. */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Points that bound the ring (mm), for framing. */
export function hull(plan: RingPlan): V3[] {
  const b = ringBounds(plan);
  const pts: V3[] = [];
  for (const band of [plan.band, ...plan.more]) {
    const swing = (band.contour ?? 0) + (band.wave ?? 0) + (band.twist?.amp ?? 0);
    const half = band.width * Math.max(1, band.bottomScale) * 0.5 + swing;
    const at = band.axial ?? 0;
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      for (const y of [at - half, at + half]) pts.push([b.radius * Math.sin(a), y, b.radius * Math.cos(a)]);
    }
  }
  if (plan.signet) for (const [x, y] of [[-6.2, -6.7], [6.2, -6.7], [-6.2, 6.7], [6.2, 6.7]]) pts.push([x, y, b.top]);
  const c = plan.centre;
  if (c) {
    const hw = c.stone.width / 2 + 1.2;
    const hl = c.stone.length / 2 + 1.2;
    for (const [x, y] of [[-hw, -hl], [hw, -hl], [-hw, hl], [hw, hl]]) pts.push([x, y, b.top]);
  }
  return pts;
}

export function renderRing(plan: RingPlan, cam: Camera, fr: Frame, ctx: Ctx, seed: number, glints = 2): string {
  const d = drawRing(plan, cam, ctx, seed);
  const size = 1.1 + (plan.centre ? plan.centre.stone.width * 0.12 : 0.4);
  return group(fr, paint(d.prims) + d.glints.slice(0, glints).map((g) => glint(g, size, glowId(ctx))).join(''));
}

/** The soft shadow under a ring standing on the floor. */
export function standingShadow(plan: RingPlan, cam: Camera, fr: Frame, id: string, strength = 1): string {
  const b = ringBounds(plan);
  const [x, y] = onScreen(fr, [0, 0, b.bottom], cam);
  const spread = Math.abs(Math.cos(cam.yaw)) * b.radius * 0.55 + plan.band.width;
  const depth = plan.band.width * 0.7 + Math.abs(Math.sin(cam.yaw)) * b.radius * 0.5;
  return floorShadow(id, x, y, spread * fr.scale, Math.max(depth * Math.sin(cam.pitch) + 0.6, 0.9) * fr.scale, strength);
}

export interface Placed {
  spec: PieceSpec;
  cam: Camera;
  box: Box;
  /** Frame several cameras alike (360° frames); defaults to `cam` alone. */
  cams?: Camera[];
  shadow?: number;
  glints?: number;
  /** Stand the ring on the bottom edge of its box (a floor or plinth top) rather than centring it. */
  standOnBox?: boolean;
}

/** A ring fitted into a box of the picture; `unitPx` is output pixels per drawing unit. */
export function ringArt(p: Placed, defs: Defs, unitPx: number): string {
  const plan = planRing(p.spec);
  let fr = fit(hull(plan), p.cams ?? [p.cam], p.box);
  if (p.standOnBox) {
    const [, y] = onScreen(fr, [0, 0, ringBounds(plan).bottom], p.cam);
    fr = { ...fr, y: fr.y + (p.box.y + p.box.h - y) };
  }
  const ctx: Ctx = { px: fr.scale * unitPx, defs };
  const shadow = p.shadow === 0 ? '' : standingShadow(plan, p.cam, fr, defs.next('sh'), p.shadow ?? 1);
  return shadow + renderRing(plan, p.cam, fr, ctx, p.spec.seed ?? 0, p.glints ?? 2);
}

/**
 * A loose stone resting on its pavilion (tilted table up), fitted into a box, with its shadow; `frameCams` frames it
 * alike for several cameras (the 360° frames), `extras` adds a travelling highlight and clarity and fluorescence.
 */
export function looseStone(shape: ShapeCode, cam: Camera, box: Box, defs: Defs, unitPx: number, look: StoneLook = 'diamond', seed = 0, glints = 2, extras: StoneExtras & { frameCams?: Camera[] } = {}): string {
  const stone = stoneOf(shape, 1);
  const pts: V3[] = stone.outline.flatMap((p): V3[] => [
    [p[0], p[1], stone.crownHeight],
    [p[0], p[1], -stone.pavilionDepth],
  ]);
  const fr = fit(pts, extras.frameCams ?? [cam], box);
  const ctx: Ctx = { px: fr.scale * unitPx, defs };
  const d = drawStone(stone, { origin: [0, 0, 0], rot: IDENTITY }, cam, look, ctx.px, seed, extras);
  const [x, y] = onScreen(fr, [0, 0, -stone.pavilionDepth], cam);
  const flat = Math.sin(cam.pitch);
  const shadow = softEllipse(defs.next('ls'), x + stone.width * 0.08 * fr.scale, y + stone.width * 0.05 * fr.scale * flat, stone.width * 0.62 * fr.scale, stone.length * 0.5 * fr.scale * Math.max(0.25, flat), '#3a2e24', 0.3);
  const size = stone.width * 0.2;
  return shadow + group(fr, paint(d.prims) + d.glints.slice(0, glints).map((g) => glint(g, size, glowId(ctx))).join(''));
}
