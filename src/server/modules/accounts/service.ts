import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type SessionTokens } from '../../../domain/contract/accounts.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, UnauthorizedError } from '../../errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { ACCOUNT_RATE_RULES, LOGIN_FAILURE_STEPS } from './limits.ts';
import { hashPassword, passwordCheckDecoy, passwordMatches } from './passwords.ts';
import * as q from './queries.ts';
import { newOpaqueToken, tokenHash, type Caller, type TokenSigner } from './tokens.ts';

export interface SessionServiceDeps {
  db: Database;
  signer: TokenSigner;
  limiter: RateLimiter;
  refreshTokenTtlDays: number;
  /** A session (refresh-token family) ends this many days after its login, however often it was refreshed. */
  sessionMaxDays: number;
  log: { warn(obj: object, msg: string): void };
}

const DAY_MS = 86_400_000;

export type SessionService = ReturnType<typeof createSessionService>;

/** Registration, login, refresh-token rotation with reuse detection, logout, and reading the caller of a token. */
export function createSessionService(deps: SessionServiceDeps) {
  const { db, signer, limiter } = deps;
  const tooMany = ACCOUNT_MESSAGES.tooManyAttempts;

  /** A new refresh token (of a new session at login, or of the same one when rotated) and an access token naming the session. */
  async function issueTokens(tx: q.Db, user: q.UserRow, session: { familyId: string; startedAt: Date } = { familyId: randomUUID(), startedAt: new Date() }): Promise<SessionTokens> {
    const refresh = newOpaqueToken();
    const expiresAt = new Date(Math.min(Date.now() + deps.refreshTokenTtlDays * DAY_MS, sessionEnd(session.startedAt).getTime()));
    await q.insertRefreshToken(tx, { userId: user.id, tokenHash: tokenHash(refresh), familyId: session.familyId, familyStartedAt: session.startedAt, expiresAt });
    const jwt = await signer.accessToken({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion, sessionId: session.familyId });
    return { jwt, refresh_token: refresh };
  }

  const sessionEnd = (startedAt: Date) => new Date(startedAt.getTime() + deps.sessionMaxDays * DAY_MS);

  return {
    async register(input: { email: string; password: string }, ip: string): Promise<void> {
      await limiter.hit(ACCOUNT_RATE_RULES.registerPerIp, ip, tooMany);
      await limiter.hit(ACCOUNT_RATE_RULES.registerPerEmail, input.email, tooMany);
      const passwordHash = await hashPassword(input.password);
      const user = await q.insertUser(db, { email: input.email, passwordHash });
      if (!user) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken);
    },

    /**
     * Same answer for an unknown e-mail and a wrong password. Failures are counted per (IP address, account),
     * with growing waits (limits.ts), so failures from elsewhere never lock the owner out.
     */
    async login(input: { email: string; password: string }, ip: string): Promise<SessionTokens> {
      await limiter.hit(ACCOUNT_RATE_RULES.loginPerIp, ip, tooMany);
      const pair = `${ip}|${input.email}`;
      for (const step of LOGIN_FAILURE_STEPS) await limiter.check(step, pair, tooMany);
      const user = await q.userByEmail(db, input.email);
      const ok = user ? await passwordMatches(user.passwordHash, input.password) : await passwordCheckDecoy(input.password);
      if (!user || !ok) {
        for (const step of LOGIN_FAILURE_STEPS) await limiter.count(step, pair);
        throw new UnauthorizedError(ACCOUNT_MESSAGES.loginFailed);
      }
      for (const step of LOGIN_FAILURE_STEPS) await limiter.clear(step, pair);
      return issueTokens(db, user);
    },

    /**
     * Rotates a refresh token: the presented one is used up and a new one of the same family issued.
     * Presenting a token that was already used means it was copied: the whole family is revoked.
     */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const outcome = await db.transaction(async (tx) => {
        const row = await q.refreshTokenForUpdate(tx, tokenHash(refreshToken));
        if (!row || row.revokedAt) return { kind: 'refused' as const };
        if (row.usedAt) {
          await q.revokeFamily(tx, row.familyId);
          return { kind: 'reused' as const, userId: row.userId };
        }
        if (row.expiresAt.getTime() <= Date.now() || sessionEnd(row.familyStartedAt).getTime() <= Date.now()) return { kind: 'refused' as const };
        const user = await q.userById(tx, row.userId);
        if (!user) return { kind: 'refused' as const };
        await q.markRefreshTokenUsed(tx, row.id);
        return { kind: 'rotated' as const, tokens: await issueTokens(tx, user, { familyId: row.familyId, startedAt: row.familyStartedAt }) };
      });
      if (outcome.kind === 'rotated') return outcome.tokens;
      if (outcome.kind === 'reused') deps.log.warn({ userId: outcome.userId }, 'a used refresh token was presented again; its session family is revoked');
      throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
    },

    /** Ends the session of this refresh token: its refresh tokens and every access token issued with them. */
    async logout(refreshToken: string): Promise<void> {
      const familyId = await q.familyOfToken(db, tokenHash(refreshToken));
      if (familyId) await q.revokeFamily(db, familyId);
    },

    /**
     * The caller of a valid access token whose account still exists, whose password was not reset since, and
     * whose session is still open (not logged out, not ended by a password change on another device).
     */
    async callerOf(accessToken: string): Promise<Caller> {
      const claims = await signer.readAccessToken(accessToken);
      if (!claims) throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
      const found = await q.userWithSession(db, claims.userId, claims.sessionId);
      if (!found || !found.sessionOpen || found.user.sessionVersion !== claims.sessionVersion) throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
      return { userId: found.user.id, role: found.user.role, sessionId: claims.sessionId };
    },
  };
}
