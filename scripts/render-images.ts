/**
 * Renders a contact sheet of the shop's pictures into a folder, for a person to look at: every site picture; every
 * catalogue product's top picture in each metal; its side, hand, slider and three 360° frames in its own metal; and
 * one sheet per category (`sheet-<category>.png`) with every design of it in every metal side by side.
 *
 * And the loose diamonds: every shape at colours D, H and M, a low-clarity and strongly fluorescent sample, and a
 * few 360° frames.
 *
 *   npx tsx scripts/render-images.ts --out /tmp/kilau-images [--width 640] [--brand Kilau] [--only REGEX] [--no-site]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { RingDesign } from '../src/domain/catalog/designs.ts';
import { ALL_SITE_IMAGES, productImageName, type ProductImageView } from '../src/domain/catalog/image-names.ts';
import { appearanceOf, diamondPictureUrl } from '../src/domain/diamonds/tone.ts';
import { IMAGE_COLOURS, imageColourOf } from '../src/domain/catalog/metals.ts';
import { SHAPES, shapeFromSlug, shapeSlug, type ShapeCode } from '../src/domain/diamonds/shapes.ts';
import { CATEGORIES, PRODUCTS } from '../src/server/db/seed/catalog-data/index.ts';
import { createMediaService } from '../src/server/modules/media/service.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, width: { type: 'string' }, brand: { type: 'string' }, only: { type: 'string' }, 'no-site': { type: 'boolean' } },
});
if (!values.out) {
  console.error('usage: npx tsx scripts/render-images.ts --out DIR [--width PIXELS] [--brand NAME]');
  process.exit(2);
}
const out = path.resolve(values.out);
const width = values.width ? Number(values.width) : undefined;
mkdirSync(out, { recursive: true });

/** Every catalogue product (or those whose name matches --only): SKU, design, default shape, name, category. */
const only = values.only ? new RegExp(values.only, 'i') : undefined;
const DEMO: readonly [string, RingDesign, ShapeCode, string, number][] = PRODUCTS.filter((p) => !only || only.test(p.name)).map((p) => [p.sku, p.design, shapeFromSlug(p.shapes[0])!, p.name, p.categoryId]);
const VIEWS: ProductImageView[] = ['side', 'hand', 'slider1', 'slider2', 'slider3', '360-00', '360-06', '360-12'];

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

for (const image of values['no-site'] ? [] : ALL_SITE_IMAGES) {
  await save(image.url, image.url.slice('/images/'.length).replace(/\.(webp|svg)$/, '').replaceAll('/', '_'));
}
const sheets = new Map<number, { label: string; files: string[] }[]>();
for (const [sku, design, shape, label, category] of DEMO) {
  const files: string[] = [];
  for (const colour of IMAGE_COLOURS) {
    const name = productImageName({ sku, colour, shape, view: 'top' });
    await save(`/images/products/${name}`, name.replace(/\.webp$/, ''));
    files.push(path.join(out, name));
  }
  const own = imageColourOf(design.metal ?? 'white');
  for (const view of VIEWS) {
    const name = productImageName({ sku, colour: own, shape, view });
    await save(`/images/products/${name}`, name.replace(/\.webp$/, ''));
  }
  sheets.set(category, [...(sheets.get(category) ?? []), { label, files }]);
}
// one sheet per category: a row per design, its top picture in each metal
const TILE = 240;
for (const [category, rows] of sheets) {
  const slug = CATEGORIES.find((c) => c.id === category)?.slug ?? String(category);
  const tiles = await Promise.all(rows.flatMap((r, y) => r.files.map(async (file, x) => ({ input: await sharp(file).resize(TILE, TILE).toBuffer(), left: 220 + x * TILE, top: y * TILE }))));
  const labels = rows.map((r, y) => ({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="220" height="${TILE}"><text x="8" y="${TILE / 2}" font-size="15" font-family="sans-serif">${r.label.replace(/&/g, '&amp;')}</text></svg>`), left: 0, top: y * TILE }));
  await sharp({ create: { width: 220 + IMAGE_COLOURS.length * TILE, height: rows.length * TILE, channels: 3, background: '#ffffff' } })
    .composite([...labels, ...tiles])
    .png()
    .toFile(path.join(out, `sheet-${slug}.png`));
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
