import { homeContentSchema, shopSettingsFromRows, type HomeContent, type ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { keptUntilChanged, type StorefrontChanges } from '../../db/storefront-changes.ts';
import { NotFoundError } from '../../errors.ts';
import { selectContentBlockRows, selectShopSettingRows } from './queries.ts';
import { t } from '../../../domain/words/catalogue.ts';

export interface ContentService {
  shopSettings(): Promise<ShopSettings>;
  homeContent(): Promise<HomeContent>;
}

/** Settings and home content are read once and kept until the storefront changes (src/server/db/storefront-changes.ts). */
export function createContentService(db: Database, changes: Pick<StorefrontChanges, 'version'>): ContentService {
  const settings = keptUntilChanged(changes, async () => {
    const rows = await selectShopSettingRows(db);
    if (rows.length === 0) throw new NotFoundError(t('messages.errors.settingsNotSetUp'));
    return shopSettingsFromRows(rows);
  });
  const home = keptUntilChanged(changes, async () => {
    const rows = await selectContentBlockRows(db);
    if (rows.length === 0) throw new NotFoundError(t('messages.errors.homeContentNotSetUp'));
    const home = homeContentSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.data])));
    // a banner staff keep but do not show yet stays in the back-office
    return { ...home, banners: home.banners.filter((b) => !b.hidden) };
  });
  return { shopSettings: settings, homeContent: home };
}
