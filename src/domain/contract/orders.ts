import { z } from 'zod';

/** A diamond as cart and order lines show it (account spec §3). */
export const lineDiamondSchema = z.object({
  CARAT: z.number(),
  SHAPE: z.string(),
  LAB: z.string(),
  CERTIFICATE_NO: z.string(),
  CERTIFICATE_LINK: z.string(),
  CUT: z.string(),
  COLOR: z.string(),
  CLARITY: z.string(),
  MYR_PRICE: z.number(),
});
export type LineDiamond = z.infer<typeof lineDiamondSchema>;

/** A cart item (account spec §3); price in RM for the setting line, the diamond's MYR_PRICE beside it. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  product_name: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  name: z.string(),
  ring_size: z.number().int().nullable(),
  engrave_text: z.string(),
  engrave_font: z.string(),
  is_available: z.boolean(),
  diamond: lineDiamondSchema.nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Subtotal = Σ price × quantity + every diamond's MYR_PRICE; total = subtotal (account spec §5). */
export const cartSchema = z.object({ items: z.array(cartItemSchema), subtotal: z.number(), total: z.number() });
export type Cart = z.infer<typeof cartSchema>;

export const ORDER_LIST_DEFAULTS = { page: 1, limit: 50 } as const;

export const orderLineSchema = z.object({
  slug_id: z.string(),
  thumbnail: z.string(),
  product_name: z.string(),
  price: z.number(),
  weight: z.number(),
  name: z.string(),
  ring_size: z.number().int().nullable(),
  quantity: z.number().int(),
  engrave_text: z.string(),
  engrave_font: z.string(),
  diamond: lineDiamondSchema.nullable(),
});

/** An Order History entry (account spec §3). */
export const orderListEntrySchema = z.object({
  order_tracking_id: z.string(),
  order_status: z.string(),
  created_date: z.string(),
  order_total: z.number(),
  orders: z.array(orderLineSchema),
});
export type OrderListEntry = z.infer<typeof orderListEntrySchema>;
