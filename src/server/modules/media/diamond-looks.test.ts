import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appearanceOf, diamondPictureUrl, type DiamondAppearance } from '../../../domain/diamonds/tone.ts';
import { SHAPES, type ShapeCode } from '../../../domain/diamonds/shapes.ts';
import { cutOf, outlineOf } from './art/cuts.ts';
import { diamondPictureOf, diamondSpinFrame, diamondStill, SPIN_FRAMES } from './art/diamonds.ts';
import { stoneOf } from './art/gem.ts';

/**
 * Issue 15, loose diamonds drawn as themselves: each shape's own outline and facets, the trace of a low clarity and
 * of strong blue fluorescence, and a 360° view whose light moves across the facets. Pictures are compared as
 * pixels: `mask` is where the stone (and its shadow) differs from the paper, `grey` the brightness of each pixel.
 */
const SIZE = 128;
const CLEAN: DiamondAppearance = { tone: 'white', clarity: 'clean', blue: false };

interface Pixels {
  rgb: Buffer;
  grey: Float64Array;
  /** Pixels of the stone itself (clearly unlike the paper around it). */
  mask: Uint8Array;
}

async function pixelsOf(svg: string): Promise<Pixels> {
  const { data } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const n = SIZE * SIZE;
  const grey = new Float64Array(n);
  const mask = new Uint8Array(n);
  const paper = [data[0], data[1], data[2]];
  for (let i = 0; i < n; i++) {
    const [r, g, b] = [data[i * 3], data[i * 3 + 1], data[i * 3 + 2]];
    grey[i] = 0.3 * r + 0.59 * g + 0.11 * b;
    // the drawn stone: its hairline girdle and facets stand well apart from the soft paper and shadow
    mask[i] = Math.abs(r - paper[0]) + Math.abs(g - paper[1]) + Math.abs(b - paper[2]) > 40 ? 1 : 0;
  }
  return { rgb: data, grey, mask };
}

const still = (shape: ShapeCode, look: DiamondAppearance = CLEAN) => pixelsOf(diamondStill(shape, SIZE, SIZE, look));
const frame = (shape: ShapeCode, i: number) => pixelsOf(diamondSpinFrame(shape, i, SIZE, SIZE));

/** Share of pixels that are stone in one picture and not in the other, of those that are stone in either (0..1). */
function outlineDistance(a: Pixels, b: Pixels): number {
  let either = 0;
  let one = 0;
  for (let i = 0; i < a.mask.length; i++) {
    if (a.mask[i] || b.mask[i]) either++;
    if (a.mask[i] !== b.mask[i]) one++;
  }
  return one / either;
}

/** Mean brightness difference (0–255) over the pixels that are stone in either picture. */
function lightDistance(a: Pixels, b: Pixels): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.grey.length; i++) {
    if (!a.mask[i] && !b.mask[i]) continue;
    sum += Math.abs(a.grey[i] - b.grey[i]);
    n++;
  }
  return sum / n;
}

/** Pixels whose brightness differs by more than 25 of 255 between two pictures. */
const changedPixels = (a: Pixels, b: Pixels) => a.grey.reduce((n, g, i) => n + (Math.abs(g - b.grey[i]) > 25 ? 1 : 0), 0);

/** Mean blueness, B − (R + G) / 2, over the stone's pixels. */
function bluenessOf(p: Pixels): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < p.mask.length; i++) {
    if (!p.mask[i]) continue;
    sum += p.rgb[i * 3 + 2] - (p.rgb[i * 3] + p.rgb[i * 3 + 1]) / 2;
    n++;
  }
  return sum / n;
}

/** Where the brightest tenth of the stone's pixels lie, on average (pixels). */
function highlightCentre(p: Pixels): [number, number] {
  const stone = [...p.grey.keys()].filter((i) => p.mask[i]).sort((a, b) => p.grey[b] - p.grey[a]);
  const top = stone.slice(0, Math.ceil(stone.length / 10));
  const x = top.reduce((s, i) => s + (i % SIZE), 0) / top.length;
  const y = top.reduce((s, i) => s + Math.floor(i / SIZE), 0) / top.length;
  return [x, y];
}

/** Interior angles (degrees) at each point of a cut's face-up outline: under 150 a point, over 190 a cleft. */
function cornersOf(shape: ShapeCode): { points: number; clefts: number; sharpest: number } {
  const o = outlineOf(cutOf(shape));
  const angles = o.map((p, i) => {
    const a = o[(i - 1 + o.length) % o.length];
    const b = o[(i + 1) % o.length];
    const u = [p[0] - a[0], p[1] - a[1]];
    const v = [b[0] - p[0], b[1] - p[1]];
    return 180 - (Math.atan2(u[0] * v[1] - u[1] * v[0], u[0] * v[0] + u[1] * v[1]) * 180) / Math.PI;
  });
  return { points: angles.filter((x) => x < 150).length, clefts: angles.filter((x) => x > 190).length, sharpest: Math.min(...angles) };
}

describe('each diamond shape is drawn as itself (issue 15)', () => {
  it('outlines: a marquise has two points, a pear one, a heart one and a cleft; an oval, a round and a cushion none', () => {
    expect(cornersOf('MARQUISE')).toMatchObject({ points: 2, clefts: 0 });
    expect(cornersOf('PEAR')).toMatchObject({ points: 1, clefts: 0 });
    expect(cornersOf('HEART')).toMatchObject({ points: 1, clefts: 1 });
    for (const shape of ['OVAL', 'ROUND', 'CUSHION'] as const) expect(cornersOf(shape), shape).toMatchObject({ points: 0, clefts: 0 });
    expect(cornersOf('PRINCESS').points).toBe(4);
    // a diamond's points are cut at a workable angle, never a needle
    for (const shape of ['MARQUISE', 'PEAR', 'HEART'] as const) expect(cornersOf(shape).sharpest, shape).toBeGreaterThan(40);
  });

  it('emerald and asscher are step cuts with cut corners; radiant and princess brilliant squares and rectangles', () => {
    for (const shape of ['EMERALD', 'ASSCHER'] as const) {
      expect(cutOf(shape).kind).toBe('step');
      expect(cutOf(shape).girdle).toHaveLength(8); // an octagon: four sides and four cut corners
    }
    for (const shape of ['RADIANT', 'PRINCESS', 'ROUND', 'OVAL', 'CUSHION', 'PEAR', 'MARQUISE', 'HEART'] as const) expect(cutOf(shape).kind, shape).toBe('brilliant');
    // step cuts: concentric rectangular rows of facets on the crown and the pavilion
    const rows = new Set(stoneOf('EMERALD', 1).facets.filter((f) => f.role === 'step-crown').map((f) => f.ring));
    expect(rows.size).toBeGreaterThanOrEqual(3);
  });

  it('the drawn outlines of every two shapes differ clearly, a marquise from an oval too', async () => {
    const pictures = new Map<ShapeCode, Pixels>();
    for (const s of SHAPES) pictures.set(s.code, await still(s.code));
    // the same shape with inclusions drawn inside: the outline is the same (what the measure does not see)
    const noise = outlineDistance(pictures.get('OVAL')!, await still('OVAL', { ...CLEAN, clarity: 'si2' }));
    expect(noise).toBeLessThan(0.03);
    // measured: closest round/cushion 0.13, round/princess 0.16, pear/marquise 0.16, oval/marquise 0.20
    for (const [i, a] of SHAPES.entries()) {
      for (const b of SHAPES.slice(i + 1)) {
        expect(outlineDistance(pictures.get(a.code)!, pictures.get(b.code)!), `${a.code} / ${b.code}`).toBeGreaterThan(0.1);
      }
    }
    expect(outlineDistance(pictures.get('MARQUISE')!, pictures.get('OVAL')!)).toBeGreaterThan(0.15);
  });
});

describe('clarity and fluorescence leave their trace (issue 15)', () => {
  it('VS barely, SI1 more, SI2 most: ever more of the stone changes, in dark crystals and whitish feathers', async () => {
    for (const shape of ['ROUND', 'EMERALD', 'PEAR'] as const) {
      const clean = await still(shape);
      const changed = async (clarity: DiamondAppearance['clarity']) => changedPixels(clean, await still(shape, { ...CLEAN, clarity }));
      const [vs, si1, si2] = [await changed('vs'), await changed('si1'), await changed('si2')];
      expect(vs, `${shape} VS`).toBeGreaterThan(0);
      expect(si1, `${shape} SI1`).toBeGreaterThan(vs * 2);
      expect(si2, `${shape} SI2`).toBeGreaterThan(si1 * 1.3);
    }
  });

  it('strong blue fluorescence lays a bluish haze over the stone', async () => {
    for (const shape of ['ROUND', 'EMERALD', 'PEAR'] as const) {
      // measured: about +8 to +9 of 255
      expect(bluenessOf(await still(shape, { ...CLEAN, blue: true })) - bluenessOf(await still(shape)), shape).toBeGreaterThan(5);
    }
  });

  it('a stone is given the picture of its clarity and fluorescence; the old addresses keep their meaning', () => {
    expect(diamondPictureUrl('oval', appearanceOf('D', 'SI2', 'STG'), false)).toBe('/images/diamonds/oval-icy-si2-blue.webp');
    expect(diamondPictureUrl('oval', appearanceOf('H', 'VVS1', 'MED'), true)).toBe('/images/diamonds/oval-360.webp');
    expect(diamondPictureUrl('pear', appearanceOf('K', 'VS2', 'VSTGR'), true)).toBe('/images/diamonds/pear-faint-vs-blue-360.webp');
    expect(diamondPictureOf('/images/diamonds/oval-tinted-si1-blue-360.webp')).toEqual({ shape: 'OVAL', tone: 'tinted', clarity: 'si1', blue: true, spin: true });
    expect(diamondPictureOf('/images/diamonds/oval-si2.webp')).toEqual({ shape: 'OVAL', tone: 'white', clarity: 'si2', blue: false, spin: false });
    expect(diamondPictureOf('/images/diamonds/oval-faint.webp')).toEqual({ shape: 'OVAL', tone: 'faint', clarity: 'clean', blue: false, spin: false });
    // one spelling per picture: segments in order, no 'clean' or 'white', nothing else
    for (const name of ['oval-si2-icy', 'oval-clean', 'oval-white-si2', 'oval-blue-si2', 'oval-i1', 'oval-blue-blue', 'oval-360-blue']) {
      expect(diamondPictureOf(`/images/diamonds/${name}.webp`), name).toBeUndefined();
    }
  });
});

describe('the 360° view turns the stone with light moving across its facets (issue 15)', () => {
  it('a round turned a quarter (the same outline) is lit differently, its highlight elsewhere', async () => {
    const frames = [await frame('ROUND', 0), await frame('ROUND', SPIN_FRAMES / 4), await frame('ROUND', SPIN_FRAMES / 2)];
    for (const [a, b] of [[0, 1], [1, 2], [0, 2]]) {
      expect(outlineDistance(frames[a], frames[b]), `outline ${a}/${b}`).toBeLessThan(0.08);
      // measured 5–11 of 255 over the stone
      expect(lightDistance(frames[a], frames[b]), `light ${a}/${b}`).toBeGreaterThan(4);
      const [pa, pb] = [highlightCentre(frames[a]), highlightCentre(frames[b])];
      expect(Math.hypot(pa[0] - pb[0], pa[1] - pb[1]), `highlight ${a}/${b}`).toBeGreaterThan(2);
    }
  });

  it('every frame differs from the next in light, for each shape', async () => {
    for (const shape of ['MARQUISE', 'EMERALD', 'HEART'] as const) {
      let previous = await frame(shape, 0);
      for (let i = 1; i <= SPIN_FRAMES; i += 4) {
        const next = await frame(shape, i);
        expect(lightDistance(previous, next), `${shape} frame ${i}`).toBeGreaterThan(3);
        previous = next;
      }
    }
  });
});
