import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT, ADDRESS_MESSAGES, MALAYSIAN_STATES } from '../../../domain/abroad/addresses.ts';
import type { Address } from '../../../domain/contract/accounts.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { registeredShopper } from './testing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

type Shopper = Awaited<ReturnType<typeof registeredShopper>>;
const home = { name: 'Nur Aisyah', phone: '12-345 6789', address: '12 Jalan Bukit Bintang', postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur' };
const office = { name: 'Nur Aisyah', phone: '3 2141 1234', address: 'Level 8, Menara Kilau, Jalan Ampang', postal: '50450', city: 'Kuala Lumpur', state: 'Kuala Lumpur' };

function call(shopper: Shopper, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return shop.app.inject({ method, url, headers: shopper.auth, payload });
}
async function book(shopper: Shopper): Promise<Address[]> {
  return (await call(shopper, 'GET', '/api/user/address')).json().addresses;
}
async function create(shopper: Shopper, payload: object): Promise<Address> {
  const answer = await call(shopper, 'POST', '/api/user/address', payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().address;
}

describe('address book (account spec §3 Address, §5 Address form)', () => {
  it('needs a login', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/address' })).statusCode).toBe(401);
  });

  it('stores the phone without the +60 prefix, the country Malaysia, and is_default false when unset', async () => {
    const shopper = await registeredShopper(shop.app);
    const answer = await call(shopper, 'POST', '/api/user/address', home);
    expect(answer.json()).toMatchObject({ code: '200', message: ADDRESS_MESSAGES.created });
    expect(await book(shopper)).toEqual([{ id: expect.any(Number), ...home, phone: '123456789', country: 'Malaysia', is_default: false }]);
  });

  it('accepts is_default as true or 1', async () => {
    const shopper = await registeredShopper(shop.app);
    expect((await create(shopper, { ...home, is_default: 1 })).is_default).toBe(true);
    expect((await create(shopper, { ...office, is_default: true })).is_default).toBe(true);
  });

  it('keeps at most one default: a new default takes the mark, and the default is listed first', async () => {
    const shopper = await registeredShopper(shop.app);
    const first = await create(shopper, { ...home, is_default: true });
    const second = await create(shopper, { ...office, is_default: true });
    const list = await book(shopper);
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await call(shopper, 'PUT', '/api/user/address', { ...home, id: first.id, is_default: true });
    expect((await book(shopper)).filter((a) => a.is_default).map((a) => a.id)).toEqual([first.id]);
  });

  it('updates and deletes an address with the server message', async () => {
    const shopper = await registeredShopper(shop.app);
    const address = await create(shopper, home);
    const updated = await call(shopper, 'PUT', '/api/user/address', { ...address, phone: '0198765432', city: 'Petaling Jaya', state: 'Selangor', postal: '46000' });
    expect(updated.json()).toMatchObject({ code: '200', message: ADDRESS_MESSAGES.updated, address: { phone: '198765432', city: 'Petaling Jaya', state: 'Selangor' } });
    expect((await call(shopper, 'GET', `/api/user/address/${address.id}`)).json().address.postal).toBe('46000');
    expect((await call(shopper, 'DELETE', `/api/user/address/${address.id}`)).json()).toEqual({ code: '200', message: ADDRESS_MESSAGES.deleted });
    expect(await book(shopper)).toEqual([]);
  });

  it("refuses another user's address for reading, changing and deleting, and leaves it as it was", async () => {
    const owner = await registeredShopper(shop.app);
    const other = await registeredShopper(shop.app);
    const address = await create(owner, home);
    for (const answer of [
      await call(other, 'GET', `/api/user/address/${address.id}`),
      await call(other, 'PUT', '/api/user/address', { ...home, id: address.id, name: 'Someone else' }),
      await call(other, 'DELETE', `/api/user/address/${address.id}`),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(ADDRESS_MESSAGES.notFound);
    }
    expect(await book(owner)).toEqual([address]);
    expect(await book(other)).toEqual([]);
  });

  it('validates: Malaysian phone, 5-digit postcode, one of the 16 states, required fields', async () => {
    const shopper = await registeredShopper(shop.app);
    expect(MALAYSIAN_STATES).toHaveLength(16);
    const bad = async (payload: object) => {
      const answer = await call(shopper, 'POST', '/api/user/address', { ...home, ...payload });
      expect(answer.statusCode).toBe(400);
      return answer.json().message as string;
    };
    expect(await bad({ phone: '12345' })).toContain(ADDRESS_MESSAGES.phone);
    expect(await bad({ phone: '+65 9123 4567' })).toContain(ADDRESS_MESSAGES.phone);
    expect(await bad({ postal: '5510' })).toContain(ADDRESS_MESSAGES.postal);
    expect(await bad({ state: 'Singapore' })).toContain(ADDRESS_MESSAGES.state);
    expect(await bad({ name: '  ' })).toContain('name');
    expect(await book(shopper)).toEqual([]);
  });
});

describe('an address book holds at most ADDRESS_BOOK_LIMIT addresses (issue 12, item 7)', () => {
  it('refuses an address beyond the limit with a clear message', async () => {
    const shopper = await registeredShopper(shop.app);
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++) await create(shopper, { ...home, address: `${i + 1} Jalan Bukit Bintang` });
    const refused = await call(shopper, 'POST', '/api/user/address', office);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADDRESS_MESSAGES.full);
    expect(await book(shopper)).toHaveLength(ADDRESS_BOOK_LIMIT);
  });
});
