import { gemColourOf, type Chain, type Head, type NeckForm, type RingDesign } from '../../../../domain/catalog/designs.ts';
import { rotateFrameOf, type HandTone, type ProductImageView } from '../../../../domain/catalog/image-names.ts';
import { drawBand, type BandSpec } from './band.ts';
import { drawStone, glint, stoneOf, type Placement, type Stone, type StoneLook } from './gem.ts';
import { gallery, halo, prongs, rim, stroke } from './head.ts';
import { BAR, drawBar, drawOpenHeart, drawStations, openHeartTop, stationAt } from './neck-forms.ts';
import { prongSpots } from './setting.ts';
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
  form: NeckForm;
  head: Head;
  chain: Chain;
  stone: Stone;
  look: StoneLook;
  tone: MetalTone;
  place: Placement;
  /** A small round diamond in a bezel between the drop and the bail (necklace). */
  connector?: { stone: Stone; z: number };
  halo: boolean;
  bailZ: number;
}

/** What a piece of neckwear is, from its design; older designs without a form draw as they always did. */
export function neckFormOf(design: RingDesign): NeckForm {
  return design.form ?? (design.style === 'necklace' ? 'halo-drop' : design.band === 'pave' ? 'halo' : 'solitaire');
}

export function planNeckwear(spec: PieceSpec): NeckPlan {
  const form = neckFormOf(spec.design);
  const stone = stoneOf(spec.shape, spec.carat);
  const withHalo = form === 'halo' || form === 'halo-drop';
  const top = Math.max(...stone.outline.map((p) => p[1])) + (withHalo ? stone.width * 0.072 * 2.6 + 0.3 : 0.35);
  const connector = form === 'drop' || form === 'halo-drop' ? { stone: stoneOf('ROUND', 0.06), z: top + 1.7 } : undefined;
  const bailBase = form === 'open-heart' ? openHeartTop() + 0.2 : connector ? connector.z + 1.6 : top + 0.35;
  return {
    form,
    head: spec.design.head ?? 'four-prong',
    chain: spec.design.chain ?? 'cable',
    stone,
    look: gemColourOf(spec.design) ?? 'diamond',
    tone: spec.tone,
    place: { origin: [0, 0, 0], rot: rotX(90 * deg) },
    connector,
    halo: withHalo,
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
  if (plan.form === 'bar') return { prims: drawBar(tone, cam, ctx, seed), glints: [] };
  if (plan.form === 'station') return { prims: drawStations(tone, cam, ctx, seed, plan.chain), glints: [] };
  if (plan.form === 'open-heart') {
    const prims = drawOpenHeart(tone, plan.look, cam, ctx, seed);
    prims.push(...drawBand(bail(tone), { ...cam, model: rotZ(90 * deg), offset: [0, 0, plan.bailZ] }, ctx));
    return { prims, glints: [] };
  }
  const d = drawStone(stone, place, cam, plan.look, ctx.px, seed);
  const prims = [...d.prims];
  if (plan.halo) prims.push(...halo(stone, place, tone, cam, ctx, false));
  if (plan.head === 'bezel') {
    const wall = Math.max(0.45, stone.width * 0.08);
    prims.push(...rim(stone.outline, place, tone, cam, ctx, -0.08, wall, stone.crownHeight * 0.2, stone.pavilionDepth * 0.8, wall * 0.8));
  } else {
    prims.push(...prongs(stone, place, tone, cam, ctx, stone.pavilionDepth * 0.4, 99, 0.8, prongSpots(stone, plan.head)));
  }
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

/** Where the chain is fastened (mm): the bail, or both ends of a bar or of the stations. */
function fastenings(plan: NeckPlan): V3[] {
  if (plan.form === 'bar') return [[-BAR.half - 0.9, 0, 0], [BAR.half + 0.9, 0, 0]];
  if (plan.form === 'station') return [stationAt(-2.35), stationAt(2.35)];
  return [[0, 0, plan.bailZ + 0.8]];
}

/** Points that bound the pendant (mm). */
function hull(plan: NeckPlan): V3[] {
  if (plan.form === 'bar') return [[-BAR.half - 1, -1, -2], [BAR.half + 1, 1, 2]];
  if (plan.form === 'station') return [[-16, -1, -2], [16, 1, stationAt(2)[2] + 2]];
  if (plan.form === 'open-heart') return [[-6.5, -1, -7], [6.5, 1, plan.bailZ + 1.3]];
  const hw = plan.stone.width / 2 + (plan.halo ? plan.stone.width * 0.2 : 0.6);
  const low = Math.min(...plan.stone.outline.map((p) => p[1])) - (plan.halo ? plan.stone.width * 0.2 : 0.5);
  const top = plan.bailZ + 1.3;
  return [[-hw, 0, low], [hw, 0, low], [-hw, 0, top], [hw, 0, top], [0, -hw, low], [0, hw, top], [0, -hw, top], [0, hw, low]];
}

/** Chain from the bail (or the two ends) up and out of the picture, both sides. */
function chainFromBail(at: readonly V2[], spread: number, top: number, link: number, tone: MetalTone, kind: Chain = 'cable'): string {
  const side = (s: number) => {
    const b = s < 0 ? at[0] : at[at.length - 1];
    const gap = at.length > 1 ? 0 : link * 0.4;
    return chain(
      [
        [b[0] + s * gap, b[1]],
        [b[0] + s * spread * 0.12, b[1] - (b[1] - top) * 0.35],
        [b[0] + s * spread * 0.7, b[1] - (b[1] - top) * 0.75],
        [b[0] + s * spread, top],
      ],
      link,
      tone,
      kind,
    );
  };
  return side(-1) + side(1);
}

const fastenedAt = (plan: NeckPlan, fr: Frame, cam: Camera): V2[] => fastenings(plan).map((p) => onScreen(fr, p, cam));

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
      return { body: pendantGroup(plan, cam, fr, px(fr), seed, 1), bail: fastenedAt(plan, fr, cam), defs, metal: plan.tone };
    });
  }
  let backdrop = studioBackdrop(S, S);
  let body: string;
  const link = (fr: Frame) => Math.max(7, fr.scale * 0.9);
  if (frame !== undefined || view === 'top' || view === 'side') {
    const cams: Camera[] =
      frame !== undefined ? Array.from({ length: 24 }, (_, i) => ({ yaw: (30 + i * 15) * deg, pitch: 6 * deg })) : [view === 'top' ? { yaw: 0, pitch: 0 } : { yaw: 35 * deg, pitch: 8 * deg }];
    const cam = cams[frame ?? 0];
    const wide = plan.form === 'bar' || plan.form === 'station';
    const fr = fit(hull(plan), cams, wide ? { x: 200, y: 430, w: 600, h: 280 } : { x: 330, y: 400, w: 340, h: 420 });
    body = chainFromBail(fastenedAt(plan, fr, cam), 300, -20, link(fr), plan.tone, plan.chain) + pendantGroup(plan, cam, fr, px(fr), seed + (frame ?? 0) * 0.37);
  } else if (view === 'slider1') {
    const cam: Camera = { yaw: 18 * deg, pitch: 10 * deg };
    const fr = fit(hull(plan), [cam], { x: 220, y: 250, w: 560, h: 660 });
    body = chainFromBail(fastenedAt(plan, fr, cam), 240, -30, link(fr), plan.tone, plan.chain) + pendantGroup(plan, cam, fr, px(fr), seed + 3, 3);
  } else if (view === 'slider2') {
    const box = ringBox(spec.tone, S);
    backdrop = box.backdrop;
    const cam: Camera = { yaw: 0, pitch: 0 };
    const fr = fit(hull(plan), [cam], { x: 445, y: 290, w: 110, h: 165 });
    const at = fastenedAt(plan, fr, cam);
    const [a, b] = [at[0], at[at.length - 1]];
    const l = link(fr) * 0.55;
    const loop = chain([[a[0] - 3, a[1]], [a[0] - 110, a[1] - 20], [a[0] - 100, 192], [S / 2, 190]], l, plan.tone, plan.chain) +
      chain([[b[0] + 3, b[1]], [b[0] + 110, b[1] - 20], [b[0] + 100, 192], [S / 2, 190]], l, plan.tone, plan.chain);
    body = box.behind + loop + pendantGroup(plan, cam, fr, px(fr), seed + 1) + box.front;
  } else {
    backdrop = silkBackdrop(S, S);
    const cam: Camera = { yaw: -12 * deg, pitch: 4 * deg };
    const fr = fit(hull(plan), [cam], { x: 400, y: 430, w: 260, h: 330 });
    const at = fastenedAt(plan, fr, cam);
    const [a, b] = [at[0], at[at.length - 1]];
    body =
      chain([[a[0] - 4, a[1]], [a[0] - 120, a[1] - 120], [150, 420], [-20, 180]], link(fr), plan.tone, plan.chain) +
      chain([[b[0] + 4, b[1]], [b[0] + 160, b[1] - 60], [760, 160], [1020, 120]], link(fr), plan.tone, plan.chain) +
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
  const links = chainShape ? chainFromBail(fastenedAt(plan, fr, cam), chainShape.spread, chainShape.top, Math.max(4, fr.scale * 0.9), plan.tone, plan.chain) : '';
  return links + pendantGroup(plan, cam, fr, ctx, spec.seed ?? 0);
}
