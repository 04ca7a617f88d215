import { isNeckwear } from '../../../../domain/catalog/designs.ts';
import { rotateFrameOf, type HandTone, type ProductImageView } from '../../../../domain/catalog/image-names.ts';
import { hull, renderRing as render, standingShadow } from './compose.ts';
import { handPicture } from './hand.ts';
import { IDENTITY, matMul, rotX, rotZ, type Camera } from './math3d.ts';
import { neckwearPicture } from './pendant.ts';
import { planRing, ringBounds, type PieceSpec } from './ring.ts';
import { ringBox, silkBackdrop } from './props.ts';
import { fit, floorShadow, onScreen, studioBackdrop } from './studio.ts';
import { Defs, svgDoc, type Ctx } from './svg.ts';

/** Product pictures: the piece in the studio from the top, the side, turning (360°), close up, boxed, worn. */

export const PRODUCT_SIZE = 1000; // drawing units of the square picture
const deg = Math.PI / 180;

/** Yaw of a 360° frame: the turn starts from a three-quarter view. */
export const rotateYaw = (frame: number): number => (30 + frame * 15) * deg;

const VIEW_CAMERAS: Record<string, Camera> = {
  top: { yaw: 0, pitch: 70 * deg },
  side: { yaw: 32 * deg, pitch: 18 * deg },
  slider1: { yaw: 24 * deg, pitch: 32 * deg },
  slider3: { yaw: 0, pitch: 38 * deg, model: matMul(rotZ(-40 * deg), rotX(90 * deg)) },
};

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
    const cams = frame !== undefined ? Array.from({ length: 24 }, (_, i) => ({ yaw: rotateYaw(i), pitch: 16 * deg })) : [VIEW_CAMERAS.side];
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
