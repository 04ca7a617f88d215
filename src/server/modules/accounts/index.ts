import type { FastifyInstance } from 'fastify';
import { BRAND_SLUG } from '../../../domain/contract/content.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { ContentService } from '../content/index.ts';
import { createAddressBook } from './address-book.ts';
import { createEmailChangeService } from './email-change.ts';
import { addressRoutes } from './address-routes.ts';
import { createPasswordResetService } from './password-reset.ts';
import { createProfileService } from './profile.ts';
import { accountRoutes } from './routes.ts';
import { createSessionService, type SessionService } from './service.ts';
import { createPageSessions } from './page-session.ts';
import { createTokenSigner } from './tokens.ts';

export interface AccountsOptions {
  config: Config;
  database: DatabaseHandle;
  content: ContentService;
  /** The shop's rate limiter (login, register and password reset are limited per IP and per e-mail). */
  limiter: RateLimiter;
  mailQueued(): void;
}

/**
 * The accounts area: sessions (login, register, refresh, logout), password reset, My Profile and the address
 * book.
 * Answers the session service, which other areas use to know who is calling.
 */
export async function accounts(app: FastifyInstance, opts: AccountsOptions): Promise<SessionService & { pageAccessToken(cookieHeader: string | undefined): Promise<string | null> }> {
  const { config, database } = opts;
  const { limiter } = opts;
  const signer = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS, shop: BRAND_SLUG });
  const sessions = createSessionService({ db: database.db, signer, limiter, refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS, sessionMaxDays: config.SESSION_MAX_DAYS, log: app.log });
  const resets = createPasswordResetService({
    db: database.db,
    limiter,
    siteOrigin: config.siteOrigin,
    shopSettings: () => opts.content.shopSettings(),
    mailQueued: opts.mailQueued,
  });
  const emailChanges = createEmailChangeService({
    db: database.db,
    siteOrigin: config.siteOrigin,
    shopSettings: () => opts.content.shopSettings(),
    mailQueued: opts.mailQueued,
  });
  const profile = createProfileService({ db: database.db, limiter, emailChanges });
  const pages = createPageSessions({ signer, ttlDays: config.REFRESH_TOKEN_TTL_DAYS, secure: config.siteOrigin.startsWith('https:') });
  await app.register(accountRoutes, { sessions, resets, profile, emailChanges, pages });
  await app.register(addressRoutes, { addressBook: createAddressBook(database.db), callerOf: sessions.callerOf });
  return Object.assign(sessions, { pageAccessToken: pages.accessTokenOf });
}

// the face: what other modules use of this one (eslint.config.js refuses an import of its other files)
export { addressOf } from './address-queries.ts';
export type { Caller } from './tokens.ts';
