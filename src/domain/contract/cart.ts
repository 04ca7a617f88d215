import { z } from 'zod';
import { INSCRIPTION_FONTS, INSCRIPTION_MAX_LENGTH, inscriptionLength, isInscriptionFont } from '../catalog/inscription.ts';
import { says, databaseId, databaseIdText, safeText } from './fields.ts';
import { visible } from '../shop/visible-text.ts';

/**
 * The cart's request bodies (storefront §7, account spec §7). Nothing priced is read: a price the browser sends
 * (a line price, the diamond's MYR_PRICE) is dropped, and the server prices every line from the catalogue.
 */

export const engraveSchema = z
  .object({
    text: visible(
      safeText().refine((t) => inscriptionLength(t) <= INSCRIPTION_MAX_LENGTH, says('validation.cart.theInscriptionMayHave', { inscriptionMaxLength: INSCRIPTION_MAX_LENGTH })),
      'inscription',
    ).default(''),
    font: safeText()
      .refine((f) => f === '' || isInscriptionFont(f), says('validation.cart.theFontMustBe', { fonts: INSCRIPTION_FONTS.join(', ') }))
      .default(''),
  })
  .default({ text: '', font: '' });
export type Engrave = z.output<typeof engraveSchema>;

/** The quantity is always 1 (storefront §5). */
const quantity = z.literal(1, says('validation.cart.theQuantityIsAlways')).default(1);

/**
 * The chosen diamond as the browser keeps it (its whole search result), or {} for none. Only its identity is read:
 * the certificate number, else the stock id.
 */
export const cartDiamondSchema = z
  .looseObject({
    CERTIFICATE_NO: safeText().max(64).optional(),
    STOCK_ID: safeText().max(64).optional(),
  })
  .nullish()
  .transform((d) => (d?.CERTIFICATE_NO ? { certificateNo: d.CERTIFICATE_NO } : d?.STOCK_ID ? { stockId: d.STOCK_ID } : undefined));

/** 0 or null: a piece without a ring size. */
const ringSize = z
  .number()
  .int(says('validation.cart.theRingSizeMust'))
  .min(0)
  .max(100)
  .nullish()
  .transform((s) => (s ? s : null));

export const addToCartSchema = z.object({
  product_id: databaseId(),
  product_panel_setting_id: databaseId(),
  quantity,
  diamond: cartDiamondSchema,
  ring_size: ringSize,
  engrave: engraveSchema,
});
export type AddToCart = z.output<typeof addToCartSchema>;

export const updateCartLineSchema = z.object({
  id: databaseId(),
  quantity,
  engrave: engraveSchema,
});
export type UpdateCartLine = z.output<typeof updateCartLineSchema>;

export const cartLineParamsSchema = z.object({ id: databaseIdText() });

/** GET /api/user/direct-buy/{product_panel_setting_id}: the piece bought at once (account spec §3), as the shop prices it now. */
export const directBuyParamsSchema = z.object({ id: databaseIdText() });

/** The direct-buy item (account spec §3's shape), priced by the server: checkout shows this, not the price the browser kept. */
export const directBuyItemSchema = z.object({
  product_panel_setting_id: z.number().int(),
  price: z.number(),
  quantity: z.literal(1),
  slug: z.string(),
  name: z.string(),
  images: z.array(z.object({ image_name: z.string(), url: z.string() })),
  weight: z.number(),
});
export type DirectBuyItem = z.output<typeof directBuyItemSchema>;
