import { z } from 'zod';
import { ACCOUNT_MESSAGES, newPasswordSchema, normaliseEmail, type User, type UserUpdate } from '../../../domain/contract/accounts.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { EmailChangeService } from './email-change.ts';
import { ACCOUNT_RATE_RULES } from './limits.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import * as q from './queries.ts';
import type { Caller } from './tokens.ts';

export interface ProfileDeps {
  db: Database;
  limiter: RateLimiter;
  emailChanges: EmailChangeService;
}

export type ProfileService = ReturnType<typeof createProfileService>;

const emailSchema = z.email(ACCOUNT_MESSAGES.emailInvalid);

/**
 * My Profile: read and update the caller's own name, e-mail, phone and password.
 * A new password ends every other session of the account; a new e-mail needs the current password and is
 * confirmed from the new address before it becomes the login.
 */
export function createProfileService(deps: ProfileDeps) {
  const { db, limiter } = deps;

  async function ownUser(caller: Caller): Promise<q.UserRow> {
    const user = await q.userById(db, caller.userId);
    if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
    return user;
  }

  return {
    async user(caller: Caller): Promise<User> {
      const u = await ownUser(caller);
      return { id: u.id, name: u.name, email: u.email, phone: u.phone, role: u.role };
    },

    /**
     * Only non-empty fields change. A new password or a new e-mail needs the right current password.
     * Answers the message to show: 'Password updated successfully' when the password changed, the confirmation
     * notice when a new e-mail waits for its link.
     */
    async update(caller: Caller, id: number, input: UserUpdate): Promise<string> {
      if (id !== caller.userId) throw new ForbiddenError(ACCOUNT_MESSAGES.notYourAccount);
      const user = await ownUser(caller);
      const changes: Parameters<typeof q.updateUser>[2] = {};
      if (input.name) changes.name = input.name.trim();
      if (input.phone) changes.phone = input.phone.trim();

      const newEmail = input.email ? normaliseEmail(input.email) : user.email;
      const changingEmail = newEmail !== user.email;
      if (changingEmail) {
        if (!emailSchema.safeParse(newEmail).success) throw new BadRequestError(ACCOUNT_MESSAGES.emailInvalid);
        await limiter.hit(ACCOUNT_RATE_RULES.emailChangePerAccount, String(user.id), ACCOUNT_MESSAGES.tooManyAttempts);
        if (!input.currentPassword) throw new BadRequestError(ACCOUNT_MESSAGES.emailChangeNeedsPassword);
      }
      const changingPassword = Boolean(input.password || (input.currentPassword && !changingEmail));
      if (changingPassword) {
        if (!input.password) throw new BadRequestError(ACCOUNT_MESSAGES.newPasswordRequired);
        if (!input.currentPassword) throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordRequired);
        const rule = newPasswordSchema.safeParse(input.password);
        if (!rule.success) throw new BadRequestError(rule.error.issues[0].message);
      }
      if ((changingEmail || changingPassword) && !(await passwordMatches(user.passwordHash, input.currentPassword ?? ''))) {
        throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      if (changingPassword) changes.passwordHash = await hashPassword(input.password!);

      await db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0) await q.updateUser(tx, user.id, changes);
        if (changingPassword) {
          // a stolen session must not outlive the password change: every other device logs in again
          await q.revokeOtherSessions(tx, user.id, caller.sessionId);
          await q.closePasswordResets(tx, user.id);
        }
      });
      if (changingEmail) await deps.emailChanges.request(user, newEmail);

      const said = [changingPassword ? ACCOUNT_MESSAGES.passwordUpdated : changingEmail ? '' : ACCOUNT_MESSAGES.profileUpdated];
      if (changingEmail) said.push(ACCOUNT_MESSAGES.emailChangeSent(newEmail));
      return said.filter(Boolean).join('. ');
    },
  };
}
