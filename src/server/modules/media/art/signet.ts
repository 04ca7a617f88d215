import { apply, pathOf, screen, toCamera, toCameraDir, type Camera, type Prim, type V2 } from './math3d.ts';
import type { BandSpec } from './band.ts';
import type { BandStones } from './band-stones.ts';
import type { Placement } from './gem.ts';
import { offsetOutline, rim } from './head.ts';
import { melee } from './melee.ts';
import { metalStop, type Finish } from './metal.ts';
import { f3, type Ctx } from './svg.ts';

/** A signet's face: a cushion or oval table of metal on top of the band, polished or brushed, perhaps with a flush diamond. */
export interface SignetPlan {
  shape: 'cushion' | 'oval';
  band: BandSpec;
  finish: Finish;
  stone?: BandStones;
}

function outlineOf(shape: SignetPlan['shape']): V2[] {
  const [w, l] = shape === 'cushion' ? [12, 11] : [10, 13];
  const n = shape === 'cushion' ? 4.5 : 2;
  return Array.from({ length: 40 }, (_, i): V2 => {
    const a = (i / 40) * Math.PI * 2;
    const p = (v: number) => Math.sign(v) * Math.abs(v) ** (2 / n);
    return [p(Math.cos(a)) * w * 0.5, p(Math.sin(a)) * l * 0.5];
  });
}

/** Height of the face above the ring's centre. */
export const signetTop = (plan: SignetPlan): number => plan.band.innerRadius + plan.band.thickness + 1.1;

export function signetFace(plan: SignetPlan, cam: Camera, ctx: Ctx): Prim[] {
  const tone = plan.band.metal.tone;
  const z = signetTop(plan);
  const pl: Placement = { origin: [0, 0, z], rot: [[1, 0, 0], [0, 1, 0], [0, 0, 1]] };
  const outline = outlineOf(plan.shape);
  const prims = rim(outline, pl, tone, cam, ctx, -0.9, 0, 0, 2.6, -0.4);
  const face = offsetOutline(outline, -0.85).map((o) => toCamera([o.p[0], o.p[1], z], cam));
  const n = toCameraDir([0, 0, 1], cam);
  if (n[2] > 0) {
    const matte = plan.finish !== 'polished';
    const lit = metalStop(tone, matte ? 0.72 : 0.95);
    const dim = metalStop(tone, matte ? 0.5 : 0.62);
    const id = ctx.defs.next('sg');
    const ys = face.map((p) => -p[1]);
    prims.push({
      z: face.reduce((t, p) => t + p[2], 0) / face.length + 0.1,
      svg:
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f3(Math.min(...ys))}" x2="0" y2="${f3(Math.max(...ys))}"><stop offset="0" stop-color="${lit}"/><stop offset="1" stop-color="${dim}"/></linearGradient>` +
        `<path d="${pathOf(face.map(screen))}" fill="url(#${id})"/>`,
    });
  }
  if (plan.stone) {
    const r = 1.9;
    const collar = Array.from({ length: 24 }, (_, i): V2 => [Math.cos((i / 24) * Math.PI * 2) * r * 1.05, Math.sin((i / 24) * Math.PI * 2) * r * 1.05]);
    prims.push(...rim(collar, pl, tone, cam, ctx, 0, 0.7, 0.05, 0.2, 0.6, 'polished').map((p) => ({ ...p, z: p.z + 0.15 })));
    prims.push(...melee(apply(pl.rot, [0, 0, z + 0.02]), [0, 0, 1], [1, 0, 0], r, cam, ctx, tone, 7, plan.stone.look ?? 'diamond', false).map((p) => ({ ...p, z: p.z + 0.2 })));
  }
  // the face sits on top of the band: nothing of the band shows through it
  return prims.map((p) => ({ ...p, z: p.z + 2 }));
}
