import { describe, expect, it } from 'vitest';
import { CARAT_VIEWS, RING_STYLES } from './designs.ts';
import {
  ALL_SITE_IMAGES,
  filterProductImages,
  isOfferedPicture,
  parseProductImageName,
  parseUploadedImageName,
  uploadedImageName,
  productImageName,
  productImageSet,
  ROTATE_VIEWS,
  SITE_IMAGES,
  styleImageName,
  withHandTone,
  type ProductImageParts,
} from './image-names.ts';
import { SHAPES } from '../diamonds/shapes.ts';

const names = (images: { image_name: string }[]) => images.map((i) => i.image_name);

describe('product picture names', () => {
  it('are {sku}_{colour}_{shape}_{view}.webp', () => {
    expect(productImageName({ sku: 'KL-ER-0001', colour: 'white', shape: 'ROUND', view: 'top' })).toBe('KL-ER-0001_white_round_top.webp');
    expect(productImageName({ sku: 'KL-ER-0001', colour: 'rose', shape: 'PEAR', view: '360-07' })).toBe('KL-ER-0001_rose_pear_360-07.webp');
  });

  it('carry the centre diamond\'s tone before the view, as the loose stones\' pictures do (issue 30)', () => {
    expect(productImageName({ sku: 'KL-ER-0001', colour: 'white', shape: 'ROUND', carat: '1ct', stone: 'tinted', view: 'top' })).toBe('KL-ER-0001_white_round_1ct_tinted_top.webp');
    expect(productImageName({ sku: 'KL-ER-0001', colour: 'rose', shape: 'OVAL', stone: 'icy', view: '360-03' })).toBe('KL-ER-0001_rose_oval_icy_360-03.webp');
    // near-colourless is the name without a tone, as every picture was named before
    expect(productImageName({ sku: 'KL-ER-0001', colour: 'white', shape: 'ROUND', stone: 'white', view: 'top' })).toBe('KL-ER-0001_white_round_top.webp');
    expect(parseProductImageName('KL-ER-0001_white_round_1ct_tinted_top.webp')).toEqual({ sku: 'KL-ER-0001', colour: 'white', shape: 'ROUND', carat: '1ct', stone: 'tinted', view: 'top' });
    expect(parseProductImageName('KL-ER-0001_yellow_pear_faint_hand-2.webp')).toEqual({ sku: 'KL-ER-0001', colour: 'yellow', shape: 'PEAR', stone: 'faint', view: 'hand', tone: 2 });
    expect(parseProductImageName('KL-ER-0001_white_round_top.webp')?.stone).toBeUndefined();
    // a tone is one of three words, once, after the carat: the names stay a short, known list
    for (const bad of ['KL-ER-0001_white_round_white_top.webp', 'KL-ER-0001_white_round_sepia_top.webp', 'KL-ER-0001_white_round_tinted_1ct_top.webp', 'KL-ER-0001_white_round_icy_tinted_top.webp']) {
      expect(parseProductImageName(bad), bad).toBeUndefined();
    }
  });

  it('carry an optional carat segment before the view', () => {
    expect(productImageName({ sku: 'KL-ER-0001', colour: 'yellow', shape: 'OVAL', carat: '1ct', view: 'side' })).toBe('KL-ER-0001_yellow_oval_1ct_side.webp');
    expect(parseProductImageName('KL-ER-0001_yellow_oval_50pt_side.webp')).toEqual({ sku: 'KL-ER-0001', colour: 'yellow', shape: 'OVAL', carat: '50pt', view: 'side' });
  });

  it('give the hand picture a skin tone suffix', () => {
    const name = productImageName({ sku: 'KL-ER-0002', colour: 'white', shape: 'HEART', view: 'hand', tone: 3 });
    expect(name).toBe('KL-ER-0002_white_heart_hand-3.webp');
    expect(parseProductImageName(name)).toMatchObject({ view: 'hand', tone: 3 });
    expect(withHandTone('/images/products/KL-ER-0002_white_heart_hand.webp', 4)).toBe('/images/products/KL-ER-0002_white_heart_hand-4.webp');
    expect(withHandTone('/images/products/KL-ER-0002_white_heart_top.webp', 4)).toBe('/images/products/KL-ER-0002_white_heart_top.webp');
  });

  it('round-trip for every shape, view and carat view', () => {
    const views = ['top', 'side', 'hand', 'slider1', 'slider2', 'slider3', ...ROTATE_VIEWS] as ProductImageParts['view'][];
    for (const shape of SHAPES) {
      for (const view of views) {
        for (const carat of [undefined, ...CARAT_VIEWS.map((c) => c.code)]) {
          const parts: ProductImageParts = { sku: 'KL-WR-0420', colour: 'rose', shape: shape.code, view, ...(carat ? { carat } : {}) };
          expect(parseProductImageName(productImageName(parts))).toEqual(parts);
        }
      }
    }
  });

  it('parse a URL path as well as a bare file name', () => {
    expect(parseProductImageName('/images/products/KL-ER-0001_white_round_top.webp')?.sku).toBe('KL-ER-0001');
  });

  it.each([
    'KL-ER-0001_platinum_round_top.webp', // platinum pictures are the white ones
    'KL-ER-0001_white_ROUND_top.webp',
    'KL-ER-0001_white_square_top.webp',
    'KL-ER-0001_white_round_360-24.webp',
    'KL-ER-0001_white_round_front.webp',
    'KL-ER-0001_white_round_3ct_top.webp',
    'KL-ER-0001_white_round_hand-5.webp',
    'KL-ER-0001_white_round_top.png',
    'KL-ER-0001_white_round_1ct_top_x.webp',
    'KL--ER_white_round_top.webp',
    'logo.webp',
  ])('reject %s', (name) => {
    expect(parseProductImageName(name)).toBeUndefined();
  });

  it('refuse to build a name from an SKU with an underscore', () => {
    expect(() => productImageName({ sku: 'KL_ER', colour: 'white', shape: 'ROUND', view: 'top' })).toThrow();
  });

  it('make a full set: gallery (top, side, hand), 24 frames of a turn, 3 slides', () => {
    const set = productImageSet('KL-ER-0001', 'platinum', 'CUSHION');
    expect(names(set.normal)).toEqual(['KL-ER-0001_white_cushion_top.webp', 'KL-ER-0001_white_cushion_side.webp', 'KL-ER-0001_white_cushion_hand.webp']);
    expect(set.rotate).toHaveLength(24);
    expect(set.rotate[0].image_name).toBe('KL-ER-0001_white_cushion_360-00.webp');
    expect(set.rotate[23].url).toBe('/images/products/KL-ER-0001_white_cushion_360-23.webp');
    expect(names(set.slider)).toEqual(['slider1', 'slider2', 'slider3'].map((v) => `KL-ER-0001_white_cushion_${v}.webp`));
    expect(productImageSet('KL-ER-0001', 'rose', 'ROUND', '2ct').normal[0].image_name).toBe('KL-ER-0001_rose_round_2ct_top.webp');
  });
});

describe('the pictures a product is offered in', () => {
  const choices = { colours: ['white', 'rose'] as const, shapes: ['ROUND', 'OVAL'] as const, caratViews: ['50pt', '1ct'] as const };
  const offered = (name: string) => isOfferedPicture(parseProductImageName(name)!, choices);

  it('are its own colours, shapes and carat views, in every view', () => {
    expect(offered('KL-ER-0001_white_round_top.webp')).toBe(true);
    expect(offered('KL-ER-0001_rose_oval_1ct_360-23.webp')).toBe(true);
    expect(offered('KL-ER-0001_white_oval_50pt_hand-4.webp')).toBe(true);
  });

  it.each(['KL-ER-0001_yellow_round_top.webp', 'KL-ER-0001_white_pear_top.webp', 'KL-ER-0001_white_round_2ct_top.webp'])('leave out %s', (name) => {
    expect(offered(name)).toBe(false);
  });

  it('name no carat view for a piece without one: only its default picture', () => {
    const band = { colours: ['yellow'] as const, shapes: ['ROUND'] as const, caratViews: [] };
    expect(isOfferedPicture(parseProductImageName('KL-WB-0001_yellow_round_side.webp')!, band)).toBe(true);
    expect(isOfferedPicture(parseProductImageName('KL-WB-0001_yellow_round_1ct_side.webp')!, band)).toBe(false);
  });
});

describe('storefront §5: images match by sku, colour (platinum and silver count as white) and shape if set', () => {
  const sets = ['white', 'rose', 'yellow'].flatMap((c) =>
    (['ROUND', 'OVAL'] as const).flatMap((s) => {
      const set = productImageSet('KL-ER-0001', c, s);
      return [...set.normal, ...set.rotate];
    }),
  );
  const other = productImageSet('KL-ER-00010', 'white', 'ROUND').normal;
  const all = [...sets, ...other];

  it('keeps the colour and shape asked for', () => {
    const found = filterProductImages(all, { sku: 'KL-ER-0001', colour: 'rose', shape: 'OVAL' });
    expect(found).toHaveLength(27);
    expect(found.every((i) => i.image_name.startsWith('KL-ER-0001_rose_oval_'))).toBe(true);
  });

  it.each(['platinum', 'silver', 'white', 'White', 'PLATINUM'])('shows white pictures for %s', (colour) => {
    const found = filterProductImages(all, { sku: 'KL-ER-0001', colour, shape: 'round' });
    expect(found).toHaveLength(27);
    expect(found.every((i) => i.image_name.includes('_white_round_'))).toBe(true);
  });

  it('keeps every shape when none is set', () => {
    expect(filterProductImages(all, { sku: 'KL-ER-0001', colour: 'yellow' })).toHaveLength(54);
  });

  it('takes the shape as code, label or slug', () => {
    for (const shape of ['OVAL', 'Oval', 'oval']) expect(filterProductImages(all, { sku: 'KL-ER-0001', colour: 'white', shape })).toHaveLength(27);
  });

  it('does not mix up an SKU with a longer one that contains it', () => {
    expect(filterProductImages(all, { sku: 'KL-ER-0001', colour: 'white', shape: 'ROUND' }).some((i) => i.image_name.startsWith('KL-ER-00010'))).toBe(false);
    expect(filterProductImages(all, { sku: 'KL-ER-00010', colour: 'white' })).toHaveLength(3);
  });

  it('matches the carat view where the picture has one', () => {
    const withCarat = [...productImageSet('KL-ER-0001', 'white', 'ROUND', '1ct').normal, ...productImageSet('KL-ER-0001', 'white', 'ROUND', '2ct').normal];
    const plain = productImageSet('KL-ER-0001', 'white', 'ROUND').normal;
    expect(names(filterProductImages([...withCarat, ...plain], { sku: 'KL-ER-0001', colour: 'white', shape: 'ROUND', carat: '2ct' }))).toEqual([
      ...names(withCarat.slice(3)),
      ...names(plain),
    ]);
    expect(filterProductImages(withCarat, { sku: 'KL-ER-0001', colour: 'white', carat: 1 })).toHaveLength(3);
    expect(filterProductImages(withCarat, { sku: 'KL-ER-0001', colour: 'white', carat: 0 })).toHaveLength(6);
  });

  it('falls back to the file-name rule for names in another form', () => {
    const legacy = [{ image_name: 'ring-KL-ER-0001-white-round-a.jpg' }, { image_name: 'ring-KL-ER-0001-rose-round-a.jpg' }];
    expect(filterProductImages(legacy, { sku: 'KL-ER-0001', colour: 'platinum', shape: 'ROUND' })).toEqual([legacy[0]]);
  });
});

describe('site pictures', () => {
  it('are all under /images/ with distinct addresses and sizes', () => {
    const urls = ALL_SITE_IMAGES.map((i) => i.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const image of ALL_SITE_IMAGES) {
      expect(image.url).toMatch(/^\/images\/(shapes|banners|tiles|styles|labs|site)\/[a-z0-9-]+\.(webp|svg)$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('cover the ten shapes, seasonal banners in two shapes, and the home tiles', () => {
    expect(SITE_IMAGES.shapes.map((s) => s.url)).toEqual(SHAPES.map((s) => `/images/shapes/${s.code.toLowerCase()}.webp`));
    expect(SITE_IMAGES.banners.length).toBeGreaterThanOrEqual(3);
    for (const b of SITE_IMAGES.banners) {
      expect([b.desktop.width, b.desktop.height]).toEqual([1920, 800]);
      expect([b.mobile.width, b.mobile.height]).toEqual([800, 1000]);
    }
    expect(SITE_IMAGES.categories).toHaveLength(6);
    expect(SITE_IMAGES.bridal.map((t) => t.name)).toEqual(['modern', 'classic', 'eternity', 'curved']);
    expect(SITE_IMAGES.men).toHaveLength(5);
    expect(SITE_IMAGES.gifts).toHaveLength(4);
    expect(SITE_IMAGES.labs.map((l) => l.url)).toEqual(['gia', 'hrd', 'ags', 'gcal', 'igi'].map((c) => `/images/labs/${c}.svg`));
    expect([SITE_IMAGES.share.width, SITE_IMAGES.share.height]).toEqual([1200, 630]);
    expect(SITE_IMAGES.reviewers).toHaveLength(5);
  });

  it('name style pictures as the seed does, with or without the style- prefix', () => {
    expect(styleImageName('style-menclassic')).toBe('men-classic');
    expect(styleImageName('style-womenclassic')).toBe('classic');
    expect(styleImageName('style-mixedmetal')).toBe('mixed-metal');
    expect(styleImageName('hidden-halo')).toBe('hidden-halo');
    expect(styleImageName('style-pave')).toBe('pave');
    expect(styleImageName('style-nothing')).toBeUndefined();
  });

  it('list every ring style the shop sells', () => {
    expect(RING_STYLES).toContain('pendant');
    expect(RING_STYLES).toHaveLength(16);
  });
});

describe('pictures staff upload (issue 14)', () => {
  it('are named with their tags and id, and read back', () => {
    const name = uploadedImageName({ sku: 'KL-ER-0101', colour: 'yellow', shape: 'OVAL', carat: '1ct', id: 42 });
    expect(name).toBe('KL-ER-0101_yellow_oval_1ct_upload-42.webp');
    expect(parseUploadedImageName(`/images/uploads/${name}`)).toEqual({ sku: 'KL-ER-0101', colour: 'yellow', shape: 'OVAL', carat: '1ct', id: 42 });
    expect(parseUploadedImageName('KL-ER-0101_white_round_upload-7.webp')).toEqual({ sku: 'KL-ER-0101', colour: 'white', shape: 'ROUND', id: 7 });
    for (const bad of ['KL-ER-0101_white_round_top.webp', 'KL-ER-0101_white_round_upload-0.webp', 'KL-ER-0101_gold_round_upload-3.webp', 'KL-ER-0101_white_round_upload-3.png']) {
      expect(parseUploadedImageName(bad), bad).toBeUndefined();
    }
  });

  it('the storefront’s picture filter finds them by SKU, colour, shape and carat view, like the drawn ones', () => {
    const images = [
      { image_name: 'KL-ER-0101_white_oval_upload-1.webp' },
      { image_name: 'KL-ER-0101_yellow_oval_1ct_upload-2.webp' },
      { image_name: 'KL-ER-0101_white_oval_top.webp' },
    ];
    const names = (filter: Parameters<typeof filterProductImages>[1]) => filterProductImages(images, filter).map((i) => i.image_name);
    expect(names({ sku: 'KL-ER-0101', colour: 'platinum', shape: 'oval' })).toEqual(['KL-ER-0101_white_oval_upload-1.webp', 'KL-ER-0101_white_oval_top.webp']);
    expect(names({ sku: 'KL-ER-0101', colour: 'yellow', shape: 'oval', carat: '1ct' })).toEqual(['KL-ER-0101_yellow_oval_1ct_upload-2.webp']);
    expect(names({ sku: 'KL-ER-0101', colour: 'yellow', shape: 'oval', carat: '2ct' })).toEqual([]);
    expect(names({ sku: 'KL-ER-0101', colour: 'white', shape: 'round' })).toEqual([]);
  });
});
