import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, subcategories } from '../../db/schema/catalog.ts';

/**
 * The catalogue's writes of categories and sub-categories (their one writer), each in the caller's transaction so the
 * back-office keeps its checks and audit record in the same one; the storefront's menus follow at commit (the catalogue
 * tables' trigger, src/server/db/storefront-changes.ts).
 */
export type CategoryFlags = Pick<typeof categories.$inferInsert, 'name' | 'description' | 'inNavigation' | 'requiresDiamond'>;

export async function changeCategory(tx: Database, id: number, next: CategoryFlags): Promise<void> {
  await tx.update(categories).set(next).where(eq(categories.id, id));
}

export async function addSubcategory(tx: Database, row: typeof subcategories.$inferInsert): Promise<void> {
  await tx.insert(subcategories).values(row);
}

export async function changeSubcategory(tx: Database, id: number, next: Pick<typeof subcategories.$inferInsert, 'name' | 'imageName'>): Promise<void> {
  await tx.update(subcategories).set(next).where(eq(subcategories.id, id));
}

/** Puts a category's sub-categories in the order of `ids` (each id of that category). */
export async function orderSubcategories(tx: Database, categoryId: number, ids: readonly number[]): Promise<void> {
  for (const [i, id] of ids.entries()) await tx.update(subcategories).set({ sortOrder: i }).where(and(eq(subcategories.id, id), eq(subcategories.categoryId, categoryId)));
}

export async function removeSubcategory(tx: Database, id: number): Promise<void> {
  await tx.delete(subcategories).where(eq(subcategories.id, id));
}
