import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSmtpServer } from '../../../src/server/mail/testing';

/**
 * Playwright's global setup: ONE test SMTP server for the whole run, on E2E_SMTP_PORT, where the shop under test
 * sends its e-mails (SMTP_URL in playwright.config.ts). The journeys run in several worker processes; each reads
 * what has arrived from a small HTTP mailbox beside it (its address in E2E_MAILBOX_URL, which the workers inherit)
 * and picks its own e-mails by their recipient (tests/e2e/support/mail.ts).
 */
export default async function startMailServer(): Promise<() => Promise<void>> {
  const smtp = await startTestSmtpServer({ port: Number(process.env.E2E_SMTP_PORT ?? 2526) });
  const mailbox: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(smtp.messages));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    mailbox.once('error', reject);
    mailbox.listen(0, '127.0.0.1', () => resolve());
  });
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`;
  return async () => {
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await smtp.close();
  };
}
