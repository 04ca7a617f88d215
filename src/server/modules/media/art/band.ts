import { toCameraDir, pathOf, screen, toCamera, type Camera, type Prim, type V3 } from './math3d.ts';
import { metalColour, type Finish, type MetalTone } from './metal.ts';
import { f3, type Ctx } from './svg.ts';
import { bandStones, type BandStones } from './band-stones.ts';
import { grain, milgrain } from './band-details.ts';

/**
 * A ring's band as a swept cross-section: the profile (court, flat) is carried round the ring axis
 * (world y), each small patch lit as polished or satin metal. The ring stands upright: its top is +z.
 */
export interface Material {
  tone: MetalTone;
  finish: Finish;
}

export interface BandSpec {
  innerRadius: number;
  /** Radial thickness and axial width at the top of the ring (mm). */
  thickness: number;
  width: number;
  /** Width and thickness at the bottom, relative to the top. */
  bottomScale: number;
  profile: 'court' | 'flat' | 'knife-edge' | 'bevelled';
  metal: Material;
  /** A centre stripe of another material, half-width as a fraction of the width. */
  stripe?: { material: Material; half: number };
  grooves?: boolean;
  /** Axial dip at the top (a curved band that hugs an engagement ring), mm; `v` makes it a sharp V. */
  contour?: number;
  contourShape?: 'soft' | 'v';
  /** A band that rises and falls across the finger: axial swing, mm. */
  wave?: number;
  /** One strand of a twist: it swings `amp` mm across the finger `turns` times round, starting at `phase`. */
  twist?: { amp: number; turns: number; phase: number };
  /** An open band: the gap at the top, radians. */
  gap?: number;
  /** Where the band sits along the finger (a bridal set's second band), mm. */
  axial?: number;
  milgrain?: boolean;
  /** Lines of carved wood grain along the face. */
  grain?: boolean;
  /** Stones set into the band: their kind, angle range from the top (radians, both sides; 2π all round), size. */
  stones?: BandStones;
}

interface ProfilePoint {
  u: number; // across the band, -0.5 .. 0.5 of the width
  v: number; // out from the inner radius, 0 .. 1 of the thickness
  /** Surfaces (outer, walls, inner) are shaded as separate smooth strips. */
  part?: number;
}

function courtProfile(): ProfilePoint[] {
  const pts: ProfilePoint[] = [];
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const u = -0.5 + i / n;
    pts.push({ u, v: 0.42 + 0.58 * Math.sqrt(Math.max(0, 1 - (2 * u) ** 2)) ** 0.8, part: 0 });
  }
  pts.push({ u: 0.5, v: 0.2, part: 1 });
  for (let i = 0; i <= 4; i++) {
    const u = 0.46 - (i / 4) * 0.92;
    pts.push({ u, v: -0.1 * (1 - (2 * u) ** 2), part: i === 4 ? 3 : 2 });
  }
  pts.push({ u: -0.5, v: 0.2, part: 3 });
  return pts;
}

/** A ridge along the middle: two faces meeting at a fine line of light. */
function knifeProfile(): ProfilePoint[] {
  const pts: ProfilePoint[] = [{ u: -0.5, v: 0.3, part: 0 }];
  for (const u of [-0.4, -0.25, -0.1, -0.02]) pts.push({ u, v: 1 - Math.abs(u) * 1.35 - (Math.abs(u) < 0.05 ? 0.01 : 0), part: 0 });
  for (const u of [0.02, 0.1, 0.25, 0.4]) pts.push({ u, v: 1 - Math.abs(u) * 1.35, part: 1 });
  pts.push({ u: 0.5, v: 0.3, part: 2 });
  for (let i = 0; i <= 4; i++) {
    const u = 0.46 - (i / 4) * 0.92;
    pts.push({ u, v: -0.08 * (1 - (2 * u) ** 2), part: i === 4 ? 3 : 2 });
  }
  return pts;
}

/** A flat top between two polished bevels. */
function bevelProfile(): ProfilePoint[] {
  const pts: ProfilePoint[] = [{ u: -0.5, v: 0.5, part: 0 }, { u: -0.42, v: 0.72, part: 0 }, { u: -0.3, v: 1, part: 1 }];
  for (const u of [-0.15, 0, 0.15]) pts.push({ u, v: 1, part: 1 });
  pts.push({ u: 0.3, v: 1, part: 2 }, { u: 0.42, v: 0.72, part: 2 }, { u: 0.5, v: 0.5, part: 3 }, { u: 0.5, v: 0.2, part: 4 });
  for (let i = 0; i <= 4; i++) {
    const u = 0.46 - (i / 4) * 0.92;
    pts.push({ u, v: -0.06 * (1 - (2 * u) ** 2), part: i === 4 ? 5 : 4 });
  }
  return pts;
}

function profileOf(spec: BandSpec): ProfilePoint[] {
  if (spec.profile === 'court') return courtProfile();
  if (spec.profile === 'knife-edge') return knifeProfile();
  if (spec.profile === 'bevelled') return bevelProfile();
  return flatProfile(!!spec.grooves);
}

function flatProfile(grooves: boolean): ProfilePoint[] {
  const pts: ProfilePoint[] = [{ u: -0.5, v: 0.55, part: 0 }, { u: -0.47, v: 0.86, part: 0 }, { u: -0.43, v: 0.97, part: 0 }, { u: -0.38, v: 1, part: 1 }];
  const top = grooves ? [-0.3, -0.24, -0.2, -0.16, -0.08, 0, 0.08, 0.16, 0.2, 0.24, 0.3] : [-0.28, -0.14, 0, 0.14, 0.28];
  for (const u of top) pts.push({ u, v: grooves && Math.abs(Math.abs(u) - 0.2) < 0.01 ? 0.9 : 1, part: 1 });
  pts.push({ u: 0.38, v: 1, part: 2 }, { u: 0.43, v: 0.97, part: 2 }, { u: 0.47, v: 0.86, part: 2 }, { u: 0.5, v: 0.55, part: 3 }, { u: 0.5, v: 0.2, part: 4 });
  for (let i = 0; i <= 4; i++) {
    const u = 0.46 - (i / 4) * 0.92;
    pts.push({ u, v: -0.06 * (1 - (2 * u) ** 2), part: i === 4 ? 5 : 4 });
  }
  pts.push({ u: -0.5, v: 0.2, part: 5 });
  return pts;
}

/** The band's size at angle phi from the top (radians). */
export function bandAt(spec: BandSpec, phi: number): { width: number; thickness: number; shift: number } {
  const s = 1 + (spec.bottomScale - 1) * (1 - Math.cos(phi)) * 0.5;
  const wrapped = Math.atan2(Math.sin(phi), Math.cos(phi));
  let shift = spec.axial ?? 0;
  if (spec.contour) shift += spec.contour * (spec.contourShape === 'v' ? Math.max(0, 1 - Math.abs(wrapped) / 0.55) : Math.exp(-((wrapped / 0.5) ** 2)));
  if (spec.wave) shift += spec.wave * Math.sin(2 * phi);
  if (spec.twist) shift += spec.twist.amp * Math.sin(spec.twist.turns * phi + spec.twist.phase);
  return { width: spec.width * s, thickness: spec.thickness * s, shift };
}

export function bandPoint(spec: BandSpec, phi: number, u: number, v: number): V3 {
  const b = bandAt(spec, phi);
  const r = spec.innerRadius + v * b.thickness;
  return [r * Math.sin(phi), u * b.width + b.shift, r * Math.cos(phi)];
}

const SEGMENTS = 180;
const CHUNK = 4;
/** Slices and pieces overlap their neighbours a little, so no seam shows between them. */
const OVERLAP = 0.2;

interface Segment {
  a: ProfilePoint;
  b: ProfilePoint;
  nu: number;
  nv: number;
  /** Vertex normals (u, v) at a and b, smoothed within a surface. */
  na: [number, number];
  nb: [number, number];
  key: string;
}

function segmentsOf(spec: BandSpec, profile: ProfilePoint[]): Segment[] {
  const raw = profile.map((a, j) => {
    const b = profile[(j + 1) % profile.length];
    const du = (b.u - a.u) * spec.width;
    const dv = (b.v - a.v) * spec.thickness;
    const len = Math.hypot(du, dv) || 1;
    const um = (a.u + b.u) / 2;
    const isOuter = (a.v + b.v) / 2 > 0.5;
    const mat = spec.stripe && isOuter && Math.abs(um) < spec.stripe.half ? spec.stripe.material : spec.metal;
    const finish: Finish = isOuter && Math.abs(um) < 0.39 ? mat.finish : 'polished';
    return { a, b, nu: -dv / len, nv: du / len, mat: { tone: mat.tone, finish }, key: `${a.part ?? 0}|${mat.tone}|${finish}` };
  });
  return raw.map((s, j) => {
    const prev = raw[(j + raw.length - 1) % raw.length];
    const next = raw[(j + 1) % raw.length];
    const avg = (o: typeof s): [number, number] => {
      if (o.key !== s.key) return [s.nu, s.nv];
      const l = Math.hypot(s.nu + o.nu, s.nv + o.nv) || 1;
      return [(s.nu + o.nu) / l, (s.nv + o.nv) / l];
    };
    return { a: s.a, b: s.b, nu: s.nu, nv: s.nv, na: avg(prev), nb: avg(next), key: s.key, mat: s.mat } as Segment & { mat: Material };
  });
}

const normalAt = (phi: number, n: [number, number]): V3 => [n[1] * Math.sin(phi), n[0], n[1] * Math.cos(phi)];

/**
 * The band's surface for this camera: for each slice round the ring, each visible surface is one
 * strip whose colour runs smoothly across the profile (a gradient through the lit vertex colours).
 */
export function drawBand(spec: BandSpec, cam: Camera, ctx: Ctx): Prim[] {
  const profile = profileOf(spec);
  const segs = segmentsOf(spec, profile) as (Segment & { mat: Material })[];
  const prims: Prim[] = [];
  const slices = SEGMENTS;
  const step = (Math.PI * 2) / slices;
  for (let k = 0; k < slices; k++) {
    const p0 = k * step - step * OVERLAP;
    const p1 = (k + 1) * step + step * OVERLAP;
    const pm = (k + 0.5) * step;
    if (spec.gap && Math.abs(Math.atan2(Math.sin(pm), Math.cos(pm))) < spec.gap / 2) continue;
    let run: (Segment & { mat: Material })[] = [];
    const flush = () => {
      if (run.length) {
        // short pieces: across a few segments the profile projects nearly straight, so a linear gradient fits it
        const pieces = Math.ceil(run.length / CHUNK);
        for (let c = 0; c < pieces; c++) {
          const part = run.slice(c * CHUNK, (c + 1) * CHUNK);
          prims.push(strip(spec, part, c < pieces - 1, p0, p1, pm, cam, ctx));
        }
      }
      run = [];
    };
    // start the walk at a hidden segment (or a surface change) so runs do not wrap round
    let start = segs.findIndex((s) => toCameraDir(normalAt(pm, [s.nu, s.nv]), cam)[2] <= 0);
    if (start < 0) start = 0;
    for (let i = 0; i < segs.length; i++) {
      const s = segs[(start + i) % segs.length];
      const facing = toCameraDir(normalAt(pm, [s.nu, s.nv]), cam)[2] > 0;
      if (!facing || (run.length && run[0].key !== s.key)) flush();
      if (facing) run.push(s);
    }
    flush();
  }
  if (spec.gap) prims.push(...ends(spec, profile, cam));
  if (spec.milgrain) prims.push(...milgrain(spec, cam, ctx));
  if (spec.grain) prims.push(...grain(spec, cam, ctx));
  if (spec.stones) prims.push(...bandStones(spec, spec.stones, cam, ctx));
  return prims;
}

type UV = [number, number];

function strip(
  spec: BandSpec,
  run: (Segment & { mat: Material })[],
  /** Reach a little into the next piece of the same surface (drawn over or under this one, no seam shows). */
  reach: boolean,
  p0: number,
  p1: number,
  pm: number,
  cam: Camera,
  ctx: Ctx,
): Prim {
  const last = run[run.length - 1];
  const verts: UV[] = [[run[0].a.u, run[0].a.v], ...run.map((s): UV => [s.b.u, s.b.v])];
  if (reach) {
    const [u0, v0] = verts[verts.length - 2];
    const [u1, v1] = verts[verts.length - 1];
    verts[verts.length - 1] = [u1 + (u1 - u0) * 0.25, v1 + (v1 - v0) * 0.25];
  }
  const normals = [run[0].na, ...run.slice(1).map((s) => s.na), last.nb];
  const near = verts.map(([u, v]) => toCamera(bandPoint(spec, p0, u, v), cam));
  const far = verts.map(([u, v]) => toCamera(bandPoint(spec, p1, u, v), cam)).reverse();
  const poly = [...near, ...far];
  const z = poly.reduce((t, p) => t + p[2], 0) / poly.length;
  const colours = normals.map((n) => metalColour(toCameraDir(normalAt(pm, n), cam), last.mat.tone, last.mat.finish));
  const mid = verts.map(([u, v]) => screen(toCamera(bandPoint(spec, pm, u, v), cam)));
  const d = pathOf(poly.map(screen), 2);
  // colour runs across the band: its lines of equal colour follow the ring round (the slice's direction)
  const k = Math.floor(verts.length / 2);
  const a0 = screen(toCamera(bandPoint(spec, p0, verts[k][0], verts[k][1]), cam));
  const a1 = screen(toCamera(bandPoint(spec, p1, verts[k][0], verts[k][1]), cam));
  let nx = -(a1[1] - a0[1]);
  let ny = a1[0] - a0[0];
  const nl = Math.hypot(nx, ny);
  const span = [mid[mid.length - 1][0] - mid[0][0], mid[mid.length - 1][1] - mid[0][1]];
  if (nl < 1e-9) {
    nx = span[0];
    ny = span[1];
  } else {
    nx /= nl;
    ny /= nl;
    if (nx * span[0] + ny * span[1] < 0) {
      nx = -nx;
      ny = -ny;
    }
  }
  const length = nx * span[0] + ny * span[1];
  if (colours.length < 2 || length < 0.8 / ctx.px) return { z, svg: `<path d="${d}" fill="${colours[0]}"/>` };
  let last01 = 0;
  const stops = mid.map((p, i) => {
    const t = Math.min(1, Math.max(last01, ((p[0] - mid[0][0]) * nx + (p[1] - mid[0][1]) * ny) / length));
    last01 = t;
    return `<stop offset="${t.toFixed(3)}" stop-color="${colours[i]}"/>`;
  });
  const id = ctx.defs.next('b');
  const [x1, y1] = mid[0];
  return {
    z,
    svg:
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f3(x1)}" y1="${f3(y1)}" x2="${f3(x1 + nx * length)}" y2="${f3(y1 + ny * length)}">${stops.join('')}</linearGradient>` +
      `<path d="${d}" fill="url(#${id})"/>`,
  };
}


/** The two polished ends of an open band. */
function ends(spec: BandSpec, profile: ProfilePoint[], cam: Camera): Prim[] {
  const prims: Prim[] = [];
  for (const side of [-1, 1]) {
    const phi = (side * (spec.gap ?? 0)) / 2;
    const n = toCameraDir([-side * Math.cos(phi), 0, side * Math.sin(phi)], cam);
    if (n[2] <= 0) continue;
    const pts = profile.map((p) => toCamera(bandPoint(spec, phi, p.u, p.v), cam));
    prims.push({ z: pts.reduce((t, p) => t + p[2], 0) / pts.length + 0.05, svg: `<path d="${pathOf(pts.map(screen))}" fill="${metalColour(n, spec.metal.tone)}"/>` });
  }
  return prims;
}

