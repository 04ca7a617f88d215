import type { DrawnMetal } from '../../../../domain/catalog/metals.ts';
import type { V2 } from './math3d.ts';
import { metalStop, type MetalTone } from './metal.ts';
import { f, linear, radial, softEllipse } from './svg.ts';

/** Props of the lifestyle slides: an open ring box, draped silk. */

export interface RingBox {
  backdrop: string;
  behind: string;
  front: string;
  /** Where the ring is fitted (drawing units); the part below the cushion's slit is hidden. */
  slot: { x: number; y: number; w: number; h: number };
  clipId: string;
}

const VELVET: Record<DrawnMetal, [string, string, string]> = {
  white: ['#1b2439', '#2c3a5a', '#101625'], // midnight blue for white metal
  yellow: ['#3b1420', '#5c2232', '#240a12'], // burgundy for yellow gold
  rose: ['#e9d3cc', '#f4e4de', '#c9aca3'], // blush for rose gold
  silver: ['#1b2439', '#2c3a5a', '#101625'], // midnight blue, as white metal
  platinum: ['#1b2439', '#2c3a5a', '#101625'],
};

export function ringBox(tone: DrawnMetal, S: number): RingBox {
  const [dark, light, deep] = VELVET[tone];
  const cx = S / 2;
  const slit = 515;
  const bw = 230; // half width of the box at its back edge
  const backdrop =
    `<defs>${linear('bxbg', 0, 0, 0, 1, [[0, '#f4efe8'], [0.7, '#ebe3d8'], [1, '#e2d8cb']])}</defs>` +
    `<rect width="${S}" height="${S}" fill="url(#bxbg)"/>` +
    softEllipse('bxsh', cx + 20, 830, bw * 1.45, 48, '#4a3a2c', 0.4);
  const defs =
    `<defs>${linear('bxv', 0, 0, 0, 1, [[0, light], [0.6, dark], [1, deep]])}` +
    `${linear('bxf', 0, 0, 1, 0, [[0, deep], [0.15, dark], [0.45, light], [0.85, dark], [1, deep]])}` +
    `${radial('bxl', 0.5, 0.3, 0.75, [[0, '#ffffff'], [0.55, '#f3ede4'], [1, '#d9cfc1']])}` +
    `${radial('bxr', 0.5, 0.15, 0.9, [[0, light], [0.7, dark], [1, deep]])}` +
    `${linear('bxg', 0, 0, 1, 0, [[0, '#b8955a'], [0.5, '#f2dfae'], [1, '#a8844a']])}` +
    `<clipPath id="bxclip"><rect x="0" y="0" width="${S}" height="${slit + 4}"/></clipPath></defs>`;
  const lid =
    `<path d="M${cx - bw} 472 L${cx - bw + 36} 176 Q${cx - bw + 40} 146 ${cx - bw + 72} 144 L${cx + bw - 72} 144 Q${cx + bw - 40} 146 ${cx + bw - 36} 176 L${cx + bw} 472 Z" fill="url(#bxv)"/>` +
    `<path d="M${cx - bw + 22} 466 L${cx - bw + 54} 190 Q${cx - bw + 58} 168 ${cx - bw + 84} 167 L${cx + bw - 84} 167 Q${cx + bw - 58} 168 ${cx + bw - 54} 190 L${cx + bw - 22} 466 Z" fill="url(#bxl)"/>` +
    `<path d="M${cx - bw + 44} 452 L${cx - bw + 70} 200 Q${cx - bw + 73} 186 ${cx - bw + 92} 185 L${cx + bw - 92} 185 Q${cx + bw - 73} 186 ${cx + bw - 70} 200 L${cx + bw - 44} 452" fill="none" stroke="#cfc3b2" stroke-width="1.5" stroke-dasharray="5 4"/>`;
  const top =
    `<path d="M${cx - bw} 472 L${cx + bw} 472 L${cx + bw + 14} 566 L${cx - bw - 14} 566 Z" fill="${deep}"/>` +
    `<path d="M${cx - bw + 16} 480 L${cx + bw - 16} 480 L${cx + bw - 6} ${slit} L${cx - bw + 6} ${slit} Z" fill="url(#bxr)"/>` +
    `<path d="M${cx - bw + 6} ${slit} L${cx + bw - 6} ${slit}" stroke="${deep}" stroke-width="6"/>`;
  const frontRoll =
    `<path d="M${cx - bw + 6} ${slit + 2} Q${cx} ${slit - 10} ${cx + bw - 6} ${slit + 2} L${cx + bw + 2} 556 L${cx - bw - 2} 556 Z" fill="url(#bxr)"/>` +
    `<path d="M${cx - bw + 8} ${slit + 2} Q${cx} ${slit - 9} ${cx + bw - 8} ${slit + 2}" fill="none" stroke="${light}" stroke-opacity="0.5" stroke-width="3"/>` +
    `<path d="M${cx - bw - 14} 566 L${cx + bw + 14} 566 L${cx + bw + 14} 790 Q${cx + bw + 14} 806 ${cx + bw - 4} 807 L${cx - bw + 4} 807 Q${cx - bw - 14} 806 ${cx - bw - 14} 790 Z" fill="url(#bxf)"/>` +
    `<path d="M${cx - bw - 14} 568 L${cx + bw + 14} 568" stroke="url(#bxg)" stroke-width="3"/>` +
    `<rect x="${cx - 24}" y="574" width="48" height="14" rx="3" fill="url(#bxg)"/>`;
  return {
    backdrop,
    behind: defs + lid + top,
    front: frontRoll,
    slot: { x: cx - 175, y: 232, w: 350, h: 430 },
    clipId: 'bxclip',
  };
}

/** Ivory silk with soft diagonal folds. */
export function silkBackdrop(w: number, h: number): string {
  const fold = (id: string, d: string, a: number) =>
    `<defs>${linear(id, 0, 0, 1, 1, [[0, '#ffffff', 0], [0.45, '#ffffff', a], [0.55, '#c9b9a6', a * 0.8], [1, '#c9b9a6', 0]])}</defs><path d="${d}" fill="url(#${id})"/>`;
  return (
    `<defs>${linear('slk', 0, 0, 1, 1, [[0, '#f7f1ea'], [0.5, '#efe5da'], [1, '#e6d9ca']])}</defs>` +
    `<rect width="${f(w)}" height="${f(h)}" fill="url(#slk)"/>` +
    fold('sf1', `M0 ${h * 0.1} C${w * 0.3} ${h * 0.05} ${w * 0.45} ${h * 0.4} ${w} ${h * 0.3} L${w} ${h * 0.55} C${w * 0.5} ${h * 0.6} ${w * 0.3} ${h * 0.3} 0 ${h * 0.4} Z`, 0.55) +
    fold('sf2', `M0 ${h * 0.55} C${w * 0.35} ${h * 0.5} ${w * 0.6} ${h * 0.85} ${w} ${h * 0.7} L${w} ${h} L0 ${h} Z`, 0.4) +
    fold('sf3', `M${w * 0.4} 0 C${w * 0.55} ${h * 0.2} ${w * 0.8} ${h * 0.15} ${w} ${h * 0.05} L${w} 0 Z`, 0.5)
  );
}

/** A cable (or box) chain along a cubic curve (drawing units); link length in the same units. */
export function chain(p: readonly [V2, V2, V2, V2], link: number, tone: MetalTone, kind: 'cable' | 'box' = 'cable'): string {
  const at = (t: number): V2 => {
    const u = 1 - t;
    return [0, 1].map((k) => u * u * u * p[0][k] + 3 * u * u * t * p[1][k] + 3 * u * t * t * p[2][k] + t * t * t * p[3][k]) as unknown as V2;
  };
  const samples: V2[] = Array.from({ length: 200 }, (_, i) => at(i / 199));
  let out = '';
  let acc = 0;
  let next = 0;
  let n = 0;
  const wide = link * 0.13;
  for (let i = 1; i < samples.length; i++) {
    const [x0, y0] = samples[i - 1];
    const [x1, y1] = samples[i];
    const seg = Math.hypot(x1 - x0, y1 - y0);
    while (acc + seg >= next) {
      const t = (next - acc) / (seg || 1);
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
      const shade = metalStop(tone, 0.45 + 0.4 * Math.abs(Math.sin(n * 1.9 + x * 0.01)));
      const light = metalStop(tone, 0.95);
      const tr = `transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"`;
      if (kind === 'box') {
        // a box chain reads as a solid square line: links side by side, lit on their upper faces
        const hs = link * 0.3;
        out +=
          `<rect ${tr} x="${f(-hs)}" y="${f(-hs)}" width="${f(hs * 2)}" height="${f(hs * 2)}" fill="${shade}"/>` +
          `<path ${tr} d="M${f(-hs)} ${f(-hs * 0.5)}H${f(hs)}" stroke="${light}" stroke-width="${f(hs * 0.5)}"/>`;
        n++;
        next += link * 0.62;
        continue;
      }
      out +=
        n % 2 === 0
          ? `<ellipse ${tr} rx="${f(link * 0.62)}" ry="${f(link * 0.34)}" fill="none" stroke="${shade}" stroke-width="${f(wide)}"/>` +
            `<path ${tr} d="M${f(-link * 0.4)} ${f(-link * 0.26)}Q0 ${f(-link * 0.38)} ${f(link * 0.4)} ${f(-link * 0.26)}" fill="none" stroke="${light}" stroke-width="${f(wide * 0.45)}"/>`
          : `<path ${tr} d="M${f(-link * 0.6)} 0H${f(link * 0.6)}" stroke="${shade}" stroke-width="${f(wide * 1.35)}" stroke-linecap="round"/>`;
      n++;
      next += link * 0.92;
    }
    acc += seg;
  }
  return out;
}

