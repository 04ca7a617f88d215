import { count } from 'drizzle-orm';
import { openAccount, type NewAccount } from '../../modules/accounts/accounts.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';

/**
 * The demo shop's two accounts, documented in docs/demo-shop.md: a customer to shop with and a staff member (CMS)
 * who also sees Checkout at Store. A real shop starts with SEED_ON_START=false and creates its staff with
 * `npm run user:create`.
 */
export const DEMO_ACCOUNTS = [
  { email: 'demo@kilau.my', password: 'kilau-demo-2026', role: 'WEB', name: 'Demo Customer' },
  { email: 'staff@kilau.my', password: 'kilau-staff-2026', role: 'CMS', name: 'Demo Staff' },
] as const satisfies readonly NewAccount[];

/** Opens the demo accounts when the shop has no account yet. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  for (const account of DEMO_ACCOUNTS) await openAccount(db, account);
  return true;
}
