import { homeContentSchema, shopSettingsFromRows, type HomeContent, type ShopSettings } from '../../../domain/contract/content.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { selectContentBlockRows, selectShopSettingRows } from './queries.ts';

/** How long an instance keeps settings and home content before reading them again (staff edits show within it). */
export const CONTENT_CACHE_MS = 30_000;

export interface ContentService {
  shopSettings(): Promise<ShopSettings>;
  homeContent(): Promise<HomeContent>;
}

export function createContentService(db: Database, now: () => number = Date.now): ContentService {
  const settings = cached(async () => {
    const rows = await selectShopSettingRows(db);
    if (rows.length === 0) throw new NotFoundError('The shop settings are not set up yet.');
    return shopSettingsFromRows(rows);
  }, now);
  const home = cached(async () => {
    const rows = await selectContentBlockRows(db);
    if (rows.length === 0) throw new NotFoundError('The home page content is not set up yet.');
    return homeContentSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.data])));
  }, now);
  return { shopSettings: settings, homeContent: home };
}

/** Keeps a loaded value for CONTENT_CACHE_MS; concurrent callers share one load. */
function cached<T>(load: () => Promise<T>, now: () => number): () => Promise<T> {
  let value: { promise: Promise<T>; at: number } | undefined;
  return () => {
    if (!value || now() - value.at > CONTENT_CACHE_MS) {
      const promise = load();
      value = { promise, at: now() };
      promise.catch(() => {
        if (value?.promise === promise) value = undefined;
      });
    }
    return value.promise;
  };
}
