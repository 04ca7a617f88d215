import { LAB_MARKS } from '../../../../domain/catalog/image-names.ts';
import { esc, f, hash, linear, SANS, SERIF, svgDoc } from './svg.ts';

/** Typographic marks: the grading laboratories' wordmarks, the shop's logo, reviewers' initials. */

const INK = '#5f5952';
const GOLD = '#b08d57';

const LAB_LINES: Record<string, string> = {
  gia: 'GEMOLOGICAL INSTITUTE OF AMERICA',
  hrd: 'ANTWERP',
  ags: 'AMERICAN GEM SOCIETY',
  gcal: 'GEM CERTIFICATION & ASSURANCE LAB',
  igi: 'INTERNATIONAL GEMOLOGICAL INSTITUTE',
};

/** A laboratory's wordmark (240 × 96): its initials in a serif, a fine rule, its full name in small capitals. */
export function labMark(code: string, w: number, h: number): string | undefined {
  const lab = LAB_MARKS.find(([c]) => c === code);
  if (!lab) return undefined;
  const initials = code === 'hrd' ? 'HRD' : lab[1];
  const line = LAB_LINES[code];
  const body =
    `<text x="120" y="52" text-anchor="middle" font-family="${SERIF}" font-size="40" letter-spacing="7" fill="${INK}">${esc(initials)}</text>` +
    `<rect x="84" y="62" width="72" height="1" fill="${GOLD}"/>` +
    `<text x="120" y="80" text-anchor="middle" font-family="${SANS}" font-size="${f(Math.min(9, 190 / (line.length * 0.78)))}" letter-spacing="1.2" fill="${INK}">${esc(line)}</text>`;
  return svgDoc(w, h, 240, 96, `<title>${esc(lab[2])}</title>${body}`);
}

/** The shop's logo: the brand name in spaced serif capitals beside a small faceted diamond. */
export function logo(brand: string, w: number, h: number): string {
  const name = brand.trim().toUpperCase() || 'KILAU';
  const long = name.length > 8;
  const gem =
    `<g transform="translate(28 48)">` +
    `<path d="M-16 -6 L-9 -15 L9 -15 L16 -6 L0 17 Z" fill="none" stroke="${GOLD}" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<path d="M-16 -6 L16 -6 M-9 -15 L-5 -6 L0 -15 L5 -6 L9 -15 M-5 -6 L0 17 L5 -6" fill="none" stroke="${GOLD}" stroke-width="1" stroke-linejoin="round"/></g>`;
  const text =
    `<text x="62" y="60" font-family="${SERIF}" font-size="38" letter-spacing="${long ? 3 : 9}" fill="#2b2622"` +
    `${long ? ' textLength="286" lengthAdjust="spacingAndGlyphs"' : ''}>${esc(name)}</text>`;
  return svgDoc(w, h, 360, 96, `<title>${esc(brand)}</title>${gem}${text}`);
}

const AVATAR_COLOURS: readonly [string, string, string][] = [
  ['#f4dcd6', '#e8c3b9', '#8c4f45'],
  ['#dfe7dc', '#c8d6c4', '#4e6a52'],
  ['#efe3cf', '#e0ccab', '#7a5d32'],
  ['#dde6f0', '#c3d2e3', '#3f5a7a'],
  ['#e8e0ef', '#d3c6e2', '#5e4a7a'],
];

/** A reviewer's avatar: their initials on a soft colour. */
export function avatar(initials: string, w: number, h: number): string {
  const text = initials.toUpperCase().slice(0, 3);
  const [light, mid, ink] = AVATAR_COLOURS[Math.floor(hash(...[...text].map((c) => c.charCodeAt(0))) * AVATAR_COLOURS.length)];
  const size = text.length > 2 ? 46 : 58;
  return svgDoc(
    w,
    h,
    160,
    160,
    `<defs>${linear('av', 0, 0, 1, 1, [[0, light], [1, mid]])}</defs><rect width="160" height="160" fill="url(#av)"/>` +
      `<circle cx="80" cy="80" r="62" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.5"/>` +
      `<text x="80" y="${f(80 + size * 0.34)}" text-anchor="middle" font-family="${SERIF}" font-size="${size}" letter-spacing="3" fill="${ink}">${esc(text)}</text>`,
  );
}
