import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES, retailPriceSen } from '../../../../domain/diamonds/pricing.ts';
import type { DiamondRow } from '../stone-row.ts';
import { FEED_FIELDS, FEED_FORMATS, FIELD, type FeedField, type FeedFormatId } from './formats.ts';
import { readMeasurements, readNumber, toStone } from './stones.ts';

const ROUND_1CT: Partial<Record<FeedField, string>> = {
  stock: 'A1', shape: 'BR', carat: '1.01', color: 'G', clarity: 'VS2', cut: 'EX', polish: 'EX', symmetry: 'EX', fluorescence: 'None',
  lab: 'GIA', certificate: '2141438171', depth: '61.8', table: '57', measurements: '6.45x6.48x4.00',
};
function stone(fields: Partial<Record<FeedField, string>>, format: FeedFormatId = 'rapnet-csv') {
  const values = FEED_FIELDS.map(() => '');
  for (const [field, value] of Object.entries({ ...ROUND_1CT, ...fields })) values[FIELD[field as FeedField]] = value ?? '';
  return toStone(values, { format: FEED_FORMATS[format], defaultType: 'natural', rules: DEFAULT_PRICING_RULES });
}
const row = (result: DiamondRow | string): DiamondRow => {
  if (typeof result === 'string') throw new Error(result);
  return result;
};

describe('a feed row → a stone of the shop', () => {
  it('reads numbers with $, % and thousands commas, and refuses a decimal comma', () => {
    expect(['12,500.00', '$1,200', 'US$ 950', '61.8%', ' 0.5 ', '.75'].map(readNumber)).toEqual([12500, 1200, 950, 61.8, 0.5, 0.75]);
    expect(['6,45', 'abc', '', '1.2.3'].map(readNumber).every(Number.isNaN)).toBe(true);
  });

  it('reads measurements written 6.45x6.48x4.00, 6.45-6.48*4.00, 6.45 x 6.48 x 4.00 mm, or length × width only', () => {
    for (const text of ['6.45x6.48x4.00', '6.45-6.48*4.00', '6.45 x 6.48 x 4.00 mm', '6.45X6.48X4', '6.45×6.48×4.00'])
      expect(readMeasurements(text)).toEqual([6.45, 6.48, 4]);
    expect(readMeasurements('6.40x6.90')).toEqual([6.4, 6.9, 0]);
    expect(readMeasurements('6.45')).toBeUndefined();
    expect(readMeasurements('big')).toBeUndefined();
  });

  it('without a height, works it out from depth % × the smaller of length and width', () => {
    expect(row(stone({ measurements: '6.40x6.90', depth: '60.2', pricePerCarat: '100' })).heightMm).toBe(3.85);
  });

  it("RapNet: the cost is the cash price per carat × carat; 'Cash Discount %' is already in the cash price", () => {
    const s = row(stone({ pricePerCarat: '5,200.00', discountPct: '-35' }));
    expect(s.costUsdCents).toBe(525200);
    expect(s.priceSen).toBe(retailPriceSen(5252, 'natural'));
  });

  it('RapNet without a cash price: the list price per carat less the cash discount (negative = below list)', () => {
    expect(row(stone({ listPricePerCarat: '8000', discountPct: '-35' })).costUsdCents).toBe(Math.round(8000 * 0.65 * 1.01 * 100));
  });

  it('RapNet without a Cash Price: its RapNet Price per carat (already after its discount); the Cash Price wins when both are given', () => {
    expect(row(stone({ askingPricePerCarat: '3900', askingDiscountPct: '-38' })).costUsdCents).toBe(Math.round(3900 * 1.01 * 100));
    expect(row(stone({ pricePerCarat: '2650', askingPricePerCarat: '2800' })).costUsdCents).toBe(Math.round(2650 * 1.01 * 100));
  });

  it('a row priced only by a discount from the Rapaport list, which the feed does not give, is rejected with that reason', () => {
    expect(stone({ askingDiscountPct: '-25' })).toBe(
      "missing price: only a discount from the Rapaport list ('-25'), which the feed does not give; the shop needs a price per carat (Cash Price or RapNet Price)",
    );
  });

  it('the cut grade is required for round stones only: a fancy shape without one is sold without one', () => {
    expect(row(stone({ shape: 'OV', cut: '', pricePerCarat: '100' })).cut).toBeNull();
    expect(row(stone({ shape: 'CU', cut: 'VG', pricePerCarat: '100' })).cut).toBe('VG');
    expect(stone({ shape: 'BR', cut: '', pricePerCarat: '100' })).toBe('missing cut grade (a round stone needs one)');
  });

  it('what the shop does not sell is the one reason given: a fancy colour, a treatment', () => {
    expect(stone({ color: '', fancyColour: 'Yellow', certificate: '' })).toBe('fancy colours are not sold (the shop sells D to Z)');
    expect(stone({ treatment: 'Laser Drilled', pricePerCarat: '100' })).toBe("treated stones are not sold (treatment 'Laser Drilled')");
  });

  it('IDEX: the total price first, the price per carat × carat when there is no total', () => {
    expect(row(stone({ pricePerCarat: '4800', totalPrice: '5040.00' }, 'idex-csv')).costUsdCents).toBe(504000);
    expect(row(stone({ pricePerCarat: '4800' }, 'idex-csv')).costUsdCents).toBe(484800);
  });

  it('names every problem of a rejected row', () => {
    expect(stone({ carat: '0', certificate: '', depth: '', pricePerCarat: '100' })).toBe(
      "missing certificate number; carat '0' is not a positive number; missing depth %",
    );
    expect(stone({ measurements: '' , pricePerCarat: '100' })).toBe('missing measurements');
    expect(stone({ measurements: 'n/a', pricePerCarat: '100' })).toBe("missing measurements: cannot read length and width from 'n/a'");
    expect(stone({})).toBe('missing price');
    expect(stone({ pricePerCarat: 'call' })).toBe("price per carat 'call' is not a positive number");
  });

  it('uses the lab report page and the shop pictures when the feed gives no links; prefixes the stock number', () => {
    const s = row(stone({ pricePerCarat: '100', image: 'not a link' }));
    expect(s).toMatchObject({
      stockId: 'RN-A1',
      supplier: 'RapNet',
      certificateLink: 'https://www.gia.edu/report-check?reportno=2141438171',
      imageUrl: '/images/diamonds/round-vs.webp', // a G VS2 stone: near-colourless, one pinpoint
      videoUrl: '/images/diamonds/round-vs-360.webp',
      isAvailable: true,
    });
  });
});
