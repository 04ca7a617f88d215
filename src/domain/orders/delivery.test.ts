import { describe, expect, it } from 'vitest';
import { convertedMinorUnits } from '../money/currencies.ts';
import { addWorkingDays, deliveryWindow, dutyEstimate } from './delivery.ts';
import { sen } from '../money/money.ts';
import { DEFAULT_SHIPPING_COUNTRIES, shippingCountryOf } from '../abroad/shipping-countries.ts';

const list = DEFAULT_SHIPPING_COUNTRIES;
const country = (code: string) => shippingCountryOf(list, code)!;

describe('delivery windows (account spec §9)', () => {
  it('are the policy’s per destination', () => {
    expect(deliveryWindow(list, 'MY')).toEqual({ min: 2, max: 5 });
    expect(deliveryWindow(list, 'MY', 'Sabah')).toEqual({ min: 2, max: 7 });
    expect(deliveryWindow(list, 'MY', 'Sarawak')).toEqual({ min: 2, max: 7 });
    for (const code of ['SG', 'BN']) expect(deliveryWindow(list, code)).toEqual({ min: 3, max: 7 });
    for (const code of ['AU', 'PH']) expect(deliveryWindow(list, code)).toEqual({ min: 4, max: 7 });
    for (const code of ['US', 'ID']) expect(deliveryWindow(list, code)).toEqual({ min: 5, max: 10 });
    expect(deliveryWindow(list, 'RU')).toBeNull();
  });
  it('count Monday to Friday only', () => {
    // Friday 27 November 2026 + 3 working days = Wednesday 2 December
    expect(addWorkingDays(new Date('2026-11-27T00:00:00Z'), 3).toISOString().slice(0, 10)).toBe('2026-12-02');
  });
});

describe('import taxes (account spec §9), estimated to the sen', () => {
  it('by the destination’s rate, none at home, a range for the USA, none estimated where the policy gives none', () => {
    expect(dutyEstimate(country('MY'), sen(468_000))).toEqual({ kind: 'none' });
    expect(dutyEstimate(country('SG'), sen(468_000))).toEqual({ kind: 'estimate', low: 32_760, high: 32_760, rate: '7\u00a0%' });
    expect(dutyEstimate(country('BN'), sen(100_001))).toEqual({ kind: 'estimate', low: 15_000, high: 15_000, rate: '15\u00a0%' });
    expect(dutyEstimate(country('US'), sen(100_000))).toEqual({ kind: 'estimate', low: 0, high: 7_250, rate: '0–7.25\u00a0%' });
    expect(dutyEstimate(country('PH'), sen(333))).toEqual({ kind: 'estimate', low: 40, high: 40, rate: '12\u00a0%' });
    expect(dutyEstimate(country('GB'), sen(100_000))).toEqual({ kind: 'unknown' });
  });
});

describe('conversions to the shopper’s currency (rounded half away from zero to the currency’s smallest unit)', () => {
  it('are exact to the cent from sen', () => {
    // RM 4,680.00 at 1 SGD = RM 3.4151 → S$1,370.3845… → S$1,370.38
    expect(convertedMinorUnits(468_000, { currency: 'SGD', rate: 3.4151, unit: 1 }, 2)).toBe(137_038);
    // RM 100.00 at 1 USD = RM 4.00 → US$25.00 exactly
    expect(convertedMinorUnits(10_000, { currency: 'USD', rate: 4, unit: 1 }, 2)).toBe(2_500);
    // half a cent rounds up: RM 0.05 at 1 X = RM 4 → 1.25 cents → 1; RM 0.06 → 1.5 → 2
    expect(convertedMinorUnits(6, { currency: 'USD', rate: 4, unit: 1 }, 2)).toBe(2);
    // rupiah per 100 units, no decimals: RM 4,680.00 at 100 IDR = RM 0.0282 → Rp16,595,745
    expect(convertedMinorUnits(468_000, { currency: 'IDR', rate: 0.0282, unit: 100 }, 0)).toBe(16_595_745);
  });
});
