import { count, sql } from 'drizzle-orm';
import { DIAMOND_RELOAD_CHANNEL } from '../../modules/diamonds/channels.ts';
import type { DatabaseHandle } from '../client.ts';
import { categories, diamonds } from '../schema/index.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedCatalog } from './catalog.ts';
import { seedContent } from './content.ts';
import { seedDiamonds, type DiamondSeedProgress } from './diamonds.ts';

export interface SeedOptions {
  /** How many diamonds to generate when the inventory is empty. */
  diamonds: number;
  onDiamondProgress?: DiamondSeedProgress;
  log?: (message: string) => void;
}

/** Loads the demo shop into an empty database; parts already present are left alone, so it is safe at every start. */
export async function seedDemoShop(handle: DatabaseHandle, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const [{ n: categoryCount }] = await handle.db.select({ n: count() }).from(categories);
  if (categoryCount === 0) {
    await handle.db.transaction(async (tx) => {
      await seedCatalog(tx);
      await seedContent(tx);
    });
    log('demo catalogue, home content and shop settings loaded');
  }
  if (await seedDemoAccounts(handle.db)) log('demo customer and staff accounts opened (see docs/demo-shop.md)');
  const [{ n: diamondCount }] = await handle.db.select({ n: count() }).from(diamonds);
  if (diamondCount === 0 && options.diamonds > 0) {
    await seedDiamonds(handle, options.diamonds, options.onDiamondProgress);
    // Running shops rebuild their search index from the new inventory.
    await handle.db.execute(sql`select pg_notify(${DIAMOND_RELOAD_CHANNEL}, '')`);
    log(`${options.diamonds.toLocaleString('en')} demo diamonds generated`);
  }
}
