import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RingDesign } from '../../../domain/catalog/designs.ts';
import { drawnMetalOf, type DrawnMetal } from '../../../domain/catalog/metals.ts';
import { productPicture } from './art/product.ts';

/**
 * Issue 15, "metal colours render as the metal (rose, white, yellow, platinum, silver)". Picture names carry only white,
 * rose and yellow (storefront spec §5: platinum and silver show the white images); a piece made in silver or platinum
 * has its white pictures drawn in its own metal. Measured on the plain court band's side view, the pixels that are
 * metal (not the pale studio behind it): their mean colour per channel, 0–255.
 */
const band: RingDesign = { style: 'classic-band' };

const TONES = ['white', 'yellow', 'rose', 'silver', 'platinum'] as const;
type Colour = { r: number; g: number; b: number; luma: number };

/** The band drawn in every metal; the metal's pixels are those that change from one metal to another. */
async function metalColours(): Promise<Record<DrawnMetal, Colour>> {
  const pictures = await Promise.all(
    TONES.map(async (tone) => {
      const svg = productPicture({ design: band, tone, shape: 'ROUND', carat: 1 }, 'side', undefined, 160, 160);
      return (await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
    }),
  );
  const metal: number[] = [];
  for (let i = 0; i < pictures[0].length; i += 3) {
    const spread = Math.max(...pictures.map((p) => p[i] + p[i + 1] + p[i + 2])) - Math.min(...pictures.map((p) => p[i] + p[i + 1] + p[i + 2]));
    if (spread > 24) metal.push(i);
  }
  const colourOf = (p: Buffer): Colour => {
    let r = 0, g = 0, b = 0;
    for (const i of metal) { r += p[i]; g += p[i + 1]; b += p[i + 2]; }
    const n = metal.length;
    return { r: r / n, g: g / n, b: b / n, luma: (0.299 * r + 0.587 * g + 0.114 * b) / n };
  };
  expect(metal.length).toBeGreaterThan(1000);
  return Object.fromEntries(TONES.map((t, k) => [t, colourOf(pictures[k])])) as Record<DrawnMetal, Colour>;
}

describe('metals are drawn as themselves', () => {
  it('a white picture of a silver or platinum piece is drawn in that metal; of a gold piece, in white gold', () => {
    expect(drawnMetalOf('white', 'silver')).toBe('silver');
    expect(drawnMetalOf('white', 'platinum')).toBe('platinum');
    expect(drawnMetalOf('white', 'white')).toBe('white');
    expect(drawnMetalOf('white', undefined)).toBe('white');
    expect(drawnMetalOf('rose', 'silver')).toBe('rose');
  });

  it('yellow and rose gold are warm (red above blue), white gold, silver and platinum are not; platinum is the darkest white metal; silver is warmer than white gold and platinum', async () => {
    const { white, yellow, rose, silver, platinum } = await metalColours();
    for (const warm of [yellow, rose]) expect(warm.r - warm.b).toBeGreaterThan(30);
    for (const cool of [white, silver, platinum]) expect(Math.abs(cool.r - cool.b)).toBeLessThan(15);
    expect(yellow.g - rose.g).toBeGreaterThan(8); // yellow gold is greener (more yellow) than rose
    expect(white.luma - platinum.luma).toBeGreaterThan(8);
    expect(silver.r - silver.b).toBeGreaterThan(platinum.r - platinum.b + 8);
    expect(silver.r - silver.b).toBeGreaterThan(white.r - white.b + 8); // sterling is warmer than rhodium-white gold
  });
});
