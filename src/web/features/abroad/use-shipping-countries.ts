import { useEffect, useState } from 'react';
import type { ShippingDestination } from '../../../domain/contract/abroad';
import { DEFAULT_SHIPPING_COUNTRIES } from '../../../domain/abroad/shipping-countries';
import { formatCountry } from '../../../domain/words/format';
import { shopApi } from '../../lib/api-client';

const DEFAULT_DESTINATIONS: ShippingDestination[] = DEFAULT_SHIPPING_COUNTRIES.map((c) => ({ ...c, name: formatCountry(c.code) }));
let loaded: Promise<ShippingDestination[] | null> | null = null;

/** The countries and regions the shop ships to, as the back-office keeps them (the policy's list until they arrive). */
export function useShippingCountries(): ShippingDestination[] {
  const [countries, setCountries] = useState<ShippingDestination[]>(DEFAULT_DESTINATIONS);
  useEffect(() => {
    let live = true;
    loaded ??= shopApi.get<{ countries: ShippingDestination[] }>('/api/shipping-countries', { auth: false }).then((a) => a?.countries ?? null);
    void loaded.then((list) => {
      if (live && list) setCountries(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return countries;
}
