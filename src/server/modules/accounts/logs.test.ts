import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../db/seed/content.ts';
import { createMailWorker } from '../../mail/worker.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { bearer, newShopperEmail, someIp } from './testing.ts';

/** Every log line the shop writes, at the most talkative level. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: { LOG_LEVEL: 'trace' }, logStream: sink, seed: (h) => seedContent(h.db) });
});
afterAll(async () => shop?.close());

describe('the logs never hold a password or a token', () => {
  it('through register, login, refresh, profile, password change, reset by e-mail and logout', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(s: T) => (secrets.push(s), s);
    const ip = someIp();
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers?: Record<string, string>) => {
      const answer = await shop.app.inject({ method, url, payload, headers: { 'x-channel': 'kilau-web', ...headers }, remoteAddress: ip });
      return answer.json() as Record<string, string>;
    };

    const email = newShopperEmail();
    const password = keep('sapphire-blue-1234');
    await call('POST', '/api/register', { email, password });
    await call('POST', '/api/login', { email, password: keep('a-wrong-guess-555') });
    const session = await call('POST', '/api/login', { email, password });
    keep(session.jwt);
    keep(session.refresh_token);
    const user = (await shop.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.jwt) })).json().user as { id: number };
    const rotated = await call('POST', '/api/refresh-token', {}, bearer(session.refresh_token));
    keep(rotated.jwt);
    keep(rotated.refresh_token);
    await call('POST', '/api/refresh-token', {}, bearer(session.refresh_token)); // a reuse, logged as a warning
    const newPassword = keep('ruby-red-56789');
    await call('PUT', `/api/user/update/${user.id}`, { type: 'WEB', currentPassword: password, password: newPassword }, bearer(rotated.jwt));
    await call('POST', '/api/password/forgot', { email });

    // the e-mail with the reset link, as the worker handles it without SMTP
    const worker = createMailWorker({ db: shop.database.db, from: 'Kilau <hello@kilau.my>', log: shop.app.log });
    await worker.drain();
    const [{ text }] = await shop.database.db.query.emailOutbox.findMany({ where: (o, { eq }) => eq(o.toAddress, email) });
    const resetToken = keep(/#token=([A-Za-z0-9_-]+)/.exec(text)![1]);
    const finalPassword = keep('opal-white-13579');
    await call('POST', '/api/password/reset', { token: resetToken, password: finalPassword });
    const last = await call('POST', '/api/login', { email, password: finalPassword });
    keep(last.jwt);
    await call('POST', '/api/logout', { refresh_token: keep(last.refresh_token) });

    const log = lines.join('');
    expect(log).toContain('"reqId"');
    expect(log).toContain('e-mail kept in the outbox');
    expect(log).toContain('a used refresh token was presented again');
    for (const secret of secrets) expect(log, `a secret of ${secret.length} characters is in the log`).not.toContain(secret);
  });
});
