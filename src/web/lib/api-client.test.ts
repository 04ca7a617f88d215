import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type SessionTokens } from '../../domain/contract/accounts';
import { TOKEN_STORAGE_KEY } from '../../domain/shop/brand';
import { users } from '../../server/db/schema/accounts';
import { startTestShop, type TestShop } from '../../server/testing';
import { CONNECTION_LOST, createApiClient, REFRESH_PATH } from './api-client';
import { createSessionStore, decodeClaims, memoryStorage, RETURN_PATH_KEY } from './session-store';

/** The storefront's API client against the real shop over HTTP (storefront §4 "Session", account §4, §7). */

let shop: TestShop;
let baseUrl: string;
let shopperCount = 0;
const PASSWORD = 'a-long-secret-42';

beforeAll(async () => {
  shop = await startTestShop();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await shop?.close();
});

interface Sent {
  method: string;
  path: string;
  headers: Headers;
  status?: number;
  echoedRequestId?: string | null;
}

/** A client as a browser tab would have it: its own storage, a clock the test sets, the requests it made. */
function browserTab(options: { fetch?: typeof fetch; path?: string } = {}) {
  const local = memoryStorage();
  const session = memoryStorage();
  const store = createSessionStore({ local, session });
  const clock: { at: number | null } = { at: null };
  const sent: Sent[] = [];
  const loginVisits: string[] = [];
  const tab = { path: options.path ?? '/addresses', reloads: 0 };
  const underlying = options.fetch ?? fetch;
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const entry: Sent = { method: init?.method ?? 'GET', path: url.pathname, headers: new Headers(init?.headers) };
    sent.push(entry);
    const response = await underlying(input, init);
    entry.status = response.status;
    entry.echoedRequestId = response.headers.get('x-request-id');
    return response;
  };
  const client = createApiClient({
    baseUrl,
    fetch: recording,
    now: () => clock.at ?? Date.now(),
    store,
    goToLogin: (returnPath) => loginVisits.push(returnPath),
    currentPath: () => tab.path,
    reload: () => void tab.reloads++,
  });
  const refreshes = () => sent.filter((s) => s.path === REFRESH_PATH).length;
  return { client, store, local, session, clock, sent, loginVisits, tab, refreshes };
}

async function newShopper(client: ReturnType<typeof browserTab>['client']): Promise<{ email: string; tokens: SessionTokens }> {
  const email = `shopper-${Date.now()}-${++shopperCount}@example.com`;
  const registered = await client.post('/api/register', { email, password: PASSWORD }, { auth: false });
  expect(registered?.code).toBe('200');
  const login = await client.login({ email, password: PASSWORD });
  expect(login.code).toBe('200');
  return { email, tokens: { jwt: login.jwt!, refresh_token: login.refresh_token! } };
}

function expiryOf(jwt: string): number {
  const claims = decodeClaims(jwt);
  expect(claims).not.toBeNull();
  return claims!.exp;
}

describe('the API client against the real shop', () => {
  it('sends the channel and a request id on every call (echoed by the server), and the bearer token only on a shopper’s calls', async () => {
    const { client, sent } = browserTab();
    await newShopper(client);
    const answer = await client.get<{ user: { email: string } }>('/api/user');
    expect(answer?.code).toBe('200');
    expect(answer?.user?.email).toMatch(/@example\.com$/);

    for (const request of sent) {
      expect(request.headers.get('x-channel')).toBe('kilau-web');
      expect(request.headers.get('x-request-id')).toMatch(/^kilau-web-\d{13}-\d{7}$/);
      expect(request.echoedRequestId).toBe(request.headers.get('x-request-id'));
    }
    const byPath = (path: string) => sent.find((s) => s.path === path)!;
    expect(byPath('/api/login').headers.get('authorization')).toBeNull();
    expect(byPath('/api/user').headers.get('authorization')).toMatch(/^Bearer .+\..+\..+$/);
    expect(new Set(sent.map((s) => s.headers.get('x-request-id'))).size).toBe(sent.length);
  });

  it('concurrent calls with an expired WEB token share exactly one refresh, and all of them succeed', async () => {
    const { client, store, clock, refreshes } = browserTab();
    const { tokens } = await newShopper(client);
    clock.at = (expiryOf(tokens.jwt) + 1) * 1000;

    const answers = await Promise.all([
      client.get('/api/user'),
      client.get('/api/user'),
      client.get('/api/user/address'),
      client.get('/api/user/address'),
      client.get('/api/user'),
    ]);
    expect(answers.map((a) => a?.code)).toEqual(['200', '200', '200', '200', '200']);
    expect(refreshes()).toBe(1);
    // The new token object is stored.
    expect(store.readTokens()?.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('refreshes a CMS token when 60 seconds or less remain, but not with 61 left', async () => {
    const { client, clock, refreshes } = browserTab();
    const { email } = await newShopper(client);
    await shop.database.db.update(users).set({ role: 'CMS' }).where(eq(users.email, email));
    const login = await client.login({ email, password: PASSWORD });
    expect(decodeClaims(login.jwt!)?.role).toBe('CMS');
    const exp = expiryOf(login.jwt!);

    clock.at = (exp - 61) * 1000;
    expect((await client.get('/api/user'))?.code).toBe('200');
    expect(refreshes()).toBe(0);

    clock.at = (exp - 60) * 1000;
    expect((await client.get('/api/user'))?.code).toBe('200');
    expect(refreshes()).toBe(1);
  });

  it('an expired CMS token is not refreshed: the staff member is sent to /login with the way back (storefront §4, account §6)', async () => {
    const { client, store, clock, refreshes, loginVisits, session } = browserTab({ path: '/checkout' });
    const { email } = await newShopper(client);
    await shop.database.db.update(users).set({ role: 'CMS' }).where(eq(users.email, email));
    const login = await client.login({ email, password: PASSWORD });
    clock.at = (expiryOf(login.jwt!) + 1) * 1000;
    expect(await client.get('/api/user')).toBeNull();
    expect(refreshes()).toBe(0);
    expect(store.readTokens()).toBeNull();
    expect(loginVisits).toEqual(['/checkout']);
    expect(session.getItem(RETURN_PATH_KEY)).toBe('/checkout');
  });

  it('does not refresh a WEB token with 30 seconds left', async () => {
    const { client, clock, refreshes } = browserTab();
    const { tokens } = await newShopper(client);
    clock.at = (expiryOf(tokens.jwt) - 30) * 1000;
    expect((await client.get('/api/user'))?.code).toBe('200');
    expect(refreshes()).toBe(0);
  });

  it('a refresh token already used: the stored token is removed, the path remembered, and the shopper sent to /login', async () => {
    const { client, store, session, clock, loginVisits, tab } = browserTab({ path: '/orders?page=1' });
    const { tokens } = await newShopper(client);
    // Another refresh used this refresh token first (it is rotated on every use).
    const other = browserTab();
    other.store.saveTokens(tokens);
    expect(await other.client.refresh()).not.toBeNull();

    clock.at = (expiryOf(tokens.jwt) + 1) * 1000;
    expect(await client.get('/api/user')).toBeNull();
    expect(store.readTokens()).toBeNull();
    expect(session.getItem(RETURN_PATH_KEY)).toBe('/orders?page=1');
    expect(loginVisits).toEqual(['/orders?page=1']);
    expect(tab.reloads).toBe(0);
  });

  it('an expired session while on /login remembers /profile as the way back', async () => {
    const { client, store, clock, loginVisits } = browserTab({ path: '/login' });
    store.saveTokens({ jwt: fakeJwt({ sub: '1', role: 'CMS', exp: 1_000 }), refresh_token: 'not-a-real-refresh-token' });
    clock.at = 2_000_000;
    expect(await client.get('/api/user')).toBeNull();
    expect(store.readTokens()).toBeNull();
    expect(loginVisits).toEqual(['/profile']);
    expect(store.takeReturnPath()).toBe('/profile');
  });

  it('a call answered 401 sends the shopper to /login with the way back remembered', async () => {
    const { client, store, loginVisits, sent } = browserTab({ path: '/cart' });
    store.saveTokens({ jwt: 'not.a-token.at-all', refresh_token: 'unknown-refresh-token' });
    expect(await client.get('/api/user')).toBeNull();
    expect(sent.find((s) => s.path === '/api/user')?.status).toBe(401);
    expect(loginVisits).toEqual(['/cart']);
    expect(store.takeReturnPath()).toBe('/cart');
  });

  it('a shopper’s call without any token goes straight to /login', async () => {
    const { client, loginVisits, sent } = browserTab({ path: '/addresses/edit/4' });
    expect(await client.get('/api/user/address')).toBeNull();
    expect(sent).toEqual([]);
    expect(loginVisits).toEqual(['/addresses/edit/4']);
  });

  it('no answer at all: a shopper’s call goes to /login, a visitor’s call shows a connection message', async () => {
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const { client, store, loginVisits } = browserTab({ fetch: offline, path: '/profile' });
    store.saveTokens({ jwt: fakeJwt({ sub: '1', role: 'WEB', exp: Math.floor(Date.now() / 1000) + 600 }), refresh_token: 'r' });
    expect(await client.get('/api/user')).toBeNull();
    expect(loginVisits).toEqual(['/profile']);
    expect(await client.post('/api/login', { email: 'a@example.com', password: 'x' }, { auth: false })).toEqual({ code: '0', message: CONNECTION_LOST });
  });

  it('an answer with data is returned for the page to show, without leaving the page', async () => {
    const { client, store, loginVisits } = browserTab({ path: '/login' });
    const answer = await client.login({ email: 'nobody-here@example.com', password: 'wrong-password' });
    expect(answer.code).toBe('401');
    expect(answer.message).toBe(ACCOUNT_MESSAGES.loginFailed);
    expect(store.readTokens()).toBeNull();
    expect(loginVisits).toEqual([]);
  });

  it('logout ends the session on the server, forgets the token and reloads the page', async () => {
    const { client, store, local, tab } = browserTab();
    const { tokens } = await newShopper(client);
    expect(local.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    await client.logout();
    expect(store.readTokens()).toBeNull();
    expect(tab.reloads).toBe(1);
    const reuse = await fetch(`${baseUrl}${REFRESH_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.refresh_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(reuse.status).toBe(401);
  });
});

function fakeJwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
