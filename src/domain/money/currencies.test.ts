import { describe, expect, it } from 'vitest';
import { currencyShown, offeredCurrencies } from './currencies.ts';

describe('the currency picker offers no currency without a rate (issue 41)', () => {
  it('lists RM and only the currencies with a rate now, in the shop’s order', () => {
    expect(offeredCurrencies([])).toEqual(['MYR']);
    expect(offeredCurrencies(['USD', 'SGD'])).toEqual(['MYR', 'SGD', 'USD']);
    // a rate of a currency the shop does not show offers nothing more
    expect(offeredCurrencies(['JPY', 'EUR'])).toEqual(['MYR', 'EUR']);
  });

  it('shows amounts in the remembered currency while it has a rate, else in RM, silently', () => {
    expect(currencyShown('USD', ['USD'])).toBe('USD');
    expect(currencyShown('USD', [])).toBe('MYR');
    expect(currencyShown('GBP', ['USD', 'SGD'])).toBe('MYR');
    expect(currencyShown('MYR', ['USD'])).toBe('MYR');
  });
});
