import { z } from 'zod';
import { isWholeSen } from '../money/money.ts';
import { RETURN_KINDS, RETURN_STATUSES } from '../orders/returns.ts';
import { cmsAnswer, component, isoTime } from './components.ts';
import { says, safeText } from './fields.ts';
import { visible } from '../shop/visible-text.ts';
import { orderStatusSchema } from './cms-orders.ts';

/**
 * The back-office's returns queue (issue 26): GET /api/cms/returns, GET /api/cms/returns/{number}, and the steps
 * POST …/received, …/inspected, …/refused, …/refund.
 */

export const returnStatusSchema = component('ReturnStatus', z.enum(RETURN_STATUSES));

export const cmsReturnSearchSchema = z.object({
  status: returnStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type CmsReturnSearch = z.output<typeof cmsReturnSearchSchema>;

export const cmsReturnSummarySchema = component(
  'CmsReturnSummary',
  z.object({ number: z.string(), kind: z.enum(RETURN_KINDS), status: returnStatusSchema, tracking_id: z.string(), customer: z.string(), email: z.string(), due: z.number(), refunded: z.number(), created_at: isoTime }),
);
export type CmsReturnSummary = z.output<typeof cmsReturnSummarySchema>;

export const cmsReturnListAnswerSchema = component('CmsReturnListAnswer', cmsAnswer({ total: z.number().int(), returns: z.array(cmsReturnSummarySchema) }));
export type CmsReturnListAnswer = z.output<typeof cmsReturnListAnswerSchema>;

export const cmsRefundSchema = z.object({
  amount: z.number(),
  channel: z.enum(['gateway', 'bank transfer']),
  status: z.enum(['pending', 'refunded', 'refused']),
  reference: z.string(),
  message: z.string(),
  at: isoTime,
  refunded_at: isoTime.nullable(),
});

export const cmsReturnSchema = component(
  'CmsReturn',
  z.object({
    number: z.string(),
    kind: z.enum(RETURN_KINDS),
    status: returnStatusSchema,
    /** The steps staff may take now (the server's rule), in the order the screen offers them. */
    steps: z.array(z.enum(['received', 'inspected', 'refund', 'refused'])),
    reason: z.string(),
    note: z.string(),
    fee: z.number(),
    due: z.number(),
    received_note: z.string().nullable(),
    inspected_note: z.string().nullable(),
    refused_note: z.string().nullable(),
    relisted_at: isoTime.nullable(),
    created_at: isoTime,
    order: z.object({ tracking_id: z.string(), status: orderStatusSchema, total: z.number(), delivered_at: isoTime.nullable() }),
    customer: z.object({ name: z.string(), email: z.string() }),
    lines: z.array(z.object({ product_name: z.string(), colour: z.string(), diamond: z.string().nullable(), engraving: z.string(), paid: z.number() })),
    /** The payment the refund goes back to: how it was paid, how much, how much is refunded, and how a refund is made. */
    payment: z.object({ method: z.string(), payment_id: z.string().nullable(), paid: z.number(), refunded: z.number(), left: z.number(), refund_channel: z.enum(['gateway', 'bank transfer']) }),
    refunds: z.array(cmsRefundSchema),
    audit: z.array(z.object({ action: z.string(), actor: z.string(), at: isoTime, after: z.record(z.string(), z.unknown()).nullable() })),
  }),
);
export type CmsReturn = z.output<typeof cmsReturnSchema>;

export const cmsReturnAnswerSchema = component('CmsReturnAnswer', cmsAnswer({ return: cmsReturnSchema }));
export type CmsReturnAnswer = z.output<typeof cmsReturnAnswerSchema>;

const staffNote = visible(safeText({ multiline: true }).max(1000, says('validation.cmsReturns.theNoteMayHave')), 'note');

/** Received or refused: the staff member's note. */
export const returnStepSchema = z.strictObject({ note: staffNote.default('') });
export type ReturnStep = z.output<typeof returnStepSchema>;

/** Inspected: the note, and whether the returned stones go back on sale. */
export const returnInspectionSchema = z.strictObject({ note: staffNote.default(''), relist: z.boolean().default(false) });
export type ReturnInspection = z.output<typeof returnInspectionSchema>;

/**
 * Refund: the amount in RM (default: what the return refunds; less for a partial refund) and, for a payment refunded
 * by bank transfer (FPX, at the store), the transfer's reference.
 */
export const returnRefundSchema = z.strictObject({
  amount: z.number(says('validation.cmsReturns.theAmountMustBe')).positive(says('validation.cmsReturns.theAmountMustBe2')).max(100_000_000, says('validation.cmsReturns.theAmountIsToo')).refine(isWholeSen, says('validation.cmsReturns.theAmountIsIn')).optional(),
  reference: safeText().max(60, says('validation.cmsReturns.theReferenceMayHave')).optional(),
});
export type ReturnRefund = z.output<typeof returnRefundSchema>;
