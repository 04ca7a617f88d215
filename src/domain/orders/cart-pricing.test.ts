import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, priceLine } from './cart-pricing.ts';
import { sumSen } from '../money/money.ts';

const line = fc.record({
  unitSen: fc.integer({ min: 0, max: 50_000_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  diamondSen: fc.option(fc.integer({ min: 0, max: 200_000_000 }), { nil: null }),
});

describe('cart pricing (account spec §5: subtotal = Σ price × quantity + diamond prices; total = subtotal)', () => {
  it('prices a ring line as setting × quantity plus its diamond', () => {
    expect(priceLine({ unitSen: 412_300, quantity: 1, diamondSen: 1_250_000 })).toEqual({ unitSen: 412_300, quantity: 1, settingSen: 412_300, diamondSen: 1_250_000, lineSen: 1_662_300 });
    expect(priceLine({ unitSen: 99_900, quantity: 2, diamondSen: null }).lineSen).toBe(199_800);
  });

  it('the lines always add up to the subtotal, and the total is the subtotal, in whole sen', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const cart = priceCart(lines);
        const byParts = lines.reduce((sum, l) => sum + l.unitSen * l.quantity + (l.diamondSen ?? 0), 0);
        expect(cart.subtotalSen).toBe(byParts);
        expect(cart.lines.reduce((sum, l) => sum + l.priced.lineSen, 0)).toBe(cart.subtotalSen);
        expect(cart.totalSen).toBe(cart.subtotalSen);
        expect(Number.isSafeInteger(cart.totalSen)).toBe(true);
      }),
    );
  });

  it('each line total is its unit price × quantity + its diamond, in whole sen, and the line totals are the total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const cart = priceCart(lines);
        cart.lines.forEach((l, i) => {
          expect(l.priced.lineSen).toBe(lines[i].unitSen * lines[i].quantity + (lines[i].diamondSen ?? 0));
          expect(l.priced).toEqual(priceLine(lines[i]));
          expect(Number.isSafeInteger(l.priced.lineSen)).toBe(true);
        });
        expect(sumSen(cart.lines.map((l) => l.priced.lineSen))).toBe(cart.totalSen);
      }),
    );
  });

  it('an empty cart costs nothing', () => {
    expect(priceCart([])).toMatchObject({ subtotalSen: 0, totalSen: 0 });
  });

  it('refuses a fractional or negative amount instead of rounding money', () => {
    expect(() => priceLine({ unitSen: 10.5, quantity: 1, diamondSen: null })).toThrow(RangeError);
    expect(() => priceLine({ unitSen: 100, quantity: 1, diamondSen: -1 })).toThrow(RangeError);
  });
});
