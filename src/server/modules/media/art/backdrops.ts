import { f, linear, radial, rng, softEllipse } from './svg.ts';

/** Styled backgrounds for banners and tiles, and small decorations (petals, leaves, bokeh, plinths). */

export type Backdrop = 'ivory' | 'blush' | 'champagne' | 'sage' | 'marble' | 'slate' | 'navy' | 'walnut' | 'pearl';

const TONES: Record<Backdrop, [string, string, string]> = {
  ivory: ['#fbf9f5', '#f2ece4', '#e6ddd1'],
  blush: ['#fbeeea', '#f3dcd5', '#e6c4ba'],
  champagne: ['#fbf1df', '#efdcb8', '#d9bd8b'],
  sage: ['#f3f4ee', '#e3e7dc', '#cdd4c3'],
  marble: ['#fbfbfa', '#f0efed', '#e2e0dc'],
  slate: ['#4a4f57', '#33373d', '#1f2226'],
  navy: ['#2a3552', '#1b2339', '#0f1423'],
  walnut: ['#6b4a34', '#4f3423', '#352216'],
  pearl: ['#f6f8fb', '#e6ecf3', '#d3dce8'],
};

export const isDark = (b: Backdrop): boolean => b === 'slate' || b === 'navy' || b === 'walnut';

/** A full background: soft light from the upper left, darker toward the lower right, with its own texture. */
export function backdrop(kind: Backdrop, w: number, h: number, id: string, seed = 1): string {
  const [light, mid, deep] = TONES[kind];
  let out =
    `<defs>${linear(`${id}g`, 0, 0, 1, 1, [[0, light], [0.55, mid], [1, deep]])}` +
    `${radial(`${id}r`, 0.5, 0.5, 0.5, [[0, '#ffffff', isDark(kind) ? 0.16 : 0.55], [1, '#ffffff', 0]])}</defs>` +
    `<rect width="${f(w)}" height="${f(h)}" fill="url(#${id}g)"/>` +
    `<ellipse cx="${f(w * 0.35)}" cy="${f(h * 0.3)}" rx="${f(w * 0.6)}" ry="${f(h * 0.6)}" fill="url(#${id}r)"/>`;
  const r = rng(seed);
  if (kind === 'marble') {
    for (let i = 0; i < 7; i++) {
      const y0 = r() * h;
      const d = `M${f(-20)} ${f(y0)} C${f(w * 0.3)} ${f(y0 + (r() - 0.5) * h * 0.6)} ${f(w * 0.6)} ${f(y0 + (r() - 0.5) * h * 0.8)} ${f(w + 20)} ${f(y0 + (r() - 0.3) * h * 0.5)}`;
      out += `<path d="${d}" stroke="#b9b4ad" stroke-opacity="${f(0.12 + r() * 0.2)}" stroke-width="${f(1 + r() * 3)}" fill="none"/>`;
    }
  }
  if (kind === 'blush' || kind === 'champagne' || kind === 'ivory') out += silk(w, h, id, kind === 'blush' ? '#d9a99b' : kind === 'champagne' ? '#c9a567' : '#cbbba6');
  if (kind === 'slate' || kind === 'walnut') {
    for (let i = 0; i < 40; i++) {
      const y = r() * h;
      out += `<path d="M0 ${f(y)} Q${f(w / 2)} ${f(y + (r() - 0.5) * 30)} ${f(w)} ${f(y + (r() - 0.5) * 20)}" stroke="${kind === 'walnut' ? '#2a1a10' : '#ffffff'}" stroke-opacity="${f(0.02 + r() * 0.04)}" stroke-width="${f(1 + r() * 4)}" fill="none"/>`;
    }
  }
  if (kind === 'navy') out += velvetSheen(w, h, id);
  return out;
}

function silk(w: number, h: number, id: string, shade: string): string {
  const fold = (k: string, d: string, a: number) =>
    `<defs>${linear(`${id}${k}`, 0, 0, 1, 1, [[0, '#ffffff', 0], [0.45, '#ffffff', a], [0.6, shade, a * 0.55], [1, shade, 0]])}</defs><path d="${d}" fill="url(#${id}${k})"/>`;
  return (
    fold('f1', `M0 ${f(h * 0.62)} C${f(w * 0.3)} ${f(h * 0.5)} ${f(w * 0.55)} ${f(h * 0.85)} ${f(w)} ${f(h * 0.7)} L${f(w)} ${f(h)} L0 ${f(h)} Z`, 0.5) +
    fold('f2', `M0 ${f(h * 0.8)} C${f(w * 0.25)} ${f(h * 0.72)} ${f(w * 0.6)} ${f(h * 1.02)} ${f(w)} ${f(h * 0.9)} L${f(w)} ${f(h)} L0 ${f(h)} Z`, 0.45)
  );
}

function velvetSheen(w: number, h: number, id: string): string {
  return `<defs>${radial(`${id}v`, 0.5, 0.5, 0.5, [[0, '#7d8fc4', 0.22], [1, '#7d8fc4', 0]])}</defs><ellipse cx="${f(w * 0.6)}" cy="${f(h * 0.55)}" rx="${f(w * 0.5)}" ry="${f(h * 0.45)}" fill="url(#${id}v)"/>`;
}

/** Out-of-focus lights. */
export function bokeh(w: number, h: number, id: string, colour: string, count: number, seed: number, area = { x: 0, y: 0, w: 1, h: 1 }): string {
  const r = rng(seed);
  let out = `<defs>${radial(`${id}b`, 0.5, 0.5, 0.5, [[0, colour, 0.55], [0.7, colour, 0.25], [1, colour, 0]])}</defs>`;
  for (let i = 0; i < count; i++) {
    const x = (area.x + r() * area.w) * w;
    const y = (area.y + r() * area.h) * h;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(Math.min(w, h) * (0.02 + r() * 0.06))}" fill="url(#${id}b)" opacity="${f(0.4 + r() * 0.6)}"/>`;
  }
  return out;
}

/** A rose petal: a broad cup narrowing to its base, its rim curling and catching the light. */
export function petal(x: number, y: number, size: number, angle: number, id: string, colour = '#d9707f'): string {
  return (
    `<defs>${radial(`${id}p`, 0.5, 0.95, 1, [[0, '#9a3247'], [0.3, colour], [0.75, '#f0aab5'], [1, '#f9d6da']])}` +
    `${linear(`${id}c`, 0, 0, 0, 1, [[0, '#ffffff', 0.6], [1, '#ffffff', 0]])}</defs>` +
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f(size / 100)})">` +
    softEllipse(`${id}s`, 10, 14, 55, 40, '#6a2a30', 0.2) +
    `<path d="M0 48 C-16 44 -46 16 -46 -12 C-46 -36 -26 -48 -8 -42 C-3 -40 3 -40 8 -42 C26 -48 46 -36 46 -12 C46 16 16 44 0 48 Z" fill="url(#${id}p)"/>` +
    `<path d="M-44 -14 C-44 -36 -24 -46 -8 -40 C-3 -38 3 -38 8 -40 C24 -46 44 -36 44 -14 C36 -28 20 -32 0 -28 C-20 -32 -36 -28 -44 -14 Z" fill="url(#${id}c)"/>` +
    `<path d="M0 44 C-4 20 -4 -6 0 -30" stroke="#8a2a3c" stroke-opacity="0.18" stroke-width="2.5" fill="none"/></g>`
  );
}

/** A sprig of eucalyptus: a stem with round leaves. */
export function sprig(x: number, y: number, length: number, angle: number, id: string, colour = '#9fb5a0'): string {
  let leaves = '';
  const leaf = length * 0.085;
  for (let i = 0; i < 9; i++) {
    const t = 0.12 + (i / 8) * 0.9;
    const s = 1 - t * 0.5;
    const side = i % 2 ? 1 : -1;
    const lx = side * leaf * 0.9 * s;
    const ly = -t * length;
    leaves += `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(leaf * s)}" ry="${f(leaf * 0.72 * s)}" transform="rotate(${f(side * 28)} ${f(lx)} ${f(ly)})" fill="url(#${id}l)" fill-opacity="0.92"/>`;
  }
  return (
    `<defs>${linear(`${id}l`, 0, 0, 1, 1, [[0, '#e4ece1'], [0.5, colour], [1, '#6f8a72']])}</defs>` +
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 Q${f(length * 0.04)} ${f(-length * 0.5)} 0 ${f(-length * 1.05)}" stroke="#7f9683" stroke-width="${f(Math.max(2, length * 0.006))}" fill="none"/>${leaves}</g>`
  );
}

/** A round display plinth (a short cylinder) whose top is at y. */
export function plinth(cx: number, y: number, rx: number, height: number, id: string, colour: [string, string, string]): string {
  const ry = rx * 0.22;
  return (
    softEllipse(`${id}s`, cx + rx * 0.15, y + height + ry * 0.4, rx * 1.25, ry * 1.3, '#3a2e24', 0.3) +
    `<defs>${linear(`${id}c`, 0, 0, 1, 0, [[0, colour[2]], [0.35, colour[0]], [0.7, colour[1]], [1, colour[2]]])}` +
    `${radial(`${id}t`, 0.4, 0.35, 0.8, [[0, colour[0]], [1, colour[1]]])}</defs>` +
    `<path d="M${f(cx - rx)} ${f(y)} L${f(cx - rx)} ${f(y + height)} A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(y + height)} L${f(cx + rx)} ${f(y)} Z" fill="url(#${id}c)"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id}t)"/>`
  );
}

/** A gift box with a satin ribbon, seen slightly from above. */
export function giftBox(x: number, y: number, size: number, id: string, colour: [string, string], ribbon = '#e9d2a6'): string {
  const s = size;
  const top = s * 0.28;
  return (
    softEllipse(`${id}s`, x + s * 0.1, y + s + top * 0.2, s * 0.75, s * 0.12, '#3a2e24', 0.3) +
    `<defs>${linear(`${id}f`, 0, 0, 1, 0, [[0, colour[1]], [0.5, colour[0]], [1, colour[1]]])}</defs>` +
    `<path d="M${f(x - s / 2)} ${f(y + top / 2)} L${f(x - s / 2)} ${f(y + s)} L${f(x + s / 2)} ${f(y + s)} L${f(x + s / 2)} ${f(y + top / 2)} Z" fill="url(#${id}f)"/>` +
    `<path d="M${f(x - s / 2)} ${f(y + top / 2)} L${f(x)} ${f(y)} L${f(x + s / 2)} ${f(y + top / 2)} L${f(x)} ${f(y + top)} Z" fill="${colour[0]}"/>` +
    `<path d="M${f(x - s * 0.06)} ${f(y + top * 0.92)} L${f(x - s * 0.06)} ${f(y + s)} L${f(x + s * 0.06)} ${f(y + s)} L${f(x + s * 0.06)} ${f(y + top * 0.92)} Z" fill="${ribbon}"/>` +
    `<path d="M${f(x - s * 0.32)} ${f(y + top * 0.33)} L${f(x + s * 0.2)} ${f(y + top * 0.88)} L${f(x + s * 0.32)} ${f(y + top * 0.67)} L${f(x - s * 0.2)} ${f(y + top * 0.12)} Z" fill="${ribbon}" opacity="0.95"/>` +
    `<path d="M${f(x)} ${f(y + top * 0.5)} C${f(x - s * 0.3)} ${f(y - s * 0.2)} ${f(x - s * 0.34)} ${f(y + top * 0.4)} ${f(x)} ${f(y + top * 0.5)} C${f(x + s * 0.3)} ${f(y - s * 0.2)} ${f(x + s * 0.34)} ${f(y + top * 0.4)} ${f(x)} ${f(y + top * 0.5)} Z" fill="${ribbon}" stroke="#c9ad7a" stroke-width="${f(s * 0.008)}"/>`
  );
}
