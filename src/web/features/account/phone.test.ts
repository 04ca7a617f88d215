import { describe, expect, it } from 'vitest';
import { formatMalaysianPhone } from './phone';

describe('address phones are shown with the fixed +60 prefix, grouped as Malaysians write them', () => {
  it('mobiles', () => {
    expect(formatMalaysianPhone('123456789')).toBe('+60 12-345 6789');
    expect(formatMalaysianPhone('1123456789')).toBe('+60 11-2345 6789');
  });
  it('fixed lines', () => {
    expect(formatMalaysianPhone('321411234')).toBe('+60 3-2141 1234');
    expect(formatMalaysianPhone('88123456')).toBe('+60 88-123 456');
    expect(formatMalaysianPhone('41234567')).toBe('+60 4-123 4567');
  });
});
