import { z } from 'zod';
import { cmsAnswer, component, isoTime } from './components.ts';

/** The back-office's dashboard, audit log and inbox (GET /api/cms/dashboard, /audit, /inbox; POST /outbox/{id}/resend). */

const takings = z.object({ orders: z.number().int(), revenue: z.number() });

export const cmsDashboardAnswerSchema = component(
  'CmsDashboardAnswer',
  cmsAnswer({ today: takings, this_month: takings, payments_pending: z.number().int(), reservations_expiring: z.number().int(), products_without_pictures: z.number().int(), settings_unreadable: z.array(z.string()) }),
);
export type CmsDashboardAnswer = z.output<typeof cmsDashboardAnswerSchema>;

/** One record of the audit log: who changed what, with the record before and after. */
export const auditRecordSchema = component(
  'AuditRecord',
  z.object({
    id: z.number().int(),
    action: z.string(),
    entity: z.string(),
    entityKey: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    at: isoTime,
    actor: z.string(),
  }),
);
export type AuditRecord = z.output<typeof auditRecordSchema>;

export const cmsAuditAnswerSchema = component('CmsAuditAnswer', cmsAnswer({ audit: z.array(auditRecordSchema) }));

export const cmsInboxSchema = {
  enquiries: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string(), subject: z.string(), message: z.string(), at: isoTime })),
  hints: z.array(z.object({ id: z.number().int(), recipient: z.string(), sender: z.string(), note: z.string(), at: isoTime })),
  outbox: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      at: isoTime,
      sent_at: isoTime.nullable(),
    }),
  ),
};
export const cmsInboxAnswerSchema = component('CmsInboxAnswer', cmsAnswer(cmsInboxSchema));
export type CmsInboxAnswer = z.output<typeof cmsInboxAnswerSchema>;

/** The copy queued by a resend: its number in the outbox. */
export const cmsResendAnswerSchema = component('CmsResendAnswer', cmsAnswer({ id: z.number().int() }));

/** One e-mail of the outbox as its receiver got it (GET /api/cms/outbox/{id}): its headers, its text and its HTML. */
export const cmsOutboxMessageAnswerSchema = component(
  'CmsOutboxMessageAnswer',
  cmsAnswer({
    email: z.object({ id: z.number().int(), kind: z.string(), to: z.string(), reply_to: z.string().nullable(), subject: z.string(), text: z.string(), html: z.string().nullable(), at: isoTime }),
  }),
);
export type CmsOutboxMessageAnswer = z.output<typeof cmsOutboxMessageAnswerSchema>;
