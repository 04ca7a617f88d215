import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/outbox.ts';

/** One e-mail the shop wants to send: what it is about, to whom, and its two bodies. */
export interface OutgoingEmail {
  /** What caused it, e.g. 'password-reset', 'drop-hint', 'order-confirmation' (for logs and support). */
  kind: string;
  to: string;
  /** Where a reply goes when not to the sender: the visitor's own address on an enquiry or a hint. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where an e-mail can be enqueued: the shop's database or the `tx` of `db.transaction(...)`.
 * Drizzle's PgTransaction extends PgDatabase with the same schema, so one type serves both.
 */
export type OutboxWriter = Pick<Database, 'insert'>;

/**
 * Put an e-mail in the outbox. Call it with the transaction that makes the change causing the e-mail
 * (a password-reset token, an order), so the e-mail exists exactly when that change commits.
 * The delivery worker sends it afterwards; returns the outbox id.
 */
export async function enqueueEmail(db: OutboxWriter, email: OutgoingEmail): Promise<number> {
  const to = email.to.trim();
  if (!to.includes('@')) throw new Error(`An e-mail of kind "${email.kind}" has no valid recipient.`);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: to,
      // one address on one header line, or none
      replyTo: email.replyTo?.includes('@') ? email.replyTo.replace(/[\r\n]+/g, '').trim() : null,
      // a subject is one header line
      subject: email.subject.replace(/[\r\n]+/g, ' ').trim(),
      text: email.text,
      html: email.html,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** E-mails waiting to be sent and the age in seconds of the oldest of them (0 when none waits), for the metrics. */
export async function outboxBacklog(db: Database): Promise<{ waiting: number; oldestSeconds: number }> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int`, oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${emailOutbox.createdAt})), 0)::float8` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return { waiting: Number(row?.waiting ?? 0), oldestSeconds: Number(row?.oldestSeconds ?? 0) };
}
