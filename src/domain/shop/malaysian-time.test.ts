import { describe, expect, it } from 'vitest';
import { malaysianDateDigits, malaysianDayStart, malaysianMonthStart } from './malaysian-time.ts';

describe('the shop keeps Malaysian time (UTC+8)', () => {
  it("an order placed at 00:30 on 29 November in Kuala Lumpur is dated the 29th, though it is still the 28th in UTC", () => {
    expect(malaysianDateDigits(new Date('2026-11-28T16:30:00Z'))).toBe('20261129');
    expect(malaysianDateDigits(new Date('2026-11-28T15:59:59Z'))).toBe('20261128');
  });

  it("today and this month start at midnight in Kuala Lumpur (16:00 UTC the day before)", () => {
    const at = new Date('2026-12-01T01:00:00Z'); // 09:00 on 1 December in Kuala Lumpur
    expect(malaysianDayStart(at).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(malaysianMonthStart(at).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(malaysianMonthStart(new Date('2026-11-30T15:59:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });
});
