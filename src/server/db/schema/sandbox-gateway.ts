import { check, pgTable, smallint, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { jsonb } from './json-value.ts';
import { sql } from 'drizzle-orm';

/**
 * The sandbox gateway's merchant password (payments/sandbox-store.ts): one row, made by the first instance that
 * starts, so a form signed by one instance of the shop verifies on every other.
 */
export const sandboxGatewaySecret = pgTable(
  'sandbox_gateway_secret',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_gateway_secret_one_row', sql`${t.id} = 1`)],
);

/**
 * The sandbox gateway's record of the payments it took, so its status query answers on any instance as eGHL's does.
 * `response` is the signed answer it gave; `settlesAs` what a pending one becomes when asked about; `queryAnswer` a
 * TxnStatus its status query answers instead (its testing option); `refundedSen` how much of it it refunded; `refundAnswer` and `pendingRefundSen` its refunds' testing option.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  paymentId: text('payment_id').primaryKey(),
  response: jsonb('response').$type<Record<string, string>>().notNull(),
  settlesAs: text('settles_as', { enum: ['approved', 'declined'] }),
  queryAnswer: text('query_answer'),
  refundedSen: integer('refunded_sen').notNull().default(0),
  /** Its testing option: what a refund of it answers (success, pending — settled when next asked about — or failure). */
  refundAnswer: text('refund_answer', { enum: ['success', 'pending', 'failure'] }),
  /** A refund answered pending, refunded when the shop next asks about the payment. */
  pendingRefundSen: integer('pending_refund_sen').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
