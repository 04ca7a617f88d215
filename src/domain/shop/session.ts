/**
 * Session rules shared by the server and the web client (storefront §4 "Session", account §4, §6).
 * The access token is a JWT carrying the user id, the role and an expiry; the refresh token is opaque.
 */

export const ROLES = ['WEB', 'CMS'] as const;
/** WEB is a customer; CMS is staff. */
export type Role = (typeof ROLES)[number];

/** A CMS token is refreshed this many seconds before it expires; a WEB token only once it has expired. */
export const CMS_REFRESH_MARGIN_SECONDS = 60;

/** What the access token says about its holder. */
export interface AccessClaims {
  /** The user id. */
  sub: string;
  role: Role;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Whether the client must refresh the access token before its next call. */
export function needsRefresh(claims: Pick<AccessClaims, 'role' | 'exp'>, nowSeconds: number): boolean {
  const margin = claims.role === 'CMS' ? CMS_REFRESH_MARGIN_SECONDS : 0;
  return nowSeconds >= claims.exp - margin;
}

/** A staff (CMS) session whose access token has expired is over: it is not refreshed but sent to log in (storefront §4). */
export function staffSessionExpired(claims: Pick<AccessClaims, 'role' | 'exp'>, nowSeconds: number): boolean {
  return claims.role === 'CMS' && nowSeconds >= claims.exp;
}

/** Screens that need a token (account §2 "Access rule"). */
export const LOGIN_REQUIRED_PATHS = ['/cart', '/checkout', '/profile', '/orders', '/addresses'] as const;

export function requiresLogin(path: string): boolean {
  return LOGIN_REQUIRED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export const LOGIN_PATH = '/login';
export const DEFAULT_AFTER_LOGIN = '/profile';

/** The path to return to after login: the wanted path, or /profile when the wanted path is the login page. */
export function returnPathFor(wanted: string | null | undefined): string {
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  const path = wanted.split(/[?#]/)[0];
  return path === LOGIN_PATH ? DEFAULT_AFTER_LOGIN : wanted;
}

/** Request ids of the web client: a prefix, a timestamp and a 7-digit random number. */
export function webRequestId(prefix: string, nowMs: number, random: () => number = Math.random): string {
  return `${prefix}-${nowMs}-${Math.floor(random() * 10_000_000).toString().padStart(7, '0')}`;
}
