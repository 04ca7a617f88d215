import { isNeckwear } from '../../../../domain/designs.ts';
import { rotateFrameOf, type HandTone, type ProductImageView } from '../../../../domain/image-names.ts';
import { glint } from './gem.ts';
import { handPicture } from './hand.ts';
import { IDENTITY, matMul, paint, rotX, rotZ, type Camera, type V3 } from './math3d.ts';
import { neckwearPicture } from './pendant.ts';
import { drawRing, planRing, ringBounds, type PieceSpec, type RingPlan } from './ring.ts';
import { ringBox, silkBackdrop } from './props.ts';
import { fit, floorShadow, group, onScreen, studioBackdrop, type Frame } from './studio.ts';
import { Defs, glowId, svgDoc, type Ctx } from './svg.ts';

/** Product pictures: the piece in the studio from the top, the side, turning (360°), close up, boxed, worn. */

export const PRODUCT_SIZE = 1000; // drawing units of the square picture
const deg = Math.PI / 180;

/** Yaw of a 360° frame: the turn starts from a three-quarter view. */
export const rotateYaw = (frame: number): number => (30 + frame * 15) * deg;

const VIEW_CAMERAS: Record<string, Camera> = {
  top: { yaw: 0, pitch: 70 * deg },
  side: { yaw: 32 * deg, pitch: 14 * deg },
  slider1: { yaw: 24 * deg, pitch: 32 * deg },
  slider3: { yaw: 0, pitch: 38 * deg, model: matMul(rotZ(-40 * deg), rotX(90 * deg)) },
};

/** Points that bound the piece, for framing. */
function hull(plan: RingPlan): V3[] {
  const b = ringBounds(plan);
  const pts: V3[] = [];
  const half = plan.band.width * Math.max(1, plan.band.bottomScale) * 0.5 + (plan.band.contour ?? 0);
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    for (const y of [-half, half]) pts.push([b.radius * Math.sin(a), y, b.radius * Math.cos(a)]);
  }
  const c = plan.centre;
  if (c) {
    const hw = c.stone.width / 2 + 1.2;
    const hl = c.stone.length / 2 + 1.2;
    for (const [x, y] of [[-hw, -hl], [hw, -hl], [-hw, hl], [hw, hl]]) pts.push([x, y, b.top]);
  }
  return pts;
}

function render(plan: RingPlan, cam: Camera, fr: Frame, ctx: Ctx, seed: number, glints = 2): string {
  const d = drawRing(plan, cam, ctx, seed);
  const size = 1.1 + (plan.centre ? plan.centre.stone.width * 0.12 : 0.4);
  return group(fr, paint(d.prims) + d.glints.slice(0, glints).map((g) => glint(g, size, glowId(ctx))).join(''));
}

function standingShadow(plan: RingPlan, cam: Camera, fr: Frame, id: string): string {
  const b = ringBounds(plan);
  const [x, y] = onScreen(fr, [0, 0, b.bottom], cam);
  const spread = Math.abs(Math.cos(cam.yaw)) * b.radius * 0.55 + plan.band.width;
  const depth = plan.band.width * 0.7 + Math.abs(Math.sin(cam.yaw)) * b.radius * 0.5;
  return floorShadow(id, x, y, spread * fr.scale, Math.max(depth * Math.sin(cam.pitch) + 0.6, 0.9) * fr.scale);
}

function ringPicture(spec: PieceSpec, view: ProductImageView, tone: HandTone | undefined, width: number, height: number): string {
  const plan = planRing(spec);
  const defs = new Defs();
  const S = PRODUCT_SIZE;
  const seed = spec.seed ?? 0;
  const frame = rotateFrameOf(view);
  if (view === 'hand') return handPicture(plan, tone ?? 1, width, height);
  let body = '';
  let backdrop = studioBackdrop(S, S);
  if (frame !== undefined || view === 'side') {
    const cams = frame !== undefined ? Array.from({ length: 24 }, (_, i) => ({ yaw: rotateYaw(i), pitch: 10 * deg })) : [VIEW_CAMERAS.side];
    const cam = frame !== undefined ? cams[frame] : cams[0];
    const fr = fit(hull(plan), cams, { x: 150, y: 120, w: 700, h: 700 });
    const ctx: Ctx = { px: fr.scale * (width / S), defs };
    body = standingShadow(plan, cam, fr, 'fs') + render(plan, cam, fr, ctx, seed + (frame ?? 0) * 0.37);
  } else if (view === 'top') {
    const cam = VIEW_CAMERAS.top;
    const fr = fit(hull(plan), [cam], { x: 110, y: 170, w: 780, h: 640 });
    const ctx: Ctx = { px: fr.scale * (width / S), defs };
    body = standingShadow(plan, cam, fr, 'fs') + render(plan, cam, fr, ctx, seed);
  } else if (view === 'slider1') {
    const cam = VIEW_CAMERAS.slider1;
    const b = ringBounds(plan);
    const crop = hull(plan).filter((p) => p[2] > b.top - (plan.centre ? 9 : 7));
    const fr = fit(crop, [cam], { x: 60, y: 150, w: 880, h: 700 });
    const ctx: Ctx = { px: fr.scale * (width / S), defs };
    body = render(plan, cam, fr, ctx, seed + 3, 3);
  } else if (view === 'slider2') {
    const box = ringBox(spec.tone, S);
    backdrop = box.backdrop;
    const cam: Camera = { yaw: 0, pitch: 12 * deg };
    const fr = fit(hull(plan), [cam], box.slot);
    const ctx: Ctx = { px: fr.scale * (width / S), defs };
    body = box.behind + `<g clip-path="url(#${box.clipId})">${render(plan, cam, fr, ctx, seed + 1)}</g>` + box.front;
  } else {
    backdrop = silkBackdrop(S, S);
    const cam = VIEW_CAMERAS.slider3;
    const lying: Camera = { ...cam, model: cam.model ?? IDENTITY };
    const fr = fit(hull(plan), [lying], { x: 170, y: 230, w: 660, h: 560 });
    const ctx: Ctx = { px: fr.scale * (width / S), defs };
    const [x, y] = onScreen(fr, [0, 0, 0], lying);
    const r = ringBounds(plan).radius * fr.scale;
    body = floorShadowLying(x, y + r * 0.25, r) + render(plan, lying, fr, ctx, seed + 2);
  }
  return svgDoc(width, height, S, S, backdrop + body, defs.toString());
}

function floorShadowLying(x: number, y: number, r: number): string {
  return floorShadow('ls', x + r * 0.05, y, r * 0.95, r * 0.42, 0.9);
}

/** The SVG of one product picture. */
export function productPicture(spec: PieceSpec, view: ProductImageView, tone: HandTone | undefined, width: number, height: number): string {
  if (isNeckwear(spec.design.style)) return neckwearPicture(spec, view, tone, width, height);
  return ringPicture(spec, view, tone, width, height);
}
