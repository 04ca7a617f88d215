import { toCameraDir, add, apply, cross, norm, pathOf, screen, toCamera, type Camera, type Prim, type V2, type V3 } from './math3d.ts';
import type { Placement, Stone } from './gem.ts';
import { beadGradient, metalColour, type Finish, type MetalTone } from './metal.ts';
import { melee } from './melee.ts';
import { f3, type Ctx } from './svg.ts';

/**
 * The metal that holds a stone: claws (prongs) with round tips, the gallery rail under the girdle,
 * a halo of small diamonds around the girdle or a hidden halo beneath it.
 */

const place = (pl: Placement, p: V3): V3 => add(pl.origin, apply(pl.rot, p));

export function stroke(a: V3, b: V3, width: number, colour: string, cam: Camera, extra = ''): Prim {
  const p = screen(toCamera(a, cam));
  const q = screen(toCamera(b, cam));
  const z = (toCamera(a, cam)[2] + toCamera(b, cam)[2]) / 2;
  return {
    z,
    svg: `<path d="M${f3(p[0])} ${f3(p[1])}L${f3(q[0])} ${f3(q[1])}" stroke="${colour}" stroke-width="${f3(width)}" stroke-linecap="round"${extra}/>`,
  };
}

/**
 * Claws from `seat` (the height where they meet the band, in the stone's frame: z below the girdle)
 * up over the girdle, with a rounded tip. `spread` keeps the claw bases inside the band's width.
 */
export function prongs(stone: Stone, pl: Placement, tone: MetalTone, cam: Camera, ctx: Ctx, seatDepth: number, maxSpread: number, baseScale = 0.42, at: readonly V2[] = stone.cut.prongs, thin = 1): Prim[] {
  const prims: Prim[] = [];
  const w = Math.max(0.42, stone.width * 0.075) * thin;
  const id = ctx.defs.add(`bead-${tone}`, () => beadGradient(`bead-${tone}`, tone));
  for (const u of at) {
    const p: V2 = [u[0] * stone.width, u[1] * stone.width];
    const top = place(pl, [p[0] * 1.02, p[1] * 1.02, stone.crownHeight * 0.32]);
    const girdle = place(pl, [p[0] * 1.05, p[1] * 1.05, -stone.pavilionDepth * 0.1]);
    const mid = place(pl, [p[0] * 0.9, p[1] * 0.9, -stone.pavilionDepth * 0.55]);
    const clampY = (y: number) => Math.max(-maxSpread, Math.min(maxSpread, y));
    const base = place(pl, [p[0] * baseScale, clampY(p[1] * baseScale), -seatDepth]);
    const out = norm(apply(pl.rot, [p[0], p[1], 0.4]));
    const n = toCameraDir(out, cam);
    const colour = metalColour(n, tone);
    const light = metalColour(norm([n[0] - 0.35, n[1] + 0.45, n[2]]), tone);
    for (const [a, b] of [[top, girdle], [girdle, mid], [mid, base]] as const) {
      prims.push(stroke(a, b, w, colour, cam));
      const hi = stroke(a, b, w * 0.38, light, cam, ' stroke-opacity="0.85"');
      prims.push({ z: hi.z + 0.001, svg: hi.svg });
    }
    const tc = toCamera(top, cam);
    prims.push({ z: tc[2] + 0.05, svg: `<circle cx="${f3(tc[0])}" cy="${f3(-tc[1])}" r="${f3(w * 0.66)}" fill="url(#${id})"/>` });
  }
  return prims;
}

/** The rail under the girdle that joins the claws. */
export function gallery(stone: Stone, pl: Placement, tone: MetalTone, cam: Camera, depth: number, scale: number): Prim[] {
  const prims: Prim[] = [];
  const pts = stone.outline.filter((_, i) => i % 2 === 0);
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const pa = place(pl, [a[0] * scale, a[1] * scale, -depth]);
    const pb = place(pl, [b[0] * scale, b[1] * scale, -depth]);
    const n = toCameraDir(norm(apply(pl.rot, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0])), cam);
    prims.push(stroke(pa, pb, 0.36, metalColour(n, tone), cam));
  }
  return prims;
}

/** The outline pushed outward by d (mm), with the outward direction at each point. */
export function offsetOutline(outline: readonly V2[], d: number): { p: V2; out: V2; along: V2 }[] {
  const cx = outline.reduce((s, p) => s + p[0], 0) / outline.length;
  const cy = outline.reduce((s, p) => s + p[1], 0) / outline.length;
  return outline.map((p, i) => {
    const a = outline[(i + outline.length - 1) % outline.length];
    const b = outline[(i + 1) % outline.length];
    const tx = b[0] - a[0];
    const ty = b[1] - a[1];
    const l = Math.hypot(tx, ty) || 1;
    let nx = ty / l;
    let ny = -tx / l;
    if (nx * (p[0] - cx) + ny * (p[1] - cy) < 0) {
      nx = -nx;
      ny = -ny;
    }
    return { p: [p[0] + nx * d, p[1] + ny * d] as V2, out: [nx, ny] as V2, along: [tx / l, ty / l] as V2 };
  });
}

/** Points spaced evenly along a closed polyline. */
function spaced(points: readonly { p: V2; out: V2; along: V2 }[], step: number): { p: V2; out: V2; along: V2 }[] {
  const lens = points.map((q, i) => Math.hypot(points[(i + 1) % points.length].p[0] - q.p[0], points[(i + 1) % points.length].p[1] - q.p[1]));
  const total = lens.reduce((s, l) => s + l, 0);
  const count = Math.max(6, Math.round(total / step));
  const res: { p: V2; out: V2; along: V2 }[] = [];
  let seg = 0;
  let acc = 0;
  for (let k = 0; k < count; k++) {
    const target = (k / count) * total;
    while (acc + lens[seg] < target) acc += lens[seg++];
    const t = (target - acc) / (lens[seg] || 1);
    const a = points[seg];
    const b = points[(seg + 1) % points.length];
    res.push({ p: [a.p[0] + (b.p[0] - a.p[0]) * t, a.p[1] + (b.p[1] - a.p[1]) * t], out: a.out, along: a.along });
  }
  return res;
}

/** A halo: a metal frame around the girdle set with small diamonds; `hidden` puts it under the girdle. */
export function halo(stone: Stone, pl: Placement, tone: MetalTone, cam: Camera, ctx: Ctx, hidden: boolean, ring = 0): Prim[] {
  const r = hidden ? 0.34 : Math.max(0.42, stone.width * 0.072);
  const d = (hidden ? -stone.width * 0.04 + r : r + 0.12) + ring * r * 2.3;
  const z = (hidden ? -stone.pavilionDepth * 0.42 : -0.12) - ring * r * 0.5;
  const prims = rim(stone.outline, pl, tone, cam, ctx, d - r * 1.2, d + r * 1.3, z, r * 2.2, d + r * 0.7);
  spaced(offsetOutline(stone.outline, d), r * 2.2).forEach((s, k) => {
    const centre = place(pl, [s.p[0], s.p[1], z + r * 0.05]);
    const tilt: V3 = hidden ? [s.out[0] * 0.9, s.out[1] * 0.9, 0.45] : [s.out[0] * 0.2, s.out[1] * 0.2, 1];
    const normal = apply(pl.rot, tilt);
    const along = apply(pl.rot, [s.along[0], s.along[1], 0]);
    prims.push(...melee(centre, normal, norm(cross(cross(normal, along), normal)), r, cam, ctx, tone, k + 3 + ring * 50, 'diamond', !hidden));
  });
  return prims;
}

/**
 * A collar of metal round an outline: a top face from `from` to `to` (mm out from the outline) at height z, and an
 * outer wall that drops `drop` to `low` (mm out). A halo's frame, a bezel, a signet's or a bar's edge.
 */
export function rim(outline: readonly V2[], pl: Placement, tone: MetalTone, cam: Camera, ctx: Ctx, from: number, to: number, z: number, drop: number, lowAt: number, finish: Finish = 'polished'): Prim[] {
  const prims: Prim[] = [];
  const inner = offsetOutline(outline, from);
  const outer = offsetOutline(outline, to);
  const lower = offsetOutline(outline, lowAt);
  const r = drop / 2.2;
  for (let i = 0; i < inner.length; i++) {
    const j = (i + 1) % inner.length;
    const top = [inner[i].p, inner[j].p, outer[j].p, outer[i].p].map((p) => place(pl, [p[0], p[1], z]));
    const wall = [outer[i].p, outer[j].p].map((p) => place(pl, [p[0], p[1], z]));
    const low = [lower[j].p, lower[i].p].map((p) => place(pl, [p[0], p[1], z - r * 2.2]));
    const o = outer[i].out;
    for (const [quad, dir] of [
      [top, [o[0] * 0.35, o[1] * 0.35, 1]],
      [[...wall, ...low], [o[0], o[1], -0.15]],
    ] as [V3[], V3][]) {
      const n = toCameraDir(norm(apply(pl.rot, dir)), cam);
      if (n[2] <= 0) continue;
      const c = quad.map((p) => toCamera(p, cam));
      const colour = metalColour(n, tone, finish);
      prims.push({
        z: c.reduce((s, p) => s + p[2], 0) / c.length,
        svg: `<path d="${pathOf(c.map(screen))}" fill="${colour}" stroke="${colour}" stroke-width="${f3(0.8 / ctx.px)}"/>`,
      });
    }
  }
  return prims;
}

