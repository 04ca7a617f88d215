import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIAMOND_TONES, toneOfColour, type DiamondTone } from '../../../domain/diamonds/tone.ts';
import type { SHAPES } from '../../../domain/diamonds/shapes.ts';
import { diamondPictureOf, diamondStill } from './art/diamonds.ts';

/**
 * The mean hue of the stone in a still picture, measured as yellowness: (R + G) / 2 − B averaged over the pixels
 * that differ from the paper around the stone, on 0–255. A colourless stone is a little blue (negative), a
 * yellow one clearly positive.
 */
async function yellownessOf(shape: (typeof SHAPES)[number]['code'], tone: DiamondTone): Promise<number> {
  const size = 160;
  const { data, info } = await sharp(Buffer.from(diamondStill(shape, size, size, tone))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const paper = [data[0], data[1], data[2]];
  let sum = 0;
  let n = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (Math.abs(r - paper[0]) + Math.abs(g - paper[1]) + Math.abs(b - paper[2]) < 24) continue;
    sum += (r + g) / 2 - b;
    n++;
  }
  return sum / n;
}

/**
 * Measured when the tones were set (round, oval, emerald): D about −11.5, M about −3.6, Y–Z about +4.6, so each
 * step is 7.4–8.7 warmer. Five is well clear of the renderer's noise between shapes (under 1) and would fail if a
 * tone were drawn like its neighbour. (The shadow around the stone counts too, which keeps the numbers modest.)
 */
const WARMER = 5;

describe('a diamond is drawn in the body colour of its colour grade (issue 15)', () => {
  it('D–F icy, G–J near-colourless, K–M faint, N and the grouped letters tinted', () => {
    expect(['D', 'E', 'F'].map(toneOfColour)).toEqual(['icy', 'icy', 'icy']);
    expect(['G', 'J'].map(toneOfColour)).toEqual(['white', 'white']);
    expect(['K', 'M'].map(toneOfColour)).toEqual(['faint', 'faint']);
    expect(['N', 'OP', 'YZ'].map(toneOfColour)).toEqual(['tinted', 'tinted', 'tinted']);
  });

  it('pictures of colour D and colour M of the same shape differ in hue, and a Y–Z stone more', async () => {
    for (const shape of ['ROUND', 'OVAL', 'EMERALD'] as const) {
      const d = await yellownessOf(shape, toneOfColour('D'));
      const m = await yellownessOf(shape, toneOfColour('M'));
      const yz = await yellownessOf(shape, toneOfColour('YZ'));
      expect(m - d, `${shape}: M is warmer than D`).toBeGreaterThanOrEqual(WARMER);
      expect(yz - m, `${shape}: Y–Z is warmer than M`).toBeGreaterThanOrEqual(WARMER);
    }
  });

  it('each tone has its own picture address, and the old address stays the near-colourless stone', () => {
    expect(diamondPictureOf('/images/diamonds/oval.webp')).toEqual({ shape: 'OVAL', tone: 'white', clarity: 'clean', blue: false, spin: false });
    for (const tone of DIAMOND_TONES.filter((t) => t !== 'white')) {
      expect(diamondPictureOf(`/images/diamonds/oval-${tone}.webp`)).toEqual({ shape: 'OVAL', tone, clarity: 'clean', blue: false, spin: false });
      expect(diamondPictureOf(`/images/diamonds/oval-${tone}-360.webp`)).toEqual({ shape: 'OVAL', tone, clarity: 'clean', blue: false, spin: true });
    }
    expect(diamondPictureOf('/images/diamonds/oval-white.webp')).toBeUndefined();
    expect(diamondPictureOf('/images/diamonds/oval-pink.webp')).toBeUndefined();
  });
});
