import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactEnquiries, hints } from '../../db/schema/content.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { NotFoundError } from '../../errors.ts';
import type { Caller } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { requireStaff } from './staff.ts';
import { t } from '../../../domain/words/catalogue.ts';

const LATEST = 100;

/** The back-office inbox (issue 14): contact enquiries, hints, and the e-mail outbox with each message's delivery state. */
export function createCmsInbox(deps: { db: Database; mailQueued(): void }) {
  const { db } = deps;
  return {
    async list(caller: Caller | undefined) {
      requireStaff(caller);
      const [enquiries, hintRows, outbox] = await Promise.all([
        db.select().from(contactEnquiries).orderBy(desc(contactEnquiries.id)).limit(LATEST),
        db.select().from(hints).orderBy(desc(hints.id)).limit(LATEST),
        db
          .select({ id: emailOutbox.id, kind: emailOutbox.kind, to: emailOutbox.toAddress, subject: emailOutbox.subject, status: emailOutbox.status, attempts: emailOutbox.attempts, lastError: emailOutbox.lastError, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
          .from(emailOutbox)
          .orderBy(desc(emailOutbox.id))
          .limit(LATEST),
      ]);
      return {
        enquiries: enquiries.map((e) => ({ id: e.id, name: e.name, email: e.email, phone: e.phone, subject: e.subject, message: e.message, at: e.createdAt.toISOString() })),
        hints: hintRows.map((h) => ({ id: h.id, recipient: [h.recipientEmail, h.recipientPhone].filter(Boolean).join(' · '), sender: [h.senderEmail, h.senderPhone].filter(Boolean).join(' · '), note: h.note, at: h.createdAt.toISOString() })),
        outbox: outbox.map((m) => ({ id: m.id, kind: m.kind, to: m.to, subject: m.subject, status: m.status, attempts: m.attempts, last_error: m.lastError, at: m.createdAt.toISOString(), sent_at: m.sentAt?.toISOString() ?? null })),
      };
    },

    /** One e-mail as its receiver got it: headers, text and HTML (staff read what a shopper was sent). */
    async message(caller: Caller | undefined, id: number) {
      requireStaff(caller);
      const [m] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
      if (!m) throw new NotFoundError(t('messages.errors.emailNotFound'));
      return { id: m.id, kind: m.kind, to: m.toAddress, reply_to: m.replyTo, subject: m.subject, text: m.text, html: m.html, at: m.createdAt.toISOString() };
    },

    /** Sends a message again: a copy goes into the outbox (the original keeps its history), audited. */
    async resend(caller: Caller | undefined, id: number) {
      const staff = requireStaff(caller);
      const copyId = await db.transaction(async (tx) => {
        const [message] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
        if (!message) throw new NotFoundError(t('messages.errors.emailNotFound'));
        // through the outbox's one writer, so the copy is the message as it was (its Reply-To too)
        const copyId = await enqueueEmail(tx, { kind: message.kind, to: message.toAddress, replyTo: message.replyTo ?? undefined, subject: message.subject, text: message.text, html: message.html });
        await recordAudit(tx, { actorUserId: staff.userId, action: 'email.resend', entity: 'email', entityKey: String(message.id), before: { status: message.status }, after: { resent_as: copyId } });
        return copyId;
      });
      deps.mailQueued();
      return copyId;
    },
  };
}
