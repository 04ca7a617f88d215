/**
 * An address's fields and checks in each country the shop ships to (issue 28; domain.md §9). Malaysia keeps the
 * account spec's form exactly (+60 fixed, the 16 states, a 5-digit postcode: addresses.ts); every other country
 * takes its phone in its own format (libphonenumber-js), its postcode by its pattern (postcode-validator; none where
 * the country has no postcodes), and its region from the maintained list (country-region-data) where addresses there
 * name one. A P.O. Box is refused everywhere: deliveries need a signature (the policy).
 */
import { AE, AU, BR, CA, CN, ES, ID, IN, IT, JP, MX, PH, TH, US } from 'country-region-data';
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { malaysianPhoneDigits, MALAYSIAN_STATES, POSTCODE_PATTERN, ADDRESS_MESSAGES } from './addresses.ts';
import { DEFAULT_SHIPPING_COUNTRIES, HOME_COUNTRY } from './shipping-countries.ts';
import { t, wordsOf } from '../words/catalogue.ts';
import { formatCountry } from '../words/format.ts';

/** Countries whose postal addresses name a state, province or prefecture, with the maintained list of them. */
const REGIONS: Record<string, readonly [string, string, readonly (readonly [string, string])[]]> = { AE, AU, BR, CA, CN, ES, ID, IN, IT, JP, MX, PH, TH, US } as never;

export const ABROAD_ADDRESS_MESSAGES = wordsOf('abroad.address', {}, {
  phone: (country: string, example: string) => t('abroad.address.phone', { country, example }),
  postal: (country: string) => t('abroad.address.postal', { country }),
  region: (country: string) => t('abroad.address.region', { country }),
});

/** What the address form asks in a country. */
export interface AddressFormFacts {
  code: string;
  name: string;
  /** '+60', '+65' … shown read-only in front of the phone box. */
  phonePrefix: string;
  /** The region list (Malaysia: the 16 states); empty when addresses there name none. */
  regions: readonly string[];
  /** Whether the country has postcodes (Hong Kong, Macao, the Emirates, Qatar have none). */
  hasPostcode: boolean;
}

const callingCode = (code: string): string | null => {
  try {
    return `+${getCountryCallingCode(code as CountryCode)}`;
  } catch {
    return null;
  }
};

export function addressFormFacts(code: string): AddressFormFacts {
  if (code === HOME_COUNTRY) return { code, name: formatCountry(code), phonePrefix: '+60', regions: MALAYSIAN_STATES, hasPostcode: true };
  return {
    code,
    name: formatCountry(code),
    phonePrefix: callingCode(code) ?? '',
    regions: (REGIONS[code]?.[2] ?? []).map((r) => r[0]),
    hasPostcode: postcodeValidatorExistsForCountry(code),
  };
}

/** A country code the address rules know (a phone format exists for it). */
export const knownCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code) && callingCode(code) !== null;

/**
 * A P.O. Box in the address lines, in the ways it is written in the shipping countries (P.O. Box, PO Box, Post Office
 * Box, GPO Box, Peti Surat, Locked Bag, Postfach, Boîte postale, Apartado, Caixa Postal, 私書箱).
 */
const PO_BOX = /(\bp\.?\s*o\.?\s*box\b|\bpost\s*office\s*box\b|\bg\.?p\.?o\.?\s*box\b|\bpobox\b|\bpeti\s*surat\b|\blocked\s*bag\b|\bpostfach\b|\bbo[iî]te\s*postale\b|\bapartado\s*(postal|de\s*correos)?\s*\d|\bcaixa\s*postal\b|\bcasilla\s*de\s*correo|私書箱|邮政信箱|郵政信箱)/i;
export const isPoBox = (lines: string): boolean => PO_BOX.test(lines);

export interface AddressToCheck {
  phone: string;
  address: string;
  postal: string;
  state: string;
}
export interface AddressIssue {
  path: 'phone' | 'postal' | 'state' | 'address' | 'country';
  message: string;
}

/** The phone as stored: its national number (digits, without the country code or a trunk 0); null when invalid. */
export function phoneDigitsIn(code: string, typed: string): string | null {
  if (code === HOME_COUNTRY) return malaysianPhoneDigits(typed);
  const prefix = callingCode(code);
  if (!prefix) return null;
  const trimmed = typed.trim();
  const number = parsePhoneNumberFromString(trimmed, code as CountryCode);
  if (!number || !number.isValid() || `+${number.countryCallingCode}` !== prefix) return null;
  return number.nationalNumber;
}

/** An example number of the country, as its people write it (for the message that refuses a wrong one). */
const EXAMPLES: Record<string, string> = { SG: '9123 4567', BN: '712 3456', AU: '412 345 678', US: '201 555 0123', GB: '7400 123456', ID: '812 3456 789', PH: '905 123 4567' };

/** Every reason the address cannot be kept in this country, by field (empty: it can). */
export function addressIssues(code: string, address: AddressToCheck): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const facts = addressFormFacts(code);
  if (isPoBox(address.address)) issues.push({ path: 'address', message: ABROAD_ADDRESS_MESSAGES.poBox });
  if (code === HOME_COUNTRY) {
    if (!malaysianPhoneDigits(address.phone)) issues.push({ path: 'phone', message: ADDRESS_MESSAGES.phone });
    if (!POSTCODE_PATTERN.test(address.postal)) issues.push({ path: 'postal', message: ADDRESS_MESSAGES.postal });
    if (!(MALAYSIAN_STATES as readonly string[]).includes(address.state)) issues.push({ path: 'state', message: ADDRESS_MESSAGES.state });
    return issues;
  }
  if (!phoneDigitsIn(code, address.phone)) issues.push({ path: 'phone', message: ABROAD_ADDRESS_MESSAGES.phone(facts.name, `${facts.phonePrefix} ${EXAMPLES[code] ?? ''}`.trim()) });
  const postal = address.postal.trim();
  if (facts.hasPostcode && !postcodeValidator(postal.toUpperCase(), code)) issues.push({ path: 'postal', message: ABROAD_ADDRESS_MESSAGES.postal(facts.name) });
  if (facts.regions.length > 0 ? !facts.regions.includes(address.state) : address.state.trim().length > 80) issues.push({ path: 'state', message: ABROAD_ADDRESS_MESSAGES.region(facts.name) });
  return issues;
}

/**
 * The country code a form or an API caller gives: an ISO code ('SG', 'sg'), or the country's name as an address in
 * the answers carries it ('Malaysia', 'Singapore'), so an address read back can be sent again as it is. Null when
 * neither.
 */
export function countryCodeOf(given: string): string | null {
  const value = given.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return knownCountry(value.toUpperCase()) ? value.toUpperCase() : null;
  const wanted = value.toLowerCase();
  return DEFAULT_SHIPPING_COUNTRIES.find((c) => formatCountry(c.code).toLowerCase() === wanted)?.code ?? null;
}

/**
 * The line of an address after its street: postcode and city, then the state where the country has one, then the
 * country ('55100 Kuala Lumpur, Kuala Lumpur, Malaysia'; '238801 Singapore, Singapore') — never an empty part.
 */
export function placeLine(address: { postal: string; city: string; state: string; country: string }): string {
  return [[address.postal, address.city].filter(Boolean).join(' '), address.state, address.country].filter(Boolean).join(', ');
}
