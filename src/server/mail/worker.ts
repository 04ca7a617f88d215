import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/outbox.ts';
import { measure } from '../metrics/shop-metrics.ts';
import type { MailSender } from './sender.ts';

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  /** smtp(s)://user:pass@host:port; without it e-mails stay in the outbox and their id and kind are logged. */
  smtpUrl?: string;
  /** The From header, e.g. 'Kilau <hello@kilau.com.my>', or where to read it as each e-mail leaves (mail/sender.ts). */
  from: MailSender;
  log: MailLog;
  /** How often the outbox is polled when idle (default 5 s). */
  pollMs?: number;
  /** Attempts before an e-mail is marked failed (default 8). */
  maxAttempts?: number;
  /** E-mails handled per poll before the next poll is scheduled (default 20). */
  batchSize?: number;
}

export interface MailWorker {
  /** Start polling the outbox. */
  start(): void;
  /** Stop polling; waits for the e-mail being sent to finish. */
  stop(): Promise<void>;
  /** Send every e-mail due now (each at most once) and return how many were sent. For tests and shutdown. */
  drain(): Promise<number>;
  /** Poll now, e.g. right after a transaction that enqueued an e-mail has committed. */
  wake(): void;
}

export const DEFAULT_POLL_MS = 5_000;
export const DEFAULT_MAX_ATTEMPTS = 8;
export const DEFAULT_BATCH_SIZE = 20;
/** How long a claimed e-mail is reserved for the worker sending it; far above the SMTP timeouts below. */
export const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
const MAX_ERROR_LENGTH = 1_000;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 2 min, 8 min, 32 min, … at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * The delivery worker of the e-mail outbox. Every instance of the shop may run one: an e-mail is claimed
 * by one worker at a time (a lease on next_attempt_at taken with FOR UPDATE SKIP LOCKED), sent over SMTP,
 * then marked sent, or rescheduled with exponential backoff, or marked failed after maxAttempts.
 * Delivery is at least once: only a crash between the SMTP hand-over and the "sent" mark can repeat an e-mail.
 */
export function createMailWorker(opts: MailWorkerOptions): MailWorker {
  const { db, log, from } = opts;
  const pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const transport = opts.smtpUrl ? createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  const secret = smtpPassword(opts.smtpUrl);
  /** Without SMTP: ids already written to the log by this process, so each is logged once. */
  const logged = new Set<number>();

  let started = false;
  let stopping = false;
  let ticking = false;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | undefined;
  /** Polls and drains of this worker run one after another. */
  let queue: Promise<unknown> = Promise.resolve();

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  }

  function schedule(ms: number): void {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    ticking = true;
    wakeRequested = false;
    serial(() => handleDue(batchSize, true)).then(
      ({ handled }) => {
        ticking = false;
        schedule(handled >= batchSize || wakeRequested ? 0 : pollMs);
      },
      (err: unknown) => {
        ticking = false;
        log.warn({ err }, 'e-mail outbox: polling failed; trying again later');
        schedule(pollMs);
      },
    );
  }

  /** Handle at most `limit` due e-mails, each once: how many were handled (sent, rescheduled, failed or logged) and sent. */
  async function handleDue(limit: number, interruptible: boolean): Promise<{ handled: number; sent: number }> {
    if (!transport) return { handled: await logDue(limit), sent: 0 };
    /** Rescheduled in this round: not claimed again even if their retry falls due before the round ends. */
    const retried: number[] = [];
    let handled = 0;
    let sent = 0;
    while (handled < limit && !(interruptible && stopping)) {
      const row = await claimNext(retried);
      if (!row) break;
      handled += 1;
      if (await deliver(row)) sent += 1;
      else retried.push(row.id);
    }
    return { handled, sent };
  }

  /** Reserve the next due e-mail for this worker, skipping rows another worker holds. */
  async function claimNext(skip: number[]): Promise<OutboxRow | undefined> {
    const next = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          notInArray(emailOutbox.id, skip),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    // One statement is one short transaction: the row is locked, its lease written, and the lock released.
    // The lease (truncated to milliseconds so it round-trips through a JS Date) doubles as the claim's token.
    const [row] = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`date_trunc('milliseconds', now() + ${LEASE_MS}::integer * interval '1 millisecond')` })
      .where(inArray(emailOutbox.id, next))
      .returning();
    return row;
  }

  /** Send one claimed e-mail and record the outcome; true when the SMTP server accepted it. */
  async function deliver(row: OutboxRow): Promise<boolean> {
    const stillOurs = and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.status, 'pending'),
      eq(emailOutbox.nextAttemptAt, row.nextAttemptAt),
    );
    try {
      // the sender is read inside the attempt: when it cannot be (no shop settings yet) the e-mail waits for a retry
      await transport!.sendMail({ from: typeof from === 'string' ? from : await from(), to: row.toAddress, ...(row.replyTo ? { replyTo: row.replyTo } : {}), subject: row.subject, text: row.text, html: row.html });
    } catch (err) {
      const attempts = row.attempts + 1;
      const lastError = redact(errorMessage(err)).slice(0, MAX_ERROR_LENGTH);
      const context = { id: row.id, kind: row.kind, attempts, err: lastError };
      if (attempts >= maxAttempts) {
        await db.update(emailOutbox).set({ status: 'failed', attempts, lastError }).where(stillOurs);
        measure.emailFailed(true);
        log.error(context, `e-mail not delivered after ${attempts} attempts; marked failed in the outbox`);
      } else {
        const delay = retryDelayMs(attempts);
        await db
          .update(emailOutbox)
          .set({ attempts, lastError, nextAttemptAt: sql`now() + ${delay}::integer * interval '1 millisecond'` })
          .where(stillOurs);
        measure.emailFailed(false);
        log.warn({ ...context, retryInMs: delay }, 'e-mail not delivered; will retry');
      }
      return false;
    }
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
      .where(stillOurs);
    measure.emailDelivered();
    log.info({ id: row.id, kind: row.kind }, 'e-mail sent');
    return true;
  }

  /**
   * Without SMTP the e-mail stays pending (it is sent once SMTP_URL is set) and its id and kind are logged once
   * per process: the ids logged are remembered in memory rather than pushing next_attempt_at ahead, so the
   * outbox is left exactly as it was and a later start with SMTP sends everything at once.
   */
  async function logDue(limit: number): Promise<number> {
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          notInArray(emailOutbox.id, [...logged]),
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(limit);
    for (const row of rows) {
      logged.add(row.id);
      log.info(
        // never the recipient, subject or body: they carry what shoppers typed, and a reset link; staff read them in the back-office outbox
        { id: row.id, kind: row.kind },
        'e-mail kept in the outbox (no SMTP_URL set)',
      );
    }
    return rows.length;
  }

  async function drainAll(): Promise<number> {
    if (!transport) {
      while ((await logDue(batchSize)) > 0);
      return 0;
    }
    const { sent } = await handleDue(Number.MAX_SAFE_INTEGER, false);
    return sent;
  }

  function redact(message: string): string {
    return secret ? message.split(secret).join('***') : message;
  }

  return {
    start() {
      if (started || stopping) return;
      started = true;
      if (!transport) log.info({}, 'e-mail: no SMTP_URL set; e-mails stay in the outbox (read them in the back-office inbox at /cms/inbox)');
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await queue;
      transport?.close();
    },
    drain: () => serial(drainAll),
    wake() {
      if (!started || stopping) return;
      if (ticking) wakeRequested = true;
      else schedule(0);
    },
  };
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The password inside an SMTP URL, so it can be kept out of logs and last_error. */
function smtpPassword(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const password = decodeURIComponent(new URL(url).password);
    return password.length > 0 ? password : undefined;
  } catch {
    return undefined;
  }
}
