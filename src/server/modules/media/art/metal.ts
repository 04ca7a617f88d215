import type { DrawnMetal } from '../../../../domain/catalog/metals.ts';
import type { V3 } from './math3d.ts';
import { clamp01, hex, linear, radial, ramp, rgb, smooth, type RGB, type Stops } from './svg.ts';

/**
 * Metals as a studio photographer lights them: the colour of a surface comes from what its mirror
 * reflection sees (soft boxes above and at the sides, a dark horizon and a dark card by the camera).
 */

/** The metals a piece is drawn in: the three gold colours, silver, platinum, and a dark inlay for men's bands. */
export type MetalTone = DrawnMetal | 'inlay';

const PALETTES: Record<MetalTone, readonly RGB[]> = {
  white: ['#3a3f45', '#6f767e', '#a9b0b7', '#d7dce1', '#f2f4f6', '#ffffff'].map(rgb),
  yellow: ['#4a300c', '#8a6420', '#c49a45', '#e6c677', '#f8e5ab', '#fffaea'].map(rgb),
  rose: ['#4c241b', '#8f5443', '#c58a74', '#e5b5a1', '#f7dbcf', '#fff6f2'].map(rgb),
  // sterling silver: softer and a touch warmer than rhodium-plated white gold, with milkier highlights
  silver: ['#4a4946', '#807e7a', '#b3b1ac', '#d6d4cf', '#ecebe7', '#faf9f6'].map(rgb),
  // platinum: a deeper, cooler grey than white gold; its lights never go quite to white
  platinum: ['#2e3236', '#585e65', '#878e96', '#b5bbc2', '#d8dde2', '#eef1f4'].map(rgb),
  inlay: ['#0d0e10', '#1b1c1f', '#2c2e32', '#44474c', '#676a70', '#8d9097'].map(rgb),
};

/** Brightness (0..1) of the studio seen along a reflected ray r (camera space: X right, Y up, Z toward the viewer). */
export function studio(r: V3): number {
  const [x, y, z] = r;
  let i = 0.2;
  i += 0.72 * smooth(0.12, 0.6, y); // large soft box overhead
  const sides = smooth(-0.75, -0.15, y) * (1 - smooth(0.55, 0.85, y));
  i += 0.6 * Math.exp(-(((x - 0.62) / 0.22) ** 2)) * sides; // strip light on the right
  i += 0.42 * Math.exp(-(((x + 0.72) / 0.18) ** 2)) * sides; // strip light on the left
  i -= 0.3 * Math.exp(-(((y + 0.04) / 0.12) ** 2)) * (1 - smooth(0.5, 0.9, Math.abs(x))); // horizon line
  i += 0.22 * smooth(-0.25, -0.85, y); // bright floor
  i -= 0.22 * smooth(0.72, 0.97, z); // dark card beside the lens
  return clamp01(i);
}

/** The mirror reflection of the view ray about a camera-space normal. */
export function reflect(n: V3): V3 {
  const k = 2 * n[2];
  return [k * n[0], k * n[1], k * n[2] - 1];
}

/** Polished mirror, satin (brushed) and sandblasted: an even, grainy glow with hardly any reflection. */
export type Finish = 'polished' | 'matte' | 'sandblasted';

/** Colour of a metal surface with camera-space normal n. */
export function metalColour(n: V3, tone: MetalTone, finish: Finish = 'polished'): string {
  const p = PALETTES[tone];
  if (finish === 'sandblasted') {
    const lit = 0.5 + 0.16 * n[1] + 0.14 * n[2];
    return hex(ramp(p, 0.26 + 0.4 * clamp01(lit)));
  }
  if (finish === 'matte') {
    // satin: the lights spread out, so the surface keeps a soft, low-contrast glow
    const lit = 0.5 + 0.28 * n[1] + 0.2 * n[2] + 0.16 * (studio(reflect(n)) - 0.5);
    return hex(ramp(p, 0.16 + 0.62 * clamp01(lit)));
  }
  // toward the silhouette the surface mirrors the bright studio behind it: a steady rim light
  const rim = smooth(0.32, 0.02, n[2]);
  return hex(ramp(p, studio(reflect(n)) * (1 - rim) + 0.7 * rim));
}

export function metalStop(tone: MetalTone, t: number): string {
  return hex(ramp(PALETTES[tone], t));
}

/** A flat metallic gradient for 2D parts (chains, bails, box hinges): light, dark, light bands. */
export function metalGradient(id: string, tone: MetalTone, angle: 'vertical' | 'horizontal' = 'vertical'): string {
  const s = (t: number) => metalStop(tone, t);
  const stops: Stops = [
    [0, s(0.55)],
    [0.22, s(0.95)],
    [0.4, s(0.62)],
    [0.55, s(0.25)],
    [0.72, s(0.7)],
    [0.88, s(0.98)],
    [1, s(0.5)],
  ];
  return angle === 'vertical' ? linear(id, 0, 0, 0, 1, stops) : linear(id, 0, 0, 1, 0, stops);
}

/** A round bead of metal (prong tips, milgrain): a radial gradient lit from the upper left. */
export function beadGradient(id: string, tone: MetalTone): string {
  const s = (t: number) => metalStop(tone, t);
  return radial(id, 0.36, 0.3, 0.75, [
    [0, s(1)],
    [0.35, s(0.82)],
    [0.75, s(0.42)],
    [1, s(0.18)],
  ]);
}

/** The second metal of a two-tone band: white beside gold, yellow beside a white metal. */
export const secondTone = (tone: MetalTone): MetalTone => (tone === 'white' || tone === 'silver' || tone === 'platinum' ? 'yellow' : 'white');
