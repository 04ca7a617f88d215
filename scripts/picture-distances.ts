/**
 * How alike the catalogue's designs are drawn: the default (top) picture of every product, 96×96 greyscale, in one
 * metal (white, so only the design counts) or in each product's own metal (`--own-metal`), compared pair by pair as
 * the mean absolute pixel difference on 0–255. Prints the number of pairs closer than 1 and the closest pairs.
 *
 *   npx tsx scripts/picture-distances.ts [--own-metal] [--show N]
 */
import sharp from 'sharp';
import { defaultCentreCarat } from '../src/domain/designs.ts';
import { imageColourOf } from '../src/domain/metals.ts';
import { shapeFromSlug } from '../src/domain/shapes.ts';
import { PRODUCTS } from '../src/server/db/seed/catalog-data/index.ts';
import { productPicture } from '../src/server/modules/media/art/product.ts';

const SIZE = 96;
const ownMetal = process.argv.includes('--own-metal');
const showAt = process.argv.indexOf('--show');
const show = showAt > 0 ? Number(process.argv[showAt + 1]) : 40;

const pictures: { name: string; pixels: Buffer }[] = [];
for (const product of PRODUCTS) {
  const spec = {
    design: product.design,
    tone: ownMetal ? imageColourOf(product.design.metal ?? 'white') : ('white' as const),
    shape: shapeFromSlug(product.shapes[0])!,
    carat: defaultCentreCarat(product.design),
  };
  const svg = productPicture(spec, 'top', undefined, SIZE, SIZE);
  pictures.push({ name: product.name, pixels: await sharp(Buffer.from(svg)).greyscale().raw().toBuffer() });
}

const pairs: { distance: number; a: string; b: string }[] = [];
for (let i = 0; i < pictures.length; i++) {
  for (let j = i + 1; j < pictures.length; j++) {
    const a = pictures[i].pixels;
    const b = pictures[j].pixels;
    let sum = 0;
    for (let k = 0; k < a.length; k++) sum += Math.abs(a[k] - b[k]);
    pairs.push({ distance: sum / a.length, a: pictures[i].name, b: pictures[j].name });
  }
}
pairs.sort((x, y) => x.distance - y.distance);
console.log(`${PRODUCTS.length} products, ${pairs.length} pairs, ${ownMetal ? 'each in its own metal' : 'all in white gold'}`);
console.log(`pairs closer than 1: ${pairs.filter((p) => p.distance < 1).length}`);
for (const p of pairs.slice(0, show)) console.log(`${p.distance.toFixed(2).padStart(6)}  ${p.a}  |  ${p.b}`);
