import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { emailOutbox } from '../db/schema/outbox.ts';
import { openTestDatabase } from '../db/testing.ts';
import { renderEmail } from './layout.ts';
import { enqueueEmail, type OutgoingEmail } from './outbox.ts';
import { mailSenderOf } from './sender.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testing.ts';
import { createMailWorker, retryDelayMs, type MailLog } from './worker.ts';

const FROM = 'Kilau <hello@kilau.my>';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg?: string;
}

function recordingLog(): MailLog & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

function email(subject: string, to = 'ayu@example.com'): OutgoingEmail {
  const { html, text } = renderEmail({
    brandName: 'Kilau',
    heading: subject,
    paragraphs: ['Someone would love a ring from Kilau.', 'A note: <b>surprise</b> & "soon"'],
    action: { label: 'See the ring', url: 'https://kilau.my/rings/solitaire-1?from=hint' },
    footer: 'Kilau Jewellery, 12 Jalan Bukit Bintang, 55100 Kuala Lumpur',
  });
  return { kind: 'drop-hint', to, subject, text, html };
}

/** A local port that nobody listens on: SMTP is "down". */
async function closedPortUrl(auth = ''): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://${auth}127.0.0.1:${port}`;
}

let handle: DatabaseHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  handle = await openTestDatabase();
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.delete(emailOutbox);
});

async function outboxRow(id: number) {
  const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

describe('the e-mail outbox and its delivery worker', () => {
  it('never sends an e-mail enqueued in a transaction that is rolled back', async () => {
    const log = recordingLog();
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueEmail(tx, email('Rolled back'));
        tx.rollback();
      }),
    ).rejects.toThrow();
    const worker = createMailWorker({ db: handle.db, smtpUrl: smtp.url, from: FROM, log });
    expect(await worker.drain()).toBe(0);
    expect(await handle.db.select().from(emailOutbox)).toHaveLength(0);
    expect(smtp.messages.some((m) => m.subject === 'Rolled back')).toBe(false);
  });

  it('delivers a committed e-mail with subject, text and html intact and marks it sent', async () => {
    const log = recordingLog();
    const sent = email('A hint from someone who loves you', 'mei@example.com');
    const id = await handle.db.transaction((tx) => enqueueEmail(tx, sent));
    const worker = createMailWorker({ db: handle.db, smtpUrl: smtp.url, from: FROM, log });
    expect(await worker.drain()).toBe(1);

    const received = await smtp.waitFor((m) => m.subject === sent.subject);
    expect(received.to).toBe('mei@example.com');
    expect(received.from).toBe('hello@kilau.my');
    expect(received.fromName).toBe('Kilau');
    expect(received.text.trim()).toBe(sent.text.trim());
    expect(received.html.trim()).toBe(sent.html.trim());

    const row = await outboxRow(id);
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(await worker.drain()).toBe(0);
  });

  it('with no MAIL_FROM, sends from the shop\'s own address in its settings, named with the brand, read as each e-mail leaves', async () => {
    let settings = { brandName: 'Kilau', email: 'hello@kilau.com.my' };
    const worker = createMailWorker({ db: handle.db, smtpUrl: smtp.url, from: mailSenderOf(undefined, async () => settings), log: recordingLog() });
    await enqueueEmail(handle.db, email('Sender from the settings'));
    expect(await worker.drain()).toBe(1);
    const first = await smtp.waitFor((m) => m.subject === 'Sender from the settings');
    expect([first.from, first.fromName]).toEqual(['hello@kilau.com.my', 'Kilau']);
    // staff change the shop's e-mail in the back-office: the next e-mail comes from the new one
    settings = { brandName: 'Kilau', email: 'care@kilau.com.my' };
    await enqueueEmail(handle.db, email('Sender changed'));
    expect(await worker.drain()).toBe(1);
    expect((await smtp.waitFor((m) => m.subject === 'Sender changed')).from).toBe('care@kilau.com.my');
    // MAIL_FROM set wins
    expect(mailSenderOf(FROM, async () => settings)).toBe(FROM);
  });

  it('an e-mail whose sender cannot be read yet (no shop settings) waits for a retry, not lost', async () => {
    const log = recordingLog();
    const noSettings = async (): Promise<never> => {
      throw new Error('The shop settings are not set up yet.');
    };
    const id = await enqueueEmail(handle.db, email('Waiting for a sender'));
    const worker = createMailWorker({ db: handle.db, smtpUrl: smtp.url, from: mailSenderOf(undefined, noSettings), log });
    expect(await worker.drain()).toBe(0);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The shop settings are not set up yet.' });
  });

  it('when SMTP is down, counts the attempt, records the error and retries later, still pending', async () => {
    const log = recordingLog();
    const smtpUrl = await closedPortUrl('shop:s3cret-pass@');
    const id = await enqueueEmail(handle.db, email('Your password reset'));
    const worker = createMailWorker({ db: handle.db, smtpUrl, from: FROM, log });
    const before = Date.now();
    expect(await worker.drain()).toBe(0);

    const row = await outboxRow(id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(before + retryDelayMs(1) - 5_000);
    expect(row.sentAt).toBeNull();
    expect(log.lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(JSON.stringify(log.lines)).not.toContain('s3cret-pass');

    // not due yet: another drain leaves it alone
    expect(await worker.drain()).toBe(0);
    expect((await outboxRow(id)).attempts).toBe(1);
  });

  it('survives an SMTP outage: the e-mails are delivered once the server comes back, none of them twice (issue 14)', async () => {
    // the shop's SMTP server on a fixed port: up, then down, then up again
    const url = await closedPortUrl();
    const port = Number(new URL(url).port);
    const subjects = ['Outage: order received', 'Outage: payment failed', 'Outage: shipped'];
    const ids: number[] = [];
    for (const subject of subjects) ids.push(await enqueueEmail(handle.db, email(subject, 'outage@example.com')));
    const worker = createMailWorker({ db: handle.db, smtpUrl: url, from: FROM, log: recordingLog() });

    // down: every e-mail stays pending with one attempt counted
    expect(await worker.drain()).toBe(0);
    for (const id of ids) expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1 });

    const back = await startTestSmtpServer({ port });
    try {
      // the retry falls due; the same worker (same SMTP address) delivers each e-mail once
      await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await worker.drain()).toBe(subjects.length);
      // later rounds, another worker and a worker started afresh find nothing more to send
      const other = createMailWorker({ db: handle.db, smtpUrl: url, from: FROM, log: recordingLog() });
      await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await Promise.all([worker.drain(), other.drain()])).toEqual([0, 0]);
      const received = back.messages.filter((m) => m.to === 'outage@example.com').map((m) => m.subject);
      expect(received.sort()).toEqual([...subjects].sort());
      for (const id of ids) expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await back.close();
    }
  });

  it('marks an e-mail failed and logs an error after maxAttempts', async () => {
    const log = recordingLog();
    const id = await enqueueEmail(handle.db, email('Order confirmation'));
    const worker = createMailWorker({ db: handle.db, smtpUrl: await closedPortUrl(), from: FROM, log, maxAttempts: 2 });
    await worker.drain();
    expect((await outboxRow(id)).status).toBe('pending');

    await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));
    await worker.drain();
    const row = await outboxRow(id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeTruthy();
    expect(log.lines.filter((l) => l.level === 'error')).toHaveLength(1);

    await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));
    await worker.drain();
    expect((await outboxRow(id)).attempts).toBe(2);
  });

  it('two workers draining at once deliver each e-mail exactly once', async () => {
    const count = 24;
    const subjects = Array.from({ length: count }, (_, i) => `Exactly once #${i}`);
    for (const subject of subjects) await enqueueEmail(handle.db, email(subject, 'once@example.com'));
    const a = createMailWorker({ db: handle.db, smtpUrl: smtp.url, from: FROM, log: recordingLog() });
    const b = createMailWorker({ db: handle.db, smtpUrl: smtp.url, from: FROM, log: recordingLog() });

    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentByA + sentByB).toBe(count);
    const received = smtp.messages.filter((m) => m.subject.startsWith('Exactly once #')).map((m) => m.subject);
    expect(received.sort()).toEqual([...subjects].sort());
    const rows = await handle.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('without SMTP_URL keeps the e-mail pending and logs its id and kind once, never its recipient, subject or body', async () => {
    const log = recordingLog();
    const reset = email('Reset your password');
    const id = await enqueueEmail(handle.db, reset);
    const worker = createMailWorker({ db: handle.db, from: FROM, log, pollMs: 10 });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    worker.wake();
    expect(await worker.drain()).toBe(0);
    await worker.stop();

    const logged = log.lines.filter((l) => (l.obj as { id?: number }).id === id);
    expect(logged).toHaveLength(1);
    expect(logged[0].level).toBe('info');
    expect(logged[0].obj).toEqual({ id, kind: 'drop-hint' });

    const row = await outboxRow(id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(0);
  });

  it('once started, sends an e-mail soon after wake(), stops cleanly and still drains after stop', async () => {
    const worker = createMailWorker({ db: handle.db, smtpUrl: smtp.url, from: FROM, log: recordingLog(), pollMs: 60_000 });
    worker.start();
    const id = await enqueueEmail(handle.db, email('Woken up'));
    worker.wake();
    await smtp.waitFor((m) => m.subject === 'Woken up', 5_000);
    await worker.stop();
    expect((await outboxRow(id)).status).toBe('sent');

    // after stop() the poller is gone, but a final drain (shutdown) still delivers what is due
    await enqueueEmail(handle.db, email('Sent at shutdown'));
    expect(await worker.drain()).toBe(1);
  });

  it('backs off exponentially from 30 seconds, capped', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });
});
