import { toCameraDir, add, cross, mul, norm, pathOf, screen, toCamera, type Camera, type Prim, type V2, type V3 } from './math3d.ts';
import { reflect, beadGradient, metalStop, type MetalTone } from './metal.ts';
import { sparkle, stoneColour, type StoneLook } from './gem.ts';
import { f3, glowId, hash, type Ctx } from './svg.ts';

/**
 * A small round diamond set into metal (pavé, halo, eternity): its seat, eight crown facets, a
 * table and two metal beads that hold it. One drawing step, sorted as one.
 */
export function melee(
  centre: V3,
  normal: V3,
  along: V3,
  r: number,
  cam: Camera,
  ctx: Ctx,
  tone: MetalTone,
  seed: number,
  look: StoneLook = 'diamond',
  beads = true,
): Prim[] {
  const n = norm(normal);
  const nCam = toCameraDir(n, cam);
  if (nCam[2] < 0.06) return [];
  const side = norm(cross(n, along));
  const at = (a: number, radius: number, lift: number): V2 =>
    screen(toCamera(add(add(centre, mul(n, lift)), add(mul(along, Math.cos(a) * radius), mul(side, Math.sin(a) * radius))), cam));
  const ring = (radius: number, lift: number, count = 12, turn = 0) =>
    Array.from({ length: count }, (_, k) => at(turn + (k / count) * Math.PI * 2, radius, lift));
  const hair = f3(0.5 / ctx.px);
  let svg = `<path d="${pathOf(ring(r * 1.16, -0.02 * r))}" fill="${metalStop(tone, 0.12)}" fill-opacity="0.75"/>`;
  const rim = ring(r, 0, 16);
  const table = ring(r * 0.5, r * 0.3, 8, Math.PI / 8);
  const flash = sparkle(reflect(nCam)) - 0.5;
  svg += `<path d="${pathOf(rim)}" fill="${stoneColour(look, 0.55 + flash * 0.5)}"/>`;
  for (let k = 0; k < 8; k++) {
    // a kite from the table edge out to the girdle, and the upper-girdle facets beside it
    const t = (k % 2 ? 0.9 : 0.45) + 0.55 * flash + 0.35 * (hash(seed, k) - 0.5);
    const kite = [table[k], rim[(2 * k + 1) % 16], rim[(2 * k + 2) % 16], rim[(2 * k + 3) % 16], table[(k + 1) % 8]];
    svg += `<path d="${pathOf(kite)}" fill="${stoneColour(look, t)}" stroke="rgba(255,255,255,0.4)" stroke-width="${hair}"/>`;
  }
  svg += `<path d="${pathOf(table)}" fill="${stoneColour(look, 0.2 + flash * 0.5 + hash(seed, 11) * 0.3)}" fill-opacity="0.8"/>`;
  if (hash(seed, 99) > 0.55) {
    const [x, y] = screen(toCamera(add(centre, mul(n, r * 0.32)), cam));
    svg += `<circle cx="${f3(x)}" cy="${f3(y)}" r="${f3(r * 0.45)}" fill="url(#${glowId(ctx)})"/>`;
  }
  if (beads) {
    const id = ctx.defs.add(`bead-${tone}`, () => beadGradient(`bead-${tone}`, tone));
    for (const s of [-1, 1]) {
      const p = screen(toCamera(add(add(centre, mul(along, r * 1.12)), add(mul(side, s * r * 0.78), mul(n, r * 0.05))), cam));
      svg += `<circle cx="${f3(p[0])}" cy="${f3(p[1])}" r="${f3(r * 0.27)}" fill="url(#${id})"/>`;
    }
  }
  return [{ z: toCamera(centre, cam)[2] + r * 0.3, svg }];
}
