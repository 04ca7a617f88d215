import { CARAT_VIEWS, caratViewOf, caratViewOfWeight, type CaratCode, type RingDesign } from './designs.ts';
import type { DiamondTone } from '../diamonds/tone.ts';
import { IMAGE_COLOURS, imageColourOf, type ImageColour } from './metals.ts';
import { SHAPES, shapeFromSlug, shapeSlug, type ShapeCode } from '../diamonds/shapes.ts';

/**
 * Names of the shop's pictures. A product picture is `{sku}_{colour}_{shape}_{view}.webp`, or
 * `{sku}_{colour}_{shape}_{caratCode}_{view}.webp` to show the centre stone at a carat view, and
 * `{sku}_{colour}_{shape}[_{caratCode}]_{stoneTone}_{view}.webp` to draw the centre diamond in its colour's tone
 * (icy|faint|tinted, as the loose stones' pictures: a name without one shows a near-colourless stone, as before);
 * colour is white|rose|yellow (platinum and silver show white), shape the lower-case shape slug.
 */

/** The centre-stone tones a product picture's name may carry; 'white' (near-colourless) is the name without one. */
export const STONE_TONES_NAMED = ['icy', 'faint', 'tinted'] as const;
const isNamedStoneTone = (value: string): value is DiamondTone => (STONE_TONES_NAMED as readonly string[]).includes(value);

export const PRODUCT_IMAGE_DIR = '/images/products/';
export const ROTATE_FRAME_COUNT = 24;
/** The 360° frames 360-00 .. 360-23: one full turn, 15° apart. */
export const ROTATE_VIEWS = Array.from({ length: ROTATE_FRAME_COUNT }, (_, i) => `360-${String(i).padStart(2, '0')}`);
export const GALLERY_VIEWS = ['top', 'side', 'hand'] as const;
export const SLIDER_VIEWS = ['slider1', 'slider2', 'slider3'] as const;
export const PRODUCT_IMAGE_VIEWS: readonly string[] = [...GALLERY_VIEWS, ...SLIDER_VIEWS, ...ROTATE_VIEWS];
export type ProductImageView = (typeof GALLERY_VIEWS)[number] | (typeof SLIDER_VIEWS)[number] | `360-${string}`;

/** Skin tones of the hand picture, lighter (0) to darker (4); `_hand-3.webp` picks one. */
export const HAND_TONES = [0, 1, 2, 3, 4] as const;
export type HandTone = (typeof HAND_TONES)[number];
export const DEFAULT_HAND_TONE: HandTone = 1;

export interface ProductImageParts {
  sku: string;
  colour: ImageColour;
  shape: ShapeCode;
  carat?: CaratCode;
  view: ProductImageView;
  /** Only for the hand view. */
  tone?: HandTone;
  /** The centre diamond's tone; unset or 'white' draws it near-colourless. */
  stone?: DiamondTone;
}

export interface ProductImage {
  image_name: string;
  url: string;
}

/** SKUs are letters, digits and single hyphens (KL-ER-0001), never underscores. */
const SKU = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
export const isSku = (value: string): boolean => SKU.test(value) && value.length <= 64;

export function isHandTone(value: number): value is HandTone {
  return Number.isInteger(value) && value >= 0 && value <= 4;
}

/** The 360° frame index of a view (0..23), or undefined. */
export function rotateFrameOf(view: string): number | undefined {
  const i = ROTATE_VIEWS.indexOf(view);
  return i < 0 ? undefined : i;
}

export function productImageName(parts: ProductImageParts): string {
  if (!isSku(parts.sku)) throw new Error(`not a SKU: ${parts.sku}`);
  const view = parts.view === 'hand' && parts.tone !== undefined ? `hand-${parts.tone}` : parts.view;
  const stone = parts.stone && parts.stone !== 'white' ? [parts.stone] : [];
  const segments = [parts.sku, parts.colour, shapeSlug(parts.shape), ...(parts.carat ? [parts.carat] : []), ...stone, view];
  return `${segments.join('_')}.webp`;
}

export const productImageUrl = (name: string): string => `${PRODUCT_IMAGE_DIR}${name}`;

/** The parts of a product picture's file name (a bare name or a URL path), or undefined when it is not one. */
export function parseProductImageName(name: string): ProductImageParts | undefined {
  const file = name.slice(name.lastIndexOf('/') + 1);
  if (!file.endsWith('.webp')) return undefined;
  const segments = file.slice(0, -'.webp'.length).split('_');
  if (segments.length < 4 || segments.length > 6) return undefined;
  const [sku, colour, slug] = segments;
  const viewText = segments[segments.length - 1];
  const middle = segments.slice(3, -1);
  const stoneText = middle.length > 0 && isNamedStoneTone(middle[middle.length - 1]) ? middle.pop() : undefined;
  if (middle.length > 1) return undefined;
  const caratText = middle[0];
  if (!isSku(sku) || !(IMAGE_COLOURS as readonly string[]).includes(colour)) return undefined;
  const shape = slug === slug.toLowerCase() ? shapeFromSlug(slug) : undefined;
  if (!shape) return undefined;
  let carat: CaratCode | undefined;
  if (caratText !== undefined) {
    carat = CARAT_VIEWS.find((v) => v.code === caratText)?.code;
    if (!carat) return undefined;
  }
  const parts: ProductImageParts = { sku, colour: colour as ImageColour, shape, view: 'top' };
  if (carat) parts.carat = carat;
  if (stoneText) parts.stone = stoneText as DiamondTone;
  const tone = /^hand-(\d)$/.exec(viewText);
  if (tone) {
    const t = Number(tone[1]);
    if (!isHandTone(t)) return undefined;
    return { ...parts, view: 'hand', tone: t };
  }
  if (!PRODUCT_IMAGE_VIEWS.includes(viewText)) return undefined;
  return { ...parts, view: viewText as ProductImageView };
}

/** The hand picture's name with a skin tone, for the Lighter/Darker slider (other names are kept). */
export function withHandTone(name: string, tone: HandTone): string {
  const dir = name.slice(0, name.lastIndexOf('/') + 1);
  const parts = parseProductImageName(name);
  if (!parts || parts.view !== 'hand') return name;
  return dir + productImageName({ ...parts, tone });
}

/**
 * What a product's pictures may show: the colours, centre-stone shapes and carat views the catalogue offers the piece
 * in. The shop draws no other picture of it, so the pictures of a product are a short, known list.
 */
export interface ProductPictureChoices {
  /** Picture colours of its colour options (platinum and silver show white). */
  colours: readonly ImageColour[];
  shapes: readonly ShapeCode[];
  /** Carat views of the centre stone the product page offers; a picture that names no carat view is always one. */
  caratViews: readonly CaratCode[];
}

/** A product as its pictures draw it: its design, and the choices it is offered in. */
export interface PicturedProduct extends ProductPictureChoices {
  design: RingDesign;
}

/** Whether a product picture shows the piece in a colour, shape and carat view the product is offered in. */
export function isOfferedPicture(parts: ProductImageParts, choices: ProductPictureChoices): boolean {
  return choices.colours.includes(parts.colour) && choices.shapes.includes(parts.shape) && (parts.carat === undefined || choices.caratViews.includes(parts.carat));
}

export interface ProductImageSet {
  normal: ProductImage[];
  rotate: ProductImage[];
  slider: ProductImage[];
}

/** Every picture of a product in one colour and shape: gallery (top, side, hand), 24 frames, 3 slides. */
export function productImageSet(sku: string, colour: string, shape: ShapeCode, carat?: CaratCode): ProductImageSet {
  const base = { sku, colour: imageColourOf(colour), shape, ...(carat ? { carat } : {}) };
  const image = (view: ProductImageView): ProductImage => {
    const name = productImageName({ ...base, view });
    return { image_name: name, url: productImageUrl(name) };
  };
  return {
    normal: GALLERY_VIEWS.map(image),
    rotate: ROTATE_VIEWS.map((v) => image(v as ProductImageView)),
    slider: SLIDER_VIEWS.map(image),
  };
}

/**
 * Pictures staff upload (issue 14) live under /images/uploads/ and are named like the drawn ones, tagged with what they
 * show, with `upload-{id}` in place of the view: `{sku}_{colour}_{shape}[_{carat}]_upload-{id}.webp`.
 */
export const UPLOADED_IMAGE_DIR = '/images/uploads/';

export interface UploadedImageParts {
  sku: string;
  colour: ImageColour;
  shape: ShapeCode;
  carat?: CaratCode;
  id: number;
}

export function uploadedImageName(parts: UploadedImageParts): string {
  if (!isSku(parts.sku)) throw new Error(`not a SKU: ${parts.sku}`);
  return [parts.sku, parts.colour, shapeSlug(parts.shape), ...(parts.carat ? [parts.carat] : []), `upload-${parts.id}`].join('_') + '.webp';
}

/** The tags and id of an uploaded picture's name (a bare name or a URL path), or undefined when it is not one. */
export function parseUploadedImageName(name: string): UploadedImageParts | undefined {
  const file = name.slice(name.lastIndexOf('/') + 1);
  const match = /^(.+)_upload-([1-9]\d{0,9})\.webp$/.exec(file);
  if (!match) return undefined;
  const parts = parseProductImageName(`${match[1]}_top.webp`);
  if (!parts) return undefined;
  return { sku: parts.sku, colour: parts.colour, shape: parts.shape, ...(parts.carat ? { carat: parts.carat } : {}), id: Number(match[2]) };
}

export interface ProductImageFilter {
  sku: string;
  /** A metal colour (white, rose, yellow, silver, platinum): platinum and silver count as white. */
  colour: string;
  /** A shape code, label or slug; unset keeps every shape. */
  shape?: string;
  /** A carat view code ('1ct') or weight (1); unset, '' or 0 keeps every carat. */
  carat?: string | number;
}

function caratCodeOf(carat: string | number | undefined): CaratCode | undefined {
  if (carat === undefined || carat === '' || carat === 0 || carat === '0') return undefined;
  if (typeof carat === 'number') return caratViewOfWeight(carat)?.code;
  return caratViewOf(carat)?.code ?? caratViewOfWeight(Number(carat))?.code;
}

/**
 * Storefront §5: an image matches when its file name contains the sku, the colour (platinum and
 * silver count as white) and the shape if set; a carat view, when given, must match the image's
 * own carat segment where the image has one.
 */
export function filterProductImages<T extends { image_name: string }>(images: readonly T[], filter: ProductImageFilter): T[] {
  const colour = imageColourOf(filter.colour);
  const shape = filter.shape ? filter.shape.trim().toLowerCase() : undefined;
  const carat = caratCodeOf(filter.carat);
  const sku = filter.sku.toLowerCase();
  return images.filter((image) => {
    const parts = parseProductImageName(image.image_name) ?? parseUploadedImageName(image.image_name);
    if (!parts) {
      const name = image.image_name.toLowerCase();
      return name.includes(sku) && name.includes(colour) && (!shape || name.includes(shape));
    }
    if (parts.sku.toLowerCase() !== sku || parts.colour !== colour) return false;
    if (shape && shapeSlug(parts.shape) !== shape) return false;
    return !carat || !parts.carat || parts.carat === carat;
  });
}

// ------------------------------------------------------------------ site pictures

export interface SiteImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}
export interface SitePicturePair {
  desktop: SiteImage;
  mobile: SiteImage;
}

const pic = (path: string, width: number, height: number, alt: string): SiteImage => ({ url: `/images/${path}`, width, height, alt });
const pair = (name: string, alt: string, desktop: [number, number], mobile: [number, number]): SitePicturePair => ({
  desktop: pic(`banners/${name}-desktop.webp`, desktop[0], desktop[1], alt),
  mobile: pic(`banners/${name}-mobile.webp`, mobile[0], mobile[1], alt),
});
const named = <N extends string>(dir: string, prefix: string, size: [number, number], list: readonly (readonly [N, string])[]) =>
  list.map(([name, label]) => ({ name, label, ...pic(`${dir}/${prefix}${name}.webp`, size[0], size[1], label) }));

const BANNER_DESKTOP: [number, number] = [1920, 800];
const BANNER_MOBILE: [number, number] = [800, 1000];

/** Subcategory style pictures, /images/styles/{image_name}.webp; a `style-` prefix is also understood. */
export const STYLE_IMAGE_NAMES = [
  'solitaire', 'halo', 'three-stone', 'pave', 'hidden-halo',
  'modern', 'classic', 'eternity', 'curved', 'men-classic', 'matte', 'mixed-metal', 'men-unique',
  'solitaire-sets', 'halo-sets', 'plain-bands', 'diamond-bands', 'women', 'men', 'gemstone', 'pendants', 'necklaces',
] as const;
export type StyleImageName = (typeof STYLE_IMAGE_NAMES)[number];
const STYLE_ALIASES: Record<string, StyleImageName> = {
  womenclassic: 'classic',
  menclassic: 'men-classic',
  mixedmetal: 'mixed-metal',
  menunique: 'men-unique',
  unique: 'men-unique',
  threestone: 'three-stone',
  hiddenhalo: 'hidden-halo',
};

/** The style picture an image_name stands for ('style-menclassic' and 'men-classic' are one), or undefined. */
export function styleImageName(imageName: string): StyleImageName | undefined {
  const name = imageName.trim().toLowerCase().replace(/^style-/, '');
  if ((STYLE_IMAGE_NAMES as readonly string[]).includes(name)) return name as StyleImageName;
  return STYLE_ALIASES[name];
}

/** Laboratories whose marks the footer shows under 'GRADED BY'. */
export const LAB_MARKS = [
  ['gia', 'GIA', 'Gemological Institute of America'],
  ['hrd', 'HRD Antwerp', 'HRD Antwerp'],
  ['ags', 'AGS', 'American Gem Society'],
  ['gcal', 'GCAL', 'Gem Certification & Assurance Lab'],
  ['igi', 'IGI', 'International Gemological Institute'],
] as const;

/** The five reviewers on the home page, with the initials their avatar shows. */
export const REVIEWERS = [
  ['Nurul Aisyah', 'NA'],
  ['Jason Lim', 'JL'],
  ['Priya Devi', 'PD'],
  ['Daniel Wong', 'DW'],
  ['Siti Khadijah', 'SK'],
] as const;
/** A reviewer's avatar: /images/site/reviewer-{initials}.webp (the shop draws those of REVIEWERS). */
export const reviewerAvatarUrl = (initials: string): string => `/images/site/reviewer-${initials.toLowerCase()}.webp`;

/** Every named picture of the site, with its intrinsic size, for seed data and pages to reference. */
export const SITE_IMAGES = {
  shapes: SHAPES.map((s) => ({ shape: s.code, label: s.label, ...pic(`shapes/${shapeSlug(s.code)}.webp`, 480, 480, `${s.label} cut diamond`) })),
  /** Seasonal home banners; the page lays the title and calls to action over the calm left (desktop) or top (mobile) side. */
  banners: [
    { name: 'bridal-season', title: 'The Bridal Season', ...pair('bridal-season', 'Engagement ring and wedding band on ivory silk', BANNER_DESKTOP, BANNER_MOBILE) },
    { name: 'valentine', title: 'Love, Brilliantly Said', ...pair('valentine', 'Diamond rings on blush silk with rose petals', BANNER_DESKTOP, BANNER_MOBILE) },
    { name: 'festive', title: 'Festive Sparkle', ...pair('festive', 'Diamond jewellery in warm festive light', BANNER_DESKTOP, BANNER_MOBILE) },
  ],
  categories: named('tiles', 'category-', [640, 800], [
    ['engagement-rings', 'Engagement Rings'],
    ['wedding-rings', 'Wedding Rings'],
    ['womens-rings', "Women's Rings"],
    ['mens-rings', "Men's Rings"],
    ['gemstone-rings', 'Gemstone Rings'],
    ['necklaces-pendants', 'Necklaces & Pendants'],
  ]),
  bridal: named('tiles', 'bridal-', [960, 720], [
    ['modern', 'Modern wedding rings'],
    ['classic', 'Classic wedding rings'],
    ['eternity', 'Eternity wedding rings'],
    ['curved', 'Curved wedding rings'],
  ]),
  men: named('tiles', 'men-', [640, 800], [
    ['classic', "Men's classic wedding rings"],
    ['matte', "Men's matte wedding rings"],
    ['mixed-metal', "Men's mixed metal wedding rings"],
    ['unique', "Men's unique wedding rings"],
    ['all', "All men's wedding rings"],
  ]),
  gifts: named('tiles', 'gift-', [800, 800], [
    ['under-rm500', 'Gifts under RM500'],
    ['for-her', 'Gifts for her'],
    ['for-him', 'Gifts for him'],
    ['heart-shaped', 'Heart shaped jewellery'],
  ]),
  proposeNow: pair('propose-now', 'A ring box opened to a proposal ring', [1920, 600], BANNER_MOBILE),
  comingSoon: pic('site/coming-soon.webp', 960, 720, 'New designs are coming soon'),
  consultation: pic('site/consultation.webp', 960, 720, 'A one-to-one consultation with our curator'),
  inStore: pic('site/in-store.webp', 1280, 800, 'Our showroom in Kuala Lumpur'),
  diamondTypes: {
    natural: pic('site/natural-diamond.webp', 640, 640, 'A natural diamond'),
    labGrown: pic('site/lab-grown-diamond.webp', 640, 640, 'A lab-grown diamond'),
  },
  styles: STYLE_IMAGE_NAMES.map((name) => ({ name, ...pic(`styles/${name}.webp`, 480, 480, `${name.replaceAll('-', ' ')} style`) })),
  labs: LAB_MARKS.map(([code, label, name]) => ({ code, label, ...pic(`labs/${code}.svg`, 240, 96, `${name} (${label})`) })),
  share: pic('site/share.webp', 1200, 630, 'Fine diamond jewellery from Kuala Lumpur'),
  logo: pic('site/logo.svg', 360, 96, 'Logo'),
  reviewers: REVIEWERS.map(([name, initials]) => ({ name, initials, ...pic(`site/reviewer-${initials.toLowerCase()}.webp`, 160, 160, name) })),
};

/** Every site picture in one list. */
export const ALL_SITE_IMAGES: readonly SiteImage[] = [
  ...SITE_IMAGES.shapes,
  ...SITE_IMAGES.banners.flatMap((b) => [b.desktop, b.mobile]),
  ...SITE_IMAGES.categories,
  ...SITE_IMAGES.bridal,
  ...SITE_IMAGES.men,
  ...SITE_IMAGES.gifts,
  SITE_IMAGES.proposeNow.desktop,
  SITE_IMAGES.proposeNow.mobile,
  SITE_IMAGES.comingSoon,
  SITE_IMAGES.consultation,
  SITE_IMAGES.inStore,
  SITE_IMAGES.diamondTypes.natural,
  SITE_IMAGES.diamondTypes.labGrown,
  ...SITE_IMAGES.styles,
  ...SITE_IMAGES.labs,
  SITE_IMAGES.share,
  SITE_IMAGES.logo,
  ...SITE_IMAGES.reviewers,
];
