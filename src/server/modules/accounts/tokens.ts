import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '../../../domain/shop/session.ts';

/** Who an access token speaks for. */
export interface Caller {
  userId: number;
  role: Role;
  /** The session (refresh-token family) the token belongs to: logging out or a password change elsewhere ends it. */
  sessionId: string;
}

export interface AccessTokenClaims extends Caller {
  /** The user's session version when the token was issued; a password reset raises it. */
  sessionVersion: number;
}

export interface TokenSigner {
  accessToken(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token signed by this shop; null otherwise. */
  readAccessToken(token: string): Promise<AccessTokenClaims | null>;
  /**
   * A page token: the same claims for as long as the session's refresh token lives, kept in an HttpOnly cookie so the
   * server can draw the shopper's own pages. Its audience is the shop's pages, so no API call takes it for an access
   * token (nor an access token for it).
   */
  pageToken(claims: AccessTokenClaims, ttlSeconds: number): Promise<string>;
  readPageToken(token: string): Promise<AccessTokenClaims | null>;
}

const ALGORITHM = 'HS256';

/**
 * Access tokens: short-lived JWTs (HS256) carrying the user id, role, session version and session (family) id.
 * `shop` (the brand slug) is both issuer and audience, and both are checked: every instance of the shop — whatever its
 * port or origin — accepts the tokens another issued with the same secret, and nothing else.
 */
export function createTokenSigner(opts: { secret: string; ttlSeconds: number; shop: string }): TokenSigner {
  const key = new TextEncoder().encode(opts.secret);
  const pagesAudience = `${opts.shop}:pages`;
  const sign = (claims: AccessTokenClaims, audience: string, ttlSeconds: number) =>
    new SignJWT({ role: claims.role, sv: claims.sessionVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(opts.shop)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  async function read(token: string, audience: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: opts.shop, audience });
      const userId = Number(payload.sub);
      const role = payload.role as Role;
      if (!Number.isInteger(userId) || !ROLES.includes(role) || typeof payload.sv !== 'number' || typeof payload.sid !== 'string') return null;
      return { userId, role, sessionVersion: payload.sv, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
  return {
    accessToken: (claims) => sign(claims, opts.shop, opts.ttlSeconds),
    readAccessToken: (token) => read(token, opts.shop),
    pageToken: (claims, ttlSeconds) => sign(claims, pagesAudience, ttlSeconds),
    readPageToken: (token) => read(token, pagesAudience),
  };
}

/** An opaque random secret for a refresh token or a reset link (256 bits, URL-safe). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as this hash. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
