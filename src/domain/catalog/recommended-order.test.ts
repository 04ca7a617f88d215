import { describe, expect, it } from 'vitest';
import { recommendedGroup } from './recommended-order.ts';

describe('the recommended order of the diamond search', () => {
  it('shows first the white, eye-clean stones with an ideal or excellent cut', () => {
    expect(recommendedGroup({ color: 'D', clarity: 'FL', cut: 'ID' })).toBe(0);
    expect(recommendedGroup({ color: 'H', clarity: 'VS2', cut: 'EX' })).toBe(0);
    // a fancy shape its lab graded no cut for is judged by colour and clarity
    expect(recommendedGroup({ color: 'G', clarity: 'VS1', cut: null })).toBe(0);
  });

  it('then very good stones to J and SI1, then colours to M, then the tail', () => {
    expect(recommendedGroup({ color: 'I', clarity: 'VS2', cut: 'EX' })).toBe(1);
    expect(recommendedGroup({ color: 'G', clarity: 'SI1', cut: 'VG' })).toBe(1);
    expect(recommendedGroup({ color: 'K', clarity: 'SI2', cut: 'GD' })).toBe(2);
    expect(recommendedGroup({ color: 'D', clarity: 'VS1', cut: 'FR' })).toBe(3);
    expect(recommendedGroup({ color: 'WX', clarity: 'SI2', cut: 'ID' })).toBe(3);
    expect(recommendedGroup({ color: 'N', clarity: 'IF', cut: 'EX' })).toBe(3);
  });

  it('never leads with a warm or included stone, whatever its cut', () => {
    for (const color of ['N', 'OP', 'QR', 'ST', 'UV', 'WX', 'YZ']) expect(recommendedGroup({ color, clarity: 'FL', cut: 'ID' })).toBe(3);
    expect(recommendedGroup({ color: 'D', clarity: 'SI2', cut: 'ID' })).toBeGreaterThan(1);
  });

  it('puts an unknown grade last', () => {
    expect(recommendedGroup({ color: 'Z', clarity: 'VS1', cut: 'EX' })).toBe(3);
  });
});
