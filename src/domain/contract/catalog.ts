import { z } from 'zod';
import type { ProductImage } from '../catalog/image-names.ts';
import { says, safeText } from './fields.ts';
import { visible } from '../shop/visible-text.ts';

/**
 * The catalogue calls' answers (storefront §3, §7) with the spec's field names. Prices are RM numbers with
 * two decimals (the server keeps sen); images are `{ image_name, url }` as in image-names.ts.
 */

const image: z.ZodType<ProductImage> = z.object({ image_name: z.string(), url: z.string() });

/** GET /api/lov/PRODUCT_CATEGORY → lov: categories with their sub-categories. */
export const lovSubcategorySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image_name: z.string() });
export const lovCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Shown in the navigation's category list (the spec leaves out ids 1 and 8). */
  in_navigation: z.boolean(),
  /** The engagement-ring category (id 8): step indicator, DESIGN YOUR OWN ENGAGEMENT RING. */
  is_engagement_ring: z.boolean(),
  /** A diamond is chosen after the setting (ids 7 and 8). */
  requires_diamond: z.boolean(),
  sub: z.array(lovSubcategorySchema),
});
export type LovCategory = z.infer<typeof lovCategorySchema>;
export const lovAnswerSchema = z.object({ code: z.string(), message: z.string(), lov: z.array(lovCategorySchema) });

/** A product card of the listing: images hold the _top and _side pictures of each colour. */
export const productCardSchema = z.object({
  slugId: z.string(),
  name: z.string(),
  /** The lowest price a shopper can pay (RM). */
  price: z.number(),
  /** Metal colours it comes in, lower case: white, rose, yellow, silver, platinum. */
  colours: z.array(z.string()),
  images: z.array(image),
  classification: z.object({ name: z.string() }),
});
export type ProductCard = z.infer<typeof productCardSchema>;
/** `next` is the next page number, or null on the last page. */
export const productListAnswerSchema = z.object({ code: z.string(), message: z.string(), products: z.array(productCardSchema), next: z.number().int().nullable(), total: z.number().int() });
export type ProductListAnswer = z.infer<typeof productListAnswerSchema>;

/** A colour option: its product_panel_setting_id is what the cart stores. */
export const colourDetailSchema = z.object({ color_id: z.number().int(), color: z.string(), product_panel_setting_id: z.number().int(), price: z.number() });
export type ColourDetail = z.infer<typeof colourDetailSchema>;
export const variantEntrySchema = z.object({ name: z.string(), sub_panel_setting_id: z.number().int(), color_details: z.array(colourDetailSchema), weight: z.number() });
export type VariantEntry = z.infer<typeof variantEntrySchema>;
export const diamondRingRangeSchema = z.object({ price: z.number(), min_size: z.number().int(), max_size: z.number().int() });
export type DiamondRingRange = z.infer<typeof diamondRingRangeSchema>;

/** GET /api/product/{slug} → product. */
export const productDetailSchema = z.object({
  id: z.number().int(),
  slugId: z.string(),
  skuId: z.string(),
  name: z.string(),
  /** HTML from the catalogue (paragraphs only). */
  description: z.string(),
  mainCategory: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), is_engagement_ring: z.boolean(), requires_diamond: z.boolean() }),
  subCategory: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  classification: z.object({ name: z.string() }),
  /** Shape codes the setting can be made with; the first is the default picture. */
  shapes: z.array(z.string()),
  images: z.object({ normal: z.array(image), rotate: z.array(image), slider: z.array(image) }),
  variant: z.object({ gold: z.array(variantEntrySchema), silver: z.array(variantEntrySchema), platinum: z.array(variantEntrySchema), others: z.array(variantEntrySchema) }),
  /** Ring-size price ranges; empty for pieces without a ring size (pendants, necklaces). */
  diamondRing: z.array(diamondRingRangeSchema),
  /** The metal colour the page opens in when the address names none (the design's default metal, as on its card). */
  defaultColour: z.string().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productAnswerSchema = z.object({ code: z.string(), message: z.string(), product: productDetailSchema });

/** POST /api/hint/create: a hint about a design, e-mailed to the recipient (the e-mail boxes may hold phones). */
export const hintRequestSchema = z.object({
  recipient_email: safeText().min(1, says('validation.catalog.pleaseEnterTheRecipient')).max(254),
  recipient_phone: safeText().max(30).default(''),
  sender_email: safeText().min(1, says('validation.catalog.pleaseEnterYourE')).max(254),
  sender_phone: safeText().max(30).default(''),
  note: visible(safeText({ multiline: true }).max(1000), 'message').default(''),
  /** The product the hint is about (its slug), so the e-mail can show and link it. */
  slug: safeText().max(200).optional(),
});
export type HintRequest = z.input<typeof hintRequestSchema>;

/** POST /api/contact/create (account spec §3, §5). */
export const contactRequestSchema = z.object({
  name: visible(safeText().min(1, says('validation.catalog.pleaseEnterYourName')).max(120), 'name'),
  email: safeText().min(1, says('validation.catalog.pleaseEnterYourEmail')).max(254).pipe(z.email(says('validation.catalog.pleaseEnterAValid'))),
  phone: safeText().min(1, says('validation.catalog.pleaseEnterYourPhone')).max(30),
  subject: visible(safeText().min(1, says('validation.catalog.pleaseEnterSubject')).max(200), 'subject'),
  message: visible(safeText({ multiline: true }).max(5000), 'message').default(''),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
