import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import { needsRefresh } from '../../../domain/shop/session.ts';
import { refreshTokens, users } from '../../db/schema/accounts.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { bearer, login, newShopperEmail, registeredShopper, someIp, TEST_PASSWORD } from './testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const post = (url: string, payload?: object, headers?: Record<string, string>) => shop.app.inject({ method: 'POST', url, payload, headers, remoteAddress: someIp() });
const refresh = (refreshToken: string) => post('/api/refresh-token', {}, bearer(refreshToken));

describe('register (account spec §7: code "200" or "500" with message)', () => {
  it('answers code 200 "Registration successful" and stores the e-mail normalised with an argon2id hash', async () => {
    const email = newShopperEmail('Aisyah');
    const answer = await post('/api/register', { email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.registered });
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row.role).toBe('WEB');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('a registered e-mail gets code "500", a 409 and a clear message', async () => {
    const email = newShopperEmail();
    await post('/api/register', { email, password: TEST_PASSWORD });
    const again = await post('/api/register', { email: email.toUpperCase(), password: 'another-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: '500', message: ACCOUNT_MESSAGES.emailTaken });
  });

  it('a short password or a missing e-mail gets code "500", a 400 and the rule in the message', async () => {
    const short = await post('/api/register', { email: newShopperEmail(), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('500');
    expect(short.json().message).toContain(ACCOUNT_MESSAGES.passwordTooShort);
    const noEmail = await post('/api/register', { email: '', password: TEST_PASSWORD });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toContain(ACCOUNT_MESSAGES.emailRequired);
  });
});

describe('login', () => {
  it('answers a jwt carrying the user id, the WEB role and a 15-minute expiry, and an opaque refresh token', async () => {
    const shopper = await registeredShopper(shop.app);
    const claims = decodeJwt(shopper.tokens.jwt);
    expect(claims.sub).toBe(String(shopper.id));
    expect(claims.role).toBe('WEB');
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(shopper.tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await shop.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, shopper.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toBe(shopper.tokens.refresh_token);
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const email = newShopperEmail();
    await post('/api/register', { email, password: TEST_PASSWORD });
    const answer = await post('/api/login', { email: ` ${email.toUpperCase()}`, password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(200);
  });

  it('a wrong password and an unknown e-mail get the same 401 message', async () => {
    const shopper = await registeredShopper(shop.app);
    const wrong = await post('/api/login', { email: shopper.email, password: 'not-the-password' });
    const unknown = await post('/api/login', { email: newShopperEmail('nobody'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: '401', message: ACCOUNT_MESSAGES.loginFailed });
  });

  it('a staff account (role CMS) gets a token with role CMS, which the client refreshes 60 s early', async () => {
    const shopper = await registeredShopper(shop.app);
    await shop.database.db.update(users).set({ role: 'CMS' }).where(eq(users.id, shopper.id));
    const tokens = await login(shop.app, shopper.email, shopper.password);
    const claims = decodeJwt(tokens.jwt) as { role: 'CMS'; exp: number };
    expect(claims.role).toBe('CMS');
    expect(needsRefresh(claims, claims.exp - 61)).toBe(false);
    expect(needsRefresh(claims, claims.exp - 60)).toBe(true);
    expect(needsRefresh({ role: 'WEB', exp: claims.exp }, claims.exp - 1)).toBe(false);
    expect(needsRefresh({ role: 'WEB', exp: claims.exp }, claims.exp)).toBe(true);
  });
});

describe('refresh token: rotated on every use, reuse revokes the family', () => {
  it('trades the refresh token for a new pair; the old refresh token is used up', async () => {
    const shopper = await registeredShopper(shop.app);
    const first = await refresh(shopper.tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json() as { jwt: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(shopper.tokens.refresh_token);
    expect(decodeJwt(next.jwt).sub).toBe(String(shopper.id));
    expect((await shop.app.inject({ method: 'GET', url: '/api/user', headers: bearer(next.jwt) })).statusCode).toBe(200);
    const second = await refresh(next.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('presenting an already-used refresh token revokes the whole family, including the newest token', async () => {
    const shopper = await registeredShopper(shop.app);
    const rotated = (await refresh(shopper.tokens.refresh_token)).json() as { refresh_token: string };
    const replay = await refresh(shopper.tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    const legit = await refresh(rotated.refresh_token);
    expect(legit.statusCode).toBe(401);
    // another session of the same shopper (another family) is untouched
    const other = await login(shop.app, shopper.email, shopper.password);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('two refreshes of the same token at once: exactly one wins', async () => {
    const shopper = await registeredShopper(shop.app);
    const answers = await Promise.all([refresh(shopper.tokens.refresh_token), refresh(shopper.tokens.refresh_token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('an expired, unknown or missing refresh token is refused with 401', async () => {
    const shopper = await registeredShopper(shop.app);
    await shop.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, shopper.id));
    expect((await refresh(shopper.tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    expect((await post('/api/refresh-token', {})).statusCode).toBe(401);
  });

  it('a refresh token is not an access token, and an access token is not a refresh token', async () => {
    const shopper = await registeredShopper(shop.app);
    expect((await shop.app.inject({ method: 'GET', url: '/api/user', headers: bearer(shopper.tokens.refresh_token) })).statusCode).toBe(401);
    expect((await refresh(shopper.tokens.jwt)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const shopper = await registeredShopper(shop.app);
    const out = await post('/api/logout', { refresh_token: shopper.tokens.refresh_token });
    expect(out.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.loggedOut });
    expect((await refresh(shopper.tokens.refresh_token)).statusCode).toBe(401);
  });

  it('logout ends the access token of that session at once, and only that session (issue 12, item 6)', async () => {
    const shopper = await registeredShopper(shop.app);
    const otherDevice = await login(shop.app, shopper.email, shopper.password);
    const me = (jwt: string) => shop.app.inject({ method: 'GET', url: '/api/user', headers: bearer(jwt) });
    expect((await me(shopper.tokens.jwt)).statusCode).toBe(200);
    await post('/api/logout', { refresh_token: shopper.tokens.refresh_token });
    const after = await me(shopper.tokens.jwt);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    expect((await me(otherDevice.jwt)).statusCode).toBe(200);
  });

  it('a session ends SESSION_MAX_DAYS after its login however often it is refreshed (issue 12, item 1)', async () => {
    const shopper = await registeredShopper(shop.app);
    const rotated = (await refresh(shopper.tokens.refresh_token)).json();
    expect(rotated.refresh_token).toBeDefined();
    // the newest token's expiry never reaches past the session's end
    const maxDays = shop.config.SESSION_MAX_DAYS;
    expect(maxDays).toBe(90);
    const rows = await shop.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, shopper.id));
    for (const row of rows) expect(row.expiresAt.getTime()).toBeLessThanOrEqual(row.familyStartedAt.getTime() + maxDays * 86_400_000);
    // the login was long ago: the refresh token is still within its own 30 days, yet the session is over
    await shop.database.db
      .update(refreshTokens)
      .set({ familyStartedAt: new Date(Date.now() - maxDays * 86_400_000 - 1000) })
      .where(eq(refreshTokens.userId, shopper.id));
    const refused = await refresh(rotated.refresh_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
  });
});

describe('access token', () => {
  it('is required: no token, a garbled one or one signed with another secret get 401', async () => {
    const get = (headers?: Record<string, string>) => shop.app.inject({ method: 'GET', url: '/api/user', headers });
    expect((await get()).statusCode).toBe(401);
    expect((await get(bearer('not.a.jwt'))).statusCode).toBe(401);
    const other = await startTestShop({ env: { JWT_SECRET: 'another-secret-another-secret-another-secret' } });
    try {
      const stranger = await registeredShopper(other.app);
      expect((await get(bearer(stranger.tokens.jwt))).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('expires after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const quick = await startTestShop({ env: { ACCESS_TOKEN_TTL_SECONDS: '1' } });
    try {
      const shopper = await registeredShopper(quick.app);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const answer = await quick.app.inject({ method: 'GET', url: '/api/user', headers: shopper.auth });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    } finally {
      await quick.close();
    }
  });
});
