import { z } from 'zod';
import { cmsAnswer, component } from './components.ts';
import { ringDesignSchema } from './design.ts';

/** The back-office's products: search, one product, its changes, new products, metals, colours and pictures (/api/cms/products…). */

export const cmsProductSummarySchema = component(
  'CmsProductSummary',
  z.object({ id: z.number().int(), name: z.string(), sku: z.string(), slug: z.string(), is_active: z.boolean(), price_from: z.number(), category: z.string() }),
);
export type CmsProductSummary = z.output<typeof cmsProductSummarySchema>;
export const cmsProductListAnswerSchema = component('CmsProductListAnswer', cmsAnswer({ products: z.array(cmsProductSummarySchema) }));

/** A picture staff uploaded, with the name and address the storefront shows it under. */
export const uploadedPictureSchema = component(
  'UploadedPicture',
  z.object({ id: z.number().int(), colour: z.enum(['white', 'rose', 'yellow']), shape: z.string(), carat: z.string().nullable(), width: z.number().int(), height: z.number().int(), image_name: z.string(), url: z.string() }),
);
export type UploadedPicture = z.output<typeof uploadedPictureSchema>;

export const cmsProductSchema = component(
  'CmsProduct',
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    category: z.string(),
    classification: z.string(),
    description: z.string(),
    is_active: z.boolean(),
    price_from: z.number(),
    colours: z.array(z.object({ id: z.number().int(), metal: z.string(), colour: z.string(), price: z.number() })),
    ring_sizes: z.array(z.object({ id: z.number().int(), min_size: z.number().int(), max_size: z.number().int(), price: z.number() })),
    category_id: z.number().int(),
    subcategory_id: z.number().int().nullable(),
    /** Its settings go on to the diamond step, so its pictures may show a carat view. */
    carat_views: z.boolean(),
    shapes: z.array(z.string()),
    design: ringDesignSchema,
    metals: z.array(z.object({ id: z.number().int(), metal_group: z.enum(['gold', 'silver', 'platinum', 'others']), name: z.string(), weight_grams: z.number() })),
    pictures: z.array(uploadedPictureSchema),
  }),
);
export type CmsProduct = z.output<typeof cmsProductSchema>;
export const cmsProductAnswerSchema = component('CmsProductAnswer', cmsAnswer({ product: cmsProductSchema }));
export type CmsProductAnswer = z.output<typeof cmsProductAnswerSchema>;

export const cmsPictureAnswerSchema = component('CmsPictureAnswer', cmsAnswer({ picture: uploadedPictureSchema }));
