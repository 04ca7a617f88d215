import { describe, expect, it } from 'vitest';
import { planFromBank } from './instalment-grant.ts';
import type { InstalmentPlan } from './instalments.ts';

const plan = (bank: string, months: 6 | 12, minSen: number, active = true): InstalmentPlan => ({ bank, months, minSen, promoCode: '', active });
const PLANS = [plan('Maybank', 6, 50_000), plan('Maybank', 12, 100_000), plan('CIMB Bank', 6, 100_000), plan('CIMB Bank', 12, 100_000, false)];
/** The bank's word as the gateway reads it: the months it confirmed, or null (none granted). */
const word = (confirmedMonths: number | null, issuingBank = 'Maybank') => ({ confirmedMonths, promoCode: '', issuingBank });
const MAYBANK_12 = { bank: 'Maybank', months: 12, promoCode: 'MBB12' };

describe('the bank’s word on a plan', () => {
  it('granted as asked: confirmed; asked but not granted: a full card payment; neither: nothing', () => {
    expect(planFromBank(MAYBANK_12, word(12), PLANS, 1_600_000)).toEqual({ kind: 'confirmed', plan: MAYBANK_12 });
    expect(planFromBank(MAYBANK_12, word(null), PLANS, 1_600_000)).toEqual({ kind: 'notGranted', plan: MAYBANK_12 });
    expect(planFromBank(null, word(null), PLANS, 26_900)).toEqual({ kind: 'none' });
  });

  it('granted over other months than asked: recorded as granted, flagged, and checked against the shop’s plans', () => {
    expect(planFromBank(MAYBANK_12, word(6), PLANS, 1_600_000)).toEqual({ kind: 'granted', plan: { bank: 'Maybank', months: 6, promoCode: 'MBB12' }, review: { flags: ['otherPlan'], asked: { bank: 'Maybank', months: 12 }, minSen: 50_000 } });
    const sixAsked = { bank: 'Maybank', months: 6, promoCode: '' };
    expect(planFromBank(sixAsked, word(12), PLANS, 60_000)).toMatchObject({ kind: 'granted', review: { flags: ['otherPlan', 'belowMinimum'], minSen: 100_000 } });
    expect(planFromBank(sixAsked, word(24), PLANS, 1_600_000)).toMatchObject({ kind: 'granted', plan: { months: 24 }, review: { flags: ['otherPlan', 'notOffered'], minSen: null } });
  });

  it('granted to a payment that asked for none: the issuing bank’s plan, flagged; below its minimum or not offered said too', () => {
    expect(planFromBank(null, word(12, 'maybank'), PLANS, 26_900)).toEqual({ kind: 'granted', plan: { bank: 'maybank', months: 12, promoCode: '' }, review: { flags: ['notAsked', 'belowMinimum'], asked: null, minSen: 100_000 } });
    expect(planFromBank(null, word(12, 'CIMB Bank'), PLANS, 1_600_000)).toMatchObject({ review: { flags: ['notAsked', 'notOffered'] } });
    expect(planFromBank(null, word(6, ''), PLANS, 1_600_000)).toMatchObject({ plan: { bank: '—' }, review: { flags: ['notAsked', 'notOffered'] } });
    expect(planFromBank(null, word(6), PLANS, 1_600_000)).toMatchObject({ review: { flags: ['notAsked'] } });
  });
});
