import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import { passwordResets } from '../../db/schema/accounts.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { seedContent } from '../../db/seed/content.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { ACCOUNT_RATE_RULES, LOGIN_FAILURE_STEPS, RESET_EMAIL_GAP_MINUTES } from './limits.ts';
import { newShopperEmail, registeredShopper, someIp, TEST_PASSWORD } from './testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: (h) => seedContent(h.db) });
});
afterAll(async () => shop?.close());

const post = (url: string, payload: object, ip = someIp()) => shop.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function expectTooMany(answer: Awaited<ReturnType<typeof post>>, windowSeconds: number) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(answer.json().message).toBe(ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(retryAfter / 60)));
}

describe('rate limits on login, register and password reset (429 with Retry-After)', () => {
  it('login: failures from other addresses never lock the owner out (issue 12, item 3)', async () => {
    const owner = await registeredShopper(shop.app);
    const ownerIp = someIp();
    // an attacker sprays wrong passwords at the owner's account from many addresses, and from one address
    for (let i = 0; i < 30; i++) expect((await post('/api/login', { email: owner.email, password: `guess-${i}` })).statusCode).toBe(401);
    const attackerIp = someIp();
    for (let i = 0; i < LOGIN_FAILURE_STEPS[0].limit; i++) expect((await post('/api/login', { email: owner.email, password: `guess-${i}` }, attackerIp)).statusCode).toBe(401);
    expectTooMany(await post('/api/login', { email: owner.email, password: 'one-more-guess' }, attackerIp), LOGIN_FAILURE_STEPS[0].windowSeconds);
    // the owner, from their own address, logs in at once
    expect((await post('/api/login', { email: owner.email, password: owner.password }, ownerIp)).statusCode).toBe(200);
  });

  it('login: failures per (address, account) wait longer at each step; the right password waits too; a success clears them', async () => {
    const shopper = await registeredShopper(shop.app);
    const ip = someIp();
    const [first] = LOGIN_FAILURE_STEPS;
    for (let i = 0; i < first.limit; i++) expect((await post('/api/login', { email: shopper.email, password: `guess-${i}` }, ip)).statusCode).toBe(401);
    expectTooMany(await post('/api/login', { email: shopper.email, password: shopper.password }, ip), first.windowSeconds);
    // the next steps are longer waits for more failures
    const waits = LOGIN_FAILURE_STEPS.map((step) => step.windowSeconds);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(new Set(waits).size).toBe(waits.length);
    expect(LOGIN_FAILURE_STEPS.map((step) => step.limit)).toEqual([...LOGIN_FAILURE_STEPS.map((step) => step.limit)].sort((a, b) => a - b));

    // a success from another pair's address clears only that pair
    const other = someIp();
    for (let i = 0; i < first.limit - 1; i++) await post('/api/login', { email: shopper.email, password: `guess-${i}` }, other);
    expect((await post('/api/login', { email: shopper.email, password: shopper.password }, other)).statusCode).toBe(200);
    for (let i = 0; i < first.limit - 1; i++) expect((await post('/api/login', { email: shopper.email, password: `guess-${i}` }, other)).statusCode).toBe(401);
    expect((await post('/api/login', { email: shopper.email, password: shopper.password }, other)).statusCode).toBe(200);
  });

  it('login: per IP address, across e-mails', async () => {
    const ip = someIp();
    const rule = ACCOUNT_RATE_RULES.loginPerIp;
    const attempts = await Promise.all(Array.from({ length: rule.limit }, (_, i) => post('/api/login', { email: newShopperEmail(`spray${i}`), password: 'guess-guess' }, ip)));
    expect(attempts.every((a) => a.statusCode === 401)).toBe(true);
    expectTooMany(await post('/api/login', { email: newShopperEmail(), password: 'guess-guess' }, ip), rule.windowSeconds);
    expect((await post('/api/login', { email: newShopperEmail(), password: 'guess-guess' })).statusCode).toBe(401);
  });

  it('register: per IP address (the answer keeps code "500" for the web client)', async () => {
    const ip = someIp();
    const rule = ACCOUNT_RATE_RULES.registerPerIp;
    for (let i = 0; i < rule.limit; i++) expect((await post('/api/register', { email: newShopperEmail(), password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
    const refused = await post('/api/register', { email: newShopperEmail(), password: TEST_PASSWORD }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('500');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('a made-up X-Forwarded-For does not dodge the per-IP limit (no proxy is trusted unless TRUST_PROXY says so)', async () => {
    const ip = someIp();
    const rule = ACCOUNT_RATE_RULES.registerPerIp;
    const register = () =>
      shop.app.inject({ method: 'POST', url: '/api/register', payload: { email: newShopperEmail(), password: TEST_PASSWORD }, remoteAddress: ip, headers: { 'x-forwarded-for': someIp() } });
    for (let i = 0; i < rule.limit; i++) expect((await register()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(429);
  });

  it('register: per e-mail', async () => {
    const email = newShopperEmail();
    const rule = ACCOUNT_RATE_RULES.registerPerEmail;
    for (let i = 0; i < rule.limit; i++) expect((await post('/api/register', { email, password: TEST_PASSWORD })).statusCode).not.toBe(429);
    expect((await post('/api/register', { email, password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it('password reset: per (address, e-mail) and per IP address; others asking never block the owner (issue 12, item 3)', async () => {
    const owner = await registeredShopper(shop.app);
    const attackerIp = someIp();
    const pair = ACCOUNT_RATE_RULES.resetPerIpAndEmail;
    for (let i = 0; i < pair.limit; i++) expect((await post('/api/password/forgot', { email: owner.email }, attackerIp)).statusCode).toBe(200);
    expectTooMany(await post('/api/password/forgot', { email: owner.email }, attackerIp), pair.windowSeconds);
    for (let i = 0; i < 5; i++) expect((await post('/api/password/forgot', { email: owner.email })).statusCode).toBe(200);
    // the owner is answered, and the flood left a single e-mail in their inbox
    expect((await post('/api/password/forgot', { email: owner.email })).statusCode).toBe(200);
    const sent = () => shop.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, 'password-reset')));
    expect(await sent()).toHaveLength(1);
    // a few minutes later the owner can have another one
    await shop.database.db
      .update(passwordResets)
      .set({ createdAt: new Date(Date.now() - (RESET_EMAIL_GAP_MINUTES + 1) * 60_000) })
      .where(eq(passwordResets.userId, owner.id));
    expect((await post('/api/password/forgot', { email: owner.email })).statusCode).toBe(200);
    expect(await sent()).toHaveLength(2);

    const ip = someIp();
    const perIp = ACCOUNT_RATE_RULES.resetPerIp;
    for (let i = 0; i < perIp.limit; i++) expect((await post('/api/password/forgot', { email: newShopperEmail() }, ip)).statusCode).toBe(200);
    expectTooMany(await post('/api/password/forgot', { email: newShopperEmail() }, ip), perIp.windowSeconds);
    // trying reset tokens counts against the same address
    expect((await post('/api/password/reset', { token: 'x'.repeat(43), password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
  });
});
