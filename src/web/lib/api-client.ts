import type { SessionTokens } from '../../domain/contract/accounts';
import { CHANNEL_HEADER, REQUEST_ID_HEADER } from '../../domain/contract/headers';
import { WEB_CHANNEL } from '../../domain/shop/brand';
import { LOGIN_PATH, needsRefresh, staffSessionExpired, returnPathFor, webRequestId } from '../../domain/shop/session';
import { t } from '../../domain/words/catalogue';
import { browserSession, decodeClaims, type SessionStore } from './session-store';

/**
 * The storefront's client of the shop's JSON API (storefront §4 "Session", account §4 and §7): channel and request-id
 * headers on every call, the bearer token on a shopper's calls, the token refreshed before it runs out (one refresh
 * shared by concurrent calls), and a trip to /login, with the way back remembered, when the session is gone.
 */

export { CHANNEL_HEADER, REQUEST_ID_HEADER };
export const REFRESH_PATH = '/api/refresh-token';
/** Shown when a call made without a session (login, register, password reset) gets no answer at all. */
export const CONNECTION_LOST = t('common.connectionLost');
/** Shown when the server answered without a readable message. */
export const UNREADABLE_ANSWER = t('common.unreadableAnswer');

/** Every answer of the shop carries a code ('200' is success) and a message for the shopper. */
export interface ApiAnswer {
  code: string;
  message: string;
}
/** An answer and, when it succeeded, its data. */
export type Answer<T = object> = ApiAnswer & Partial<T>;

export function succeeded(answer: ApiAnswer | null): answer is ApiAnswer {
  return answer?.code === '200';
}

export interface CallOptions {
  /** A shopper's call (bearer token, login when the session is gone). Default true; false for login, register and the like. */
  auth?: boolean;
  /** Headers of this call only (e.g. the Idempotency-Key of a place-order click). */
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  /** Origin of the API; '' in the browser (same origin). */
  baseUrl?: string;
  fetch: typeof fetch;
  /** Milliseconds since the epoch. */
  now?: () => number;
  random?: () => number;
  store: SessionStore;
  /** Takes the shopper to the login page; the return path is already remembered and is passed for information. */
  goToLogin: (returnPath: string) => void;
  /** The page the shopper is on (path and query), remembered as the way back after login. */
  currentPath: () => string;
  /** Reloads the page after logout. */
  reload?: () => void;
  /** Runs a refresh so that only one runs at a time across tabs (Web Locks in the browser). */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}

export interface ApiClient {
  /**
   * Null means there is nothing to show: the shopper is being taken to /login, or a token refresh failed silently.
   * Otherwise the server's answer (success or not) so the page can show its message.
   */
  get<T = object>(path: string, options?: CallOptions): Promise<Answer<T> | null>;
  post<T = object>(path: string, body: unknown, options?: CallOptions): Promise<Answer<T> | null>;
  put<T = object>(path: string, body: unknown, options?: CallOptions): Promise<Answer<T> | null>;
  delete<T = object>(path: string, options?: CallOptions): Promise<Answer<T> | null>;
  /** Logs in and keeps the tokens when the answer has them. */
  login(credentials: { email: string; password: string }): Promise<Answer<SessionTokens>>;
  /** Ends the session on the server (failures ignored), forgets the tokens and reloads the page. */
  logout(): Promise<void>;
  /** A fresh token pair, shared by every caller while one refresh is under way; null when it failed. */
  refresh(): Promise<SessionTokens | null>;
}

type Exchange = { status: number; body: unknown } | 'unreachable';
type RefreshOutcome = { kind: 'fresh'; tokens: SessionTokens } | { kind: 'signed-out' } | { kind: 'failed' };

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? ((run) => run());
  let refreshing: Promise<RefreshOutcome> | null = null;

  function sendToLogin(): void {
    const returnPath = returnPathFor(deps.currentPath());
    store.rememberReturnPath(returnPath);
    deps.goToLogin(returnPath);
  }

  async function exchange(method: string, path: string, body: unknown, bearer: string | null, extra: Record<string, string> = {}): Promise<Exchange> {
    const headers: Record<string, string> = {
      ...extra,
      accept: 'application/json',
      [CHANNEL_HEADER]: WEB_CHANNEL,
      [REQUEST_ID_HEADER]: webRequestId(WEB_CHANNEL, now(), deps.random),
    };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    // a file (a picture staff upload) goes as it is, with its own type; anything else as JSON
    const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : undefined;
    if (body !== undefined) headers['content-type'] = file ? file.type || 'application/octet-stream' : 'application/json';
    let response: Response;
    try {
      response = await deps.fetch(`${deps.baseUrl ?? ''}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
      });
    } catch {
      return 'unreachable';
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  function answerOf(exchanged: { status: number; body: unknown }): Answer {
    const body = exchanged.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      return {
        ...record,
        code: typeof record.code === 'string' ? record.code : String(exchanged.status),
        message: typeof record.message === 'string' ? record.message : UNREADABLE_ANSWER,
      };
    }
    return { code: String(exchanged.status), message: UNREADABLE_ANSWER };
  }

  async function runRefresh(seen: SessionTokens): Promise<RefreshOutcome> {
    const current = store.readTokens();
    if (!current) return { kind: 'signed-out' };
    // Another tab (or an earlier refresh in this one) may have refreshed already: its token is the one to use.
    if (current.jwt !== seen.jwt) return { kind: 'fresh', tokens: current };
    const exchanged = await exchange('POST', REFRESH_PATH, {}, current.refresh_token);
    if (exchanged === 'unreachable') return { kind: 'failed' };
    const body = exchanged.body as Partial<SessionTokens> | null;
    if (exchanged.status === 200 && typeof body?.jwt === 'string' && typeof body.refresh_token === 'string') {
      const tokens = { jwt: body.jwt, refresh_token: body.refresh_token };
      store.saveTokens(tokens);
      return { kind: 'fresh', tokens };
    }
    if (exchanged.status === 401 || exchanged.status === 403) {
      // The refresh token ran out, was used already or was revoked: the session is over.
      store.clearTokens();
      sendToLogin();
      return { kind: 'signed-out' };
    }
    return { kind: 'failed' };
  }

  /** One refresh at a time: concurrent callers share the one under way. */
  function refreshFrom(seen: SessionTokens): Promise<RefreshOutcome> {
    refreshing ??= exclusive(() => runRefresh(seen)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call<T>(method: string, path: string, body: unknown, options: CallOptions = {}): Promise<Answer<T> | null> {
    if (options.auth === false) {
      const exchanged = await exchange(method, path, body, null, options.headers);
      return (exchanged === 'unreachable' ? { code: '0', message: CONNECTION_LOST } : answerOf(exchanged)) as Answer<T>;
    }

    let tokens = store.readTokens();
    if (!tokens) {
      sendToLogin();
      return null;
    }
    const claims = decodeClaims(tokens.jwt);
    if (claims && staffSessionExpired(claims, Math.floor(now() / 1000))) {
      store.clearTokens();
      sendToLogin();
      return null;
    }
    if (claims && needsRefresh(claims, Math.floor(now() / 1000))) {
      const outcome = await refreshFrom(tokens);
      if (outcome.kind === 'signed-out') return null;
      // A refresh that failed for another reason is silent: the call goes ahead with the token it has.
      if (outcome.kind === 'fresh') tokens = outcome.tokens;
    }

    let exchanged = await exchange(method, path, body, tokens.jwt, options.headers);
    if (exchanged !== 'unreachable' && exchanged.status === 401) {
      // The token was refused although it looked valid here (clocks disagree): one fresh token, one more try.
      const outcome = await refreshFrom(tokens);
      if (outcome.kind === 'signed-out') return null;
      if (outcome.kind === 'fresh') exchanged = await exchange(method, path, body, outcome.tokens.jwt, options.headers);
    }
    if (exchanged === 'unreachable' || exchanged.status === 401) {
      sendToLogin();
      return null;
    }
    return answerOf(exchanged) as Answer<T>;
  }

  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    delete: (path, options) => call('DELETE', path, undefined, options),
    async login(credentials) {
      const answer = (await call<SessionTokens>('POST', '/api/login', credentials, { auth: false }))!;
      if (typeof answer.jwt === 'string' && typeof answer.refresh_token === 'string') {
        store.saveTokens({ jwt: answer.jwt, refresh_token: answer.refresh_token });
      }
      return answer;
    },
    async logout() {
      const tokens = store.readTokens();
      if (tokens) await exchange('POST', '/api/logout', { refresh_token: tokens.refresh_token }, tokens.jwt);
      store.clearTokens();
      deps.reload?.();
    },
    async refresh() {
      const tokens = store.readTokens();
      if (!tokens) return null;
      const outcome = await refreshFrom(tokens);
      return outcome.kind === 'fresh' ? outcome.tokens : null;
    },
  };
}

// ---------------------------------------------------------------- the browser's client

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The shop's API as this browser tab calls it. Safe to import on the server; call it only in effects and handlers. */
export const shopApi: ApiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  store: browserSession,
  goToLogin: () => {
    if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
  },
  currentPath: browserPath,
  reload: () => window.location.reload(),
  exclusive: <T>(run: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('kilau-token-refresh', run) as Promise<T>) : run(),
});
