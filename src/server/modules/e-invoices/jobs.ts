import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import { documentText } from '../../../domain/e-invoice/documents.ts';
import { sen, sumSen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { eInvoices } from '../../db/schema/e-invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';
import { messageForLog } from '../../http/error-log.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { eInvoiceValidEmail } from './emails.ts';
import { buildDocument, malaysianMonthOf, monthStartOf, nextMonthOf, NotBuilt, type EInvoiceRow } from './building.ts';
import { consolidatedNumberOf } from './issuing.ts';
import { documentHash, MyInvoisUnreachable, type MyInvois } from './myinvois.ts';
import { t } from '../../../domain/words/catalogue.ts';

export interface EInvoiceDeps {
  db: Database;
  myinvois: MyInvois;
  shopSettings(): Promise<ShopSettings>;
  log: FastifyBaseLogger;
  siteOrigin: string;
  /** Tells the mail worker an e-mail is waiting (after the commit). */
  mailQueued(): void;
}

/** At most this many documents per submission (MyInvois takes up to 100). */
const BATCH = 50;
/** A claim older than this was left by an instance that stopped: another takes the document over (resumable). */
const STALE_CLAIM_MS = 10 * 60_000;
/**
 * A document put back to due (a refund note waiting for its original to be Valid, a submission MyInvois did not
 * answer) is tried again after a wait that doubles with each attempt — 1 minute after the first, then 2, 4, 8 … —
 * and never exceeds 6 hours: a note waiting for the month's consolidated e-invoice (made after the month ends) is
 * looked at about four times a day, not every minute for weeks. A document due for the first time, or resubmitted by
 * staff (`claimedAt` cleared), is taken at once.
 */
const FIRST_WAIT_MINUTES = 1;
export const LONGEST_WAIT_MINUTES = 6 * 60;

/**
 * The consolidated e-invoice of the month before `now` (Malaysian time), made once whichever instance comes first
 * (the one-per-month unique index; the others' inserts do nothing): every order paid in that month that has no
 * e-invoice of its own, one line each. Answers its number, or null when there was nothing to report or it exists.
 */
export async function consolidateMonth(db: Database, month: string): Promise<string | null> {
  const from = monthStartOf(month);
  const to = monthStartOf(nextMonthOf(month));
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: eInvoices.id }).from(eInvoices).where(and(eq(eInvoices.kind, 'consolidated'), eq(eInvoices.month, month))).limit(1);
    if (exists) return null;
    const own = tx.select({ one: sql`1` }).from(eInvoices).where(and(eq(eInvoices.orderId, orders.id), eq(eInvoices.kind, 'invoice')));
    const listed = await tx
      .select({ id: orders.id, totalSen: orders.totalSen })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, to), notExists(own)))
      .orderBy(orders.id);
    if (listed.length === 0) return null;
    const amountSen = sumSen(listed.map((o) => sen(o.totalSen)));
    const [made] = await tx
      .insert(eInvoices)
      .values({ codeNumber: consolidatedNumberOf(month), kind: 'consolidated', month, orderIds: listed.map((o) => o.id), amountSen })
      .onConflictDoNothing()
      .returning({ codeNumber: eInvoices.codeNumber });
    return made?.codeNumber ?? null;
  });
}

/** Claims documents to submit (due, or left `submitting` by a stopped instance) for this instance, with SKIP LOCKED. */
async function claimDue(db: Database, now: Date): Promise<EInvoiceRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(eInvoices)
      .where(
        or(
          and(
            eq(eInvoices.status, 'due'),
            or(
              isNull(eInvoices.claimedAt),
              sql`${eInvoices.claimedAt} < ${now.toISOString()}::timestamptz - least(${sql.raw(String(FIRST_WAIT_MINUTES))} * power(2, greatest(${eInvoices.attempts} - 1, 0)), ${sql.raw(String(LONGEST_WAIT_MINUTES))}) * interval '1 minute'`,
            ),
          ),
          and(eq(eInvoices.status, 'submitting'), lt(eInvoices.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
        ),
      )
      .orderBy(eInvoices.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(eInvoices)
      .set({ status: 'submitting', claimedAt: now, attempts: sql`${eInvoices.attempts} + 1`, updatedAt: now })
      .where(inArray(eInvoices.id, rows.map((r) => r.id)));
    return rows;
  });
}

const CANCEL_WITHIN_MS = 72 * 3_600_000;

/**
 * Builds, then submits in one submission, the documents due; records what MyInvois answered (submitted with its
 * UUID, or Invalid with its reasons). A refund note whose original is still being validated waits; a full refund
 * within 72 hours of an order's own e-invoice's validation cancels that e-invoice instead of a refund note. Answers
 * how many were submitted.
 */
export async function submitDue(deps: EInvoiceDeps, now = new Date()): Promise<number> {
  const claimed = await claimDue(deps.db, now);
  if (claimed.length === 0) return 0;
  const settings = await deps.shopSettings();
  const built: { row: EInvoiceRow; text: string; document: Record<string, unknown>; originalId: number | null }[] = [];
  for (const row of claimed) {
    try {
      if (row.kind === 'refund note' && (await cancelledInstead(deps, row, now))) continue;
      const { document, originalId } = await buildDocument(deps.db, row, settings, now);
      built.push({ row, text: documentText(document), document, originalId });
    } catch (error) {
      // waiting for its original, or MyInvois not answering a cancellation: due again, after the wait
      const wait = (error instanceof NotBuilt && error.wait) || error instanceof MyInvoisUnreachable;
      // the reason is shown to staff and the buyer: a failed query's parameters (the document) are left out
      const message = messageForLog(error);
      await deps.db
        .update(eInvoices)
        .set(wait ? { status: 'due', claimedAt: now, updatedAt: now } : { status: 'invalid', reasons: [{ code: 'SHOP', message, target: '' }], claimedAt: null, updatedAt: now })
        .where(eq(eInvoices.id, row.id));
    }
  }
  if (built.length === 0) return 0;
  let answer;
  try {
    answer = await deps.myinvois.submit(built.map((b) => ({ codeNumber: b.row.codeNumber, text: b.text })));
  } catch (error) {
    // MyInvois did not answer: the documents go back to due and are submitted again on a later round
    deps.log.warn({ err: error }, 'MyInvois did not take the submission; trying again later');
    await deps.db.update(eInvoices).set({ status: 'due', claimedAt: now, updatedAt: now }).where(inArray(eInvoices.id, built.map((b) => b.row.id)));
    return 0;
  }
  let submitted = 0;
  for (const b of built) {
    const accepted = answer.accepted.find((a) => a.codeNumber === b.row.codeNumber);
    const rejected = answer.rejected.find((r) => r.codeNumber === b.row.codeNumber);
    const kept = { document: b.document, documentHash: documentHash(b.text), originalId: b.originalId, updatedAt: now };
    if (accepted) {
      submitted++;
      await deps.db
        .update(eInvoices)
        .set({ ...kept, status: 'submitted', submissionUid: answer.submissionUid, uuid: accepted.uuid, longId: null, reasons: [], submittedAt: now, claimedAt: now })
        .where(and(eq(eInvoices.id, b.row.id), eq(eInvoices.status, 'submitting')));
    } else {
      await deps.db
        .update(eInvoices)
        .set({ ...kept, status: 'invalid', reasons: rejected?.errors.length ? rejected.errors : [{ code: 'Rejected', message: t('eInvoices.messages.notAccepted'), target: '' }], claimedAt: null })
        .where(and(eq(eInvoices.id, b.row.id), eq(eInvoices.status, 'submitting')));
    }
  }
  return submitted;
}

/** A full refund within 72 hours of its order's own e-invoice's validation: that e-invoice is cancelled, no note is needed. */
async function cancelledInstead(deps: EInvoiceDeps, note: EInvoiceRow, now: Date): Promise<boolean> {
  const [original] = await deps.db.select().from(eInvoices).where(and(eq(eInvoices.orderId, note.orderId!), eq(eInvoices.kind, 'invoice'))).limit(1);
  if (!original || original.status !== 'valid' || !original.uuid || !original.validatedAt) return false;
  if (now.getTime() - original.validatedAt.getTime() > CANCEL_WITHIN_MS || note.amountSen < original.amountSen) return false;
  try {
    await deps.myinvois.cancel(original.uuid, `Refunded in full (${note.codeNumber})`);
  } catch (error) {
    // no answer in time: LHDN may have cancelled it, so no refund note is issued yet; the cancellation is tried again
    if (error instanceof MyInvoisUnreachable) throw error;
    deps.log.warn({ err: error }, 'MyInvois refused the cancellation; a refund note is issued instead');
    return false;
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(eInvoices).set({ status: 'cancelled', updatedAt: now }).where(eq(eInvoices.id, original.id));
    await tx.update(eInvoices).set({ status: 'cancelled', originalId: original.id, reasons: [], claimedAt: null, updatedAt: now }).where(eq(eInvoices.id, note.id));
  });
  return true;
}

/**
 * Asks MyInvois about submitted documents not asked about for `everyMs` (claimed with SKIP LOCKED, one instance
 * each): Valid keeps the long id (the validation link), Invalid the reasons, Cancelled is kept; still Submitted is
 * asked again next round. Answers how many were settled.
 */
export async function pollSubmitted(deps: EInvoiceDeps, now = new Date(), everyMs = 3_000): Promise<number> {
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(eInvoices)
      .where(and(eq(eInvoices.status, 'submitted'), or(isNull(eInvoices.claimedAt), lt(eInvoices.claimedAt, new Date(now.getTime() - everyMs)))))
      .orderBy(eInvoices.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length) await tx.update(eInvoices).set({ claimedAt: now }).where(inArray(eInvoices.id, rows.map((r) => r.id)));
    return rows;
  });
  let settled = 0;
  for (const submissionUid of new Set(claimed.map((r) => r.submissionUid!))) {
    let answers;
    try {
      answers = await deps.myinvois.submission(submissionUid);
    } catch (error) {
      deps.log.warn({ err: error }, 'MyInvois did not answer about a submission; asking again later');
      continue;
    }
    for (const a of answers) {
      const row = claimed.find((r) => r.uuid === a.uuid);
      if (!row || a.status === 'Submitted') continue;
      settled++;
      const set =
        a.status === 'Valid'
          ? { status: 'valid' as const, longId: a.longId, validatedAt: now, reasons: [] }
          : a.status === 'Invalid'
            ? { status: 'invalid' as const, reasons: a.errors.length ? a.errors : [{ code: 'Invalid', message: t('eInvoices.messages.foundInvalid'), target: '' }], claimedAt: null }
            : { status: 'cancelled' as const };
      const mailed = await deps.db.transaction(async (tx) => {
        const [moved] = await tx.update(eInvoices).set({ ...set, updatedAt: now }).where(and(eq(eInvoices.id, row.id), eq(eInvoices.status, 'submitted'))).returning();
        if (!moved || moved.status !== 'valid' || moved.kind !== 'invoice' || !moved.orderId) return false;
        const [buyer] = await tx.select({ to: users.email, name: users.name, trackingId: orders.trackingId }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, moved.orderId)).limit(1);
        if (!buyer) return false;
        const link = deps.myinvois.validationLink(moved.uuid!, moved.longId!);
        await enqueueEmail(tx, eInvoiceValidEmail(await deps.shopSettings(), deps.siteOrigin, { ...buyer, codeNumber: moved.codeNumber, uuid: moved.uuid!, link }));
        return true;
      });
      if (mailed) deps.mailQueued();
    }
  }
  return settled;
}

/** One round of the e-invoice job: the last month's consolidated e-invoice once the month is over, submissions, answers. */
export async function runEInvoiceJobs(deps: EInvoiceDeps, now = new Date(), pollEveryMs = 3_000): Promise<void> {
  const thisMonth = malaysianMonthOf(now);
  const lastMonth = malaysianMonthOf(new Date(monthStartOf(thisMonth).getTime() - 1));
  await consolidateMonth(deps.db, lastMonth);
  await submitDue(deps, now);
  await pollSubmitted(deps, now, pollEveryMs);
}

export interface EInvoiceJobs {
  stop(): void;
}

/** Runs the job every `everyMs` on this instance (several instances may: the claims keep them apart). */
export function startEInvoiceJobs(deps: EInvoiceDeps, everyMs: number): EInvoiceJobs {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runEInvoiceJobs(deps, new Date(), Math.max(3_000, everyMs - 500));
    } catch (error) {
      deps.log.error({ err: error }, 'e-invoice job failed; trying again next round');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
