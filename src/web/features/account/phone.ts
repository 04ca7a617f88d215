import { PHONE_PREFIX } from '../../../domain/abroad/addresses';

/**
 * A stored phone (digits after +60) as shoppers read it: '+60 12-345 6789' for a mobile, '+60 3-2141 1234' for
 * Kuala Lumpur and the Klang Valley, '+60 88-123 456' for Sabah and Sarawak, '+60 4-123 4567' for the other states.
 */
export function formatMalaysianPhone(digits: string): string {
  const grouped = (area: number, middle: number) => `${digits.slice(0, area)}-${digits.slice(area, area + middle)} ${digits.slice(area + middle)}`;
  if (/^1\d{8,9}$/.test(digits)) return `${PHONE_PREFIX} ${grouped(2, digits.length - 6)}`;
  if (/^3\d{8}$/.test(digits)) return `${PHONE_PREFIX} ${grouped(1, 4)}`;
  if (/^8\d{7}$/.test(digits)) return `${PHONE_PREFIX} ${grouped(2, 3)}`;
  if (/^[4-9]\d{7}$/.test(digits)) return `${PHONE_PREFIX} ${grouped(1, 3)}`;
  return `${PHONE_PREFIX} ${digits}`;
}
