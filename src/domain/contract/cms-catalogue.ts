import { z } from 'zod';
import { t } from '../words/catalogue.ts';
import { CARAT_CODES } from '../catalog/designs.ts';
import { isSku } from '../catalog/image-names.ts';
import { METAL_COLOURS, METAL_GROUPS } from '../catalog/metals.ts';
import { RING_SIZE_MAX, RING_SIZE_MIN } from '../catalog/ring-size.ts';
import { SHAPES } from '../diamonds/shapes.ts';
import { ringDesignSchema } from './design.ts';
import { says, safeText } from './fields.ts';

/** The back-office's catalogue requests (issue 14): a new product with its metals, colours and ring-size prices; pictures. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SHAPE_SLUGS = SHAPES.map((s) => s.code.toLowerCase()) as unknown as readonly [string, ...string[]];

/** A price in RM as staff type it: above 0, at most two decimals. */
export const priceMyr = z.number().positive(says('validation.cmsCatalogue.aPriceMustBe')).max(10_000_000, says('validation.cmsCatalogue.aPriceIsAt')).multipleOf(0.01, says('validation.cmsCatalogue.aPriceHasAt'));

export const colourOptionSchema = z.strictObject({
  colour: z.enum(METAL_COLOURS, { error: () => t('validation.cmsCatalogue.chooseAMetalColour') }),
  price_myr: priceMyr,
});

export const variantSchema = z.strictObject({
  metal_group: z.enum(METAL_GROUPS, { error: () => t('validation.cmsCatalogue.chooseAMetalGroup') }),
  name: safeText().min(1, says('validation.cmsCatalogue.nameTheMetalE')).max(60),
  weight_grams: z.number().positive(says('validation.cmsCatalogue.aWeightMustBe')).max(9999).multipleOf(0.01, says('validation.cmsCatalogue.aWeightHasAt')),
  colours: z.array(colourOptionSchema).min(1, says('validation.cmsCatalogue.aMetalNeedsAt')).max(10),
});

export const ringSizeRangeSchema = z
  .strictObject({
    min_size: z.number().int().min(RING_SIZE_MIN).max(RING_SIZE_MAX),
    max_size: z.number().int().min(RING_SIZE_MIN).max(RING_SIZE_MAX),
    price_myr: z.number().min(0).max(10_000_000).multipleOf(0.01, says('validation.cmsCatalogue.aPriceHasAt')),
  })
  .refine((r) => r.min_size <= r.max_size, says('validation.cmsCatalogue.aRingSizeRange'));

export const productCreateSchema = z.strictObject({
  name: safeText().min(1, says('validation.cmsCatalogue.nameTheProduct')).max(120),
  slug: z.string().trim().min(1).max(120).regex(SLUG, says('validation.cmsCatalogue.aSlugIsLower')),
  sku: z.string().trim().min(1).max(64).refine(isSku, says('validation.cmsCatalogue.aSkuIsLetters')),
  description: z.string().max(20_000).default(''),
  category_id: z.number().int().positive(),
  subcategory_id: z.number().int().positive().nullable().default(null),
  classification: safeText().min(1, says('validation.cmsCatalogue.giveTheClassificationE')).max(80),
  is_active: z.boolean().default(true),
  shapes: z.array(z.enum(SHAPE_SLUGS)).min(1, says('validation.cmsCatalogue.offerAtLeastOne')).max(SHAPES.length).refine((s) => new Set(s).size === s.length, says('validation.cmsCatalogue.aShapeIsListed')),
  design: ringDesignSchema,
  variants: z.array(variantSchema).min(1, says('validation.cmsCatalogue.aProductNeedsAt')).max(8),
  ring_sizes: z.array(ringSizeRangeSchema).max(20).default([]),
});
export type ProductCreate = z.output<typeof productCreateSchema>;

/** A colour option added to an existing metal of a product. */
export const colourOptionAddSchema = colourOptionSchema.extend({ variant_id: z.number().int().positive() });

/** What an uploaded picture shows, so the storefront's picture filter finds it (query string of the upload). */
export const pictureTagsSchema = z.strictObject({
  colour: z.enum(['white', 'rose', 'yellow'], { error: () => t('validation.cmsCatalogue.aPictureShowsWhite') }).optional(),
  shape: z.enum(SHAPE_SLUGS, { error: () => t('validation.cmsCatalogue.chooseOneOfThe') }).optional(),
  carat: z.enum(CARAT_CODES, { error: () => t('validation.cmsCatalogue.chooseOneOfThe2') }).optional(),
});
export type PictureTags = z.output<typeof pictureTagsSchema>;

/** Uploads larger than this are refused before they are read (413). */
export const PICTURE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Picture types staff may upload. */
export const PICTURE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
