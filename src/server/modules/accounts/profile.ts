import { z } from 'zod';
import { ACCOUNT_MESSAGES, newPasswordSchema, normaliseEmail, type User, type UserUpdate } from '../../../domain/contract/accounts.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import * as q from './queries.ts';
import type { Caller } from './tokens.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

const emailSchema = z.email(ACCOUNT_MESSAGES.emailInvalid);

/** My Profile: read and update the caller's own name, e-mail, phone and password. */
export function createProfileService(db: Database) {
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
     * Only non-empty fields change. A new password needs the right current password.
     * Answers the message to show: 'Password updated successfully' when the password changed.
     */
    async update(caller: Caller, id: number, input: UserUpdate): Promise<string> {
      if (id !== caller.userId) throw new ForbiddenError(ACCOUNT_MESSAGES.notYourAccount);
      const user = await ownUser(caller);
      const changes: Parameters<typeof q.updateUser>[2] = {};
      if (input.name) changes.name = input.name.trim();
      if (input.phone) changes.phone = input.phone.trim();
      if (input.email) {
        const email = normaliseEmail(input.email);
        if (!emailSchema.safeParse(email).success) throw new BadRequestError(ACCOUNT_MESSAGES.emailInvalid);
        if (email !== user.email) {
          const holder = await q.userByEmail(db, email);
          if (holder) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken);
          changes.email = email;
        }
      }
      const changingPassword = Boolean(input.password || input.currentPassword);
      if (changingPassword) {
        if (!input.password) throw new BadRequestError(ACCOUNT_MESSAGES.newPasswordRequired);
        if (!input.currentPassword) throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordRequired);
        const rule = newPasswordSchema.safeParse(input.password);
        if (!rule.success) throw new BadRequestError(rule.error.issues[0].message);
        if (!(await passwordMatches(user.passwordHash, input.currentPassword))) throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong);
        changes.passwordHash = await hashPassword(input.password);
      }
      if (Object.keys(changes).length > 0) {
        try {
          await q.updateUser(db, user.id, changes);
        } catch (error) {
          if (isUniqueViolation(error)) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken);
          throw error;
        }
      }
      return changingPassword ? ACCOUNT_MESSAGES.passwordUpdated : ACCOUNT_MESSAGES.profileUpdated;
    },
  };
}

/** PostgreSQL's unique_violation (23505), from pg or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
