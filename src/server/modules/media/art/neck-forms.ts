import { add, apply, mul, norm, rotX, screen, toCamera, toCameraDir, type Camera, type Prim, type V2, type V3 } from './math3d.ts';
import { drawStone, stoneOf, type Placement, type StoneLook } from './gem.ts';
import { prongs, rim, stroke } from './head.ts';
import { melee } from './melee.ts';
import { metalColour, metalStop, type MetalTone } from './metal.ts';
import { chain } from './props.ts';
import { f3, type Ctx } from './svg.ts';

/** Neckwear that is more than a stone on a bail: a bar of pavé, diamonds stationed along the chain, an open heart. */

const FACE = rotX(Math.PI / 2); // the piece faces the viewer: its local y is up (world z), its local z toward the viewer
const face = (x: number, z: number): Placement => ({ origin: [x, 0, z], rot: FACE });

/** A 20 mm bar set with nine diamonds, hung by its ends. */
export const BAR = { half: 10, height: 1.1 };
export function drawBar(tone: MetalTone, cam: Camera, ctx: Ctx, seed: number): Prim[] {
  const { half, height } = BAR;
  const outline: V2[] = [];
  for (let i = 0; i <= 8; i++) outline.push([half - height + Math.cos(-Math.PI / 2 + (i / 8) * Math.PI) * height, Math.sin(-Math.PI / 2 + (i / 8) * Math.PI) * height]);
  for (let i = 0; i <= 8; i++) outline.push([-half + height + Math.cos(Math.PI / 2 + (i / 8) * Math.PI) * height, Math.sin(Math.PI / 2 + (i / 8) * Math.PI) * height]);
  const pl = face(0, 0);
  const prims = rim(outline, pl, tone, cam, ctx, -0.45, 0, 0.2, 1.2, -0.2);
  const n = toCameraDir(norm([0, -1, 0.55]), cam);
  const plate = outline.map((p) => toCamera(add(pl.origin, apply(FACE, [p[0] * 0.97, p[1] * 0.7, 0.1])), cam));
  prims.push({ z: plate.reduce((t, p) => t + p[2], 0) / plate.length, svg: `<path d="M${plate.map((p) => `${f3(p[0])} ${f3(-p[1])}`).join('L')}Z" fill="${metalColour(n, tone)}"/>` });
  for (let i = 0; i < 9; i++) {
    const x = -half + 1.3 + (i * (2 * half - 2.6)) / 8;
    prims.push(...melee([x, -0.25, 0], [0, -1, 0.45], [1, 0, 0], 0.82, cam, ctx, tone, seed + i, 'diamond')); // tipped up a little, to catch the light above
  }
  for (const s of [-1, 1]) prims.push(...loop([s * (half + 0.5), 0, 0], tone, cam));
  return prims;
}

/** A small jump ring where the chain joins. */
function loop(at: V3, tone: MetalTone, cam: Camera): Prim[] {
  const pts = Array.from({ length: 9 }, (_, i): V3 => add(at, [Math.cos((i / 8) * Math.PI * 2) * 0.55, 0, Math.sin((i / 8) * Math.PI * 2) * 0.55]));
  return pts.slice(1).map((p, i) => stroke(pts[i], p, 0.3, metalColour(toCameraDir(norm([pts[i][0] - at[0], -0.6, pts[i][2] - at[2]]), cam), tone), cam));
}

/** Five bezel-set diamonds stationed along the chain, the middle one lowest. */
export const STATION_GAP = 7;
export const stationAt = (k: number): V3 => [k * STATION_GAP, 0, 0.03 * (k * STATION_GAP) ** 2];
export function drawStations(tone: MetalTone, cam: Camera, ctx: Ctx, seed: number, link: 'cable' | 'box'): Prim[] {
  const prims: Prim[] = [];
  const stone = stoneOf('ROUND', 0.14);
  for (let k = -2; k <= 2; k++) {
    const pl = face(stationAt(k)[0], stationAt(k)[2]);
    prims.push(...drawStone(stone, pl, cam, 'diamond', ctx.px, seed + k).prims);
    prims.push(...rim(stone.outline, pl, tone, cam, ctx, -0.08, 0.5, stone.crownHeight * 0.2, stone.pavilionDepth * 0.9, 0.4));
    if (k < 2) {
      const a = screen(toCamera(add(stationAt(k), [stone.width / 2 + 0.4, 0, 0]), cam));
      const b = screen(toCamera(add(stationAt(k + 1), [-stone.width / 2 - 0.4, 0, 0]), cam));
      const mid: V2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 0.25];
      const z = toCamera(stationAt(k), cam)[2] - 1;
      prims.push({ z, svg: chain([a, mid, mid, b], 1.1, tone, link) });
    }
  }
  return prims;
}

/** A polished open heart, 12 mm across, with one heart-cut stone set low on its right side. */
export function drawOpenHeart(tone: MetalTone, look: StoneLook, cam: Camera, ctx: Ctx, seed: number): Prim[] {
  const shape = stoneOf('HEART', 1);
  const k = 12 / shape.width;
  const cy = shape.outline.reduce((t, p) => t + p[1], 0) / shape.outline.length;
  const pts = shape.outline.map((p): V3 => add([0, 0, 0], apply(FACE, [p[0] * k, (p[1] - cy) * k, 0])));
  const prims: Prim[] = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const out = norm([(a[0] + b[0]) / 2, -0.9, (a[2] + b[2]) / 2]);
    const n = toCameraDir(out, cam);
    prims.push(stroke(a, b, 1.25, metalColour(n, tone), cam));
    const hi = stroke(a, b, 0.45, metalStop(tone, 0.97), cam, ' stroke-opacity="0.8"');
    prims.push({ z: hi.z + 0.01, svg: hi.svg });
  }
  const small = stoneOf('HEART', 0.1);
  const at = pts[Math.round(pts.length * 0.62)];
  const pl: Placement = { origin: add(at, mul([0, -1, 0], 0.4)), rot: FACE };
  prims.push(...drawStone(small, pl, cam, look, ctx.px, seed).prims.map((p) => ({ ...p, z: p.z + 1 })));
  prims.push(...prongs(small, pl, tone, cam, ctx, small.pavilionDepth * 0.4, 99, 0.8).map((p) => ({ ...p, z: p.z + 1 })));
  return prims;
}

/** Height of the open heart's top (its cleft is lower), for the bail. */
export function openHeartTop(): number {
  const shape = stoneOf('HEART', 1);
  const k = 12 / shape.width;
  const cy = shape.outline.reduce((t, p) => t + p[1], 0) / shape.outline.length;
  const upper = shape.outline.filter((p) => p[1] > cy).sort((a, b) => Math.abs(a[0]) - Math.abs(b[0]));
  return (upper[0][1] - cy) * k;
}
