import { describe, expect, it } from 'vitest';
import { CARD_REFUSED_COUNTRIES, cardAcceptedFrom } from './card-countries.ts';
import { countryCodeOf } from '../abroad/address-countries.ts';
import { instalmentLine, instalmentRefusal, instalmentSchedule, longestPlanFor, lowestMinimum, plansByBank, plansFor, type InstalmentPlan } from './instalments.ts';
import { sen, sumSen } from '../money/money.ts';
import { paidInInstalments, paymentMethodOf, refundChannelOf } from './payment-methods.ts';

const plan = (bank: string, months: 6 | 12, minSen: number, active = true): InstalmentPlan => ({ bank, months, minSen, promoCode: '', active });
const PLANS = [plan('Maybank', 6, 50_000), plan('Maybank', 12, 100_000), plan('CIMB Bank', 6, 100_000), plan('CIMB Bank', 12, 100_000, false), plan('UOB Malaysia', 12, 200_000)];

describe('monthly instalments, sen-exact (account spec §9: interest-free instalments of 6 or 12 months)', () => {
  it('every month but the last is the total divided by the months rounded down to the sen; the last absorbs the rounding', () => {
    // RM 16,000.00 over 12 months: 11 × RM 1,333.33 and a last of RM 1,333.37
    expect(instalmentSchedule(1_600_000, 12)).toEqual({ months: 12, monthlySen: 133_333, lastSen: 133_337 });
    // RM 3,959.50 over 6 months: 5 × RM 659.91 and a last of RM 659.95
    expect(instalmentSchedule(395_950, 6)).toEqual({ months: 6, monthlySen: 65_991, lastSen: 65_995 });
    // an even total: every instalment alike
    expect(instalmentSchedule(1_200_000, 12)).toEqual({ months: 12, monthlySen: 100_000, lastSen: 100_000 });
  });

  it('the instalments add up to the total exactly, and the last is at most months − 1 sen more than the others', () => {
    for (const total of [1, 11, 99_999, 1_600_000, 2_345_678, 99_999_999]) {
      for (const months of [6, 12]) {
        const s = instalmentSchedule(total, months);
        expect(sumSen([...Array<number>(months - 1).fill(s.monthlySen), s.lastSen].map(sen))).toBe(total);
        expect(s.lastSen - s.monthlySen).toBeGreaterThanOrEqual(0);
        expect(s.lastSen - s.monthlySen).toBeLessThan(months);
      }
    }
  });

  it('refuses what is not money or not months', () => {
    expect(() => instalmentSchedule(10.5, 6)).toThrow(RangeError);
    expect(() => instalmentSchedule(100, 0)).toThrow(RangeError);
    expect(() => instalmentSchedule(-100, 6)).toThrow(RangeError);
  });

  it('the product page’s line and its one note on the rounding', () => {
    expect(instalmentLine(1_600_000, 12)).toEqual({ line: 'or RM 1,333.33/month for 12 months, 0 % interest', note: 'The last instalment is RM 1,333.37: it absorbs the rounding to the sen.' });
    expect(instalmentLine(1_200_000, 12).note).toBe('Every instalment is the same amount.');
  });
});

describe('which plans apply to an amount', () => {
  it('a plan applies when it is switched on and the total reaches its minimum (the minimum itself included)', () => {
    expect(plansFor(PLANS, 49_999)).toEqual([]);
    expect(plansFor(PLANS, 50_000).map((p) => `${p.bank} ${p.months}`)).toEqual(['Maybank 6']);
    expect(plansFor(PLANS, 100_000).map((p) => `${p.bank} ${p.months}`)).toEqual(['Maybank 6', 'Maybank 12', 'CIMB Bank 6']);
    expect(plansFor(PLANS, 1_600_000).map((p) => `${p.bank} ${p.months}`)).toEqual(['Maybank 6', 'Maybank 12', 'CIMB Bank 6', 'UOB Malaysia 12']);
  });

  it('the line under a price names the longest plan that applies (the lowest monthly amount), or none', () => {
    expect(longestPlanFor(PLANS, 60_000)).toMatchObject({ bank: 'Maybank', months: 6 });
    expect(longestPlanFor(PLANS, 1_600_000)).toMatchObject({ months: 12 });
    expect(longestPlanFor(PLANS, 10_000)).toBeNull();
    expect(lowestMinimum(PLANS)).toBe(50_000);
    expect(lowestMinimum([plan('X', 6, 1, false)])).toBeNull();
    expect(plansByBank(PLANS).map((b) => `${b.bank}: ${b.plans.map((p) => p.months).join(', ')}`)).toEqual(['Maybank: 6, 12', 'CIMB Bank: 6, 12', 'UOB Malaysia: 12']);
  });

  it('a choice below its minimum, switched off or unknown is refused with the reason', () => {
    expect(instalmentRefusal(PLANS, { bank: 'Maybank', months: 12 }, 100_000)).toBeNull();
    expect(instalmentRefusal(PLANS, { bank: 'Maybank', months: 12 }, 99_999)).toBe('Instalments over 12 months with Maybank start at RM 1,000.00; this order’s total is RM 999.99. Please choose another plan or pay by card.');
    expect(instalmentRefusal(PLANS, { bank: 'CIMB Bank', months: 12 }, 1_600_000)).toBe('CIMB Bank offers no 12-month instalment plan at the moment. Please choose another plan or pay by card.');
    expect(instalmentRefusal(PLANS, { bank: 'Nobody', months: 6 }, 1_600_000)).toMatch(/^Nobody offers no 6-month/);
  });
});

describe('instalments in the table of payment methods, and the card rule', () => {
  it('EPP is an online method paid by card in instalments and refunded through the gateway like a card', () => {
    expect(paymentMethodOf('EPP')).toMatchObject({ gateway: 'online', refundedBy: 'gateway', instalments: true, shortLabel: 'Instalments' });
    expect(paidInInstalments('EPP')).toBe(true);
    expect(paidInInstalments('CC')).toBe(false);
    expect(refundChannelOf('EPP')).toBe('gateway');
  });

  it('no card payments from Canada, Brazil or the USA (account spec §9); an address’s country name read as its code', () => {
    expect(CARD_REFUSED_COUNTRIES).toEqual(['CA', 'BR', 'US']);
    expect(cardAcceptedFrom('MY')).toBe(true);
    expect(cardAcceptedFrom('us')).toBe(false);
    expect(countryCodeOf('Malaysia')).toBe('MY');
    expect(countryCodeOf('sg')).toBe('SG');
  });
});
