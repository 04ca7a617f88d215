import { ACCOUNT_MESSAGES, newPasswordSchema, normaliseEmail } from '../../../domain/contract/accounts.ts';
import type { Role } from '../../../domain/shop/session.ts';
import { z } from 'zod';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { hashPassword } from './passwords.ts';
import * as q from './queries.ts';

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  name?: string;
}

/**
 * Opens an account directly (staff accounts from the command line, the demo accounts): the same e-mail
 * normalising, password rule and argon2id hash as registration. Answers the new user's id.
 */
export async function openAccount(db: q.Db, account: NewAccount): Promise<number> {
  const email = normaliseEmail(account.email);
  if (!z.email().safeParse(email).success) throw new BadRequestError(ACCOUNT_MESSAGES.emailInvalid);
  const rule = newPasswordSchema.safeParse(account.password);
  if (!rule.success) throw new BadRequestError(rule.error.issues[0].message);
  const user = await q.insertUser(db, { email, passwordHash: await hashPassword(account.password), role: account.role, name: account.name ?? '' });
  if (!user) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken);
  return user.id;
}
