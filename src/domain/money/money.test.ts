import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSen, decimalFromSen, formatRM, ringgitFromSen, sen, senFromDecimal, senFromRinggit, sumSen, timesSen, ZERO_SEN } from './money.ts';

describe('money in sen (src/domain/money/money.ts)', () => {
  it('takes a whole number of sen and refuses anything else instead of rounding it', () => {
    expect(sen(412_300)).toBe(412_300);
    expect(() => sen(10.5)).toThrow(RangeError);
    expect(() => sen(Number.NaN)).toThrow(RangeError);
    expect(() => sen(2 ** 53)).toThrow(RangeError);
    expect(() => ringgitFromSen(0.5)).toThrow(RangeError);
  });

  it('turns RM amounts of the API into sen to the nearest sen, and back', () => {
    expect(senFromRinggit(3959.5)).toBe(395_950);
    expect(senFromRinggit(0.1 + 0.2)).toBe(30);
    expect(senFromRinggit(19.99)).toBe(1999);
    expect(ringgitFromSen(sen(395_950))).toBe(3959.5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        expect(senFromRinggit(ringgitFromSen(n))).toBe(n);
      }),
    );
  });

  it('adds and multiplies sen exactly, where ringgit floats would not', () => {
    // 0.1 + 0.2 !== 0.3 in ringgit floats; 10 + 20 sen is 30 sen
    expect(addSen(senFromRinggit(0.1), senFromRinggit(0.2))).toBe(senFromRinggit(0.3));
    expect(timesSen(senFromRinggit(1999.99), 3)).toBe(599_997);
    expect(sumSen([])).toBe(ZERO_SEN);
    expect(() => timesSen(sen(100), 1.5)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 30 }), (amounts) => {
        const total = sumSen(amounts.map(sen));
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('writes amounts as the spec and the gateway show them', () => {
    expect(formatRM(sen(1_234_560))).toBe('RM 12,345.60');
    expect(decimalFromSen(803_900)).toBe('8039.00');
    expect(decimalFromSen(5)).toBe('0.05');
    expect(senFromDecimal('8039.05')).toBe(803_905);
    expect(senFromDecimal('8039.5')).toBeNaN();
    expect(() => decimalFromSen(-1)).toThrow(RangeError);
  });
});
