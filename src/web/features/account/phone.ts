import { PHONE_PREFIX } from '../../../domain/addresses';

/** A stored phone (digits after +60) as shoppers read it: '+60 12-345 6789' for a mobile, '+60 321411234' otherwise. */
export function formatMalaysianPhone(digits: string): string {
  if (/^1\d{8,9}$/.test(digits)) return `${PHONE_PREFIX} ${digits.slice(0, 2)}-${digits.slice(2, -4)} ${digits.slice(-4)}`;
  return `${PHONE_PREFIX} ${digits}`;
}
