import type { Database } from '../../db/client.ts';
import { contentBlocks, shopSettings } from '../../db/schema/index.ts';

export function selectShopSettingRows(db: Database) {
  return db.select({ key: shopSettings.key, value: shopSettings.value }).from(shopSettings);
}

export function selectContentBlockRows(db: Database) {
  return db.select({ key: contentBlocks.key, data: contentBlocks.data }).from(contentBlocks);
}
