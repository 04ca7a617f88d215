import { describe, expect, it } from 'vitest';
import { FPX_MAX_SEN, FPX_MIN_SEN, fpxLimitMessage, fpxTakes } from './payment-limits.ts';

describe('FPX takes RM 1.00 to RM 30,000.00 per payment (domain.md §4, a retail account)', () => {
  it('takes the limits themselves and refuses a sen beyond either', () => {
    expect([FPX_MIN_SEN, FPX_MAX_SEN]).toEqual([100, 3_000_000]);
    expect(fpxTakes(100)).toBe(true);
    expect(fpxTakes(3_000_000)).toBe(true);
    expect(fpxTakes(99)).toBe(false);
    expect(fpxTakes(3_000_001)).toBe(false);
  });

  it('says the limit and offers card', () => {
    expect(fpxLimitMessage(3_500_000)).toBe("FPX online banking takes RM 1.00 to RM 30,000.00 per payment; this order's total is RM 35,000.00. Please pay by card.");
  });
});
