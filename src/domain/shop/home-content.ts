import { SITE_IMAGES, STYLE_IMAGE_NAMES } from '../catalog/image-names.ts';
import { t } from '../words/catalogue.ts';

/**
 * What staff may put on the home page (issue 14 "Content and settings"): how many of each block the page's layout
 * holds, and which of the shop's own pictures each block may show. Pure constants and rules, no I/O.
 */

/** The rotating hero banner: at least one slide shown, at most six in all. */
export const HOME_BANNER_MAX = 6;
/** Each slide's calls to action (the spec's two: Shop Engagement Rings, Shop Wedding Rings). */
export const BANNER_ACTIONS_MAX = 2;
/** 'Our Customer Reviews' shows four cards side by side, so it keeps at least five (the spec's count) and at most twelve. */
export const HOME_REVIEWS_MIN = 5;
export const HOME_REVIEWS_MAX = 12;
/** 'Shop by Category' and 'The Bride Edit' are carousels of four tiles side by side. */
export const HOME_SLIDER_TILES_MIN = 4;
export const HOME_SLIDER_TILES_MAX = 12;
/** 'The Bridal Edit' is a grid of two columns: an even number of tiles keeps both full. */
export const HOME_BRIDAL_TILES_MIN = 2;
export const HOME_BRIDAL_TILES_MAX = 8;

export interface BlockLimits {
  min: number;
  max: number;
}

/** How many items each editable block holds, from the constants above. */
export const HOME_BLOCK_LIMITS = {
  banners: { min: 1, max: HOME_BANNER_MAX },
  reviews: { min: HOME_REVIEWS_MIN, max: HOME_REVIEWS_MAX },
  categoriessliders: { min: HOME_SLIDER_TILES_MIN, max: HOME_SLIDER_TILES_MAX },
  bridals: { min: HOME_BRIDAL_TILES_MIN, max: HOME_BRIDAL_TILES_MAX },
  brides: { min: HOME_SLIDER_TILES_MIN, max: HOME_SLIDER_TILES_MAX },
} as const satisfies Record<string, BlockLimits>;

/** Lengths of the plain texts a block holds. */
export const HOME_TEXT_MAX = { title: 80, subtitle: 240, label: 40, comment: 600, name: 60 } as const;

/** The home blocks the back-office edits, by their content_blocks key. */
export const EDITABLE_HOME_BLOCKS = ['banners', 'reviews', 'categoriessliders', 'bridals', 'brides'] as const;
export type EditableHomeBlock = (typeof EDITABLE_HOME_BLOCKS)[number];

export interface PictureChoice {
  /** The picture's address, as the block stores it (a banner's desktop picture). */
  url: string;
  label: string;
  /** A banner's phone picture, chosen with its desktop picture. */
  mobile?: string;
}

const choices = (list: readonly { url: string; alt: string }[]): PictureChoice[] => list.map((p) => ({ url: p.url, label: p.alt }));

/**
 * The pictures each block may show: the site pictures drawn at that block's size, so a tile never stretches. A
 * banner takes its desktop and phone pictures as a pair.
 */
export const HOME_PICTURE_CHOICES: Record<EditableHomeBlock, readonly PictureChoice[]> = {
  banners: SITE_IMAGES.banners.map((b) => ({ url: b.desktop.url, mobile: b.mobile.url, label: b.title })),
  reviews: SITE_IMAGES.reviewers.map((r) => ({ url: r.url, label: t('names.pictures.portraitOf', { name: r.name }) })),
  categoriessliders: choices([...SITE_IMAGES.categories, ...SITE_IMAGES.men]),
  bridals: choices(SITE_IMAGES.bridal),
  brides: choices([...SITE_IMAGES.men, ...SITE_IMAGES.categories]),
};

/** The style pictures a sub-category may show (/images/styles/{name}.webp). */
export const SUBCATEGORY_PICTURES = STYLE_IMAGE_NAMES;

/** A sub-category's slug: lower-case letters and digits, single hyphens between (unique within its category). */
export const SUBCATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SUBCATEGORY_SLUG_MAX = 40;
/** How many sub-categories one category's 'Shop by Styles' carousel and menu hold. */
export const SUBCATEGORIES_PER_CATEGORY_MAX = 12;
