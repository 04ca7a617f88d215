import { describe, expect, it } from 'vitest';
import { commitRangeBox } from './filters.ts';
import { NO_PRICE_CEILING_SEN, priceBoxText, priceCeilingSen } from './price-top.ts';
import { DIAMOND_PRICE_RANGE } from './grades.ts';

describe('the top of the diamond price range is open (issue 38)', () => {
  it('the slider’s top (RM 200,000) as maximum has no upper bound; any lower maximum is its own bound', () => {
    expect(priceCeilingSen(DIAMOND_PRICE_RANGE.max)).toBe(NO_PRICE_CEILING_SEN);
    expect(NO_PRICE_CEILING_SEN).toBeGreaterThan(1_000_000_000);
    expect(priceCeilingSen(199_999.99)).toBe(19_999_999);
    expect(priceCeilingSen(0)).toBe(0);
  });

  it('the top reads "200,000+" after its RM; every other price reads as it is', () => {
    expect(priceBoxText(200_000, '200,000')).toBe('200,000+');
    expect(priceBoxText(150_000, '150,000')).toBe('150,000');
  });

  it('a price box left as it shows the top ("200,000+") keeps the top; the spec’s clamp to 0–200,000 holds', () => {
    const bounds = DIAMOND_PRICE_RANGE;
    expect(commitRangeBox('max', '200,000+', [1_000, 200_000], bounds)).toEqual([1_000, 200_000]);
    expect(commitRangeBox('max', '150,000+', [1_000, 200_000], bounds)).toEqual([1_000, 150_000]);
    expect(commitRangeBox('max', '350,000', [1_000, 150_000], bounds)).toEqual([1_000, 200_000]);
  });
});
