import { z } from 'zod';
import { cmsOrderInstalmentSchema } from './instalments.ts';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status.ts';
import { cmsAnswer, component, isoTime } from './components.ts';

/** The back-office's orders (GET /api/cms/orders, GET /api/cms/orders/{trackingId}, PUT …/status). */

export const orderStatusSchema = component('OrderStatus', z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]]));

export const cmsOrderSummarySchema = component(
  'CmsOrderSummary',
  z.object({ tracking_id: z.string(), status: orderStatusSchema, total: z.number(), created_at: isoTime, pay_at_store: z.boolean(), country: z.string().nullable(), customer: z.string(), email: z.string() }),
);
export type CmsOrderSummary = z.output<typeof cmsOrderSummarySchema>;

export const cmsOrderListAnswerSchema = component('CmsOrderListAnswer', cmsAnswer({ total: z.number().int(), orders: z.array(cmsOrderSummarySchema) }));
export type CmsOrderListAnswer = z.output<typeof cmsOrderListAnswerSchema>;

const deliveryAddress = z.object({ name: z.string(), phone: z.string(), address: z.string(), postal: z.string(), city: z.string(), state: z.string(), country: z.string() });

export const cmsOrderLineSchema = z.object({
  product_name: z.string(),
  slug_id: z.string(),
  thumbnail: z.string(),
  colour: z.string(),
  ring_size: z.number().int().nullable(),
  engraving: z.string(),
  price: z.number(),
  diamond: z.object({ text: z.string(), price: z.number(), certificate_link: z.string() }).nullable(),
  /** The line as bought: the setting's price and its diamond's, added up in sen from the order's snapshot. */
  line_total: z.number(),
});

export const cmsPaymentAttemptSchema = z.object({
  payment_id: z.string(),
  method: z.string(),
  amount: z.number(),
  status: z.string(),
  reversal: z.string().nullable(),
  message: z.string(),
  bank: z.string(),
  at: isoTime,
});

export const cmsOrderSchema = component(
  'CmsOrder',
  z.object({
    tracking_id: z.string(),
    status: orderStatusSchema,
    /** The moves staff may make from this status now, in the order the screen offers them (the server's rule). */
    moves: z.array(orderStatusSchema),
    /** Selling abroad (issue 28): delivery and billing countries, the alternate-address hold, the currency shown and its rate (RM for one unit). */
    abroad: z.object({ country: z.string().nullable(), billing_country: z.string().nullable(), review_hold: z.boolean(), currency_shown: z.string().nullable(), rate_shown: z.number().nullable() }),
    total: z.number(),
    created_at: isoTime,
    paid_at: isoTime.nullable(),
    reserved_until: isoTime.nullable(),
    pay_at_store: z.boolean(),
    payment_method: z.string(),
    /** The instalment plan chosen, and whether the gateway confirmed it (`flagged` says what staff must check). */
    instalment: cmsOrderInstalmentSchema.nullable(),
    remark: z.string(),
    shipping_tracking_no: z.string().nullable(),
    address: deliveryAddress.nullable(),
    customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
    lines: z.array(cmsOrderLineSchema),
    payments: z.array(cmsPaymentAttemptSchema),
    history: z.array(z.object({ from: z.string().nullable(), to: z.string(), cause: z.string(), actor: z.string(), at: isoTime })),
    audit: z.array(z.object({ action: z.string(), actor: z.string(), at: isoTime, before: z.record(z.string(), z.unknown()).nullable(), after: z.record(z.string(), z.unknown()).nullable() })),
  }),
);
export type CmsOrder = z.output<typeof cmsOrderSchema>;

export const cmsOrderAnswerSchema = component('CmsOrderAnswer', cmsAnswer({ order: cmsOrderSchema }));
export type CmsOrderAnswer = z.output<typeof cmsOrderAnswerSchema>;
