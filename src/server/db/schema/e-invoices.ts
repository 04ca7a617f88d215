import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jsonb } from './json-value.ts';
import { E_INVOICE_KINDS, E_INVOICE_STATUSES } from '../../../domain/contract/e-invoices.ts';
import { BUYER_KINDS } from '../../../domain/e-invoice/parties.ts';
import type { ValidationError } from '../../modules/e-invoices/sandbox-check.ts';
import { orders } from './orders.ts';
import { refunds } from './returns.ts';

/** The buyer details a shopper gave for an order's e-invoice (issue 27), kept with the order. */
export const eInvoiceBuyers = pgTable('e_invoice_buyers', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: BUYER_KINDS }).notNull(),
  name: text('name').notNull(),
  idNumber: text('id_number').notNull(),
  tin: text('tin').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shop's e-invoices to LHDN MyInvois: an order's own invoice, a month's consolidated invoice (its orders in
 * `orderIds`), and refund notes referring to an original. Recorded `due` in the transaction that makes them
 * due (the order paid, the refund made); a job builds, submits and polls each outside any transaction: `submitting`
 * while one instance has claimed it (`claimedAt`; taken over when stale), `submitted` with MyInvois's submission and
 * document UUIDs, then `valid` (with the long id of the validation link) or `invalid` (with MyInvois's reasons, until
 * staff resubmit it). `document` is the UBL JSON as last submitted and `documentHash` its SHA-256.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: serial('id').primaryKey(),
    codeNumber: text('code_number').notNull().unique(),
    kind: text('kind', { enum: E_INVOICE_KINDS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    month: text('month'),
    orderIds: jsonb('order_ids').$type<number[]>().notNull().default([]),
    originalId: integer('original_id'),
    refundId: integer('refund_id').references(() => refunds.id),
    amountSen: integer('amount_sen').notNull().default(0),
    status: text('status', { enum: E_INVOICE_STATUSES }).notNull().default('due'),
    document: jsonb('document').$type<Record<string, unknown>>(),
    documentHash: text('document_hash'),
    submissionUid: text('submission_uid'),
    uuid: text('uuid'),
    longId: text('long_id'),
    reasons: jsonb('reasons').$type<ValidationError[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('e_invoices_status').on(t.status, t.claimedAt),
    index('e_invoices_order').on(t.orderId),
    uniqueIndex('e_invoices_one_per_order').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('e_invoices_one_per_month').on(t.month).where(sql`${t.kind} = 'consolidated'`),
    uniqueIndex('e_invoices_one_per_refund').on(t.refundId),
  ],
);

/**
 * The built-in MyInvois sandbox's record of the documents it was sent (used without MyInvois credentials), so its
 * answers are the same on every instance: its submission and document UUIDs, the long id, Valid or Invalid with the
 * errors it found.
 */
export const myinvoisSandboxDocuments = pgTable(
  'myinvois_sandbox_documents',
  {
    uuid: text('uuid').primaryKey(),
    submissionUid: text('submission_uid').notNull(),
    codeNumber: text('code_number').notNull(),
    longId: text('long_id'),
    status: text('status', { enum: ['Submitted', 'Valid', 'Invalid', 'Cancelled'] }).notNull(),
    errors: jsonb('errors').$type<ValidationError[]>().notNull().default([]),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    documentHash: text('document_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('myinvois_sandbox_documents_submission').on(t.submissionUid)],
);
