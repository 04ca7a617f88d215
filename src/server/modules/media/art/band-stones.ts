import { add, cross, mul, norm, pathOf, screen, toCamera, toCameraDir, type Camera, type Prim, type V3 } from './math3d.ts';
import { bandAt, type BandSpec } from './band.ts';
import { stoneColour, type StoneLook } from './gem.ts';
import { melee } from './melee.ts';
import { metalStop, type MetalTone } from './metal.ts';
import { f3, hash, type Ctx } from './svg.ts';

/**
 * Stones set into a band: pavé (round diamonds held by beads), a channel (rounds between the band's rails, no
 * beads), a groove, baguettes between rounds, step (emerald) cuts end to end, or one or three flush-set diamonds.
 */
export interface BandStones {
  kind: 'pave' | 'channel' | 'groove' | 'baguette' | 'step-cut' | 'flush';
  /** Angle range from the top (radians) on both sides; `to` of 2π or more goes all round. */
  from: number;
  to: number;
  radius: number;
  /** Flush stones: how many across the top (1 or 3). */
  count?: number;
  look?: StoneLook;
}

interface Seat {
  centre: V3;
  normal: V3;
  along: V3;
}

function seatAt(spec: BandSpec, phi: number, u = 0): Seat {
  const b = bandAt(spec, phi);
  const r = spec.innerRadius + b.thickness * (spec.profile === 'knife-edge' ? 0.8 : 0.995);
  return {
    centre: [r * Math.sin(phi), b.shift + u * b.width, r * Math.cos(phi)],
    normal: [Math.sin(phi), 0, Math.cos(phi)],
    along: [Math.cos(phi), 0, -Math.sin(phi)],
  };
}

/** The angles of stones spaced `step` apart over a range (both sides of the top, or all round). */
function anglesOf(s: BandStones, step: number): number[] {
  if (s.to >= Math.PI * 2 - 1e-6) {
    const n = Math.round((Math.PI * 2) / step);
    return Array.from({ length: n }, (_, i) => (i * Math.PI * 2) / n);
  }
  if (s.from <= 0) {
    const n = Math.floor(s.to / step);
    return [0, ...Array.from({ length: n }, (_, i) => [(i + 1) * step, -(i + 1) * step]).flat()];
  }
  const span = s.to - s.from;
  const count = Math.max(1, Math.floor(span / step));
  const start = s.from + (span - count * step) / 2 + step / 2;
  const half = Array.from({ length: count }, (_, i) => start + i * step);
  return [...half, ...half.map((a) => -a)];
}

/** A step-cut stone lying in the band: an outer rectangle of pavilion colour and a stepped table. */
function stepStone(seat: Seat, halfAlong: number, halfAcross: number, cam: Camera, ctx: Ctx, tone: MetalTone, seed: number, look: StoneLook): Prim[] {
  const n = norm(seat.normal);
  const nCam = toCameraDir(n, cam);
  if (nCam[2] < 0.06) return [];
  const side = norm(cross(n, seat.along));
  const at = (a: number, c: number, lift: number) => screen(toCamera(add(add(seat.centre, mul(n, lift)), add(mul(seat.along, a), mul(side, c))), cam));
  const rect = (k: number, lift: number) => [at(-halfAlong * k, -halfAcross * k, lift), at(halfAlong * k, -halfAcross * k, lift), at(halfAlong * k, halfAcross * k, lift), at(-halfAlong * k, halfAcross * k, lift)];
  const hair = f3(0.45 / ctx.px);
  let svg = `<path d="${pathOf(rect(1.14, -0.02))}" fill="${metalStop(tone, 0.3)}"/>`;
  // steps of a step cut: dark and bright bands alternating towards a glassy table
  [1, 0.78, 0.56].forEach((k, i) => {
    const t = (i % 2 ? 0.75 : 0.25) + 0.3 * hash(seed, i) - (i === 2 ? 0.1 : 0);
    svg += `<path d="${pathOf(rect(k, 0.04 * i))}" fill="${stoneColour(look, t)}" stroke="rgba(255,255,255,0.45)" stroke-width="${hair}"/>`;
  });
  return [{ z: toCamera(seat.centre, cam)[2] + 0.2, svg }];
}

export function bandStones(spec: BandSpec, s: BandStones, cam: Camera, ctx: Ctx): Prim[] {
  const tone = spec.metal.tone;
  const look = s.look ?? 'diamond';
  const rOut = spec.innerRadius + spec.thickness;
  const prims: Prim[] = [];
  if (s.kind === 'flush') {
    const across = s.count === 3 ? [-0.28, 0, 0.28] : [0];
    across.forEach((u, i) => {
      const seat = seatAt(spec, 0, u);
      prims.push(...melee(seat.centre, seat.normal, seat.along, s.radius, cam, ctx, tone, 40 + i, look, false));
    });
    return prims;
  }
  if (s.kind === 'step-cut') {
    const step = (s.radius * 1.5) / rOut;
    anglesOf(s, step).forEach((phi, i) => prims.push(...stepStone(seatAt(spec, phi), s.radius * 0.68, spec.width * 0.36, cam, ctx, tone, i, look)));
    return prims;
  }
  if (s.kind === 'baguette') {
    const step = (s.radius * 2.3) / rOut;
    anglesOf(s, step).forEach((phi, i) => {
      const seat = seatAt(spec, phi);
      if (i % 2) prims.push(...melee(seat.centre, seat.normal, seat.along, s.radius, cam, ctx, tone, i, look, false));
      else prims.push(...stepStone(seat, s.radius * 0.42, s.radius * 1.05, cam, ctx, tone, i, look));
    });
    return prims;
  }
  const spacing = s.kind === 'pave' ? 2.25 : s.kind === 'channel' ? 2.05 : 3.1;
  anglesOf(s, (s.radius * spacing) / rOut).forEach((phi, i) => {
    const seat = seatAt(spec, phi);
    prims.push(...melee(seat.centre, seat.normal, seat.along, s.radius, cam, ctx, tone, i * 7 + (phi > 0 ? 1 : 2), look, s.kind === 'pave'));
  });
  return prims;
}
