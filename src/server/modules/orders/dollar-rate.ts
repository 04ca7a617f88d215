import type { Database } from '../../db/client.ts';
import { storedPricingRules } from '../diamonds/import/stored-rules.ts';

/**
 * The shop's one US$→RM rate, for every amount in US dollars that becomes an amount in ringgit the shop charges or
 * checks: the diamond prices (made with it at import), the return fees (USD 20, USD 120) and the alternate-address
 * check (US$1,000). It is the rate of the pricing rules staff set in the back-office, not Bank Negara's daily rate of
 * the rates module: a diamond's RM price, a fee and a threshold stay what staff priced them at between two changes of
 * theirs, and a refund of a fee is at the rate its charge was. Bank Negara's rates only show an RM amount in the
 * shopper's currency beside it (the charge is always in RM; README "Selling abroad").
 */
export async function shopUsdToMyr(db: Database): Promise<number> {
  return (await storedPricingRules(db)).usdToMyr;
}
