import { TOKEN_STORAGE_KEY } from '../../domain/shop/brand';
import type { SessionTokens } from '../../domain/contract/accounts';
import { ROLES, returnPathFor, type AccessClaims, type Role } from '../../domain/shop/session';

/**
 * The shopper's session in the browser (storefront §4 "Session", account §3): the token object `{jwt, refresh_token}`
 * in local storage under `_kilautoken`, and the post-login return path in session storage.
 */

/** Where the path to go back to after login is kept (session storage: it belongs to this tab only). */
export const RETURN_PATH_KEY = '_kilauredirect';
/** Fired on `window` when this tab logs in, refreshes or logs out; other tabs hear the `storage` event. */
export const SESSION_CHANGED_EVENT = 'kilau:session';

/** The part of the Web Storage interface the shop uses (localStorage, sessionStorage, or a test stub). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStore {
  readTokens(): SessionTokens | null;
  saveTokens(tokens: SessionTokens): void;
  clearTokens(): void;
  /** Remembers where to go after login: the wanted path, or /profile when it is the login page. */
  rememberReturnPath(wanted: string): void;
  /** The remembered path (or /profile), forgotten once read. */
  takeReturnPath(): string;
}

export interface SessionStoreDeps {
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** Told after every change of the stored tokens. */
  onChange?: () => void;
}

export function createSessionStore({ local, session, onChange }: SessionStoreDeps): SessionStore {
  return {
    readTokens: () => parseTokens(local.getItem(TOKEN_STORAGE_KEY)),
    saveTokens(tokens) {
      local.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ jwt: tokens.jwt, refresh_token: tokens.refresh_token }));
      onChange?.();
    },
    clearTokens() {
      local.removeItem(TOKEN_STORAGE_KEY);
      onChange?.();
    },
    rememberReturnPath(wanted) {
      session.setItem(RETURN_PATH_KEY, returnPathFor(wanted));
    },
    takeReturnPath() {
      const path = returnPathFor(session.getItem(RETURN_PATH_KEY));
      session.removeItem(RETURN_PATH_KEY);
      return path;
    },
  };
}

/** The stored token object, or null when missing or unreadable. */
export function parseTokens(raw: string | null): SessionTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionTokens> | null;
    return typeof value?.jwt === 'string' && typeof value.refresh_token === 'string' ? { jwt: value.jwt, refresh_token: value.refresh_token } : null;
  } catch {
    return null;
  }
}

/** What an access token says (id, role, expiry), read without verifying it: the server does that. Null if unreadable. */
export function decodeClaims(jwt: string): AccessClaims | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown; role?: unknown; exp?: unknown };
    if (typeof claims.exp !== 'number' || !ROLES.includes(claims.role as Role)) return null;
    if (typeof claims.sub !== 'string' && typeof claims.sub !== 'number') return null;
    return { sub: String(claims.sub), role: claims.role as Role, exp: claims.exp };
  } catch {
    return null;
  }
}

/** A storage that never throws: a browser with storage switched off keeps the session in memory for the page's life. */
export function safeStorage(open: () => KeyValueStorage): KeyValueStorage {
  const memory = new Map<string, string>();
  const attempt = <T>(use: (s: KeyValueStorage) => T, fallback: () => T): T => {
    try {
      return use(open());
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key), () => memory.get(key) ?? null),
    setItem: (key, value) => attempt((s) => s.setItem(key, value), () => void memory.set(key, value)),
    removeItem: (key) => attempt((s) => s.removeItem(key), () => void memory.delete(key)),
  };
}

/** An in-memory storage (tests, and the server's render where there is no browser storage). */
export function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

// ---------------------------------------------------------------- the browser's session

const browserLocal = safeStorage(() => window.localStorage);
const browserSessionStorage = safeStorage(() => window.sessionStorage);

/** The session of this browser tab. Safe to import on the server; touch it only in effects and event handlers. */
export const browserSession: SessionStore = createSessionStore({
  local: browserLocal,
  session: browserSessionStorage,
  onChange: () => window.dispatchEvent(new Event(SESSION_CHANGED_EVENT)),
});

/** Calls `listener` whenever the session changes, in this tab or another one. Returns the unsubscribe function. */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener(SESSION_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored token object of this browser (a string, so it can be compared between renders). */
export function storedTokenSnapshot(): string | null {
  return browserLocal.getItem(TOKEN_STORAGE_KEY);
}
