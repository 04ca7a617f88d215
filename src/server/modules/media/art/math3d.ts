/** A tiny 3D kit: vectors, rotations, an orthographic camera and painter's-order drawing. */

export type V3 = readonly [number, number, number];
export type V2 = readonly [number, number];
export type M3 = readonly [V3, V3, V3];

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export function norm(a: V3): V3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}

export const IDENTITY: M3 = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];
export const apply = (m: M3, v: V3): V3 => [dot(m[0], v), dot(m[1], v), dot(m[2], v)];
export function matMul(a: M3, b: M3): M3 {
  const col = (j: number): V3 => [b[0][j], b[1][j], b[2][j]];
  return [0, 1, 2].map((i) => [dot(a[i], col(0)), dot(a[i], col(1)), dot(a[i], col(2))]) as unknown as M3;
}
/** Rotation about the x axis (tilts +z toward -y for positive angles). */
export function rotX(a: number): M3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [1, 0, 0],
    [0, c, -s],
    [0, s, c],
  ];
}
export function rotY(a: number): M3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, 0, s],
    [0, 1, 0],
    [-s, 0, c],
  ];
}
export function rotZ(a: number): M3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, -s, 0],
    [s, c, 0],
    [0, 0, 1],
  ];
}

/**
 * World: x right, y away from the viewer (the ring's axis), z up. The camera turns the piece by `yaw`
 * about the vertical axis and looks down by `pitch`. Camera space: X right, Y up, Z toward the viewer.
 */
export interface Camera {
  yaw: number;
  pitch: number;
  /** A turn applied to the piece before the camera (e.g. a ring lying on its side). */
  model?: M3;
  /** A shift applied after the model turn (to place a part such as a pendant's bail). */
  offset?: V3;
}

export function toCamera(p: V3, cam: Camera): V3 {
  const turned = cam.model ? apply(cam.model, p) : p;
  return view(cam.offset ? add(turned, cam.offset) : turned, cam);
}

/** A direction (a surface normal) in camera space: turned, never shifted. */
export function toCameraDir(d: V3, cam: Camera): V3 {
  return view(cam.model ? apply(cam.model, d) : d, cam);
}

function view(q: V3, cam: Camera): V3 {
  const ca = Math.cos(cam.yaw);
  const sa = Math.sin(cam.yaw);
  const x1 = q[0] * ca - q[1] * sa;
  const y1 = q[0] * sa + q[1] * ca;
  const ce = Math.cos(cam.pitch);
  const se = Math.sin(cam.pitch);
  return [x1, y1 * se + q[2] * ce, q[2] * se - y1 * ce];
}

/** A drawing step with its distance toward the viewer; larger z is drawn later. */
export interface Prim {
  z: number;
  svg: string;
}

export function paint(prims: Prim[]): string {
  return prims
    .sort((a, b) => a.z - b.z)
    .map((p) => p.svg)
    .join('');
}

/** Screen point (SVG y grows downward) of a camera-space point. */
export const screen = (c: V3): V2 => [c[0], -c[1]];

export function pathOf(points: readonly V2[], digits = 3): string {
  const k = 10 ** digits;
  const r = (n: number) => Math.round(n * k) / k;
  let d = `M${r(points[0][0])} ${r(points[0][1])}`;
  for (let i = 1; i < points.length; i++) d += `L${r(points[i][0])} ${r(points[i][1])}`;
  return `${d}Z`;
}
