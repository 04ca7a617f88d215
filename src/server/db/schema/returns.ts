import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RETURN_KINDS, RETURN_REASON_CODES, RETURN_STATUSES } from '../../../domain/orders/returns.ts';
import { users } from './accounts.ts';
import { orderLines, orders, paymentAttempts } from './orders.ts';

/** A column's value is one of these plain codes (a CHECK the database keeps). */
const oneOf = (column: Parameters<typeof sql>[1], codes: readonly string[]) => sql`${column} in (${sql.raw(codes.map((c) => `'${c.replace(/[^A-Za-z ]/g, '')}'`).join(', '))})`;

/**
 * A return (issue 26): pieces of a delivered order the shopper sends back within the refund guarantee, or money that
 * reached an order after it was cancelled (`kind`), in the back-office's queue until refunded or refused. `number` is
 * the order's tracking id and its return's ordinal (`KL…-R1`). `feeSen` the return shipping fee kept back, `dueSen`
 * what the return refunds (its lines' paid prices less the fee, or the late payment). Staff notes of each step.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RETURN_KINDS }).notNull().default('return'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASON_CODES }),
    note: text('note').notNull().default(''),
    feeSen: integer('fee_sen').notNull().default(0),
    dueSen: integer('due_sen').notNull(),
    /** The payment a late payment's refund goes back to (a return refunds the order's own payment). */
    paymentAttemptId: integer('payment_attempt_id').references(() => paymentAttempts.id),
    receivedNote: text('received_note'),
    inspectedNote: text('inspected_note'),
    refusedNote: text('refused_note'),
    /** Whether staff put the returned stones back on sale after inspection. */
    relistedAt: timestamp('relisted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_returns_order').on(t.orderId), index('order_returns_status').on(t.status, t.createdAt), check('order_returns_due', sql`${t.dueSen} >= 0 and ${t.feeSen} >= 0`)],
);

/** The order lines a return sends back, each with the price paid for it (setting and diamond). */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    paidSen: integer('paid_sen').notNull(),
  },
  (t) => [index('order_return_lines_return').on(t.returnId), index('order_return_lines_line').on(t.orderLineId)],
);

export const REFUND_CHANNELS = ['gateway', 'bank transfer'] as const;
export const REFUND_STATES = ['pending', 'refunded', 'refused'] as const;

/**
 * Money given back: through the gateway (a card payment: `reference` its TxnID, pending until the gateway says
 * refunded) or by bank transfer (an FPX or store payment: `reference` the transfer's, entered by staff). One live
 * refund per return (pending or refunded; a refused one may be tried again), and the refunds of a payment never add
 * up to more than it (checked with the payment row locked).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentAttemptId: integer('payment_attempt_id').references(() => paymentAttempts.id),
    channel: text('channel', { enum: REFUND_CHANNELS }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    reference: text('reference').notNull().default(''),
    message: text('message').notNull().default(''),
    staffUserId: integer('staff_user_id').references(() => users.id),
    queriedAt: timestamp('queried_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order').on(t.orderId),
    index('refunds_payment').on(t.paymentAttemptId),
    uniqueIndex('refunds_one_live_per_return').on(t.returnId).where(sql`status <> 'refused'`),
    check('refunds_amount', sql`${t.amountSen} > 0`),
    check('refunds_channel', oneOf(t.channel, REFUND_CHANNELS)),
  ],
);
