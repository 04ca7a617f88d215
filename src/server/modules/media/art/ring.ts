import { bandFinishOf, gemColourOf, hasCentreStone, type RingDesign } from '../../../../domain/catalog/designs.ts';
import type { DrawnMetal } from '../../../../domain/catalog/metals.ts';
import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { drawBand, type BandSpec } from './band.ts';
import type { BandStones } from './band-stones.ts';
import type { DiamondTone } from '../../../../domain/diamonds/tone.ts';
import { diamondLook, drawStone, stoneOf, type Placement, type Stone, type StoneLook } from './gem.ts';
import { drawHead, drawSides, headOf, type HeadPlan } from './setting.ts';
import { IDENTITY, matMul, rotY, rotZ, type Camera, type Prim, type V2 } from './math3d.ts';
import { secondTone } from './metal.ts';
import { signetFace, signetTop, type SignetPlan } from './signet.ts';
import type { Ctx } from './svg.ts';

/** One piece to draw: its design, metal colour, stone shape and centre-stone carat. */
export interface PieceSpec {
  design: RingDesign;
  tone: DrawnMetal;
  shape: ShapeCode;
  carat: number;
  /** The centre diamond's tone (a gemstone design keeps its gem's colour); unset draws it near-colourless. */
  stone?: DiamondTone;
  seed?: number;
}

const INNER = 8.6; // ring size M½ / US 6½: 17.2 mm across

export interface StonePlan {
  stone: Stone;
  place: Placement;
  look: StoneLook;
}
export interface RingPlan {
  band: BandSpec;
  /** Further bands: a twist's second strand, a bridal set's wedding band. */
  more: BandSpec[];
  centre?: StonePlan;
  sides: StonePlan[];
  /** How the side stones are held: claws (round, pear) or a channel (baguettes). */
  sideKind: 'round' | 'bezel-round' | 'pear' | 'baguette';
  head: HeadPlan;
  signet?: SignetPlan;
}

const COVER: Record<string, number> = { top: 1.0, half: Math.PI / 2, 'three-quarter': Math.PI * 0.75, full: Math.PI * 2 };

function stonesFor(design: RingDesign, band: BandSpec): BandStones | undefined {
  const finish = bandFinishOf(design);
  const stoneKinds: Record<string, BandStones['kind']> = { pave: 'pave', channel: 'channel', groove: 'groove', baguette: 'baguette', 'step-cut': 'step-cut', flush: 'flush' };
  const kind = stoneKinds[finish];
  if (!kind) return undefined;
  const radius = kind === 'flush' ? Math.min(1.1, band.width * 0.2) : kind === 'step-cut' ? 1.5 : Math.min(0.78, band.width * 0.36);
  if (kind === 'flush') return { kind, from: 0, to: 0, radius, count: design.coverage === 'three' ? 3 : 1 };
  const centre = hasCentreStone(design.style);
  const defaultTo = design.style === 'eternity' ? Math.PI * 2 : design.style === 'curved' ? 1.25 : 1.45;
  const to = design.coverage ? (COVER[design.coverage] ?? defaultTo) : defaultTo;
  return { kind, from: centre && to < Math.PI * 2 ? 0.42 : 0, to, radius };
}

function bandFor(design: RingDesign, tone: DrawnMetal): BandSpec {
  const metal = { tone, finish: 'polished' as const };
  const finish = bandFinishOf(design);
  const base: BandSpec = { innerRadius: INNER, thickness: 1.6, width: 1.9, bottomScale: 1.15, profile: 'court', metal };
  const men = { thickness: 2, bottomScale: 1, innerRadius: 10 };
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
    'men-classic': { ...men, width: 6, thickness: 2.1 },
    'men-matte': { ...men, width: 6, profile: 'flat' },
    'men-mixed-metal': { ...men, width: 6.5, profile: 'flat', grooves: true },
    'men-unique': { ...men, width: 7, thickness: 2.1, profile: 'flat' },
    pendant: {},
    necklace: {},
  };
  const band: BandSpec = { ...base, ...styled[design.style] };
  if (design.width) band.width = Number(design.width);
  if (design.profile || (design.shank && design.shank !== 'round')) {
    band.profile = design.profile ?? 'court';
    band.grooves = finish === 'groove';
  }
  if (finish === 'matte' || finish === 'brushed' || finish === 'wood-grain') band.metal = { tone, finish: 'matte' };
  if (finish === 'sandblasted') band.metal = { tone, finish: 'sandblasted' };
  if (finish === 'satin-centre') band.stripe = { material: { tone, finish: 'matte' }, half: 0.27 };
  if (finish === 'inlay') band.stripe = { material: { tone: 'inlay', finish: 'matte' }, half: 0.24 };
  if (finish === 'wood-grain') band.grain = true;
  if (finish === 'groove') band.grooves = true;
  if (finish === 'milgrain') band.milgrain = true;
  if (finish === 'twotone') band.stripe = { material: { tone: secondTone(tone), finish: band.metal.finish }, half: band.width > 4 ? 0.17 : 0.22 };
  const shank = design.shank ?? (design.style === 'curved' ? 'curved' : 'round');
  if (shank === 'curved') band.contour = 1.6;
  if (shank === 'v-contour') Object.assign(band, { contour: 2.1, contourShape: 'v' });
  if (shank === 'wave') band.wave = 0.9;
  if (shank === 'open') band.gap = 0.75;
  if (shank.startsWith('signet')) Object.assign(band, { width: Math.max(band.width, 7), bottomScale: 0.6, thickness: 2.2 });
  band.stones = stonesFor(design, band);
  if (shank === 'open') band.stones = { kind: 'channel', from: 0.43, to: 0.43 + 1.8 / (INNER + band.thickness), radius: 0.8 };
  return band;
}

/** A bridal set's wedding band, beside the engagement ring's band. */
function setBand(design: RingDesign, ring: BandSpec, centre: Stone): BandSpec | undefined {
  if (!design.set || design.set === 'none') return undefined;
  const width = Math.max(1.8, ring.width);
  const band: BandSpec = { ...ring, width, bottomScale: 1, stripe: undefined, milgrain: false, contour: undefined, stones: undefined, axial: ring.width / 2 + width / 2 + 0.15 };
  if (design.set !== 'plain-band') band.stones = { kind: 'pave', from: 0, to: 1.45, radius: Math.min(0.75, width * 0.3) };
  if (design.set === 'curved-pave-band') band.contour = centre.length / 2 + 0.4;
  return band;
}

/** The two strands of a twisted band. */
function twist(band: BandSpec): BandSpec[] {
  const strand = { ...band, width: band.width * 0.56, thickness: band.thickness * 0.85 };
  const amp = band.width * 0.24;
  return [
    { ...strand, twist: { amp, turns: 3, phase: 0 } },
    { ...strand, innerRadius: band.innerRadius + 0.04, stones: undefined, twist: { amp, turns: 3, phase: Math.PI } },
  ];
}

/** Where the band, the head and the stones sit for a piece. */
export function planRing(spec: PieceSpec): RingPlan {
  const { design, tone } = spec;
  let band = bandFor(design, tone);
  const more: BandSpec[] = [];
  if (design.shank === 'twist') {
    const [a, b] = twist(band);
    band = a;
    more.push(b);
  }
  const head = headOf(design);
  const sideKind = design.sides && design.sides !== 'none' ? design.sides : 'round';
  const plan: RingPlan = { band, more, sides: [], sideKind, head };
  if (design.shank === 'signet-cushion' || design.shank === 'signet-oval') {
    // a diamond is gypsy-set in a brushed face, so it shines against the satin metal
    const finish = band.stones ? 'matte' : band.metal.finish;
    plan.signet = { shape: design.shank === 'signet-oval' ? 'oval' : 'cushion', band, finish, stone: band.stones };
    band.stones = undefined;
  }
  if (!hasCentreStone(design.style)) return plan;
  const look: StoneLook = gemColourOf(design) ?? diamondLook(spec.stone ?? 'white');
  const small = head.kind === 'cluster' || head.kind === 'floral';
  const stone = stoneOf(spec.shape, spec.carat * (small ? 0.3 : 1));
  const top = band.innerRadius + band.thickness;
  const withSides = design.sides ? design.sides !== 'none' : design.style === 'three-stone';
  const lift = withSides ? 0.7 : small ? 0.9 : head.kind === 'tulip' ? 0.2 : 0.45;
  plan.centre = { stone, look, place: { origin: [0, 0, top + stone.pavilionDepth + lift], rot: IDENTITY } };
  const extra = setBand(design, band, stone);
  if (extra) more.push(extra);
  if (withSides) {
    const kind = plan.sideKind;
    const sideShape: ShapeCode = kind === 'pear' ? 'PEAR' : kind === 'baguette' ? 'EMERALD' : ['PEAR', 'HEART', 'MARQUISE'].includes(spec.shape) ? 'ROUND' : spec.shape;
    const side = stoneOf(sideShape, spec.carat * (kind === 'baguette' ? 0.22 : 0.38));
    const round = kind === 'round' || kind === 'bezel-round';
    const along = round ? side.width : side.length;
    const r = top + side.pavilionDepth + 0.3;
    const angle = (stone.width / 2 + (kind === 'baguette' ? 0.2 : 0.45) + along / 2) / r;
    for (const s of [-1, 1]) {
      const a = s * angle;
      const turn = round ? IDENTITY : rotZ((-s * Math.PI) / 2); // pears point in, towards the centre stone
      plan.sides.push({ stone: side, look: 'diamond', place: { origin: [r * Math.sin(a), 0, r * Math.cos(a)], rot: matMul(rotY(a), turn) } });
    }
  }
  return plan;
}

/** Extent of the piece (mm): radius round the vertical axis, highest and lowest points. */
export function ringBounds(plan: RingPlan): { radius: number; top: number; bottom: number } {
  const b = plan.band;
  const radius = b.innerRadius + b.thickness * Math.max(1, b.bottomScale);
  const c = plan.centre;
  const top = c ? c.place.origin[2] + c.stone.crownHeight + 0.4 : plan.signet ? signetTop(plan.signet) + 0.2 : b.innerRadius + b.thickness;
  return { radius, top, bottom: -(b.innerRadius + b.thickness * b.bottomScale) };
}

export interface Drawn {
  prims: Prim[];
  glints: V2[];
}

export function drawRing(plan: RingPlan, cam: Camera, ctx: Ctx, seed = 0): Drawn {
  const tone = plan.band.metal.tone;
  const prims = drawBand(plan.band, cam, ctx);
  for (const b of plan.more) prims.push(...drawBand(b, cam, ctx));
  if (plan.signet) prims.push(...signetFace(plan.signet, cam, ctx));
  const glints: V2[] = [];
  const seat = (s: StonePlan) => Math.hypot(...s.place.origin) - (plan.band.innerRadius + plan.band.thickness) + 0.05;
  const spread = plan.band.width * 0.45;
  for (const s of plan.sides) {
    const d = drawStone(s.stone, s.place, cam, s.look, ctx.px, seed + 5);
    prims.push(...d.prims, ...drawSides(plan, s, cam, ctx, seat(s), spread));
    glints.push(...d.glints.slice(0, 1));
  }
  const c = plan.centre;
  if (c) {
    const d = drawStone(c.stone, c.place, cam, c.look, ctx.px, seed);
    prims.push(...d.prims, ...drawHead(plan, c, tone, cam, ctx, seat(c), spread));
    glints.unshift(...d.glints.slice(0, 2));
  }
  return { prims, glints };
}
