import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the test SMTP server received it. */
export interface ReceivedEmail {
  /** The envelope recipients, comma-separated (one address for the shop's e-mails). */
  to: string;
  /** The address of the From header, e.g. 'hello@kilau.my'. */
  from: string;
  /** The display name of the From header, e.g. 'Kilau' ('' when none). */
  fromName: string;
  /** The address of the Reply-To header ('' when none). */
  replyTo: string;
  subject: string;
  text: string;
  /** The HTML body, '' when the e-mail had none. */
  html: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, to pass as SMTP_URL. */
  url: string;
  /** Every e-mail received so far, oldest first. */
  messages: ReceivedEmail[];
  /** The first e-mail, already received or still to come, that matches; rejects after timeoutMs (default 5 s). */
  waitFor(predicate: (m: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

interface Waiter {
  predicate: (m: ReceivedEmail) => boolean;
  resolve: (m: ReceivedEmail) => void;
}

/**
 * A real SMTP server on 127.0.0.1 (a free port unless `port` is given, no auth, no TLS) that keeps what it receives
 * in memory. For integration tests of every feature that sends e-mail and for Playwright journeys (a fixed port, so
 * the shop under test can be started with SMTP_URL pointing at it); no test-runner imports.
 */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedEmail[] = [];
  const waiters = new Set<Waiter>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const received: ReceivedEmail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            from: parsed.from?.value[0]?.address ?? '',
            fromName: parsed.from?.value[0]?.name ?? '',
            replyTo: parsed.replyTo?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          messages.push(received);
          for (const waiter of waiters) {
            if (waiter.predicate(received)) {
              waiters.delete(waiter);
              waiter.resolve(received);
            }
          }
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedEmail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (m) => {
            clearTimeout(timeout);
            resolve(m);
          },
        };
        const timeout = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length}).`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
