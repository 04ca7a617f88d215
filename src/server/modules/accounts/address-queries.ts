import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { addresses } from '../../db/schema/accounts.ts';
import type { Db } from './queries.ts';

export type AddressRow = typeof addresses.$inferSelect;
type AddressValues = Pick<AddressRow, 'name' | 'phone' | 'address' | 'postal' | 'city' | 'state' | 'country' | 'countryCode' | 'isDefault'>;

/** The customer's addresses, the default first, then the newest. */
export function addressesOf(db: Db, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** One address, only when it belongs to the user. */
export async function addressOf(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
  return row;
}

/** Clears the default mark on the user's other addresses (before one becomes the default). */
export async function clearDefault(db: Db, userId: number, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? eq(addresses.userId, userId) : and(eq(addresses.userId, userId), ne(addresses.id, exceptId));
  await db.update(addresses).set({ isDefault: false, updatedAt: sql`now()` }).where(and(others, eq(addresses.isDefault, true)));
}

export async function insertAddress(db: Db, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values({ userId, ...values }).returning();
  return row;
}

export async function updateAddress(db: Db, userId: number, id: number, values: AddressValues): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
  return rows.length > 0;
}

/** Locks the user's address rows so two default changes at once cannot both win. */
/** Locks the user's addresses for the rest of the transaction; answers how many there are. */
export async function lockAddressBook(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).for('update');
  return rows.length;
}
