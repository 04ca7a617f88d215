import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DiamondTone } from '../../../domain/diamonds/tone.ts';
import type { RingDesign } from '../../../domain/catalog/designs.ts';
import { productPicture } from './art/product.ts';

/**
 * Issue 30: the finished ring shows its stone's tone. The solitaire's top view in white gold is drawn with its centre
 * diamond in each tone; the pixels that differ between the tones are the stone's, and their yellowness
 * ((R + G) / 2 − B, 0–255) rises from an icy D to a tinted W-X as the loose stones' pictures do (diamond-tones.test.ts).
 */
const solitaire: RingDesign = { style: 'solitaire' };
const TONES: readonly DiamondTone[] = ['icy', 'white', 'faint', 'tinted'];

async function drawn(stone: DiamondTone | undefined): Promise<Buffer> {
  const svg = productPicture({ design: solitaire, tone: 'white', shape: 'ROUND', carat: 1, seed: 0.5, ...(stone ? { stone } : {}) }, 'top', undefined, 200, 200);
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

describe('the ring is drawn with its centre diamond in the stone\'s tone', () => {
  it('a ring named without a tone is the near-colourless one, as before', async () => {
    expect((await drawn(undefined)).equals(await drawn('white'))).toBe(true);
  });

  it('warms from icy to tinted, on the stone only', async () => {
    const pictures = await Promise.all(TONES.map(drawn));
    const stone: number[] = [];
    for (let i = 0; i < pictures[0].length; i += 3) {
      if (pictures.some((p) => Math.abs(p[i] - pictures[0][i]) + Math.abs(p[i + 1] - pictures[0][i + 1]) + Math.abs(p[i + 2] - pictures[0][i + 2]) > 6)) stone.push(i);
    }
    expect(stone.length).toBeGreaterThan(50);
    // the stone is a small part of the ring: the band and the studio are the same in every tone
    expect(stone.length).toBeLessThan(pictures[0].length / 3 / 4);
    const yellowness = pictures.map((p) => stone.reduce((sum, i) => sum + (p[i] + p[i + 1]) / 2 - p[i + 2], 0) / stone.length);
    for (let t = 1; t < TONES.length; t++) expect(yellowness[t], `${TONES[t]} warmer than ${TONES[t - 1]}`).toBeGreaterThan(yellowness[t - 1] + 2);
  });
});
