import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABROAD_ADDRESS_MESSAGES } from '../../../domain/abroad/address-countries.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { registeredShopper } from './testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const singapore = { name: 'Tan Wei Ling', phone: '9123 4567', address: '1 Orchard Road, #10-01', postal: '238801', city: 'Singapore', country: 'SG' };

describe('addresses in the shipping countries (issue 28)', () => {
  it('lists the 45 countries and regions of the shipping list', async () => {
    const answer = (await shop.app.inject({ method: 'GET', url: '/api/shipping-countries' })).json();
    expect(answer.countries).toHaveLength(45);
    expect(answer.countries.find((c: { code: string }) => c.code === 'SG')).toEqual({ code: 'SG', name: 'Singapore', days: { min: 3, max: 7 }, taxPercent: { min: 7, max: 7 } });
  });

  it('keeps a Singapore address by its own rules, and sends it back as read', async () => {
    const shopper = await registeredShopper(shop.app);
    const saved = await shop.app.inject({ method: 'POST', url: '/api/user/address', headers: shopper.auth, payload: singapore });
    expect(saved.statusCode, saved.body).toBe(200);
    const address = saved.json().address;
    expect(address).toMatchObject({ phone: '91234567', postal: '238801', state: '', country: 'Singapore' });
    const again = await shop.app.inject({ method: 'PUT', url: '/api/user/address', headers: shopper.auth, payload: { ...address, city: 'Singapore City' } });
    expect(again.json()).toMatchObject({ code: '200', address: { country: 'Singapore', city: 'Singapore City' } });
  });

  it('refuses a P.O. Box with the policy’s reason, and a country the shop does not ship to', async () => {
    const shopper = await registeredShopper(shop.app);
    const poBox = await shop.app.inject({ method: 'POST', url: '/api/user/address', headers: shopper.auth, payload: { ...singapore, address: 'P.O. Box 1234' } });
    expect(poBox.statusCode).toBe(400);
    expect(poBox.json().message).toContain(ABROAD_ADDRESS_MESSAGES.poBox);
    const russia = await shop.app.inject({ method: 'POST', url: '/api/user/address', headers: shopper.auth, payload: { ...singapore, country: 'RU', phone: '912 345 6789', postal: '101000' } });
    expect(russia.statusCode).toBe(400);
    expect(russia.json().message).toBe(ABROAD_ADDRESS_MESSAGES.notShipped);
  });
});
