import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import { seedContent } from '../../db/seed/content.ts';
import { startTestShopWithMail, type TestShopWithMail } from '../../testing.ts';
import { ACCOUNT_RATE_RULES } from './limits.ts';
import { bearer, login, newShopperEmail, registeredShopper, someIp } from './testing.ts';

let shop: TestShopWithMail;
beforeAll(async () => {
  shop = await startTestShopWithMail({ seed: (handle) => seedContent(handle.db) });
});
afterAll(async () => shop?.close());

type Shopper = Awaited<ReturnType<typeof registeredShopper>>;
const update = (shopper: Shopper, payload: object, id = shopper.id) => shop.app.inject({ method: 'PUT', url: `/api/user/update/${id}`, headers: shopper.auth, payload: { type: 'WEB', ...payload } });
const me = async (shopper: Shopper) => (await shop.app.inject({ method: 'GET', url: '/api/user', headers: shopper.auth })).json().user;

describe('My Profile (account spec §3 User, §5 Profile update)', () => {
  it('GET /api/user answers the caller: id, name, email, phone', async () => {
    const shopper = await registeredShopper(shop.app);
    expect(await me(shopper)).toEqual({ id: shopper.id, name: '', email: shopper.email, phone: '', role: 'WEB' });
  });

  it('changes only the non-empty fields', async () => {
    const shopper = await registeredShopper(shop.app);
    expect((await update(shopper, { name: 'Nur Aisyah', phone: '+60 12-345 6789' })).json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.profileUpdated });
    await update(shopper, { name: '', email: '', phone: '' });
    expect(await me(shopper)).toMatchObject({ name: 'Nur Aisyah', email: shopper.email, phone: '+60 12-345 6789' });
  });

  it("refuses to change another user's profile (403) and leaves it unchanged", async () => {
    const victim = await registeredShopper(shop.app);
    const intruder = await registeredShopper(shop.app);
    const answer = await update(intruder, { name: 'Taken over', email: newShopperEmail('thief') }, victim.id);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.notYourAccount);
    expect(await me(victim)).toMatchObject({ name: '', email: victim.email });
  });

  it('a new e-mail needs the current password, is confirmed from the new address, and the old address is told (issue 12, item 2)', async () => {
    const shopper = await registeredShopper(shop.app);
    const fresh = newShopperEmail('renamed');
    // a stolen access token alone cannot change the login
    const tokenOnly = await update(shopper, { email: fresh });
    expect(tokenOnly.statusCode).toBe(400);
    expect(tokenOnly.json().message).toBe(ACCOUNT_MESSAGES.emailChangeNeedsPassword);
    const wrong = await update(shopper, { email: fresh, currentPassword: 'not-my-password' });
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect((await update(shopper, { email: 'not-an-email', currentPassword: shopper.password })).statusCode).toBe(400);

    const asked = await update(shopper, { email: ` ${fresh.toUpperCase()} `, currentPassword: shopper.password });
    expect(asked.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.emailChangeSent(fresh) });
    // until confirmed, the old address stays the login
    expect((await me(shopper)).email).toBe(shopper.email);
    await expect(login(shop.app, shopper.email, shopper.password)).resolves.toHaveProperty('jwt');
    const notice = await shop.smtp.waitFor((m) => m.to === shopper.email && m.subject.includes('being changed'));
    expect(notice.text).toContain(fresh);
    const confirmation = await shop.smtp.waitFor((m) => m.to === fresh);
    const token = /http:\/\/shop\.test\/confirm-email#token=([A-Za-z0-9_-]+)/.exec(confirmation.text)![1];

    const confirm = (t: string) => shop.app.inject({ method: 'POST', url: '/api/user/email/confirm', payload: { token: t }, remoteAddress: someIp() });
    expect((await confirm(token)).json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.emailChanged });
    expect((await me(shopper)).email).toBe(fresh);
    await expect(login(shop.app, fresh, shopper.password)).resolves.toHaveProperty('jwt');
    await expect(login(shop.app, shopper.email, shopper.password)).rejects.toThrow();
    // the link works once
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.emailChangeLinkInvalid);
  });

  it('asking for a taken address answers as for a free one: no enumeration; its holder is told instead (issue 12, item 2)', async () => {
    const shopper = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const taken = await update(shopper, { email: other.email, currentPassword: shopper.password });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.emailChangeSent(other.email) });
    const told = await shop.smtp.waitFor((m) => m.to === other.email);
    expect(told.text).toContain('already has its own account');
    expect(told.text).not.toContain('confirm-email#token=');
    expect((await me(shopper)).email).toBe(shopper.email);
  });

  it('e-mail changes are rate limited per account (issue 12, item 2)', async () => {
    const shopper = await registeredShopper(shop.app);
    const rule = ACCOUNT_RATE_RULES.emailChangePerAccount;
    for (let i = 0; i < rule.limit; i++) expect((await update(shopper, { email: newShopperEmail('try'), currentPassword: 'guess-guess' })).statusCode).toBe(400);
    const refused = await update(shopper, { email: newShopperEmail('try'), currentPassword: shopper.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('a password change ends every other session of the account; the device that changed it stays logged in (issue 12, item 1)', async () => {
    const shopper = await registeredShopper(shop.app);
    const otherDevice = await login(shop.app, shopper.email, shopper.password);
    const done = await update(shopper, { currentPassword: shopper.password, password: 'brilliant-cut-99' });
    expect(done.json()).toEqual({ code: '200', message: ACCOUNT_MESSAGES.passwordUpdated });
    // the other device: its access token stops answering and its refresh token no longer rotates
    const stolen = await shop.app.inject({ method: 'GET', url: '/api/user', headers: bearer(otherDevice.jwt) });
    expect(stolen.statusCode).toBe(401);
    const rotate = (token: string) => shop.app.inject({ method: 'POST', url: '/api/refresh-token', payload: {}, headers: bearer(token) });
    expect((await rotate(otherDevice.refresh_token)).statusCode).toBe(401);
    // this device keeps its session
    expect((await me(shopper)).id).toBe(shopper.id);
    expect((await rotate(shopper.tokens.refresh_token)).statusCode).toBe(200);
  });

  it("a password change needs the right current password and answers 'Password updated successfully'", async () => {
    const shopper = await registeredShopper(shop.app);
    const noCurrent = await update(shopper, { password: 'brilliant-cut-99' });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    const noNew = await update(shopper, { currentPassword: shopper.password });
    expect(noNew.json().message).toBe(ACCOUNT_MESSAGES.newPasswordRequired);
    const wrong = await update(shopper, { currentPassword: 'not-my-password', password: 'brilliant-cut-99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const weak = await update(shopper, { currentPassword: shopper.password, password: 'short' });
    expect(weak.json().message).toBe(ACCOUNT_MESSAGES.passwordTooShort);

    const done = await update(shopper, { currentPassword: shopper.password, password: 'brilliant-cut-99' });
    expect(done.json()).toEqual({ code: '200', message: 'Password updated successfully' });
    await expect(login(shop.app, shopper.email, shopper.password)).rejects.toThrow();
    await expect(login(shop.app, shopper.email, 'brilliant-cut-99')).resolves.toHaveProperty('jwt');
  });
});
