import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanReview } from '../../../domain/payments/instalment-grant.ts';
import { jsonb } from './json-value.ts';
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHOD_CODES, type OnlinePaymentMethod, type PaymentMethodCode } from '../../../domain/payments/payment-methods.ts';
import { users } from './accounts.ts';
import { colourOptions, products } from './catalog.ts';
import { diamonds } from './diamonds.ts';

/** The delivery address as it was when the order was placed. */
export interface AddressSnapshot {
  name: string;
  phone: string;
  address: string;
  postal: string;
  city: string;
  state: string;
  country: string;
}

/** The diamond as it was sold (the fields cart and order lines show). */
export interface DiamondSnapshot {
  STOCK_ID: string;
  CARAT: number;
  SHAPE: string;
  LAB: string;
  CERTIFICATE_NO: string;
  CERTIFICATE_LINK: string;
  /** Null for a fancy shape without a cut grade. */
  CUT: string | null;
  COLOR: string;
  CLARITY: string;
  MYR_PRICE: number;
}

/**
 * The instalment plan an order is paid with (src/domain/payments/instalments.ts): the bank and months the shopper chose, and
 * what the gateway's answer said of it — null while unpaid, true when it confirmed the plan (EPP_YN 1, the months
 * asked), false when it approved the payment without the plan: a full card payment, flagged for staff. A plan the
 * bank granted that the order did not ask for, or that the shop does not offer for it, is recorded as granted with
 * `review`: why staff must look at it (src/domain/payments/instalment-grant.ts).
 */
export interface OrderInstalment {
  bank: string;
  months: number;
  promoCode: string;
  confirmed: boolean | null;
  review?: PlanReview;
}

/** What the gateway answered about the plan of an instalment payment (eGHL's EPP_YN, EPPMonth, PromoCode). */
export interface InstalmentAnswer {
  eppYn: string;
  eppMonth: string;
  promoCode: string;
}

/** A column's value is one of these codes (a CHECK the database keeps; the codes are plain letters from the domain's tables). */
const oneOf = (column: Parameters<typeof sql>[1], codes: readonly string[]) => sql`${column} in (${sql.raw(codes.map((c) => `'${c.replace(/[^A-Z0-9_]/g, '')}'`).join(', '))})`;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    trackingId: text('tracking_id').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    status: text('status').notNull(),
    totalSen: integer('total_sen').notNull(),
    remark: text('remark').notNull().default(''),
    /** A code of the table of payment methods (src/domain/payments/payment-methods.ts), checked by the database. */
    paymentMethod: text('payment_method').$type<PaymentMethodCode>().notNull(),
    payCounter: boolean('pay_counter').notNull().default(false),
    /** The instalment plan chosen (method EPP), or null. */
    instalment: jsonb('instalment').$type<OrderInstalment>(),
    address: jsonb('address').$type<AddressSnapshot>(),
    /** Selling abroad (issue 28): the delivery country (ISO code; null at the store) and the card's billing country. */
    countryCode: text('country_code'),
    billingCountry: text('billing_country'),
    /** The alternate-address check (US$1,000 or more to another country than the card's): staff clear it before it ships. */
    reviewHold: boolean('review_hold').notNull().default(false),
    /** The currency the shopper saw prices in and its rate then (RM for one unit); the charge is in RM. */
    currencyShown: text('currency_shown'),
    rateShown: numeric('rate_shown', { precision: 18, scale: 8, mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The carrier's tracking number, set when staff ship the order. */
    shippingTrackingNo: text('shipping_tracking_no'),
    /**
     * Placed from the cart: its lines left the shopper's cart as it was placed (false: a direct buy, which takes none).
     * Null for an order placed before lines left the cart at placing (migration 0019): its lines stayed in the cart
     * and leave it when it is paid, as they did then.
     */
    cartLinesTaken: boolean('cart_lines_taken'),
    /** When the lines it took from the cart went back into it, the order cancelled unpaid (once: null until then). */
    cartLinesBackAt: timestamp('cart_lines_back_at', { withTimezone: true }),
    /** While unpaid, the order holds its stones until then; afterwards the expiry job cancels it. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user').on(t.userId, t.createdAt), index('orders_reserved_until').on(t.reservedUntil), index('orders_country').on(t.countryCode, t.createdAt), check('orders_payment_method', oneOf(t.paymentMethod, PAYMENT_METHOD_CODES))],
);

/** Every status an order took: when, from what, why and by whom (the order state machine, src/domain/orders/order-status.ts). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    cause: text('cause').notNull(),
    actorKind: text('actor_kind', { enum: ['customer', 'staff', 'gateway', 'system'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order').on(t.orderId, t.id)],
);

/** A place-order request's Idempotency-Key and the answer it got, so a retried request gets the same answer. */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A digest of the request body: the same key with another body is refused. */
    requestDigest: text('request_digest').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_requests_key').on(t.userId, t.idempotencyKey)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    colourOptionId: integer('colour_option_id').notNull().references(() => colourOptions.id),
    slugId: text('slug_id').notNull(),
    productName: text('product_name').notNull(),
    thumbnail: text('thumbnail').notNull(),
    colourName: text('colour_name').notNull(),
    weightGrams: numeric('weight_grams', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    ringSize: smallint('ring_size'),
    engraveText: text('engrave_text').notNull().default(''),
    engraveFont: text('engrave_font').notNull().default(''),
    quantity: smallint('quantity').notNull().default(1),
    /** Price of the setting line (colour + ring-size range) × quantity, in sen. */
    priceSen: integer('price_sen').notNull(),
    diamondId: bigint('diamond_id', { mode: 'number' }).references(() => diamonds.id),
    diamond: jsonb('diamond').$type<DiamondSnapshot>(),
    diamondPriceSen: integer('diamond_price_sen').notNull().default(0),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/** One attempt to pay an order at the gateway; PaymentID is unique per attempt. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull().unique(),
    /** An online method of the table of payment methods, checked by the database. */
    method: text('method').$type<OnlinePaymentMethod>().notNull(),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull().default('MYR'),
    status: text('status', { enum: ['pending', 'success', 'failed'] }).notNull().default('pending'),
    txnId: text('txn_id'),
    txnStatus: text('txn_status'),
    authCode: text('auth_code'),
    txnMessage: text('txn_message'),
    issuingBank: text('issuing_bank'),
    /** The instalment plan this attempt asked for (EPPMonth, the bank, PromoCode), or null. */
    instalment: jsonb('instalment').$type<Omit<OrderInstalment, 'confirmed'>>(),
    /** What the bank's own message (the callback or a status query, never the browser's return) said of a plan. */
    instalmentAnswer: jsonb('instalment_answer').$type<InstalmentAnswer>(),
    /** Paid on the shopper's return alone: the bank's word on a plan is still to come (the callback, or a status query). */
    awaitsBankWord: boolean('awaits_bank_word').notNull().default(false),
    /** The money went back to the customer, as the gateway said: 'reversal pending', 'reversed' or 'refunded'. */
    reversal: text('reversal', { enum: ['reversal pending', 'reversed', 'refunded'] }),
    /** Every message the gateway sent about this attempt, verified or not, for the record. */
    messages: jsonb('messages').$type<Record<string, string>[]>().notNull().default([]),
    /** When the status query last asked the gateway about this attempt (pending attempts are asked again). */
    queriedAt: timestamp('queried_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_order').on(t.orderId), index('payment_attempts_pending').on(t.status, t.createdAt), index('payment_attempts_awaiting_word').on(t.createdAt).where(sql`${t.awaitsBankWord}`), check('payment_attempts_method', oneOf(t.method, ONLINE_PAYMENT_METHODS))],
);
