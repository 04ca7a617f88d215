import { describe, expect, it } from 'vitest';
import { caratRangeAround, nearestCaratView, shapesAgree } from './ring-match.ts';

describe('the two halves of the ring agree (issue 13)', () => {
  it('a setting shown at a carat view starts the diamond search around it (85 % to 120 %), within 0.18–10 ct', () => {
    expect(caratRangeAround('1ct')).toEqual([0.85, 1.2]);
    expect(caratRangeAround('30pt')).toEqual([0.26, 0.36]);
    expect(caratRangeAround('2ct')).toEqual([1.7, 2.4]);
    expect(caratRangeAround(0)).toBeUndefined();
    expect(caratRangeAround(null)).toBeUndefined();
  });

  it('a stone chosen first shows the setting at the nearest carat view', () => {
    expect(nearestCaratView(0.31)).toBe('30pt');
    expect(nearestCaratView(0.72)).toBe('70pt');
    expect(nearestCaratView(1.02)).toBe('1ct');
    expect(nearestCaratView(1.4)).toBe('150ct');
    expect(nearestCaratView(4.5)).toBe('2ct');
    expect(nearestCaratView(0.18)).toBe('30pt');
  });

  it('a stone of another shape than the setting’s does not agree; a setting with no shape takes any', () => {
    expect(shapesAgree('OVAL', 'OVAL')).toBe(true);
    expect(shapesAgree('OVAL', 'ROUND')).toBe(false);
    expect(shapesAgree(null, 'ROUND')).toBe(true);
  });
});
