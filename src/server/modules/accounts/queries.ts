import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChanges, passwordResets, refreshTokens, users } from '../../db/schema/accounts.ts';

/** A database or the `tx` of a transaction: drizzle's transaction has the same query methods. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type UserRow = typeof users.$inferSelect;

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; undefined when the e-mail is already registered. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<Pick<UserRow, 'name' | 'email' | 'phone' | 'passwordHash'>>): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** Sets a new password and raises the session version, so every access token issued before stops working. */
export async function resetUserPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * The user and whether the session (refresh-token family) an access token names is still open: not logged out,
 * not ended by a password change or a reset, not revoked for reuse. One round trip per authenticated request.
 */
export async function userWithSession(db: Db, id: number, familyId: string): Promise<{ user: UserRow; sessionOpen: boolean } | undefined> {
  const open = sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.userId} = ${id} and ${refreshTokens.revokedAt} is null)`;
  const [row] = await db.select({ user: users, sessionOpen: open }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertRefreshToken(db: Db, values: { userId: number; tokenHash: string; familyId: string; familyStartedAt?: Date; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token row, locked for the rest of the transaction so two uses cannot both rotate it. */
export async function refreshTokenForUpdate(db: Db, hash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).for('update').limit(1);
  return row;
}

export async function markRefreshTokenUsed(db: Db, id: number): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user but one (the device that changed the password stays logged in). */
export async function revokeOtherSessions(db: Db, userId: number, keepFamilyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), ne(refreshTokens.familyId, keepFamilyId)));
}

export async function familyOfToken(db: Db, hash: string): Promise<string | undefined> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  return row?.familyId;
}

export async function insertPasswordReset(db: Db, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(values);
}

export async function passwordResetForUpdate(db: Db, hash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hash)).for('update').limit(1);
  return row;
}

/** Uses up every open reset link of the user (the one just used and any older ones). */
export async function closePasswordResets(db: Db, userId: number): Promise<void> {
  await db.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertEmailChange(db: Db, values: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailChanges).values(values);
}

export async function emailChangeForUpdate(db: Db, hash: string) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, hash)).for('update').limit(1);
  return row;
}

/** Uses up every open e-mail change of the user (the one confirmed and any others asked for before). */
export async function closeEmailChanges(db: Db, userId: number): Promise<void> {
  await db.update(emailChanges).set({ usedAt: sql`now()` }).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/** Whether a reset link was sent to the user after `since` (the e-mail is then not sent again so soon). */
export async function passwordResetSentSince(db: Db, userId: number, since: Date): Promise<boolean> {
  const [row] = await db.select({ id: passwordResets.id }).from(passwordResets).where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since))).limit(1);
  return Boolean(row);
}
