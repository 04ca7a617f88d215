import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { login, newShopperEmail, registeredShopper } from './testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
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

  it('an e-mail change is normalised, and an e-mail held by another account is refused', async () => {
    const shopper = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const fresh = newShopperEmail('renamed');
    expect((await update(shopper, { email: ` ${fresh.toUpperCase()} ` })).statusCode).toBe(200);
    expect((await me(shopper)).email).toBe(fresh);
    const taken = await update(shopper, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect((await update(shopper, { email: 'not-an-email' })).statusCode).toBe(400);
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
