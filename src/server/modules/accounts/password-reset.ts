import { ACCOUNT_MESSAGES } from '../../../domain/contract/accounts.ts';
import type { ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { renderEmail, shopFooter } from '../../mail/layout.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { ACCOUNT_RATE_RULES, PASSWORD_RESET_TTL_MINUTES, RESET_EMAIL_GAP_MINUTES } from './limits.ts';
import { hashPassword } from './passwords.ts';
import * as q from './queries.ts';
import { newOpaqueToken, tokenHash } from './tokens.ts';
import { t } from '../../../domain/words/catalogue.ts';
import '../../../domain/words/books/mail.ts';

export interface PasswordResetDeps {
  db: Database;
  limiter: RateLimiter;
  siteOrigin: string;
  shopSettings(): Promise<ShopSettings>;
  /** Tells the mail worker an e-mail is waiting (after the commit). */
  mailQueued(): void;
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * "Forgot password?": an e-mail with a single-use link that expires; using it sets the new password and
 * ends every session of the account (refresh tokens revoked, access tokens outdated).
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, limiter } = deps;
  const tooMany = ACCOUNT_MESSAGES.tooManyAttempts;

  return {
    /**
     * Sends the link when the account exists and none was sent in the last few minutes; the caller's answer is
     * the same either way. Limited per IP address and per (IP address, e-mail), never per e-mail alone (limits.ts).
     */
    async request(email: string, ip: string): Promise<void> {
      await limiter.hit(ACCOUNT_RATE_RULES.resetPerIp, ip, tooMany);
      await limiter.hit(ACCOUNT_RATE_RULES.resetPerIpAndEmail, `${ip}|${email}`, tooMany);
      const user = await q.userByEmail(db, email);
      if (!user) return;
      if (await q.passwordResetSentSince(db, user.id, new Date(Date.now() - RESET_EMAIL_GAP_MINUTES * 60_000))) return;
      const settings = await deps.shopSettings();
      const token = newOpaqueToken();
      // The token travels in the fragment, which browsers never send to the server (so it is never logged).
      const link = `${deps.siteOrigin}/reset-password#token=${token}`;
      const body = renderEmail({
        brandName: settings.brandName,
        heading: t('mail.accountsPasswordReset.resetYourPassword'),
        paragraphs: [
          t('mail.accountsPasswordReset.hello', { value: user.name ? ` ${user.name}` : '' }),
          t('mail.accountsPasswordReset.weReceivedARequest', { brandName: settings.brandName, PASSWORDRESETTTLMINUTES: PASSWORD_RESET_TTL_MINUTES }),
          t('mail.accountsPasswordReset.ifYouDidNot'),
        ],
        action: { label: t('mail.accountsPasswordReset.chooseANewPassword'), url: link },
        footer: shopFooter(settings),
      });
      await db.transaction(async (tx) => {
        await q.insertPasswordReset(tx, { userId: user.id, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000) });
        await enqueueEmail(tx, { kind: 'password-reset', to: user.email, subject: t('mail.accountsPasswordReset.resetYourPassword2', { brandName: settings.brandName }), ...body });
      });
      deps.mailQueued();
    },

    async reset(token: string, password: string, ip: string): Promise<void> {
      await limiter.hit(ACCOUNT_RATE_RULES.resetPerIp, ip, tooMany);
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const row = await q.passwordResetForUpdate(tx, tokenHash(token));
        if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return false;
        await q.resetUserPassword(tx, row.userId, passwordHash);
        await q.closePasswordResets(tx, row.userId);
        await q.revokeAllRefreshTokens(tx, row.userId);
        return true;
      });
      if (!done) throw new BadRequestError(ACCOUNT_MESSAGES.resetLinkInvalid);
    },
  };
}
