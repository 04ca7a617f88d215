import { gemColourOf } from '../../../../domain/designs.ts';
import { rotateFrameOf, type HandTone, type ProductImageView } from '../../../../domain/image-names.ts';
import { drawBand, type BandSpec } from './band.ts';
import { drawStone, glint, stoneOf, type Placement, type Stone, type StoneLook } from './gem.ts';
import { gallery, halo, prongs, stroke } from './head.ts';
import { neckPicture } from './hand.ts';
import { apply, IDENTITY, paint, rotX, rotZ, toCameraDir, type Camera, type Prim, type V2, type V3 } from './math3d.ts';
import { metalColour, type MetalTone } from './metal.ts';
import { chain, ringBox, silkBackdrop } from './props.ts';
import type { PieceSpec } from './ring.ts';
import { fit, group, onScreen, studioBackdrop, type Frame } from './studio.ts';
import { Defs, glowId, svgDoc, type Ctx } from './svg.ts';

/** Pendants and necklaces: the stone faces the viewer, hangs from a bail, and a fine chain rises from it. */

const deg = Math.PI / 180;
const S = 1000;

export interface NeckPlan {
  stone: Stone;
  look: StoneLook;
  tone: MetalTone;
  place: Placement;
  /** A small round diamond in a bezel between the drop and the bail (necklace). */
  connector?: { stone: Stone; z: number };
  halo: boolean;
  bailZ: number;
}

export function planNeckwear(spec: PieceSpec): NeckPlan {
  const stone = stoneOf(spec.shape, spec.carat);
  const isNecklace = spec.design.style === 'necklace';
  const top = Math.max(...stone.outline.map((p) => p[1])) + (isNecklace ? stone.width * 0.072 * 2.6 + 0.3 : 0.35);
  const connector = isNecklace ? { stone: stoneOf('ROUND', 0.06), z: top + 1.7 } : undefined;
  const bailBase = connector ? connector.z + 1.6 : top + 0.35;
  return {
    stone,
    look: gemColourOf(spec.design) ?? 'diamond',
    tone: spec.tone,
    place: { origin: [0, 0, 0], rot: rotX(90 * deg) },
    connector,
    halo: isNecklace,
    bailZ: bailBase + 0.9,
  };
}

const bail = (tone: MetalTone): BandSpec => ({
  innerRadius: 0.75,
  thickness: 0.45,
  width: 1.1,
  bottomScale: 1,
  profile: 'court',
  metal: { tone, finish: 'polished' },
});

/** The pendant itself (no chain) for this camera, in millimetres. */
export function drawPendant(plan: NeckPlan, cam: Camera, ctx: Ctx, seed = 0): { prims: Prim[]; glints: V2[] } {
  const { stone, place, tone } = plan;
  const d = drawStone(stone, place, cam, plan.look, ctx.px, seed);
  const prims = [...d.prims];
  if (plan.halo) prims.push(...halo(stone, place, tone, cam, ctx, false));
  prims.push(...prongs(stone, place, tone, cam, ctx, stone.pavilionDepth * 0.4, 99, 0.8));
  prims.push(...gallery(stone, place, tone, cam, stone.pavilionDepth * 0.4, 0.8));
  if (plan.connector) {
    const c = plan.connector;
    const cp: Placement = { origin: [0, 0, c.z], rot: place.rot };
    prims.push(...drawStone(c.stone, cp, cam, 'diamond', ctx.px, seed + 4).prims);
    const bezel: BandSpec = { ...bail(tone), innerRadius: c.stone.width / 2 + 0.02, thickness: 0.32, width: 0.9 };
    prims.push(...drawBand(bezel, { ...cam, model: IDENTITY, offset: [0, -0.15, c.z] }, ctx));
    const link: BandSpec = { ...bail(tone), innerRadius: 0.35, thickness: 0.25, width: 0.35 };
    prims.push(...drawBand(link, { ...cam, model: rotZ(90 * deg), offset: [0, 0, (c.z + stone.length / 2) / 2 + 0.5] }, ctx));
  }
  prims.push(...drawBand(bail(tone), { ...cam, model: rotZ(90 * deg), offset: [0, 0, plan.bailZ] }, ctx));
  // the peg that joins the stone's setting (or the connector) to the bail
  const from = plan.connector ? plan.connector.z + plan.connector.stone.width / 2 : topAtCentre(stone) + (plan.halo ? stone.width * 0.16 : 0);
  const bottom = plan.bailZ - bail(tone).innerRadius - bail(tone).thickness * 0.6;
  const peg = metalColour(toCameraDir(apply(IDENTITY, [0.3, -0.9, 0.2]), cam), tone);
  prims.push(stroke([0, 0.15, from - 0.2], [0, 0.15, bottom], 0.5, peg, cam));
  return { prims, glints: d.glints };
}

/** Height of the stone's outline above its centre, on the vertical through the centre (a heart's cleft). */
function topAtCentre(stone: Stone): number {
  const upper = stone.outline.filter((p) => p[1] > 0).sort((a, b) => Math.abs(a[0]) - Math.abs(b[0]));
  return upper.length ? upper[0][1] : stone.length / 2;
}

/** Points that bound the pendant (mm). */
function hull(plan: NeckPlan): V3[] {
  const hw = plan.stone.width / 2 + (plan.halo ? plan.stone.width * 0.2 : 0.6);
  const low = Math.min(...plan.stone.outline.map((p) => p[1])) - (plan.halo ? plan.stone.width * 0.2 : 0.5);
  const top = plan.bailZ + 1.3;
  return [[-hw, 0, low], [hw, 0, low], [-hw, 0, top], [hw, 0, top], [0, -hw, low], [0, hw, top], [0, -hw, top], [0, hw, low]];
}

/** Chain from the bail up and out of the picture, both sides. */
function chainFromBail(b: V2, spread: number, top: number, link: number, tone: MetalTone): string {
  const side = (s: number) =>
    chain(
      [
        [b[0] + s * link * 0.4, b[1]],
        [b[0] + s * spread * 0.12, b[1] - (b[1] - top) * 0.35],
        [b[0] + s * spread * 0.7, b[1] - (b[1] - top) * 0.75],
        [b[0] + s * spread, top],
      ],
      link,
      tone,
    );
  return side(-1) + side(1);
}

function pendantGroup(plan: NeckPlan, cam: Camera, fr: Frame, ctx: Ctx, seed: number, glints = 2): string {
  const d = drawPendant(plan, cam, ctx, seed);
  return group(fr, paint(d.prims) + d.glints.slice(0, glints).map((g) => glint(g, 1.2 + plan.stone.width * 0.12, glowId(ctx))).join(''));
}

export function neckwearPicture(spec: PieceSpec, view: ProductImageView, tone: HandTone | undefined, width: number, height: number): string {
  const plan = planNeckwear(spec);
  const defs = new Defs();
  const seed = spec.seed ?? 0;
  const frame = rotateFrameOf(view);
  const px = (fr: Frame): Ctx => ({ px: fr.scale * (width / S), defs });
  if (view === 'hand') {
    return neckPicture(tone ?? 1, width, height, (box) => {
      const cam: Camera = { yaw: 0, pitch: 0 };
      const fr = fit(hull(plan), [cam], box);
      return { body: pendantGroup(plan, cam, fr, px(fr), seed, 1), bail: onScreen(fr, [0, 0, plan.bailZ + 1], cam), defs, metal: plan.tone };
    });
  }
  let backdrop = studioBackdrop(S, S);
  let body: string;
  const link = (fr: Frame) => Math.max(7, fr.scale * 0.9);
  if (frame !== undefined || view === 'top' || view === 'side') {
    const cams: Camera[] =
      frame !== undefined ? Array.from({ length: 24 }, (_, i) => ({ yaw: (30 + i * 15) * deg, pitch: 6 * deg })) : [view === 'top' ? { yaw: 0, pitch: 0 } : { yaw: 35 * deg, pitch: 8 * deg }];
    const cam = cams[frame ?? 0];
    const fr = fit(hull(plan), cams, { x: 330, y: 400, w: 340, h: 420 });
    const b = onScreen(fr, [0, 0, plan.bailZ + 0.8], cam);
    body = chainFromBail(b, 300, -20, link(fr), plan.tone) + pendantGroup(plan, cam, fr, px(fr), seed + (frame ?? 0) * 0.37);
  } else if (view === 'slider1') {
    const cam: Camera = { yaw: 18 * deg, pitch: 10 * deg };
    const fr = fit(hull(plan), [cam], { x: 220, y: 250, w: 560, h: 660 });
    const b = onScreen(fr, [0, 0, plan.bailZ + 0.8], cam);
    body = chainFromBail(b, 240, -30, link(fr), plan.tone) + pendantGroup(plan, cam, fr, px(fr), seed + 3, 3);
  } else if (view === 'slider2') {
    const box = ringBox(spec.tone, S);
    backdrop = box.backdrop;
    const cam: Camera = { yaw: 0, pitch: 0 };
    const fr = fit(hull(plan), [cam], { x: 445, y: 290, w: 110, h: 165 });
    const b = onScreen(fr, [0, 0, plan.bailZ + 0.8], cam);
    const l = link(fr) * 0.55;
    const loop = chain([[b[0] - 3, b[1]], [b[0] - 110, b[1] - 20], [b[0] - 100, 192], [S / 2, 190]], l, plan.tone) +
      chain([[b[0] + 3, b[1]], [b[0] + 110, b[1] - 20], [b[0] + 100, 192], [S / 2, 190]], l, plan.tone);
    body = box.behind + loop + pendantGroup(plan, cam, fr, px(fr), seed + 1) + box.front;
  } else {
    backdrop = silkBackdrop(S, S);
    const cam: Camera = { yaw: -12 * deg, pitch: 4 * deg };
    const fr = fit(hull(plan), [cam], { x: 400, y: 430, w: 260, h: 330 });
    const b = onScreen(fr, [0, 0, plan.bailZ + 0.8], cam);
    body =
      chain([[b[0] - 4, b[1]], [b[0] - 120, b[1] - 120], [150, 420], [-20, 180]], link(fr), plan.tone) +
      chain([[b[0] + 4, b[1]], [b[0] + 160, b[1] - 60], [760, 160], [1020, 120]], link(fr), plan.tone) +
      pendantGroup(plan, cam, fr, px(fr), seed + 2);
  }
  return svgDoc(width, height, S, S, backdrop + body, defs.toString());
}

/** A pendant fitted into a box of a picture, with its chain rising `rise` drawing units and spreading `spread`. */
export function pendantArt(
  spec: PieceSpec,
  cam: Camera,
  box: { x: number; y: number; w: number; h: number },
  defs: Defs,
  unitPx: number,
  chainShape: { spread: number; top: number } | false = false,
): string {
  const plan = planNeckwear(spec);
  const fr = fit(hull(plan), [cam], box);
  const ctx: Ctx = { px: fr.scale * unitPx, defs };
  const b = onScreen(fr, [0, 0, plan.bailZ + 0.8], cam);
  const links = chainShape ? chainFromBail(b, chainShape.spread, chainShape.top, Math.max(4, fr.scale * 0.9), plan.tone) : '';
  return links + pendantGroup(plan, cam, fr, ctx, spec.seed ?? 0);
}
