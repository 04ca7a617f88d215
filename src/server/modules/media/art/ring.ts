import { bandFinishOf, gemColourOf, hasCentreStone, type RingDesign } from '../../../../domain/designs.ts';
import type { ImageColour } from '../../../../domain/metals.ts';
import type { ShapeCode } from '../../../../domain/shapes.ts';
import { drawBand, type BandSpec } from './band.ts';
import { drawStone, stoneOf, type Placement, type Stone, type StoneLook } from './gem.ts';
import { gallery, halo, prongs } from './head.ts';
import { IDENTITY, rotY, type Camera, type Prim, type V2 } from './math3d.ts';
import { secondTone } from './metal.ts';
import type { Ctx } from './svg.ts';

/** One piece to draw: its design, metal colour, stone shape and centre-stone carat. */
export interface PieceSpec {
  design: RingDesign;
  tone: ImageColour;
  shape: ShapeCode;
  carat: number;
  seed?: number;
}

const INNER = 8.6; // ring size M½ / US 6½: 17.2 mm across

interface StonePlan {
  stone: Stone;
  place: Placement;
  look: StoneLook;
}
export interface RingPlan {
  band: BandSpec;
  centre?: StonePlan;
  sides: StonePlan[];
  halo?: 'top' | 'hidden';
}

function bandFor(design: RingDesign, tone: ImageColour): BandSpec {
  const metal = { tone, finish: 'polished' as const };
  const finish = bandFinishOf(design);
  const base: BandSpec = { innerRadius: INNER, thickness: 1.6, width: 1.9, bottomScale: 1.15, profile: 'court', metal };
  const styled: Record<RingDesign['style'], Partial<BandSpec>> = {
    solitaire: {},
    halo: {},
    'three-stone': { width: 2.1 },
    'pave-solitaire': { width: 2.0 },
    'hidden-halo': {},
    'gemstone-ring': { width: 2.1 },
    'classic-band': { width: 2.6, thickness: 1.7, bottomScale: 1 },
    eternity: { width: 2.5, thickness: 1.8, bottomScale: 1 },
    curved: { width: 2.0, bottomScale: 1.1, contour: 1.6 },
    'modern-band': { width: 3.2, thickness: 1.7, bottomScale: 1, profile: 'flat', grooves: true },
    'men-classic': { width: 6, thickness: 2.1, bottomScale: 1, innerRadius: 10 },
    'men-matte': { width: 6, thickness: 2, bottomScale: 1, innerRadius: 10, profile: 'flat' },
    'men-mixed-metal': { width: 6.5, thickness: 2, bottomScale: 1, innerRadius: 10, profile: 'flat', grooves: true },
    'men-unique': { width: 7, thickness: 2.1, bottomScale: 1, innerRadius: 10, profile: 'flat', stripe: { material: { tone: 'inlay', finish: 'matte' }, half: 0.24 } },
    pendant: {},
    necklace: {},
  };
  const band: BandSpec = { ...base, ...styled[design.style] };
  if (finish === 'matte') band.metal = { tone, finish: 'matte' };
  if (finish === 'milgrain') band.milgrain = true;
  if (finish === 'twotone') band.stripe = { material: { tone: secondTone(tone), finish: band.metal.finish }, half: band.width > 4 ? 0.17 : 0.22 };
  if (finish === 'pave') {
    const radius = Math.min(0.75, band.width * 0.3);
    const all = design.style === 'eternity';
    const from = hasCentreStone(design.style) ? 0.42 : 0;
    band.pave = { from, to: all ? Math.PI * 2 : design.style === 'curved' ? 1.25 : 1.45, radius };
  }
  return band;
}

/** Where the band, the head and the stones sit for a piece. */
export function planRing(spec: PieceSpec): RingPlan {
  const { design, tone } = spec;
  const band = bandFor(design, tone);
  const plan: RingPlan = { band, sides: [] };
  if (!hasCentreStone(design.style)) return plan;
  const look: StoneLook = gemColourOf(design) ?? 'diamond';
  const stone = stoneOf(spec.shape, spec.carat);
  const top = band.innerRadius + band.thickness;
  const lift = design.style === 'three-stone' ? 0.7 : 0.45;
  plan.centre = { stone, look, place: { origin: [0, 0, top + stone.pavilionDepth + lift], rot: IDENTITY } };
  if (design.style === 'halo' || design.style === 'gemstone-ring') plan.halo = 'top';
  if (design.style === 'hidden-halo') plan.halo = 'hidden';
  if (design.style === 'three-stone') {
    const sideShape: ShapeCode = ['PEAR', 'HEART', 'MARQUISE'].includes(spec.shape) ? 'ROUND' : spec.shape;
    const side = stoneOf(sideShape, spec.carat * 0.38);
    const r = top + side.pavilionDepth + 0.3;
    const angle = (stone.width / 2 + 0.45 + side.width / 2) / r;
    for (const s of [-1, 1]) {
      const a = s * angle;
      plan.sides.push({ stone: side, look, place: { origin: [r * Math.sin(a), 0, r * Math.cos(a)], rot: rotY(a) } });
    }
  }
  return plan;
}

/** Extent of the piece (mm): radius round the vertical axis, highest and lowest points. */
export function ringBounds(plan: RingPlan): { radius: number; top: number; bottom: number } {
  const b = plan.band;
  const radius = b.innerRadius + b.thickness * Math.max(1, b.bottomScale);
  const c = plan.centre;
  const top = c ? c.place.origin[2] + c.stone.crownHeight + 0.4 : b.innerRadius + b.thickness;
  return { radius, top, bottom: -(b.innerRadius + b.thickness * b.bottomScale) };
}

export interface Drawn {
  prims: Prim[];
  glints: V2[];
}

export function drawRing(plan: RingPlan, cam: Camera, ctx: Ctx, seed = 0): Drawn {
  const tone = plan.band.metal.tone;
  const prims = drawBand(plan.band, cam, ctx);
  const glints: V2[] = [];
  const seat = (s: StonePlan) => Math.hypot(...s.place.origin) - (plan.band.innerRadius + plan.band.thickness) + 0.05;
  const spread = plan.band.width * 0.45;
  for (const s of plan.sides) {
    const d = drawStone(s.stone, s.place, cam, s.look, ctx.px, seed + 5);
    prims.push(...d.prims, ...prongs(s.stone, s.place, tone, cam, ctx, seat(s), spread));
    glints.push(...d.glints.slice(0, 1));
  }
  const c = plan.centre;
  if (c) {
    const d = drawStone(c.stone, c.place, cam, c.look, ctx.px, seed);
    prims.push(...d.prims);
    if (plan.halo) prims.push(...halo(c.stone, c.place, tone, cam, ctx, plan.halo === 'hidden'));
    prims.push(...prongs(c.stone, c.place, tone, cam, ctx, seat(c), spread, plan.halo ? 0.6 : 0.42));
    prims.push(...gallery(c.stone, c.place, tone, cam, c.stone.pavilionDepth * 0.55, plan.halo === 'top' ? 0.8 : 0.72));
    glints.unshift(...d.glints.slice(0, 2));
  }
  return { prims, glints };
}
