import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../domain/shop/brand';
import { createSessionStore, decodeClaims, memoryStorage, parseTokens, RETURN_PATH_KEY, safeStorage } from './session-store';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtWith = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;

describe('the browser session (storefront §4 "Session", account §3)', () => {
  it('keeps the token object under _kilautoken and tells listeners about every change', () => {
    const local = memoryStorage();
    let changes = 0;
    const store = createSessionStore({ local, session: memoryStorage(), onChange: () => changes++ });
    store.saveTokens({ jwt: 'a.b.c', refresh_token: 'r' });
    expect(JSON.parse(local.getItem(TOKEN_STORAGE_KEY)!)).toEqual({ jwt: 'a.b.c', refresh_token: 'r' });
    expect(store.readTokens()).toEqual({ jwt: 'a.b.c', refresh_token: 'r' });
    store.clearTokens();
    expect(store.readTokens()).toBeNull();
    expect(changes).toBe(2);
  });

  it('remembers the way back after login once; the login page itself maps to /profile', () => {
    const session = memoryStorage();
    const store = createSessionStore({ local: memoryStorage(), session });
    store.rememberReturnPath('/orders?page=2');
    expect(session.getItem(RETURN_PATH_KEY)).toBe('/orders?page=2');
    expect(store.takeReturnPath()).toBe('/orders?page=2');
    expect(store.takeReturnPath()).toBe('/profile');
    store.rememberReturnPath('/login');
    expect(store.takeReturnPath()).toBe('/profile');
    store.rememberReturnPath('https://elsewhere.example/');
    expect(store.takeReturnPath()).toBe('/profile');
  });

  it('reads the role, subject and expiry of an access token without verifying it', () => {
    expect(decodeClaims(jwtWith({ sub: 7, role: 'CMS', exp: 1_700_000_000, name: 'Siti Nur’aini' }))).toEqual({ sub: '7', role: 'CMS', exp: 1_700_000_000 });
    expect(decodeClaims(jwtWith({ sub: '7', role: 'ADMIN', exp: 1 }))).toBeNull();
    expect(decodeClaims('garbage')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
  });

  it('ignores an unreadable stored token object', () => {
    expect(parseTokens('{"jwt":1}')).toBeNull();
    expect(parseTokens('not json')).toBeNull();
    expect(parseTokens(null)).toBeNull();
  });

  it('falls back to memory when the browser refuses storage', () => {
    const storage = safeStorage(() => {
      throw new Error('SecurityError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});
