import { z } from 'zod';
import { BUYER_KINDS } from '../e-invoice/parties.ts';
import { t } from '../words/catalogue.ts';
import { cmsAnswer, component, isoTime } from './components.ts';
import { safeText } from './fields.ts';
import { visible } from '../shop/visible-text.ts';

/** e-Invoices to LHDN MyInvois (issue 27): the shop's tax identity, a buyer's details, the documents and their state. */

/** The shop's tax identity (back-office settings): the supplier on every e-invoice. Secrets stay in configuration. */
export const taxIdentitySchema = component(
  'TaxIdentity',
  z.object({
    tin: z.string().regex(/^[A-Z]{1,2}\d{8,13}$/, t('eInvoices.problems.tin')),
    brn: z.string().trim().min(5).max(30),
    /** The SST registration number, or 'NA' when not registered. */
    sst: z.string().trim().min(2).max(40),
    msicCode: z.string().regex(/^\d{5}$/, t('eInvoices.problems.msicCode')),
    msicDescription: z.string().trim().min(1).max(300),
    /** Sales tax included in the prices when registered for SST (0 when not). */
    salesTaxPercent: z.number().min(0).max(100),
    address: z.object({
      lines: z.array(z.string().trim().min(1).max(150)).min(1).max(3),
      postcode: z.string().regex(/^\d{5}$/),
      city: z.string().trim().min(1).max(60),
      state: z.string().trim().min(1).max(60),
      country: z.string().trim().min(1).max(60),
    }),
  }),
);
export type TaxIdentity = z.infer<typeof taxIdentitySchema>;

/** The buyer details a shopper gives for an e-invoice (checkout, the order page). */
export const eInvoiceRequestSchema = component(
  'EInvoiceRequest',
  z.strictObject({
    kind: z.enum(BUYER_KINDS),
    name: visible(safeText().trim().min(1).max(150), 'name'),
    id_number: safeText().trim().min(1).max(30),
    tin: safeText().trim().max(20).default(''),
    email: safeText().trim().max(200).default(''),
    phone: safeText().trim().max(30).default(''),
  }),
);
export type EInvoiceRequest = z.output<typeof eInvoiceRequestSchema>;
export type EInvoiceRequestInput = z.input<typeof eInvoiceRequestSchema>;

/**
 * Checkout's check of the buyer's details before the order is placed: the TIN given, checked with LHDN — none given,
 * valid, or unchecked (LHDN could not be asked: the details are taken and MyInvois checks them on submission).
 */
export const eInvoiceBuyerCheckSchema = z.object({ tin_check: z.enum(['none', 'valid', 'unchecked']) });
export type EInvoiceBuyerCheck = z.infer<typeof eInvoiceBuyerCheckSchema>;

export const E_INVOICE_STATUSES = ['due', 'submitting', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];
/** The documents the shop issues: an order's own e-invoice, a month's consolidated one, refund notes (no credit notes: docs/e-invoices.md). */
export const E_INVOICE_KINDS = ['invoice', 'consolidated', 'refund note'] as const;
export type EInvoiceKind = (typeof E_INVOICE_KINDS)[number];

export const eInvoiceReasonSchema = z.object({ code: z.string(), message: z.string(), target: z.string() });

/** One e-invoice document as the shopper or staff see it. */
export const eInvoiceDocumentSchema = component(
  'EInvoiceDocument',
  z.object({
    code_number: z.string(),
    kind: z.enum(E_INVOICE_KINDS),
    status: z.enum(E_INVOICE_STATUSES),
    /** The month of a consolidated document (YYYY-MM). */
    month: z.string().nullable(),
    uuid: z.string().nullable(),
    long_id: z.string().nullable(),
    /** The public validation link (UUID and long id) once Valid; printed as a QR code. */
    validation_link: z.string().nullable(),
    /** What MyInvois found wrong (Invalid). */
    reasons: z.array(eInvoiceReasonSchema),
    /** The original document a note refers to. */
    original: z.string().nullable(),
    total: z.number().describe('RM'),
    submitted_at: isoTime.nullable(),
    validated_at: isoTime.nullable(),
    /** The UBL 2.1 JSON as submitted, for the printable invoice (the order's own documents only; null in lists). */
    document: z.record(z.string(), z.unknown()).nullable(),
  }),
);
export type EInvoiceDocument = z.infer<typeof eInvoiceDocumentSchema>;

export const eInvoiceBuyerSchema = z.object({ kind: z.enum(BUYER_KINDS), name: z.string(), id_number: z.string(), tin: z.string(), email: z.string(), phone: z.string() });

/** An order's e-invoicing: whether its buyer asked, whether it must have its own, the buyer's details, its documents. */
export const orderEInvoiceSchema = component(
  'OrderEInvoice',
  z.object({
    order_number: z.string(),
    requested: z.boolean(),
    /** Above RM 10,000 the order has its own e-invoice whether asked or not. */
    required: z.boolean(),
    /** Whether the buyer may still give or change details (before the order's document is submitted). */
    can_request: z.boolean(),
    buyer: eInvoiceBuyerSchema.nullable(),
    documents: z.array(eInvoiceDocumentSchema),
  }),
);
export type OrderEInvoice = z.infer<typeof orderEInvoiceSchema>;

// ---------------------------------------------------------------- back-office

export const cmsEInvoiceSchema = component(
  'CmsEInvoice',
  eInvoiceDocumentSchema.extend({
    order_number: z.string().nullable(),
    /** The orders a consolidated document lists. */
    order_numbers: z.array(z.string()),
    buyer_name: z.string(),
    attempts: z.number().int(),
    created_at: isoTime,
  }),
);
export type CmsEInvoice = z.infer<typeof cmsEInvoiceSchema>;

export const cmsEInvoiceSearchSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, t('eInvoices.problems.month')).optional(),
  status: z.enum(E_INVOICE_STATUSES).optional(),
  order: safeText().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CmsEInvoiceSearch = z.output<typeof cmsEInvoiceSearchSchema>;

export const cmsEInvoiceListAnswerSchema = component('CmsEInvoiceListAnswer', cmsAnswer({ e_invoices: z.array(cmsEInvoiceSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }));
export const cmsEInvoiceAnswerSchema = component('CmsEInvoiceAnswer', cmsAnswer({ e_invoice: cmsEInvoiceSchema, buyer: eInvoiceBuyerSchema.nullable() }));

/** The document as last submitted: UBL 2.1 JSON (version 1.0). */
export const cmsEInvoiceFileAnswerSchema = component('CmsEInvoiceFileAnswer', cmsAnswer({ code_number: z.string(), document: z.record(z.string(), z.unknown()) }));

/** Resubmit an Invalid document, with the buyer's details corrected when given. */
export const cmsEInvoiceResubmitSchema = z.strictObject({ buyer: eInvoiceRequestSchema.optional() });
