/**
 * Renders a contact sheet of the shop's pictures into a folder, for a person to look at:
 * every site picture, and for a few designs the top, side, hand and three 360° frames in each colour.
 *
 * and the loose diamonds: every shape at colours D, H and M, a low-clarity and strongly fluorescent sample, and a
 * few 360° frames.
 *
 *   npx tsx scripts/render-images.ts --out /tmp/kilau-images [--width 640] [--brand Kilau]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { RingDesign } from '../src/domain/designs.ts';
import { ALL_SITE_IMAGES, productImageName, type ProductImageView } from '../src/domain/image-names.ts';
import { appearanceOf, diamondPictureUrl } from '../src/domain/diamond-tone.ts';
import { IMAGE_COLOURS } from '../src/domain/metals.ts';
import { SHAPES, shapeSlug, type ShapeCode } from '../src/domain/shapes.ts';
import { createMediaService } from '../src/server/modules/media/service.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, width: { type: 'string' }, brand: { type: 'string' } },
});
if (!values.out) {
  console.error('usage: npx tsx scripts/render-images.ts --out DIR [--width PIXELS] [--brand NAME]');
  process.exit(2);
}
const out = path.resolve(values.out);
const width = values.width ? Number(values.width) : undefined;
mkdirSync(out, { recursive: true });

/** Demo products: SKU, design and the shape they are shown in. */
const DEMO: readonly [string, RingDesign, ShapeCode][] = [
  ['KL-ER-0001', { style: 'solitaire' }, 'ROUND'],
  ['KL-ER-0002', { style: 'halo' }, 'OVAL'],
  ['KL-ER-0003', { style: 'three-stone' }, 'EMERALD'],
  ['KL-ER-0004', { style: 'pave-solitaire' }, 'CUSHION'],
  ['KL-ER-0005', { style: 'hidden-halo' }, 'PEAR'],
  ['KL-WR-0001', { style: 'eternity' }, 'ROUND'],
  ['KL-WR-0002', { style: 'curved' }, 'ROUND'],
  ['KL-MR-0001', { style: 'men-mixed-metal' }, 'ROUND'],
  ['KL-GR-0001', { style: 'gemstone-ring', gem: 'sapphire' }, 'CUSHION'],
  ['KL-NP-0001', { style: 'pendant' }, 'HEART'],
  ['KL-NP-0002', { style: 'necklace', gem: 'emerald' }, 'OVAL'],
];
const VIEWS: ProductImageView[] = ['top', 'side', 'hand', 'slider1', 'slider2', 'slider3', '360-00', '360-06', '360-12', '360-18'];

const cacheDir = mkdtempSync(path.join(tmpdir(), 'kilau-contact-'));
const designs = new Map(DEMO.map(([sku, design]) => [sku, design]));
const media = createMediaService({ cacheDir, brandName: values.brand, designOf: async (sku) => designs.get(sku) });

const timings: number[] = [];
async function save(url: string, file: string): Promise<void> {
  const started = performance.now();
  const image = await media.render(url, width);
  const ms = performance.now() - started;
  if (!image) throw new Error(`no picture at ${url}`);
  if (image.type === 'image/svg+xml') {
    writeFileSync(path.join(out, `${file}.svg`), image.body);
    await sharp(image.body, { density: 216 }).flatten({ background: '#ffffff' }).webp({ quality: 90 }).toFile(path.join(out, `${file}.webp`));
  } else {
    writeFileSync(path.join(out, `${file}.webp`), image.body);
  }
  if (url.startsWith('/images/products/')) timings.push(ms);
  console.log(`${ms.toFixed(0).padStart(5)} ms  ${url}`);
}

for (const image of ALL_SITE_IMAGES) {
  await save(image.url, image.url.slice('/images/'.length).replace(/\.(webp|svg)$/, '').replaceAll('/', '_'));
}
for (const [sku, , shape] of DEMO) {
  for (const colour of IMAGE_COLOURS) {
    for (const view of VIEWS) {
      const name = productImageName({ sku, colour, shape, view });
      await save(`/images/products/${name}`, name.replace(/\.webp$/, ''));
    }
  }
}
await saveLooseDiamonds();
rmSync(cacheDir, { recursive: true, force: true });
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(0);
console.log(`\n${timings.length} product pictures at ${width ?? 1280} px: median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms. Written to ${out}`);

// ------------------------------------------------------------------ loose diamonds

/** Loose diamonds: every shape at D, H and M; SI2 with strong fluorescence, and VS and SI1; the 360° strip's frames. */
async function saveLooseDiamonds(): Promise<void> {
  const dir = path.join(out, 'diamonds');
  mkdirSync(dir, { recursive: true });
  const looks: readonly [string, string, string, string][] = [
    ['d', 'D', 'IF', 'NON'],
    ['h', 'H', 'VVS2', 'NON'],
    ['m-vs2', 'M', 'VS2', 'FNT'],
    ['g-si2-strong', 'G', 'SI2', 'STG'],
  ];
  for (const shape of SHAPES) {
    for (const [label, colour, clarity, fluorescence] of looks) {
      const url = diamondPictureUrl(shapeSlug(shape.code), appearanceOf(colour, clarity, fluorescence), false);
      await save(url, `diamonds/${shapeSlug(shape.code)}-${label}`);
    }
  }
  for (const [label, clarity] of [['vs1', 'VS1'], ['si1', 'SI1']] as const) {
    await save(diamondPictureUrl('oval', appearanceOf('F', clarity, 'NON'), false), `diamonds/oval-f-${label}`);
  }
  // the strip, and frames 0, 3, 6, 9 of it cut out (each frame a square as tall as the strip)
  for (const slug of ['round', 'marquise', 'emerald']) {
    const url = diamondPictureUrl(slug, appearanceOf('E', 'VS1', 'NON'), true);
    await save(url, `diamonds/${slug}-360-strip`);
    const strip = sharp(path.join(out, `diamonds/${slug}-360-strip.webp`));
    const { height = 0 } = await strip.metadata();
    for (const frame of [0, 3, 6, 9]) {
      await sharp(path.join(out, `diamonds/${slug}-360-strip.webp`))
        .extract({ left: frame * height, top: 0, width: height, height })
        .toFile(path.join(dir, `${slug}-360-frame-${String(frame).padStart(2, '0')}.webp`));
    }
  }
}
