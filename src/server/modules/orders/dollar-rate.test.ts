import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES } from '../../../domain/diamonds/pricing.ts';
import { alternateAddressThresholdSen } from '../../../domain/payments/payment-destinations.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/content.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { openTestDatabase } from '../../db/testing.ts';
import { PRICING_RULES_SETTING, rulesFileOf } from '../diamonds/import/stored-rules.ts';
import { shopUsdToMyr } from './dollar-rate.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle?.close());

describe('one US$→RM rate for every US-dollar amount the shop charges or checks (README "Selling abroad")', () => {
  it('is the pricing rules’ rate staff set, whatever Bank Negara’s US dollar rate is', async () => {
    expect(await shopUsdToMyr(handle.db)).toBe(DEFAULT_PRICING_RULES.usdToMyr);
    // Bank Negara's rate over the starting one the shop ships with (issue 41)
    await handle.db
      .insert(exchangeRates)
      .values({ currency: 'USD', unit: 1, fetchedRate: 3.9, fetchedDate: '2026-11-27' })
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { fetchedRate: 3.9, fetchedDate: '2026-11-27' } });
    const value = { ...rulesFileOf(DEFAULT_PRICING_RULES), usdToMyr: 4.25 };
    await handle.db.insert(shopSettings).values({ key: PRICING_RULES_SETTING, value }).onConflictDoUpdate({ target: shopSettings.key, set: { value } });
    expect(await shopUsdToMyr(handle.db)).toBe(4.25);
    // the alternate-address check's US$1,000 at that rate
    expect(alternateAddressThresholdSen(await shopUsdToMyr(handle.db))).toBe(425_000);
  });
});
