import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import { passwordResets } from '../../db/schema/accounts.ts';
import { seedContent } from '../../db/seed/content.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { RESET_EMAIL_GAP_MINUTES } from './limits.ts';
import { startTestShopWithMail, type TestShopWithMail } from '../../testing.ts';
import { bearer, login, registeredShopper, someIp } from './testing.ts';

let shop: TestShopWithMail;

beforeAll(async () => {
  shop = await startTestShopWithMail({ seed: (handle) => seedContent(handle.db) });
});
afterAll(async () => shop?.close());

const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url, payload, remoteAddress: someIp() });

/** Asks for a reset link and reads it from the e-mail the test SMTP server received. */
async function resetLinkFor(email: string): Promise<{ link: string; token: string }> {
  const before = shop.smtp.messages.length;
  const answer = await post('/api/password/forgot', { email });
  expect(answer.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.resetRequested });
  const message = await shop.smtp.waitFor((m) => m.to === email && shop.smtp.messages.indexOf(m) >= before);
  const link = /http:\/\/shop\.test\/reset-password#token=([A-Za-z0-9_-]+)/.exec(message.text);
  expect(link, message.text).not.toBeNull();
  expect(message.subject).toBe('Reset your Kilau password');
  return { link: link![0], token: link![1] };
}

describe('forgot password → e-mail with a single-use, expiring link', () => {
  it('sends the link by e-mail through the outbox; the token is stored only as a hash', async () => {
    const shopper = await registeredShopper(shop.app);
    const { token } = await resetLinkFor(shopper.email);
    const rows = await shop.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const queued = () => shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    await expect.poll(async () => (await queued())[0]).toMatchObject({ kind: 'password-reset', status: 'sent' });
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = shop.smtp.messages.length;
    const answer = await post('/api/password/forgot', { email: 'nobody-here@example.com' });
    expect(answer.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.resetRequested });
    await shop.mail.drain();
    expect(shop.smtp.messages.length).toBe(before);
  });

  it('sets the new password once, and ends every session: refresh and access tokens stop working', async () => {
    const shopper = await registeredShopper(shop.app);
    const { token } = await resetLinkFor(shopper.email);
    const done = await post('/api/password/reset', { token, password: 'princess-cut-77' });
    expect(done.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.resetDone });

    expect((await shop.app.inject({ method: 'GET', url: '/api/user', headers: shopper.auth })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'POST', url: '/api/refresh-token', payload: {}, headers: bearer(shopper.tokens.refresh_token) })).statusCode).toBe(401);
    await expect(login(shop.app, shopper.email, shopper.password)).rejects.toThrow();
    const fresh = await login(shop.app, shopper.email, 'princess-cut-77');
    expect((await shop.app.inject({ method: 'GET', url: '/api/user', headers: bearer(fresh.jwt) })).statusCode).toBe(200);

    const again = await post('/api/password/reset', { token, password: 'another-one-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('an expired link is refused and the password stays', async () => {
    const shopper = await registeredShopper(shop.app);
    const { token } = await resetLinkFor(shopper.email);
    await shop.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, shopper.id));
    const answer = await post('/api/password/reset', { token, password: 'princess-cut-77' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    await expect(login(shop.app, shopper.email, shopper.password)).resolves.toHaveProperty('jwt');
  });

  it('using one link closes the older links of the same account', async () => {
    const shopper = await registeredShopper(shop.app);
    const older = await resetLinkFor(shopper.email);
    // a second e-mail leaves only after the gap between reset e-mails
    await shop.database.db.update(passwordResets).set({ createdAt: new Date(Date.now() - (RESET_EMAIL_GAP_MINUTES + 1) * 60_000) }).where(eq(passwordResets.userId, shopper.id));
    const newer = await resetLinkFor(shopper.email);
    expect((await post('/api/password/reset', { token: newer.token, password: 'princess-cut-77' })).statusCode).toBe(200);
    expect((await post('/api/password/reset', { token: older.token, password: 'cushion-cut-55' })).statusCode).toBe(400);
  });

  it('a new password must follow the password rule', async () => {
    const shopper = await registeredShopper(shop.app);
    const { token } = await resetLinkFor(shopper.email);
    const answer = await post('/api/password/reset', { token, password: 'short' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(ACCOUNT_MESSAGES.passwordTooShort);
  });
});
