import { parseCookie, stringifySetCookie } from 'cookie';
import { BRAND_SLUG } from '../../../domain/contract/content.ts';
import type { SessionTokens } from '../../../domain/contract/accounts.ts';
import type { TokenSigner } from './tokens.ts';

/**
 * The shopper's own pages drawn by the server (issue 39, item 2). The spec keeps the session's tokens in the browser's
 * storage, which the server never sees; beside them, login and every refresh set this HttpOnly, SameSite=Lax cookie
 * (Secure on an https shop), and logout clears it. It holds a page token (`tokens.ts`): the session's claims, good only
 * for drawing pages — the server turns it into a short access token for its own in-process API calls while it renders
 * a personal page, and the API checks that token as any other (session still open, password unchanged). No API call
 * reads the cookie, so a request another site makes the browser send cannot change anything with it.
 */
export const PAGE_SESSION_COOKIE = `${BRAND_SLUG}_pages`;

const DAY_SECONDS = 86_400;

export interface PageSessions {
  /** The Set-Cookie header that lets the server draw this session's pages. */
  cookieFor(tokens: SessionTokens): Promise<string>;
  /** The Set-Cookie header that forgets it (logout). */
  cleared(): string;
  /** An access token for drawing this request's pages, from its cookie; null without a valid one. */
  accessTokenOf(cookieHeader: string | undefined): Promise<string | null>;
}

export function createPageSessions(opts: { signer: TokenSigner; ttlDays: number; secure: boolean }): PageSessions {
  const attributes = { httpOnly: true, secure: opts.secure, sameSite: 'lax' as const, path: '/' };
  const maxAge = opts.ttlDays * DAY_SECONDS;
  return {
    async cookieFor(tokens) {
      const claims = await opts.signer.readAccessToken(tokens.jwt);
      if (!claims) return this.cleared();
      return stringifySetCookie({ name: PAGE_SESSION_COOKIE, value: await opts.signer.pageToken(claims, maxAge), ...attributes, maxAge });
    },
    cleared: () => stringifySetCookie({ name: PAGE_SESSION_COOKIE, value: '', ...attributes, maxAge: 0 }),
    async accessTokenOf(cookieHeader) {
      if (!cookieHeader) return null;
      const token = parseCookie(cookieHeader)[PAGE_SESSION_COOKIE];
      if (!token || token.length > 2_000) return null;
      const claims = await opts.signer.readPageToken(token);
      return claims ? opts.signer.accessToken(claims) : null;
    },
  };
}
