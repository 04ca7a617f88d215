/**
 * How alike the catalogue's designs are drawn: the default (top) picture of every product, 96×96 greyscale, in one
 * metal (white, so only the design counts) or in each product's own metal (`--own-metal`), compared pair by pair as
 * the mean absolute pixel difference on 0–255. Prints the number of pairs closer than 1 and the closest pairs.
 * The measuring is src/server/modules/media/likeness.ts, shared with the test designs-apart.test.ts.
 *
 *   npx tsx scripts/picture-distances.ts [--own-metal] [--show N]
 */
import { PRODUCTS } from '../src/server/db/seed/catalog-data/index.ts';
import { defaultPictures, pictureDistances } from '../src/server/modules/media/likeness.ts';

const ownMetal = process.argv.includes('--own-metal');
const showAt = process.argv.indexOf('--show');
const show = showAt > 0 ? Number(process.argv[showAt + 1]) : 40;

const pairs = pictureDistances(await defaultPictures(PRODUCTS, ownMetal));
console.log(`${PRODUCTS.length} products, ${pairs.length} pairs, ${ownMetal ? 'each in its own metal' : 'all in white gold'}`);
console.log(`pairs closer than 1: ${pairs.filter((p) => p.distance < 1).length}`);
for (const p of pairs.slice(0, show)) console.log(`${p.distance.toFixed(2).padStart(6)}  ${p.a}  |  ${p.b}`);
