import { z } from 'zod';
import { INSCRIPTION_FONTS, INSCRIPTION_MAX_LENGTH, inscriptionLength, isInscriptionFont } from '../../../domain/inscription.ts';

/**
 * The cart's request bodies (storefront §7, account spec §7). Nothing priced is read: a price the browser sends
 * (a line price, the diamond's MYR_PRICE) is dropped, and the server prices every line from the catalogue.
 * Pure zod with no server imports, so it can move to src/domain/contract/orders.ts as it is.
 */

export { INCOMPLETE_INSCRIPTION, INSCRIPTION_FONTS, INSCRIPTION_MAX_LENGTH, inscriptionProblem } from '../../../domain/inscription.ts';

export const engraveSchema = z
  .object({
    text: z
      .string()
      .trim()
      .refine((t) => inscriptionLength(t) <= INSCRIPTION_MAX_LENGTH, `The inscription may have at most ${INSCRIPTION_MAX_LENGTH} characters.`)
      .default(''),
    font: z
      .string()
      .trim()
      .refine((f) => f === '' || isInscriptionFont(f), `The font must be one of ${INSCRIPTION_FONTS.join(', ')}.`)
      .default(''),
  })
  .default({ text: '', font: '' });
export type Engrave = z.output<typeof engraveSchema>;


/** The quantity is always 1 (storefront §5). */
const quantity = z.literal(1, 'The quantity is always 1.').default(1);

/**
 * The chosen diamond as the browser keeps it (its whole search result), or {} for none. Only its identity is read:
 * the certificate number, else the stock id.
 */
export const cartDiamondSchema = z
  .looseObject({
    CERTIFICATE_NO: z.string().trim().max(64).optional(),
    STOCK_ID: z.string().trim().max(64).optional(),
  })
  .nullish()
  .transform((d) => (d?.CERTIFICATE_NO ? { certificateNo: d.CERTIFICATE_NO } : d?.STOCK_ID ? { stockId: d.STOCK_ID } : undefined));

/** 0 or null: a piece without a ring size. */
const ringSize = z
  .number()
  .int('The ring size must be a whole number.')
  .min(0)
  .max(100)
  .nullish()
  .transform((s) => (s ? s : null));

export const addToCartSchema = z.object({
  product_id: z.number().int().positive(),
  product_panel_setting_id: z.number().int().positive(),
  quantity,
  diamond: cartDiamondSchema,
  ring_size: ringSize,
  engrave: engraveSchema,
});
export type AddToCart = z.output<typeof addToCartSchema>;

export const updateCartLineSchema = z.object({
  id: z.number().int().positive(),
  quantity,
  engrave: engraveSchema,
});
export type UpdateCartLine = z.output<typeof updateCartLineSchema>;

export const cartLineParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const CART_MESSAGES = {
  added: 'Added to your shopping cart.',
  updated: 'Your shopping cart has been updated.',
  removed: 'Removed from your shopping cart.',
  lineNotFound: 'This item is not in your shopping cart.',
  pieceNotFound: 'This piece is no longer available.',
  wrongColourOption: 'Please choose one of the metal colours offered for this piece.',
  chooseRingSize: 'Please choose your ring size.',
  ringSizeOutOfRange: (min: number, max: number) => `Please choose a ring size between ${min} and ${max}.`,
  noRingSize: 'This piece has no ring size.',
  chooseDiamond: 'Please choose a diamond for this setting.',
  noDiamondHere: 'This piece is not set with a diamond of your choice.',
  diamondNotFound: 'This diamond could not be found. Please choose another diamond.',
  diamondUnavailable: 'This diamond is no longer available. Please choose another diamond.',
  diamondAlreadyInCart: 'This diamond is already in your shopping cart.',
} as const;
