import { readHomeContent, readShopSettings, shopSettingsSchema, type HomeContent, type ShopSettings, type ShopSettingsReading } from '../../../domain/contract/content.ts';
import { HOME_CONTENT, SHOP_SETTINGS } from '../../db/seed/content.ts';
import type { ShippingDestination } from '../../../domain/contract/abroad.ts';
import { formatCountry } from '../../../domain/words/format.ts';
import type { Database } from '../../db/client.ts';
import { storedShippingCountries } from './shipping-countries.ts';
import { keptUntilChanged, type StorefrontChanges } from '../../db/storefront-changes.ts';
import { NotFoundError } from '../../errors.ts';
import { selectContentBlockRows, selectShopSettingRows } from './queries.ts';
import { t } from '../../../domain/words/catalogue.ts';

export interface ContentService {
  /** The settings the shop shows: never stopped by a stored setting that does not read (see settingsReading). */
  shopSettings(): Promise<ShopSettings>;
  /** The settings with the stored ones that did not read, each replaced by the last good value or the shop's first. */
  settingsReading(): Promise<ShopSettingsReading>;
  homeContent(): Promise<HomeContent>;
  /** The shipping list with each destination's name (issue 28). */
  shippingCountries(): Promise<ShippingDestination[]>;
}

/** Where a stored setting that does not read is told (the shop's logger). */
export interface SettingsLog {
  error(details: object, message: string): void;
}

/**
 * What the shop shows before any of its stored settings have read: the demo shop's, without its optional ones (a bank
 * account for transfers, a tax identity, a map point), which a shop has of its own or not at all.
 */
const FIRST_SETTINGS = Object.fromEntries(
  Object.entries(SHOP_SETTINGS).filter(([key]) => !(shopSettingsSchema.shape[key as keyof ShopSettings] as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success),
) as ShopSettings;

/** Settings and home content are read once and kept until the storefront changes (src/server/db/storefront-changes.ts). */
export function createContentService(db: Database, changes: Pick<StorefrontChanges, 'version'>, log?: SettingsLog): ContentService {
  // the last settings that read as a whole: what the shop shows in place of a stored one that does not
  let lastGood: ShopSettings | undefined;
  const reading = keptUntilChanged(changes, async () => {
    const rows = await selectShopSettingRows(db);
    if (rows.length === 0) throw new NotFoundError(t('messages.errors.settingsNotSetUp'));
    const read = readShopSettings(rows, lastGood ?? FIRST_SETTINGS);
    if (read.unreadable.length === 0) lastGood = read.settings;
    else log?.error({ unreadable: read.unreadable, fallback: lastGood ? 'last good settings' : 'first settings' }, 'stored shop settings do not read; the shop shows others in their place until staff save them');
    return read;
  });
  const settings = async () => (await reading()).settings;
  // the last home content that read: what the home page shows in place of a stored block that does not
  let lastGoodHome: HomeContent | undefined;
  const home = keptUntilChanged(changes, async () => {
    const rows = await selectContentBlockRows(db);
    if (rows.length === 0) throw new NotFoundError(t('messages.errors.homeContentNotSetUp'));
    const read = readHomeContent(rows, lastGoodHome ?? HOME_CONTENT);
    if (read.unreadable.length === 0) lastGoodHome = read.home;
    else log?.error({ unreadable: read.unreadable, fallback: lastGoodHome ? 'last good home content' : 'first home content' }, 'stored home content blocks do not read; the home page shows others in their place until staff save them');
    const { home } = read;
    // a banner staff keep but do not show yet stays in the back-office
    return { ...home, banners: home.banners.filter((b) => !b.hidden) };
  });
  const shipping = keptUntilChanged(changes, async () => (await storedShippingCountries(db)).map((c) => ({ ...c, name: formatCountry(c.code) })));
  return { shopSettings: settings, settingsReading: reading, homeContent: home, shippingCountries: shipping };
}
