import { bandPoint, type BandSpec } from './band.ts';
import { toCamera, toCameraDir, type Camera, type Prim, type V3 } from './math3d.ts';
import { beadGradient, metalStop } from './metal.ts';
import { f3, type Ctx } from './svg.ts';

/** Worked details on a band's face: milgrain beads along its edges, carved wood grain. */

export function milgrain(spec: BandSpec, cam: Camera, ctx: Ctx): Prim[] {
  const prims: Prim[] = [];
  const id = ctx.defs.add(`bead-${spec.metal.tone}`, () => beadGradient(`bead-${spec.metal.tone}`, spec.metal.tone));
  const r = spec.innerRadius + spec.thickness * 0.62;
  const count = Math.round((Math.PI * 2 * r) / 0.34);
  const edgeV = spec.profile === 'court' ? 0.5 : 0.7;
  for (const side of [-0.5, 0.5]) {
    for (let i = 0; i < count; i++) {
      const phi = (i / count) * Math.PI * 2;
      const n = toCameraDir([Math.sin(phi) * 0.7, side * 1.2, Math.cos(phi) * 0.7], cam);
      if (n[2] <= 0.05) continue;
      const c = toCamera(bandPoint(spec, phi, side * 0.98, edgeV), cam);
      prims.push({ z: c[2] + 0.01, svg: `<circle cx="${f3(c[0])}" cy="${f3(-c[1])}" r="0.13" fill="url(#${id})"/>` });
    }
  }
  return prims;
}

/** Carved wood grain: wavering lines along the face of the band. */
export function grain(spec: BandSpec, cam: Camera, ctx: Ctx): Prim[] {
  const prims: Prim[] = [];
  const colour = metalStop(spec.metal.tone, 0.08);
  const lines = [-0.3, -0.17, -0.05, 0.08, 0.2, 0.32];
  const steps = 90;
  lines.forEach((u0, l) => {
    for (let k = 0; k < steps; k += 3) {
      const pts: V3[] = [];
      for (let j = k; j <= k + 3; j++) {
        const phi = (j / steps) * Math.PI * 2;
        const u = u0 + 0.045 * Math.sin(phi * (5 + l) + l * 1.7) + 0.02 * Math.sin(phi * 17 + l);
        pts.push(toCamera(bandPoint(spec, phi, u, 1.005), cam));
      }
      const mid = (k + 1.5) / steps * Math.PI * 2;
      if (toCameraDir([Math.sin(mid), 0, Math.cos(mid)], cam)[2] <= 0.05) continue;
      const d = 'M' + pts.map((p) => `${f3(p[0])} ${f3(-p[1])}`).join('L');
      prims.push({ z: pts[1][2] + 0.02, svg: `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="0.55" stroke-width="${f3(1.1 / ctx.px + 0.05)}"/>` });
    }
  });
  return prims;
}
