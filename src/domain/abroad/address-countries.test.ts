import { describe, expect, it } from 'vitest';
import { addressFormFacts, addressIssues, isPoBox, phoneDigitsIn, placeLine } from './address-countries.ts';
import { ADDRESS_MESSAGES, MALAYSIAN_STATES } from './addresses.ts';
import { addressInputSchema } from '../contract/accounts.ts';
import { DEFAULT_SHIPPING_COUNTRIES } from './shipping-countries.ts';

const street = '1 Orchard Road';
const fields = (over: Partial<{ phone: string; postal: string; state: string; address: string }>) => ({ phone: '', postal: '', state: '', address: street, ...over });
const paths = (code: string, over: Parameters<typeof fields>[0]) => addressIssues(code, fields(over)).map((i) => i.path);

describe('the shipping list (account spec §9: 45 countries and regions)', () => {
  it('holds 45 destinations, Malaysia and the policy’s named ones with their windows and taxes', () => {
    expect(DEFAULT_SHIPPING_COUNTRIES).toHaveLength(45);
    expect(new Set(DEFAULT_SHIPPING_COUNTRIES.map((c) => c.code)).size).toBe(45);
    for (const c of DEFAULT_SHIPPING_COUNTRIES) expect(addressFormFacts(c.code).phonePrefix, c.code).toMatch(/^\+\d+$/);
  });
});

describe('Malaysia keeps the spec’s form (account spec §2, §5)', () => {
  it('+60 fixed, the 16 states, a 5-digit postcode', () => {
    const my = addressFormFacts('MY');
    expect(my).toMatchObject({ name: 'Malaysia', phonePrefix: '+60', hasPostcode: true });
    expect(my.regions).toEqual(MALAYSIAN_STATES);
  });
  it('valid and invalid', () => {
    expect(paths('MY', { phone: '12-345 6789', postal: '55100', state: 'Kuala Lumpur' })).toEqual([]);
    const issues = addressIssues('MY', fields({ phone: '+65 9123 4567', postal: '5510', state: 'Singapore' }));
    expect(issues.map((i) => i.message)).toEqual([ADDRESS_MESSAGES.phone, ADDRESS_MESSAGES.postal, ADDRESS_MESSAGES.state]);
  });
});

/** One valid and one invalid address per country: phone (libphonenumber-js), postcode (postcode-validator), region. */
const EXAMPLES: Record<string, { ok: { phone: string; postal: string; state?: string }; bad: { phone: string; postal: string; state?: string } }> = {
  SG: { ok: { phone: '9123 4567', postal: '238801' }, bad: { phone: '123', postal: '2388' } },
  BN: { ok: { phone: '712 3456', postal: 'BS8811' }, bad: { phone: '12', postal: '8811' } },
  AU: { ok: { phone: '0412 345 678', postal: '2000', state: 'New South Wales' }, bad: { phone: '0012', postal: '200', state: 'Selangor' } },
  PH: { ok: { phone: '0905 123 4567', postal: '1000', state: 'National Capital Region' }, bad: { phone: '0905', postal: '10000', state: 'Johor' } },
  US: { ok: { phone: '(201) 555-0123', postal: '10001', state: 'New York' }, bad: { phone: '555-0123', postal: '1000', state: 'Ontario' } },
  ID: { ok: { phone: '0812 3456 7890', postal: '10110', state: 'Jakarta Raya' }, bad: { phone: '0812', postal: '1011', state: 'Bali Island' } },
  GB: { ok: { phone: '07400 123456', postal: 'SW1A 1AA' }, bad: { phone: '07400', postal: '12345' } },
  CA: { ok: { phone: '416 555 0199', postal: 'M5V 3L9', state: 'Ontario' }, bad: { phone: '416', postal: '12345', state: 'Texas' } },
  JP: { ok: { phone: '090-1234-5678', postal: '100-0001', state: 'Tokyo' }, bad: { phone: '090', postal: '1000', state: 'Kyoto City' } },
  HK: { ok: { phone: '5123 4567', postal: '' }, bad: { phone: '123', postal: '' } },
  AE: { ok: { phone: '050 123 4567', postal: '', state: 'Dubai' }, bad: { phone: '050', postal: '', state: 'Doha' } },
  DE: { ok: { phone: '030 123456', postal: '10115' }, bad: { phone: '0', postal: '1011' } },
};

describe('every other country takes its own formats (issue 28)', () => {
  for (const [code, { ok, bad }] of Object.entries(EXAMPLES)) {
    it(`${code}: a valid address passes, an invalid one is refused field by field`, () => {
      expect(paths(code, ok)).toEqual([]);
      const refused = paths(code, bad);
      expect(refused).toContain('phone');
      if (addressFormFacts(code).hasPostcode) expect(refused).toContain('postal');
      if (bad.state) expect(refused).toContain('state');
    });
  }
  it('keeps the phone as its national number, without the country code or trunk 0', () => {
    expect(phoneDigitsIn('SG', '+65 9123 4567')).toBe('91234567');
    expect(phoneDigitsIn('AU', '0412 345 678')).toBe('412345678');
    expect(phoneDigitsIn('SG', '+60 12 345 6789')).toBeNull();
  });
  it('names no region where addresses have none (Singapore) and lists them where they do (USA)', () => {
    expect(addressFormFacts('SG').regions).toEqual([]);
    expect(addressFormFacts('US').regions).toContain('California');
    expect(addressFormFacts('HK').hasPostcode).toBe(false);
  });
});

describe('no P.O. Box (the policy: signature required)', () => {
  it('finds it however written, and says why', () => {
    for (const lines of ['P.O. Box 123', 'PO Box 9', 'po box 1', 'Post Office Box 77', 'GPO Box 1', 'Peti Surat 10', 'Locked Bag 3', 'Postfach 12']) expect(isPoBox(lines), lines).toBe(true);
    for (const lines of ['12 Jalan Bukit Bintang', 'Boxhill Road 5', 'Poblacion, Makati']) expect(isPoBox(lines), lines).toBe(false);
    expect(addressIssues('SG', fields({ phone: '9123 4567', postal: '238801', address: 'PO Box 1234' }))[0].message).toMatch(/P\.O\. Box/);
  });
});

describe('the address form’s schema', () => {
  it('is Malaysian when no country is given, and keeps a Singapore address by its rules', () => {
    const my = addressInputSchema.parse({ name: 'A', phone: '012-345 6789', address: street, postal: '55100', city: 'KL', state: 'Kuala Lumpur' });
    expect(my).toMatchObject({ country: 'MY', phone: '123456789' });
    const sg = addressInputSchema.parse({ name: 'Tan Wei Ling', phone: '+65 9123 4567', address: street, postal: '238801', city: 'Singapore', country: 'sg' });
    expect(sg).toMatchObject({ country: 'SG', phone: '91234567', postal: '238801', state: '' });
    expect(addressInputSchema.safeParse({ name: 'A', phone: '9123 4567', address: street, postal: '238801', city: 'S', country: 'XX' }).success).toBe(false);
  });
});

describe('an address’s place line', () => {
  it('leaves out the state a country has none of, never writing an empty part', () => {
    expect(placeLine({ postal: '55100', city: 'Kuala Lumpur', state: 'Kuala Lumpur', country: 'Malaysia' })).toBe('55100 Kuala Lumpur, Kuala Lumpur, Malaysia');
    expect(placeLine({ postal: '238801', city: 'Singapore', state: '', country: 'Singapore' })).toBe('238801 Singapore, Singapore');
    expect(placeLine({ postal: '', city: 'Hong Kong', state: '', country: 'Hong Kong' })).toBe('Hong Kong, Hong Kong');
  });
});
