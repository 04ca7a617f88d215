import { describe, expect, it } from 'vitest';
import { faultClaimedInTime, guaranteeEnds, lineNotReturnable, NOT_RETURNABLE, RETURN_POLICY, returnFeeUsd, withinGuarantee, workingDaysAfter } from './returns.ts';

describe('the return policy (account spec §9)', () => {
  it('the 14-day refund guarantee runs from delivery', () => {
    const delivered = new Date('2026-03-02T06:00:00Z');
    expect(guaranteeEnds(delivered)).toEqual(new Date('2026-03-16T06:00:00Z'));
    expect(withinGuarantee(delivered, new Date('2026-03-16T05:59:59Z'))).toBe(true);
    expect(withinGuarantee(delivered, new Date('2026-03-16T06:00:01Z'))).toBe(false);
  });

  it('a fault is claimed within 5 working days of delivery (Monday to Friday, Malaysian time)', () => {
    // delivered Thursday 5 March 2026 in Kuala Lumpur: Fri, Mon, Tue, Wed, Thu → until the end of Thursday 12 March
    const delivered = new Date('2026-03-05T02:00:00Z');
    expect(workingDaysAfter(delivered, RETURN_POLICY.faultClaimWorkingDays)).toEqual(new Date('2026-03-12T15:59:59.999Z'));
    expect(faultClaimedInTime(delivered, new Date('2026-03-12T15:00:00Z'))).toBe(true);
    expect(faultClaimedInTime(delivered, new Date('2026-03-12T16:00:00Z'))).toBe(false);
  });

  it('engraved pieces cannot be returned, in the policy’s words', () => {
    expect(lineNotReturnable({ engraveText: 'Selamanya' })).toBe(NOT_RETURNABLE.engraved);
    expect(lineNotReturnable({ engraveText: '' })).toBeNull();
  });

  it('return shipping: the first within Malaysia free, USD 20 after it, USD 120 from abroad, none for a fault', () => {
    expect(returnFeeUsd({ reason: 'changedMind', country: 'Malaysia', earlierReturns: 0 })).toBe(0);
    expect(returnFeeUsd({ reason: 'fit', country: 'Malaysia', earlierReturns: 1 })).toBe(RETURN_POLICY.feeMalaysiaUsd);
    expect(returnFeeUsd({ reason: 'changedMind', country: 'Singapore', earlierReturns: 0 })).toBe(RETURN_POLICY.feeInternationalUsd);
    expect(returnFeeUsd({ reason: 'fault', country: 'Singapore', earlierReturns: 3 })).toBe(0);
  });
});
