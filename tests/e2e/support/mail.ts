import type { ReceivedEmail } from '../../../src/server/mail/testing';

/**
 * The e-mails the shop under test has sent, as the run's one test SMTP server received them (started by the global
 * setup, tests/e2e/support/mail-server.ts). Journeys in parallel workers share it: each waits for its own e-mails by
 * their recipient, a fresh address of its own.
 */
export const mailbox = {
  /** Every e-mail received so far in this run, oldest first. */
  async messages(): Promise<ReceivedEmail[]> {
    const url = process.env.E2E_MAILBOX_URL;
    if (!url) throw new Error('E2E_MAILBOX_URL is not set: the test SMTP server is started by globalSetup in playwright.config.ts');
    const answer = await fetch(`${url}/messages`);
    if (!answer.ok) throw new Error(`the test mailbox answered ${answer.status}`);
    return (await answer.json()) as ReceivedEmail[];
  },

  /** The first e-mail, already received or still to come, that matches; rejects after timeoutMs. */
  async waitFor(predicate: (m: ReceivedEmail) => boolean, timeoutMs = 5_000): Promise<ReceivedEmail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const messages = await this.messages();
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() >= until) throw new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length} in this run).`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  },
};
