import { z } from 'zod';
import { CARAT_CODES } from '../designs.ts';
import { isSku } from '../image-names.ts';
import { METAL_COLOURS, METAL_GROUPS } from '../metals.ts';
import { RING_SIZE_MAX, RING_SIZE_MIN } from '../ring-size.ts';
import { SHAPES } from '../shapes.ts';
import { ringDesignSchema } from './design.ts';
import { safeText } from './fields.ts';

/** The back-office's catalogue requests (issue 14): a new product with its metals, colours and ring-size prices; pictures. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SHAPE_SLUGS = SHAPES.map((s) => s.code.toLowerCase()) as unknown as readonly [string, ...string[]];

/** A price in RM as staff type it: above 0, at most two decimals. */
export const priceMyr = z.number().positive('A price must be above RM 0.').max(10_000_000, 'A price is at most RM 10,000,000.').multipleOf(0.01, 'A price has at most two decimals.');

export const colourOptionSchema = z.strictObject({
  colour: z.enum(METAL_COLOURS, { message: 'Choose a metal colour: white, rose, yellow, silver or platinum.' }),
  price_myr: priceMyr,
});

export const variantSchema = z.strictObject({
  metal_group: z.enum(METAL_GROUPS, { message: 'Choose a metal group: gold, silver, platinum or others.' }),
  name: safeText().min(1, 'Name the metal, e.g. 18K Gold.').max(60),
  weight_grams: z.number().positive('A weight must be above 0 g.').max(9999).multipleOf(0.01, 'A weight has at most two decimals.'),
  colours: z.array(colourOptionSchema).min(1, 'A metal needs at least one colour with its price.').max(10),
});

export const ringSizeRangeSchema = z
  .strictObject({
    min_size: z.number().int().min(RING_SIZE_MIN).max(RING_SIZE_MAX),
    max_size: z.number().int().min(RING_SIZE_MIN).max(RING_SIZE_MAX),
    price_myr: z.number().min(0).max(10_000_000).multipleOf(0.01, 'A price has at most two decimals.'),
  })
  .refine((r) => r.min_size <= r.max_size, 'A ring-size range runs from its smaller size to its larger one.');

export const productCreateSchema = z.strictObject({
  name: safeText().min(1, 'Name the product.').max(120),
  slug: z.string().trim().min(1).max(120).regex(SLUG, 'A slug is lower-case letters and digits joined by single hyphens.'),
  sku: z.string().trim().min(1).max(64).refine(isSku, 'A SKU is letters and digits joined by single hyphens, e.g. KL-ER-0101.'),
  description: z.string().max(20_000).default(''),
  category_id: z.number().int().positive(),
  subcategory_id: z.number().int().positive().nullable().default(null),
  classification: safeText().min(1, 'Give the classification, e.g. Engagement Ring.').max(80),
  is_active: z.boolean().default(true),
  shapes: z.array(z.enum(SHAPE_SLUGS)).min(1, 'Offer at least one shape.').max(SHAPES.length).refine((s) => new Set(s).size === s.length, 'A shape is listed twice.'),
  design: ringDesignSchema,
  variants: z.array(variantSchema).min(1, 'A product needs at least one metal.').max(8),
  ring_sizes: z.array(ringSizeRangeSchema).max(20).default([]),
});
export type ProductCreate = z.output<typeof productCreateSchema>;

/** A colour option added to an existing metal of a product. */
export const colourOptionAddSchema = colourOptionSchema.extend({ variant_id: z.number().int().positive() });

/** What an uploaded picture shows, so the storefront's picture filter finds it (query string of the upload). */
export const pictureTagsSchema = z.strictObject({
  colour: z.enum(['white', 'rose', 'yellow'], { message: 'A picture shows white, rose or yellow metal.' }).optional(),
  shape: z.enum(SHAPE_SLUGS, { message: 'Choose one of the shop’s ten shapes.' }).optional(),
  carat: z.enum(CARAT_CODES, { message: 'Choose one of the carat views.' }).optional(),
});
export type PictureTags = z.output<typeof pictureTagsSchema>;

/** Uploads larger than this are refused before they are read (413). */
export const PICTURE_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Picture types staff may upload. */
export const PICTURE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
