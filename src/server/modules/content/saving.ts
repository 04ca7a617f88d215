import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentBlocks, shopSettings } from '../../db/schema/content.ts';

/**
 * The content's writes (its tables' one writer): a shop setting stored by its key, written anew when it has no row
 * yet (a setting added after the shop was set up), and a home page block's items replaced — each in the caller's
 * database or transaction, so the back-office keeps its audit record in the same one. The storefront follows at commit
 * (the content tables' trigger, src/server/db/storefront-changes.ts).
 */
export async function saveShopSetting(tx: Database, key: string, value: unknown): Promise<void> {
  await tx
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
}

export async function saveHomeBlock(tx: Database, key: string, data: unknown): Promise<void> {
  await tx.update(contentBlocks).set({ data, updatedAt: new Date() }).where(eq(contentBlocks.key, key));
}
