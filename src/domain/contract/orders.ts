import { z } from 'zod';
import { isWholeSen } from '../money/money.ts';
import { says, databaseId, safeText } from './fields.ts';
import { visible } from '../shop/visible-text.ts';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, REMARK_MAX_LENGTH } from '../orders/checkout.ts';
import { BANK_TRANSFER_METHOD, onlineMethodsInWords, paymentMethodOf } from '../payments/payment-methods.ts';
import { RETURN_KINDS, RETURN_MESSAGES, RETURN_REASON_CODES, RETURN_REASONS, RETURN_STATUSES } from '../orders/returns.ts';
import { t } from '../words/catalogue.ts';
import { formatList } from '../words/format.ts';
import { instalmentChoiceSchema, orderInstalmentSchema } from './instalments.ts';

/** A diamond as cart and order lines show it (account spec §3). */
export const lineDiamondSchema = z.object({
  CARAT: z.number(),
  SHAPE: z.string(),
  LAB: z.string(),
  CERTIFICATE_NO: z.string(),
  CERTIFICATE_LINK: z.string(),
  /** Null for a fancy shape without a cut grade. */
  CUT: z.string().nullable(),
  COLOR: z.string(),
  CLARITY: z.string(),
  MYR_PRICE: z.number(),
});
export type LineDiamond = z.infer<typeof lineDiamondSchema>;

/**
 * A cart item (account spec §3); price in RM for the setting line, the diamond's MYR_PRICE beside it. Beside the
 * spec's fields, `line_total`: what the line costs in RM (price × quantity + the diamond's MYR_PRICE), added up by the
 * server in sen, so that no screen does arithmetic on money.
 */
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
  line_total: z.number(),
  /** The number of the unpaid order this line came back from when it was cancelled (issue 41); null for a line the shopper added. */
  from_cancelled_order: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Subtotal = Σ price × quantity + every diamond's MYR_PRICE; total = subtotal (account spec §5). */
export const cartSchema = z.object({ items: z.array(cartItemSchema), subtotal: z.number(), total: z.number() });
export type Cart = z.infer<typeof cartSchema>;

export const ORDER_LIST_DEFAULTS = { page: 1, limit: 50 } as const;

export const orderLineSchema = z.object({
  /** The line's id: what a return request names. */
  line_id: z.number().int(),
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
  /**
   * What the line cost in RM as bought: the setting's `price` and its diamond's MYR_PRICE, added up by the server in
   * sen from the order's snapshot (a ring is shown at this price, its parts beneath).
   */
  line_total: z.number(),
});

/** An Order History entry (account spec §3). */
export const orderListEntrySchema = z.object({
  order_tracking_id: z.string(),
  order_status: z.string(),
  created_date: z.string(),
  order_total: z.number(),
  orders: z.array(orderLineSchema),
  /** The total in the currency the shopper saw prices in, at the rate of the day (RM for one unit); the charge was in RM (issue 28). */
  shown_in: z.object({ currency: z.string(), rate: z.number(), total: z.number() }).optional(),
});
export type OrderListEntry = z.infer<typeof orderListEntrySchema>;

// ---------------------------------------------------------------- placing and paying orders (account spec §3, §7)

export { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, REMARK_MAX_LENGTH, type PaymentMethod } from '../orders/checkout.ts';
/** The answer to a payment method that is not one of the table's online methods: it names the ones there are. */
export const PAYMENT_METHOD_REFUSED = t('validation.orders.thePaymentMethodMust', { methods: onlineMethodsInWords() });
/** The ways a shopper places an order: the online methods, and a bank transfer (issue 28). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, BANK_TRANSFER_METHOD] as const;
const orderMethodsInWords = (): string => formatList(ORDER_PAYMENT_METHODS.map((code) => t('names.paymentMethods.codeNamed', { code, name: paymentMethodOf(code)!.shortLabel })), 'or');
export const ORDER_PAYMENT_METHOD_REFUSED = t('validation.orders.thePaymentMethodMust', { methods: orderMethodsInWords() });
/** The largest order total the API takes, in RM. */
export const ORDER_TOTAL_MAX_RM = 100_000_000;

/**
 * POST /api/order/create. Either cart lines (`user_cart_id`) or one direct-buy colour option
 * (`product_panel_setting_id`, a piece without a ring size). `total_amount` is what the shopper saw, in RM: the server
 * prices everything again and refuses the order when it differs. Unknown fields are refused.
 */
export const orderCreateSchema = z.strictObject({
  address_id: databaseId().nullish(),
  total_amount: z
    .number(t('messages.order.totalNotNumber'))
    .nonnegative(t('messages.order.totalNegative'))
    .max(ORDER_TOTAL_MAX_RM, t('messages.order.totalTooHigh', { max: ORDER_TOTAL_MAX_RM }))
    .refine(isWholeSen, t('messages.order.totalNotWholeSen')),
  user_cart_id: z.array(databaseId()).max(50).default([]),
  product_panel_setting_id: databaseId().nullish(),
  pay_counter: z.boolean().default(false),
  payment_method: z.enum(ORDER_PAYMENT_METHODS, ORDER_PAYMENT_METHOD_REFUSED).default(DEFAULT_PAYMENT_METHOD),
  /** With payment method EPP: the bank and months of the instalment plan (offered only where the plan's minimum is met). */
  instalment: instalmentChoiceSchema.nullish(),
  /** The country of the card's billing address (ISO code); the delivery country when not given (issue 28). */
  billing_country: z.string().regex(/^[A-Za-z]{2}$/, says('validation.orders.theBillingCountryIs')).transform((c) => c.toUpperCase()).optional(),
  /** The currency the shopper saw prices in (shown only; the charge is in RM). */
  currency_shown: z.string().regex(/^[A-Z]{3}$/, says('validation.orders.theCurrencyIsIts')).optional(),
  remark: visible(safeText({ multiline: true }).max(REMARK_MAX_LENGTH, says('validation.orders.theRemarkMayHave', { remarkMaxLength: REMARK_MAX_LENGTH })), 'remark').default(''),
});
export type OrderCreate = z.output<typeof orderCreateSchema>;

/** The fields the browser posts to the payment gateway, and where (account spec §4 "Order flow"). */
export const paymentFormSchema = z.object({ action: z.string(), fields: z.record(z.string(), z.string()) });
export type PaymentForm = z.infer<typeof paymentFormSchema>;

/** The placed order (account spec §7): its OrderNumber (the tracking id) and, for online payment, the gateway form with its HashValue. */
export const placedOrderSchema = z.object({
  OrderNumber: z.string(),
  order_status: z.string(),
  total_amount: z.number(),
  HashValue: z.string().optional(),
  payment: paymentFormSchema.nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** PUT /api/order/update (Pay Now): a new payment attempt for the caller's unpaid order. */
export const payNowSchema = z.strictObject({
  order_tracking_id: safeText().min(1).max(40),
  payment_method: z.enum(PAYMENT_METHODS, PAYMENT_METHOD_REFUSED).optional(),
  /** With payment method EPP: the plan (another bank or months changes it; left out, the order's own plan is kept). */
  instalment: instalmentChoiceSchema.nullish(),
});

// ---------------------------------------------------------------- money back (issue 26)

/** POST /api/order/{tracking}/returns: the lines to send back, why, and the shopper's words. */
export const returnRequestSchema = z.strictObject({
  lines: z.array(databaseId(), RETURN_MESSAGES.noLines).min(1, RETURN_MESSAGES.noLines).max(50),
  reason: z.enum(RETURN_REASON_CODES, says('validation.orders.theReasonMustBe', { reasons: RETURN_REASON_CODES.join(', ') })),
  note: visible(safeText({ multiline: true }).max(1000, says('validation.orders.theNoteMayHave')), 'note').default(''),
});
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** A return as the shopper sees it. */
export const orderReturnSchema = z.object({
  number: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  note: z.string(),
  /** The return shipping fee kept back, and what the return refunds, in RM. */
  fee: z.number(),
  due: z.number(),
  lines: z.array(z.object({ line_id: z.number().int(), product_name: z.string(), paid: z.number() })),
  created_date: z.string(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** A refund as the shopper sees it: how much, how (to the card, by bank transfer), whether done. */
export const orderRefundSchema = z.object({
  return_number: z.string(),
  amount: z.number(),
  channel: z.enum(['gateway', 'bank transfer']),
  status: z.enum(['pending', 'refunded', 'refused']),
  reference: z.string(),
  created_date: z.string(),
  refunded_date: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** The reasons as the form offers them. */
export const returnReasonOptions = () => RETURN_REASON_CODES.map((code) => ({ code, label: RETURN_REASONS[code] }));

/** Order Detail (account spec §3). */
export const orderDetailSchema = orderListEntrySchema.extend({
  order_total: z.number(),
  remark: z.string(),
  payment_method: z.string(),
  /** The destination's ISO country code (its delivery window), null for an order collected at the store. */
  delivery_country: z.string().nullable(),
  /** The carrier's tracking number staff gave when they shipped the order; null before. */
  shipping_tracking_no: z.string().nullable(),
  /** The instalment plan the order is paid with (payment method EPP), or null. */
  instalment: orderInstalmentSchema.nullable(),
  address: z.object({ name: z.string(), address: z.string(), postal: z.string(), city: z.string(), state: z.string(), country: z.string(), phone: z.string() }).nullable(),
  /**
   * Present while the order can still be paid online (Pay Now): its last attempt and how long its stones are held.
   * Pay Now asks PUT /api/order/update for a new attempt with its own signed form (a form is never reused).
   */
  payment_data: z.object({ OrderNumber: z.string(), PaymentID: z.string(), reserved_until: z.string().nullable() }).nullable(),
  /** What the shop knows of the last payment attempt. */
  payment_status: z.enum(['none', 'pending', 'success', 'failed']),
  /** The last payment failed because the shopper cancelled it at the gateway (not declined by the bank). */
  payment_cancelled: z.boolean(),
  /** Whether the order holds diamonds (only then are stones held for it while it waits for payment). */
  holds_stones: z.boolean(),
  history: z.array(z.object({ status: z.string(), at: z.string(), cause: z.string() })),
  /** Whether the shopper may cancel it now (account spec §9: only before any payment). */
  can_cancel: z.boolean(),
  /** While the refund guarantee of a delivered order runs: until when, which lines may come back, and the fee. */
  return_offer: z
    .object({
      until: z.string(),
      /** Until when a fault may still be claimed (a fault skips the return fee). */
      fault_until: z.string(),
      /** The return shipping fee kept back from the refund for any reason but a fault, in RM (0 when none applies). */
      fee: z.number(),
      /** The fee in US dollars as the policy states it. */
      fee_usd: z.number(),
      reasons: z.array(z.object({ code: z.enum(RETURN_REASON_CODES), label: z.string() })),
      lines: z.array(z.object({ line_id: z.number().int(), product_name: z.string(), paid: z.number(), returnable: z.boolean(), why_not: z.string().nullable() })),
    })
    .nullable(),
  returns: z.array(orderReturnSchema),
  refunds: z.array(orderRefundSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
