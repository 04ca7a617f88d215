import type { ClarityTrace } from '../../../../domain/diamonds/tone.ts';
import type { Stone } from './gem.ts';
import { pathOf, type V2, type V3 } from './math3d.ts';
import { f3, hash } from './svg.ts';

/**
 * What a diamond's clarity and fluorescence leave in its picture, seen through the crown: dark crystals and
 * whitish feathers inside the stone (more and larger the lower the grade), and for strong blue fluorescence a
 * faint bluish haze over its face. Inclusions sit on a plane just under the girdle, so they turn with the stone.
 */

interface Inclusions {
  crystals: number;
  /** Crystal radius, of the stone's width. */
  size: number;
  opacity: number;
  feathers: number;
}

const INCLUSIONS: Record<ClarityTrace, Inclusions> = {
  clean: { crystals: 0, size: 0, opacity: 0, feathers: 0 },
  vs: { crystals: 1, size: 0.014, opacity: 0.5, feathers: 0 },
  si1: { crystals: 2, size: 0.022, opacity: 0.72, feathers: 1 },
  si2: { crystals: 4, size: 0.032, opacity: 0.85, feathers: 2 },
};

/** A point inside the stone (mm), `k`-th of its kind: between the centre and the girdle, off the very middle. */
function inside(stone: Stone, k: number, seed: number): V3 {
  const c: V2 = [stone.cut.centre[0] * stone.width, stone.cut.centre[1] * stone.width];
  const g = stone.outline[Math.floor(hash(k, seed, 1.3) * stone.outline.length)];
  const r = 0.22 + 0.42 * hash(k, seed, 2.9);
  return [c[0] + (g[0] - c[0]) * r, c[1] + (g[1] - c[1]) * r, -stone.pavilionDepth * 0.12];
}

function crystal(at: V2, radius: number, opacity: number, k: number): string {
  const pts: V2[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + hash(k, i) * 0.6;
    const r = radius * (0.65 + 0.5 * hash(k, i, 4.4));
    pts.push([at[0] + Math.cos(a) * r, at[1] + Math.sin(a) * r * 0.85]);
  }
  return (
    `<path d="${pathOf(pts)}" fill="#1e2228" fill-opacity="${f3(opacity)}"/>` +
    `<circle cx="${f3(at[0] - radius * 0.3)}" cy="${f3(at[1] - radius * 0.3)}" r="${f3(radius * 0.28)}" fill="#ffffff" fill-opacity="${f3(opacity * 0.5)}"/>`
  );
}

/** A feather: a thin, slightly curved whitish veil with a faint grey edge, as a fracture catches the light. */
function feather(at: V2, length: number, k: number): string {
  const a = hash(k, 8.1) * Math.PI;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const bow = length * (0.16 + 0.1 * hash(k, 3.7));
  const p0: V2 = [at[0] - (ux * length) / 2, at[1] - (uy * length) / 2];
  const p1: V2 = [at[0] + (ux * length) / 2, at[1] + (uy * length) / 2];
  const c = (s: number): string => `${f3(at[0] - uy * bow * s)} ${f3(at[1] + ux * bow * s)}`;
  const d = `M${f3(p0[0])} ${f3(p0[1])}Q${c(1)} ${f3(p1[0])} ${f3(p1[1])}Q${c(0.35)} ${f3(p0[0])} ${f3(p0[1])}Z`;
  return `<path d="${d}" fill="#fbfcfd" fill-opacity="0.62" stroke="#6b737d" stroke-opacity="0.45" stroke-width="${f3(length * 0.02)}" stroke-linejoin="round"/>`;
}

/** The marks on a drawn stone (screen millimetres, `project` turns stone points to screen), or '' for a clean, unglowing stone. */
export function traceMarks(stone: Stone, project: (p: V3) => V2, girdle: readonly V2[], clarity: ClarityTrace, blue: boolean, seed: number): string {
  const spec = INCLUSIONS[clarity];
  let out = '';
  for (let k = 0; k < spec.feathers; k++) out += feather(project(inside(stone, 10 + k, seed)), stone.width * (0.16 + 0.05 * k), k);
  for (let k = 0; k < spec.crystals; k++) {
    const radius = stone.width * spec.size * (0.8 + 0.4 * hash(k, seed, 6.6));
    out += crystal(project(inside(stone, k, seed)), radius, spec.opacity, k);
  }
  if (blue) {
    const face = pathOf(girdle as V2[]);
    out += `<path d="${face}" fill="#eef3ff" fill-opacity="0.16"/><path d="${face}" fill="#6f93ff" fill-opacity="0.16"/>`;
  }
  return out;
}
