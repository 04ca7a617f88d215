/**
 * The address book's fixed facts (account spec §3, §5, §9): the 16 Malaysian states, the +60 phone prefix
 * shown in the form, the 5-digit postcode, and the phone rule.
 */

import { wordsOf } from '../words/catalogue.ts';

export const MALAYSIAN_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Labuan',
  'Malacca',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'Putrajaya',
  'Kuala Lumpur',
] as const;
export type MalaysianState = (typeof MALAYSIAN_STATES)[number];

/** The read-only prefix in front of the phone box; the number is stored without it. */
export const PHONE_PREFIX = '+60';
export const ADDRESS_COUNTRY = 'Malaysia';
export const STATE_PLACEHOLDER = '-- Please Select State* --';
export const POSTCODE_PATTERN = /^\d{5}$/;

/**
 * A Malaysian number as typed after the +60 box, reduced to its digits without the country code or trunk 0:
 * '012-345 6789' → '123456789', '+60 3 2141 1234' → '321411234'. Null when it is not a Malaysian number
 * (mobiles 1X with 9–10 digits, fixed lines 3–9 with 8–9 digits).
 */
export function malaysianPhoneDigits(typed: string): string | null {
  let digits = typed.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+60')) return null;
    digits = digits.slice(3);
  } else if (digits.startsWith('60') && digits.length >= 10) {
    digits = digits.slice(2);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  return /^(1\d{8,9}|[3-9]\d{7,8})$/.test(digits) ? digits : null;
}

/** The most addresses one account keeps (issue 12: one account held 100). */
export const ADDRESS_BOOK_LIMIT = 20;

export const ADDRESS_MESSAGES = wordsOf('messages.address', { limit: ADDRESS_BOOK_LIMIT });
