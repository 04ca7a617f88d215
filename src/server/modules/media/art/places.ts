import { lights, petals, type Part, type Scene } from './scenes.ts';
import { esc, f, linear, radial, SANS, SERIF, softEllipse } from './svg.ts';

/** Pictures of the shop itself: coming soon, a consultation at the curator's desk, the showroom. */

const art = (draw: (w: number, h: number, id: string) => string): Part => ({ kind: 'art', draw });

function caption(w: number, y: number, eyebrow: string, title: string, size: number, colour = '#2f2a26'): string {
  return (
    `<text x="${f(w / 2)}" y="${f(y - size * 0.95)}" text-anchor="middle" font-family="${SANS}" font-size="${f(size * 0.24)}" letter-spacing="${f(size * 0.08)}" fill="#8a7a66">${esc(eyebrow)}</text>` +
    `<text x="${f(w / 2)}" y="${f(y)}" text-anchor="middle" font-family="${SERIF}" font-size="${f(size)}" letter-spacing="${f(size * 0.04)}" fill="${colour}">${esc(title)}</text>` +
    `<rect x="${f(w / 2 - size * 0.5)}" y="${f(y + size * 0.4)}" width="${f(size)}" height="${f(Math.max(1.5, size * 0.025))}" fill="#b89a6a"/>`
  );
}

/** Shown when a category has no products yet: an empty ring box waiting, and the words. */
export function comingSoonScene(): Scene {
  return {
    bg: 'ivory',
    parts: [
      petals([[0.14, 0.86, 0.12, 30], [0.88, 0.8, 0.1, -40]]),
      { kind: 'box', tone: 'rose', at: [0.3, 0.3, 0.4, 0.74] },
      art((w, h) => caption(w, h * 0.3, 'NEW DESIGNS ARRIVING', 'Coming Soon', h * 0.1)),
    ],
  };
}

function tray(x: number, y: number, w: number, h: number, id: string): string {
  return (
    softEllipse(`${id}s`, x + w / 2 + w * 0.03, y + h * 0.98, w * 0.6, h * 0.16, '#140b05', 0.5) +
    `<defs>${linear(`${id}t`, 0, 0, 0, 1, [[0, '#2f3b5c'], [1, '#161d30']])}${radial(`${id}p`, 0.45, 0.4, 0.7, [[0, '#3a4a74'], [1, '#1c2540']])}</defs>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.08)}" fill="url(#${id}t)"/>` +
    `<rect x="${f(x + w * 0.04)}" y="${f(y + h * 0.07)}" width="${f(w * 0.92)}" height="${f(h * 0.82)}" rx="${f(h * 0.05)}" fill="url(#${id}p)"/>` +
    `<rect x="${f(x + w * 0.04)}" y="${f(y + h * 0.07)}" width="${f(w * 0.92)}" height="${f(h * 0.82)}" rx="${f(h * 0.05)}" fill="none" stroke="#0c1020" stroke-opacity="0.6" stroke-width="${f(h * 0.012)}"/>`
  );
}

function loupe(cx: number, cy: number, r: number, id: string): string {
  return (
    softEllipse(`${id}s`, cx + r * 0.3, cy + r * 0.5, r * 1.5, r * 0.7, '#140b05', 0.45) +
    `<defs>${linear(`${id}m`, 0, 0, 1, 1, [[0, '#f4f5f6'], [0.3, '#9aa1a8'], [0.55, '#e8eaec'], [0.8, '#6c737a'], [1, '#c9cdd1']])}` +
    `${radial(`${id}g`, 0.4, 0.35, 0.7, [[0, '#ffffff', 0.35], [0.7, '#cfe3f0', 0.15], [1, '#7f98ad', 0.3]])}` +
    `${linear(`${id}h`, 0, 0, 0, 1, [[0, '#3a2a20'], [0.5, '#6d5340'], [1, '#2a1d15']])}</defs>` +
    `<path d="M${f(cx + r * 0.85)} ${f(cy + r * 0.6)} L${f(cx + r * 2.6)} ${f(cy + r * 1.9)}" stroke="url(#${id}h)" stroke-width="${f(r * 0.36)}" stroke-linecap="round"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id}g)" stroke="url(#${id}m)" stroke-width="${f(r * 0.2)}"/>` +
    `<path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.3)} A${f(r * 0.7)} ${f(r * 0.7)} 0 0 1 ${f(cx - r * 0.1)} ${f(cy - r * 0.65)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f(r * 0.08)}" fill="none" stroke-linecap="round"/>`
  );
}

function tweezers(x: number, y: number, len: number, angle: number, id: string): string {
  return (
    `<defs>${linear(`${id}w`, 0, 0, 0, 1, [[0, '#f2f3f4'], [0.5, '#8d959c'], [1, '#d6d9dc']])}</defs>` +
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    softEllipse(`${id}s`, len * 0.55, len * 0.08, len * 0.6, len * 0.05, '#140b05', 0.4) +
    `<path d="M0 -2 L${f(len)} ${f(-len * 0.05)} L${f(len)} ${f(-len * 0.02)} L0 2 Z" fill="url(#${id}w)"/>` +
    `<path d="M0 2 L${f(len)} ${f(len * 0.05)} L${f(len)} ${f(len * 0.02)} L0 -2 Z" fill="url(#${id}w)" opacity="0.9"/></g>`
  );
}

/** The curator's desk: a velvet tray of loose diamonds and a ring, a loupe, tweezers. */
export function consultationScene(): Scene {
  return {
    bg: 'walnut',
    parts: [
      lights('#ffd9a0', 6, 9, { x: 0, y: 0, w: 1, h: 0.3 }),
      art((w, h, id) => tray(w * 0.12, h * 0.3, w * 0.56, h * 0.56, id)),
      { kind: 'stone', shape: 'ROUND', at: [0.17, 0.38, 0.14, 0.18], pitch: 60 },
      { kind: 'stone', shape: 'OVAL', at: [0.32, 0.36, 0.12, 0.2], pitch: 60 },
      { kind: 'stone', shape: 'EMERALD', at: [0.46, 0.37, 0.12, 0.2], pitch: 60 },
      { kind: 'ring', style: 'halo', tone: 'yellow', shape: 'CUSHION', at: [0.22, 0.56, 0.34, 0.28], pitch: 40, shadow: 0.6 },
      art((w, h, id) => loupe(w * 0.8, h * 0.36, h * 0.11, id)),
      art((w, h, id) => tweezers(w * 0.66, h * 0.8, w * 0.3, -12, id)),
      { kind: 'stone', shape: 'PEAR', at: [0.9, 0.66, 0.08, 0.12], pitch: 70, yaw: 20 },
    ],
  };
}

function showroom(w: number, h: number, id: string): string {
  const floor = h * 0.7;
  let out =
    `<defs>${linear(`${id}w`, 0, 0, 0, 1, [[0, '#efe5d8'], [1, '#e2d3c0']])}${linear(`${id}f`, 0, 0, 0, 1, [[0, '#c9b49a'], [1, '#a8916f']])}` +
    `${linear(`${id}n`, 0, 0, 0, 1, [[0, '#f9f1e4'], [1, '#e8d8c2']])}${radial(`${id}l`, 0.5, 0.5, 0.5, [[0, '#fff6e0', 0.95], [0.5, '#ffe9b8', 0.45], [1, '#ffe9b8', 0]])}` +
    `${linear(`${id}c`, 0, 0, 0, 1, [[0, '#f7f1ea'], [1, '#d8cbbb']])}${linear(`${id}g`, 0, 0, 0, 1, [[0, '#ffffff', 0.55], [1, '#dfe9ee', 0.15]])}</defs>` +
    `<rect width="${f(w)}" height="${f(floor)}" fill="url(#${id}w)"/><rect y="${f(floor)}" width="${f(w)}" height="${f(h - floor)}" fill="url(#${id}f)"/>`;
  const arches = 5;
  for (let i = 0; i < arches; i++) {
    const aw = w / (arches + 1.2);
    const x = w * 0.08 + i * (w * 0.84) / arches + ((w * 0.84) / arches - aw) / 2;
    const top = h * 0.14;
    out +=
      `<path d="M${f(x)} ${f(floor - h * 0.06)} L${f(x)} ${f(top + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(x + aw)} ${f(top + aw / 2)} L${f(x + aw)} ${f(floor - h * 0.06)} Z" fill="url(#${id}n)" stroke="#d9c7ae" stroke-width="${f(w * 0.003)}"/>` +
      `<ellipse cx="${f(x + aw / 2)}" cy="${f(top + aw * 0.55)}" rx="${f(aw * 0.55)}" ry="${f(aw * 0.7)}" fill="url(#${id}l)"/>` +
      `<rect x="${f(x + aw * 0.2)}" y="${f(floor - h * 0.2)}" width="${f(aw * 0.6)}" height="${f(h * 0.012)}" fill="#cdb796"/>`;
  }
  for (const cx of [0.3, 0.7]) {
    out +=
      `<line x1="${f(w * cx)}" y1="0" x2="${f(w * cx)}" y2="${f(h * 0.2)}" stroke="#8a7455" stroke-width="${f(w * 0.002)}"/>` +
      `<circle cx="${f(w * cx)}" cy="${f(h * 0.23)}" r="${f(h * 0.11)}" fill="url(#${id}l)"/>` +
      `<circle cx="${f(w * cx)}" cy="${f(h * 0.23)}" r="${f(h * 0.035)}" fill="#fff6e2"/>`;
  }
  const cy = h * 0.68;
  out +=
    softEllipse(`${id}cs`, w / 2, h * 0.96, w * 0.44, h * 0.05, '#3a2a1a', 0.35) +
    `<rect x="${f(w * 0.12)}" y="${f(cy)}" width="${f(w * 0.76)}" height="${f(h * 0.27)}" rx="${f(h * 0.01)}" fill="url(#${id}c)"/>` +
    `<rect x="${f(w * 0.12)}" y="${f(cy - h * 0.17)}" width="${f(w * 0.76)}" height="${f(h * 0.17)}" fill="url(#${id}g)" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f(w * 0.002)}"/>` +
    `<rect x="${f(w * 0.12)}" y="${f(cy - h * 0.006)}" width="${f(w * 0.76)}" height="${f(h * 0.012)}" fill="#c8a96e"/>`;
  return out;
}

/** The showroom: arched niches in warm light, globe lamps, a glass counter of rings. */
export function inStoreScene(): Scene {
  const pillow = (x: number): Part => art((w, h, id) => `<defs>${radial(`${id}v`, 0.5, 0.35, 0.7, [[0, '#3d4c78'], [1, '#1a2340']])}</defs><ellipse cx="${f(w * x)}" cy="${f(h * 0.655)}" rx="${f(w * 0.05)}" ry="${f(h * 0.025)}" fill="url(#${id}v)"/>`);
  return {
    bg: 'ivory',
    parts: [
      art(showroom),
      pillow(0.28),
      pillow(0.5),
      pillow(0.72),
      { kind: 'ring', style: 'solitaire', tone: 'white', at: [0.245, 0.53, 0.07, 0.12], pitch: 14, shadow: 0 },
      { kind: 'ring', style: 'halo', tone: 'rose', shape: 'OVAL', at: [0.465, 0.53, 0.07, 0.12], pitch: 14, shadow: 0 },
      { kind: 'ring', style: 'three-stone', tone: 'yellow', at: [0.685, 0.53, 0.07, 0.12], pitch: 14, shadow: 0 },
    ],
  };
}
