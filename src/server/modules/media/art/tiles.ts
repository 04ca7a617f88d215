import type { RingStyle } from '../../../../domain/catalog/designs.ts';
import type { StyleImageName } from '../../../../domain/catalog/image-names.ts';
import type { ImageColour } from '../../../../domain/catalog/metals.ts';
import type { ShapeCode } from '../../../../domain/diamonds/shapes.ts';
import { BLUSH_PLINTH, gift, leaves, lights, petals, podium, STONE_PLINTH, type Frac, type Part, type Scene } from './scenes.ts';
import { f, linear } from './svg.ts';

/** Tiles of the home page and the product lists: pieces on styled backgrounds, no text (the page writes the labels). */

const ring = (style: RingStyle, tone: ImageColour, at: Frac, more: Partial<Extract<Part, { kind: 'ring' }>> = {}): Part => ({
  kind: 'ring',
  style,
  tone,
  at,
  ...more,
});

export function categoryScene(name: string): Scene | undefined {
  switch (name) {
    case 'engagement-rings':
      return { bg: 'blush', parts: [petals([[0.2, 0.86, 0.18, 20], [0.84, 0.9, 0.14, -30]]), ring('solitaire', 'white', [0.12, 0.14, 0.76, 0.7], { shape: 'ROUND' })] };
    case 'wedding-rings':
      return {
        bg: 'marble',
        parts: [ring('men-classic', 'yellow', [0.06, 0.2, 0.6, 0.52], { yaw: 35 }), ring('eternity', 'white', [0.42, 0.42, 0.5, 0.42], { yaw: -25 })],
      };
    case 'womens-rings':
      return { bg: 'ivory', parts: [podium(0.5, 0.8, 0.36, 0.2, BLUSH_PLINTH), ring('halo', 'rose', [0.14, 0.14, 0.72, 0.66], { shape: 'OVAL' })] };
    case 'mens-rings':
      return { bg: 'slate', parts: [ring('men-matte', 'white', [0.1, 0.2, 0.8, 0.6], { yaw: 30, pitch: 24 })] };
    case 'gemstone-rings':
      return { bg: 'navy', parts: [lights('#a9b8ff', 8, 3), ring('gemstone-ring', 'white', [0.12, 0.16, 0.76, 0.68], { shape: 'CUSHION', gem: 'sapphire' })] };
    case 'necklaces-pendants':
      return { bg: 'champagne', parts: [{ kind: 'pendant', tone: 'yellow', shape: 'PEAR', at: [0.34, 0.4, 0.32, 0.4], chain: { spread: 0.4, top: -0.02 } }] };
  }
  return undefined;
}

export function bridalScene(name: string): Scene | undefined {
  switch (name) {
    case 'modern':
      return {
        bg: 'marble',
        parts: [podium(0.55, 0.78, 0.26, 0.24, STONE_PLINTH), ring('modern-band', 'white', [0.28, 0.14, 0.46, 0.62], { band: 'twotone' }), ring('modern-band', 'yellow', [0.62, 0.56, 0.26, 0.3], { lying: 20 })],
      };
    case 'classic':
      return { bg: 'ivory', parts: [ring('classic-band', 'yellow', [0.2, 0.16, 0.42, 0.64], { yaw: 35 }), ring('classic-band', 'white', [0.44, 0.3, 0.38, 0.56], { yaw: -30 })] };
    case 'eternity':
      return {
        bg: 'blush',
        parts: [petals([[0.16, 0.82, 0.16, 30], [0.86, 0.2, 0.11, -40]]), ring('eternity', 'white', [0.24, 0.1, 0.46, 0.68], { yaw: 24 }), ring('eternity', 'rose', [0.56, 0.6, 0.3, 0.3], { lying: -15 })],
      };
    case 'curved':
      return {
        bg: 'sage',
        parts: [leaves([[0.1, 1.05, 0.6, 20], [0.95, 1.05, 0.5, -25]]), ring('solitaire', 'rose', [0.24, 0.08, 0.44, 0.66], { shape: 'PEAR', yaw: 10 }), ring('curved', 'rose', [0.44, 0.36, 0.36, 0.5], { yaw: 10 })],
      };
  }
  return undefined;
}

export function menScene(name: string): Scene | undefined {
  switch (name) {
    case 'classic':
      return { bg: 'slate', parts: [ring('men-classic', 'yellow', [0.1, 0.22, 0.8, 0.56], { pitch: 24 })] };
    case 'matte':
      return { bg: 'walnut', parts: [ring('men-matte', 'white', [0.1, 0.22, 0.8, 0.56], { pitch: 24 })] };
    case 'mixed-metal':
      return { bg: 'slate', parts: [ring('men-mixed-metal', 'yellow', [0.1, 0.22, 0.8, 0.56], { pitch: 24 })] };
    case 'unique':
      return { bg: 'walnut', parts: [ring('men-unique', 'white', [0.1, 0.22, 0.8, 0.56], { pitch: 24 })] };
    case 'all':
      return {
        bg: 'slate',
        parts: [
          ring('men-classic', 'yellow', [0.04, 0.12, 0.5, 0.4], { pitch: 22, yaw: 40 }),
          ring('men-unique', 'white', [0.46, 0.18, 0.5, 0.4], { pitch: 22, yaw: -30 }),
          ring('men-matte', 'rose', [0.2, 0.48, 0.6, 0.42], { pitch: 22, yaw: 20 }),
        ],
      };
  }
  return undefined;
}

export function giftScene(name: string): Scene | undefined {
  switch (name) {
    case 'under-rm500':
      return { bg: 'ivory', parts: [gift(0.72, 0.42, 0.36, ['#f2dcd3', '#dcbcb0'], '#ffffff'), ring('classic-band', 'rose', [0.1, 0.34, 0.46, 0.5], { yaw: 20 })] };
    case 'for-her':
      return {
        bg: 'blush',
        parts: [gift(0.76, 0.5, 0.34, ['#e9b7bf', '#c98d98'], '#fff6f2'), { kind: 'pendant', tone: 'rose', shape: 'OVAL', gem: 'pink-sapphire', at: [0.28, 0.42, 0.22, 0.32], chain: { spread: 0.24, top: -0.02 } }],
      };
    case 'for-him':
      return { bg: 'navy', parts: [gift(0.74, 0.48, 0.34, ['#2d3a5c', '#1b2339'], '#c9b27e'), ring('men-classic', 'white', [0.06, 0.3, 0.56, 0.46], { pitch: 22 })] };
    case 'heart-shaped':
      return { bg: 'blush', parts: [petals([[0.14, 0.18, 0.14, 20], [0.86, 0.84, 0.16, -30]]), ring('halo', 'white', [0.14, 0.12, 0.72, 0.72], { shape: 'HEART', pitch: 40, yaw: 18 })] };
  }
  return undefined;
}

/** A higher view that shows the centre stone's face. */
const FACE = { pitch: 42, yaw: 22 };

/** Subcategory style pictures: the style on the studio backdrop (sets show the band beside the ring). */
export function styleScene(name: StyleImageName): Scene {
  const one = (style: RingStyle, tone: ImageColour, shape: ShapeCode = 'ROUND', more: Partial<Extract<Part, { kind: 'ring' }>> = {}): Scene => ({
    bg: 'ivory',
    parts: [ring(style, tone, [0.12, 0.12, 0.76, 0.72], { shape, ...more })],
  });
  const set = (style: RingStyle, shape: ShapeCode): Scene => ({
    bg: 'ivory',
    parts: [ring(style, 'white', [0.08, 0.1, 0.56, 0.66], { shape, yaw: 25 }), ring('classic-band', 'white', [0.44, 0.36, 0.48, 0.5], { yaw: -25, band: 'pave' })],
  });
  const table: Record<StyleImageName, () => Scene> = {
    solitaire: () => one('solitaire', 'white', 'ROUND', FACE),
    halo: () => one('halo', 'white', 'CUSHION', FACE),
    'three-stone': () => one('three-stone', 'yellow', 'OVAL', FACE),
    pave: () => one('pave-solitaire', 'rose', 'ROUND', FACE),
    'hidden-halo': () => one('hidden-halo', 'white', 'OVAL', { pitch: 12, yaw: 20 }),
    modern: () => one('modern-band', 'white', 'ROUND', { band: 'twotone' }),
    classic: () => one('classic-band', 'yellow'),
    eternity: () => one('eternity', 'white'),
    curved: () => one('curved', 'rose'),
    'men-classic': () => one('men-classic', 'yellow', 'ROUND', { pitch: 24 }),
    matte: () => one('men-matte', 'white', 'ROUND', { pitch: 24 }),
    'mixed-metal': () => one('men-mixed-metal', 'yellow', 'ROUND', { pitch: 24 }),
    'men-unique': () => one('men-unique', 'white', 'ROUND', { pitch: 24 }),
    'solitaire-sets': () => set('solitaire', 'ROUND'),
    'halo-sets': () => set('halo', 'OVAL'),
    'plain-bands': () => one('classic-band', 'white'),
    'diamond-bands': () => one('eternity', 'yellow'),
    women: () => one('halo', 'rose', 'PEAR', FACE),
    men: () => one('men-classic', 'white', 'ROUND', { pitch: 24 }),
    gemstone: () => one('gemstone-ring', 'yellow', 'OVAL', { gem: 'emerald', ...FACE }),
    pendants: () => ({ bg: 'ivory', parts: [{ kind: 'pendant', tone: 'white', shape: 'ROUND', at: [0.36, 0.38, 0.28, 0.44], chain: { spread: 0.36, top: -0.02 } }] }),
    necklaces: () => ({ bg: 'ivory', parts: [{ kind: 'pendant', style: 'necklace', tone: 'yellow', shape: 'OVAL', gem: 'ruby', at: [0.36, 0.34, 0.28, 0.5], chain: { spread: 0.36, top: -0.02 } }] }),
  };
  return table[name]();
}

/** A loose diamond face up, the shape's outline exact, for the 'Shop Diamonds by Shape' tiles. */
export function shapeScene(shape: ShapeCode): Scene {
  return { bg: 'ivory', parts: [{ kind: 'stone', shape, at: [0.15, 0.13, 0.7, 0.74], pitch: 90 }] };
}

/** Natural: a diamond on dark stone. Lab-grown: a diamond in cool light over a fine crystal lattice. */
export function diamondTypeScene(kind: 'natural' | 'lab-grown'): Scene {
  if (kind === 'natural') {
    return { bg: 'slate', seed: 7, parts: [{ kind: 'stone', shape: 'ROUND', at: [0.16, 0.22, 0.68, 0.56], pitch: 16, yaw: 10 }] };
  }
  const lattice = {
    kind: 'art' as const,
    draw: (w: number, h: number, id: string) => {
      const r = w / 16;
      let d = '';
      for (let row = -1; row < h / (r * 1.5) + 1; row++) {
        for (let col = -1; col < w / (r * 1.732) + 1; col++) {
          const cx = col * r * 1.732 + (row % 2 ? r * 0.866 : 0);
          const cy = row * r * 1.5;
          d += `M${f(cx)} ${f(cy - r)}L${f(cx + r * 0.866)} ${f(cy - r / 2)}L${f(cx + r * 0.866)} ${f(cy + r / 2)}L${f(cx)} ${f(cy + r)}L${f(cx - r * 0.866)} ${f(cy + r / 2)}L${f(cx - r * 0.866)} ${f(cy - r / 2)}Z`;
        }
      }
      return `<defs>${linear(`${id}h`, 0, 0, 1, 1, [[0, '#8fb3d9', 0.5], [1, '#8fb3d9', 0.05]])}</defs><path d="${d}" fill="none" stroke="url(#${id}h)" stroke-width="${f(w / 480)}"/>`;
    },
  };
  return { bg: 'pearl', parts: [lattice, { kind: 'stone', shape: 'ROUND', at: [0.16, 0.22, 0.68, 0.56], pitch: 16, yaw: 10 }] };
}
