import { describe, expect, it } from 'vitest';
import { wizardOrderOf } from './shop-session';

describe('the ring wizard order (storefront §4: ring then diamond, diamond then ring when the flow started with a diamond)', () => {
  it('ring first by default, and once a setting is chosen', () => {
    expect(wizardOrderOf('ring', { ring: false, diamond: false })).toBe('ring-first');
    expect(wizardOrderOf('diamond', { ring: true, diamond: false })).toBe('ring-first');
  });
  it('diamond first when the diamond step is reached with no setting, or a diamond is chosen first', () => {
    expect(wizardOrderOf('diamond', { ring: false, diamond: false })).toBe('diamond-first');
    expect(wizardOrderOf('ring', { ring: false, diamond: true })).toBe('diamond-first');
  });
});
