import { useEffect, useState } from 'react';
import type { ExchangeRateShown } from '../../../domain/contract/abroad';
import { shopApi } from '../../lib/api-client';

let loaded: Promise<ExchangeRateShown[]> | null = null;

/** The exchange rates (the starting ones, BNM's or staff's), read once per page load in the browser; empty until they arrive. */
export function useRates(wanted = true): ExchangeRateShown[] {
  const [rates, setRates] = useState<ExchangeRateShown[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // a public call: no session needed, and no trip to the login page when it fails
    loaded ??= shopApi.get<{ rates: ExchangeRateShown[] }>('/api/exchange-rates', { auth: false }).then((a) => a?.rates ?? []);
    void loaded.then((r) => live && setRates(r));
    return () => {
      live = false;
    };
  }, [wanted]);
  return rates;
}
