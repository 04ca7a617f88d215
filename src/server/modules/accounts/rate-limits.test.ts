import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { ACCOUNT_RATE_RULES } from './limits.ts';
import { newShopperEmail, registeredShopper, someIp, TEST_PASSWORD } from './testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
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
  it('login: per e-mail, from any number of addresses; even the right password waits', async () => {
    const shopper = await registeredShopper(shop.app);
    const rule = ACCOUNT_RATE_RULES.loginPerEmail;
    // registeredShopper logged in once already: that counts too
    for (let i = 1; i < rule.limit; i++) expect((await post('/api/login', { email: shopper.email, password: `guess-${i}` })).statusCode).toBe(401);
    expectTooMany(await post('/api/login', { email: shopper.email, password: shopper.password }), rule.windowSeconds);
    // another shopper is not affected
    const other = await registeredShopper(shop.app);
    expect((await post('/api/login', { email: other.email, password: other.password })).statusCode).toBe(200);
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

  it('password reset: per e-mail and per IP address', async () => {
    const email = newShopperEmail();
    const perEmail = ACCOUNT_RATE_RULES.resetPerEmail;
    for (let i = 0; i < perEmail.limit; i++) expect((await post('/api/password/forgot', { email })).statusCode).toBe(200);
    expectTooMany(await post('/api/password/forgot', { email }), perEmail.windowSeconds);

    const ip = someIp();
    const perIp = ACCOUNT_RATE_RULES.resetPerIp;
    for (let i = 0; i < perIp.limit; i++) expect((await post('/api/password/forgot', { email: newShopperEmail() }, ip)).statusCode).toBe(200);
    expectTooMany(await post('/api/password/forgot', { email: newShopperEmail() }, ip), perIp.windowSeconds);
    // trying reset tokens counts against the same address
    expect((await post('/api/password/reset', { token: 'x'.repeat(43), password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
  });
});
