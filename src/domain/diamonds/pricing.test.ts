import { describe, expect, it } from 'vitest';
import { CLARITIES, COLOURS, type ClarityCode, type ColourCode } from './grades.ts';
import { SHAPES } from './shapes.ts';
import {
  DEALER_DISCOUNT,
  DEFAULT_PRICING_RULES,
  listPriceUsd,
  retailPriceSen,
  roundRinggit,
  stonePriceSen,
  supplierCostUsd,
  type PricedStone,
} from './pricing.ts';

/** The reference stone of domain.md §3: a 1 ct G VS2 round, excellent make, no fluorescence. */
const oneCarat: PricedStone = {
  type: 'natural',
  shape: 'ROUND',
  carat: 1,
  color: 'G',
  clarity: 'VS2',
  cut: 'EX',
  polish: 'EX',
  symmetry: 'EX',
  fluorescence: 'NON',
};
const stone = (change: Partial<PricedStone>): PricedStone => ({ ...oneCarat, ...change });
const rm = (s: PricedStone) => stonePriceSen(s) / 100;

/** domain.md §3 gives US$ figures and "about RM 4.2–4.7 per US$": an RM range is the US$ range at those two rates. */
const rmRange = (lowUsd: number, highUsd: number) => [lowUsd * 4.2, highUsd * 4.7] as const;

describe('retail price of the reference stones (domain.md §3, christopherduquet.com figures)', () => {
  it('a natural 1 ct G VS2 round sells within US$5,500–8,800, i.e. RM 23,100–41,360', () => {
    const [low, high] = rmRange(5_500, 8_800);
    expect(rm(oneCarat)).toBeGreaterThanOrEqual(low);
    expect(rm(oneCarat)).toBeLessThanOrEqual(high);
  });

  it('its lab-grown twin sells within US$950–2,000, i.e. RM 3,990–9,400, far below the natural one', () => {
    const [low, high] = rmRange(950, 2_000);
    const lab = rm(stone({ type: 'lab' }));
    expect(lab).toBeGreaterThanOrEqual(low);
    expect(lab).toBeLessThanOrEqual(high);
    // lab-grown retailed at 30% of natural in 2021 and the gap has widened since
    expect(lab / rm(oneCarat)).toBeLessThan(0.3);
  });

  it('0.60–0.75 ct G VS2 rounds: natural within US$1,750–3,500 (RM 7,350–16,450), lab within US$500–1,000 (RM 2,100–4,700)', () => {
    for (const carat of [0.6, 0.7, 0.75]) {
      const [nLow, nHigh] = rmRange(1_750, 3_500);
      const [lLow, lHigh] = rmRange(500, 1_000);
      expect(rm(stone({ carat }))).toBeGreaterThanOrEqual(nLow);
      expect(rm(stone({ carat }))).toBeLessThanOrEqual(nHigh);
      expect(rm(stone({ carat, type: 'lab' }))).toBeGreaterThanOrEqual(lLow);
      expect(rm(stone({ carat, type: 'lab' }))).toBeLessThanOrEqual(lHigh);
    }
  });
});

describe('carat: price jumps at the brackets', () => {
  it('a 1.00 ct costs 15–25% more than a 0.95 ct of the same grades (natural and lab-grown)', () => {
    for (const type of ['natural', 'lab'] as const) {
      const ratio = rm(stone({ type })) / rm(stone({ type, carat: 0.95 }));
      expect(ratio).toBeGreaterThanOrEqual(1.15);
      expect(ratio).toBeLessThanOrEqual(1.25);
    }
  });

  it('on the list, a 1 ct costs about six times a 0.50 ct (5–7×) of the same grades', () => {
    const ratio = listPriceUsd(oneCarat) / listPriceUsd(stone({ carat: 0.5 }));
    expect(ratio).toBeGreaterThanOrEqual(5);
    expect(ratio).toBeLessThanOrEqual(7);
  });

  it('natural: a 2 ct sells for 3–4× a 1 ct of equal grades', () => {
    const ratio = rm(stone({ carat: 2 })) / rm(oneCarat);
    expect(ratio).toBeGreaterThanOrEqual(3);
    expect(ratio).toBeLessThanOrEqual(4);
  });

  it('lab-grown: a 2 ct sells for about 2.2× (2.0–2.4×) a 1 ct of equal grades', () => {
    const ratio = rm(stone({ type: 'lab', carat: 2 })) / rm(stone({ type: 'lab' }));
    expect(ratio).toBeGreaterThanOrEqual(2);
    expect(ratio).toBeLessThanOrEqual(2.4);
  });

  it('a heavier stone of equal grades never sells for less, from 0.18 to 10 ct', () => {
    for (const type of ['natural', 'lab'] as const) {
      let previous = 0;
      for (let points = 18; points <= 1000; points++) {
        const price = stonePriceSen(stone({ type, carat: points / 100 }));
        expect(price, `${type} ${points / 100} ct`).toBeGreaterThanOrEqual(previous);
        previous = price;
      }
    }
  });

  it('fits the integer price_sen column even for a 10 ct D FL', () => {
    expect(stonePriceSen(stone({ carat: 10, color: 'D', clarity: 'FL', cut: 'ID' }))).toBeLessThan(2 ** 31 - 1);
  });
});

describe('shape, fluorescence and make', () => {
  /** domain.md §3, at 1 ct G VS2: share of the round's price. */
  const bands: Record<string, [number, number]> = {
    PRINCESS: [0.85, 0.9],
    EMERALD: [0.8, 0.85],
    OVAL: [0.75, 0.85],
    PEAR: [0.75, 0.85],
    CUSHION: [0.7, 0.8],
    HEART: [0.85, 0.95],
  };
  it.each(Object.entries(bands))('a 1 ct G VS2 %s sells at its share of the round', (shape, [low, high]) => {
    const ratio = supplierCostUsd(stone({ shape: shape as PricedStone['shape'] })) / supplierCostUsd(oneCarat);
    expect(ratio).toBeGreaterThanOrEqual(low);
    expect(ratio).toBeLessThanOrEqual(high);
  });

  it('every fancy shape sells below the round', () => {
    for (const { code } of SHAPES.filter((s) => s.code !== 'ROUND')) expect(rm(stone({ shape: code }))).toBeLessThan(rm(oneCarat));
  });

  it('fluorescence from medium on lowers the price by 5–10%; faint by less', () => {
    const none = supplierCostUsd(oneCarat);
    for (const fluorescence of ['MED', 'STG', 'VSTGR'] as const) {
      const discount = 1 - supplierCostUsd(stone({ fluorescence })) / none;
      expect(discount).toBeGreaterThanOrEqual(0.05 - 1e-9);
      expect(discount).toBeLessThanOrEqual(0.1 + 1e-9);
    }
    expect(supplierCostUsd(stone({ fluorescence: 'FNT' }))).toBeLessThan(none);
    expect(supplierCostUsd(stone({ fluorescence: 'FNT' }))).toBeGreaterThan(supplierCostUsd(stone({ fluorescence: 'MED' })));
  });

  it('poorer cut, polish and symmetry lower the price', () => {
    const cuts = ['ID', 'EX', 'VG', 'GD', 'FR', 'PR'] as const;
    for (let i = 1; i < cuts.length; i++) expect(rm(stone({ cut: cuts[i] }))).toBeLessThan(rm(stone({ cut: cuts[i - 1] })));
    const finishes = ['EX', 'VG', 'GD', 'FR', 'PR'] as const;
    for (let i = 1; i < finishes.length; i++) {
      expect(rm(stone({ polish: finishes[i] }))).toBeLessThan(rm(stone({ polish: finishes[i - 1] })));
      expect(rm(stone({ symmetry: finishes[i] }))).toBeLessThan(rm(stone({ symmetry: finishes[i - 1] })));
    }
  });
});

describe('colour and clarity: a better grade always costs more', () => {
  const colours = COLOURS.map((c) => c.code as ColourCode);
  const clarities = CLARITIES.map((c) => c.code as ClarityCode);
  /** Strictly cheaper at cost; at retail never dearer (two cheap stones may round to the same RM … 9). */
  const expectCheaper = (worse: PricedStone, better: PricedStone) => {
    const label = `${worse.type} ${worse.carat} ct ${worse.color} ${worse.clarity} vs ${better.color} ${better.clarity}`;
    expect(supplierCostUsd(worse), label).toBeLessThan(supplierCostUsd(better));
    expect(rm(worse), label).toBeLessThanOrEqual(rm(better));
  };

  it('monotonic in colour (cost strictly, retail never reversed), D best … N, then the grouped O-P … Y-Z below N, at every clarity and carat', () => {
    for (const type of ['natural', 'lab'] as const)
      for (const carat of [0.3, 1, 2.5])
        for (const clarity of clarities)
          for (let i = 1; i < colours.length; i++)
            expectCheaper(stone({ type, carat, clarity, color: colours[i] }), stone({ type, carat, clarity, color: colours[i - 1] }));
  });

  it('monotonic in clarity (cost strictly, retail never reversed), FL best … SI2, at every colour and carat', () => {
    for (const type of ['natural', 'lab'] as const)
      for (const carat of [0.3, 1, 2.5])
        for (const color of colours)
          for (let i = 1; i < clarities.length; i++)
            expectCheaper(stone({ type, carat, color, clarity: clarities[i] }), stone({ type, carat, color, clarity: clarities[i - 1] }));
  });

  it('grades matter less for lab-grown than for natural stones', () => {
    const spread = (type: 'natural' | 'lab') => rm(stone({ type, color: 'D', clarity: 'IF' })) / rm(stone({ type, color: 'J', clarity: 'SI2' }));
    expect(spread('lab')).toBeLessThan(spread('natural'));
  });
});

describe('supplier cost and the shop rules', () => {
  it('dealers sell 30–40% below list', () => {
    expect(DEALER_DISCOUNT).toBeGreaterThanOrEqual(0.3);
    expect(DEALER_DISCOUNT).toBeLessThanOrEqual(0.4);
    expect(supplierCostUsd(oneCarat) / listPriceUsd(oneCarat)).toBeCloseTo(1 - DEALER_DISCOUNT, 10);
  });

  it('the markup bands apply like tax brackets: a dearer supplier cost never sells for less', () => {
    for (const type of ['natural', 'lab'] as const) {
      let previous = 0;
      for (let cost = 50; cost < 300_000; cost *= 1.013) {
        const price = retailPriceSen(cost, type);
        expect(price).toBeGreaterThanOrEqual(previous);
        previous = price;
      }
    }
  });

  it('the rules are configurable: exchange rate, markup and rounding', () => {
    const flat = { usdToMyr: 4, markup: { natural: [{ upToUsd: Infinity, factor: 1.5 }], lab: [{ upToUsd: Infinity, factor: 2 }] }, rounding: 'ringgit' as const };
    expect(retailPriceSen(1_000, 'natural', flat)).toBe(6_000_00);
    expect(retailPriceSen(1_000, 'lab', flat)).toBe(8_000_00);
    expect(retailPriceSen(1_000.1, 'natural', { ...flat, usdToMyr: 1 })).toBe(1_500_00);
    expect(DEFAULT_PRICING_RULES.usdToMyr).toBe(4.45);
  });

  it("'nice' rounding goes up to a price ending in 9, 49/99 or 99, never below the exact amount", () => {
    expect(roundRinggit(452.3, 'nice')).toBe(459);
    expect(roundRinggit(459, 'nice')).toBe(459);
    expect(roundRinggit(32_512, 'nice')).toBe(32_549);
    expect(roundRinggit(150_020, 'nice')).toBe(150_099);
    expect(roundRinggit(452.5, 'ringgit')).toBe(453);
  });

  it('prices are whole ringgit in sen', () => {
    expect(stonePriceSen(oneCarat) % 100).toBe(0);
  });
});
